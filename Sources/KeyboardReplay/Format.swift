import Foundation
import KeyboardBroadcast

/// Shared number and name formatting, so the three outputs agree.
enum Format {
  /// `216`, `366.7`: whole points without decimals.
  static func points(_ value: CGFloat) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", Double(rounded))
  }

  static func seconds(_ value: TimeInterval, digits: Int = 3) -> String {
    String(format: "%.\(digits)f", value)
  }

  static func curve(_ curve: KeyboardAnimationCurve) -> String {
    curve == .keyboard ? "curve 7" : "curve \(curve.rawValue) (\(curve))"
  }

  /// `willShow`, `didChangeFrame`: the event's case name.
  static func name(of event: KeyboardEvent) -> String {
    switch event {
    case .willShow: "willShow"
    case .didShow: "didShow"
    case .willHide: "willHide"
    case .didHide: "didHide"
    case .willChangeFrame: "willChangeFrame"
    case .didChangeFrame: "didChangeFrame"
    }
  }

  static func call(_ call: ReplayTimeline.DelegateCall) -> String {
    let flag = call.interfaceOrientationWillChange == true ? "(rotating)" : ""
    return "\(call.delegate).\(call.method)\(flag)"
  }
}
