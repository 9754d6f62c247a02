import Foundation
import KeyboardBroadcast
import KeyboardTestSupport

extension ObserverHarness {
  /// Shows the keyboard and starts a rotation; the observer only rotates while the keyboard is shown.
  func beginRotationWithKeyboardShown() {
    post(.willShow, .iPhone8WillShow)
    observer.interfaceOrientationWillChange()
  }
}

/// Keeps, in order, what the blocks under test did, so a test can check what ran and in which order.
@MainActor final class EventLog {
  private(set) var entries: [String] = []

  func append(_ entry: String) { entries.append(entry) }
}

// Values transcribed from real device payloads in /work/shared/keyboard-payloads.md.
extension KeyboardProperties {
  /// P04: will-show, iPhone 6/7/8 portrait, iOS 10 era.
  static let iPhone8WillShow = KeyboardProperties(
    beginFrame: CGRect(x: 0, y: 667, width: 375, height: 216), endFrame: CGRect(x: 0, y: 451, width: 375, height: 216),
    animationDuration: 0.25, animationCurve: KeyboardAnimationCurve(rawValue: 7), isLocal: true)

  /// P26: will-change-frame lasting 0.4 seconds (the keyboard came up during a modal presentation), iPhone 5.
  static let slowChangeFrame = KeyboardProperties(
    beginFrame: CGRect(x: 0, y: 883, width: 320, height: 253), endFrame: CGRect(x: 0, y: 315, width: 320, height: 253),
    animationDuration: 0.4, animationCurve: KeyboardAnimationCurve(rawValue: 7))

  /// P32: will-show on an iPad in landscape under iOS 5, which still sent curve 0 (ease in, ease out).
  static let iOS5iPadWillShow = KeyboardProperties(
    beginFrame: CGRect(x: -352, y: 0, width: 352, height: 1024), endFrame: CGRect(x: 0, y: 0, width: 352, height: 1024),
    animationDuration: 0.25, animationCurve: KeyboardAnimationCurve(rawValue: 0))
}
