import Foundation

/// Keyboard notifications as real iPhones and iPads sent them, transcribed from the dumps in
/// `shared/keyboard-payloads.md` (the ids are that file's). Values are typed as iOS types them.
enum Payload {
  /// P04: will-show, iPhone 6/7/8 (375x667) portrait, 216 pt keyboard.
  static var p04WillShow: [AnyHashable: Any] {
    userInfo(begin: rect(0, 667, 375, 216), end: rect(0, 451, 375, 216))
  }
  /// P10: will-show of a 258 pt keyboard, iPhone 375x667.
  static var p10WillShow: [AnyHashable: Any] {
    userInfo(begin: rect(0, 667, 375, 258), end: rect(0, 409, 375, 258))
  }
  /// P10: the will-hide that followed it.
  static var p10WillHide: [AnyHashable: Any] {
    userInfo(begin: rect(0, 409, 375, 258), end: rect(0, 667, 375, 258))
  }
  /// P09: did-show of the same 258 pt keyboard.
  static var p09DidShow: [AnyHashable: Any] {
    userInfo(begin: rect(0, 667, 375, 258), end: rect(0, 409, 375, 258))
  }
  /// P18: will-show, iPhone X (375x812), 333 pt keyboard.
  static var p18WillShow: [AnyHashable: Any] {
    userInfo(begin: rect(0, 812, 375, 333), end: rect(0, 479, 375, 333))
  }
  /// P18: the will-hide that followed it.
  static var p18WillHide: [AnyHashable: Any] {
    userInfo(begin: rect(0, 479, 375, 333), end: rect(0, 812, 375, 333))
  }
  /// P21: a shown keyboard grows from 291 to 335 pt (QuickType bar), iPhone X.
  static var p21Grows: [AnyHashable: Any] {
    userInfo(begin: rect(0, 521, 375, 291), end: rect(0, 477, 375, 335))
  }
  /// P22: the same keyboard changes to 366.67 pt with duration 0 and fractional frames.
  static var p22Resize: [AnyHashable: Any] {
    userInfo(
      begin: rect(0, 477, 375, 335), end: rect(0, 445.33333333333326, 375, 366.66666666666674), duration: 0)
  }
  /// P26: will-change-frame with duration 0.4 and a begin frame far below the screen (y = 883), no isLocal key.
  static var p26SlowShow: [AnyHashable: Any] {
    userInfo(
      begin: rect(0, 883, 320, 253), end: rect(0, 315, 320, 253), duration: 0.4, isLocal: nil)
  }
  /// P31: iPad landscape show on iOS 5, frames in portrait coordinates and curve 0.
  static var p31Landscape: [AnyHashable: Any] {
    userInfo(begin: rect(-352, 0, 352, 1024), end: rect(0, 0, 352, 1024), curve: 0)
  }
  /// P01: iOS 7 will-change-frame, before `UIKeyboardIsLocalUserInfoKey` existed.
  static var p01NoIsLocal: [AnyHashable: Any] {
    userInfo(begin: rect(0, 480, 320, 216), end: rect(0, 264, 320, 216), isLocal: nil)
  }

  static func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
  }

  /// A userInfo typed as iOS types it: frames as `NSValue`, numbers as `NSNumber`. `isLocal: nil` leaves the key out.
  static func userInfo(
    begin: CGRect, end: CGRect, duration: Double = 0.25, curve: Int = 7, isLocal: Bool? = true
  ) -> [AnyHashable: Any] {
    var info: [AnyHashable: Any] = [
      "UIKeyboardFrameBeginUserInfoKey": NSValue.geometryValue(begin),
      "UIKeyboardFrameEndUserInfoKey": NSValue.geometryValue(end),
      "UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: duration),
      "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: curve),
      "UIKeyboardCenterBeginUserInfoKey": NSValue.geometryValue(CGPoint(x: begin.midX, y: begin.midY)),
      "UIKeyboardBoundsUserInfoKey": NSValue.geometryValue(CGRect(origin: .zero, size: end.size)),
    ]
    if let isLocal { info["UIKeyboardIsLocalUserInfoKey"] = NSNumber(value: isLocal) }
    return info
  }
}
