import Foundation
@_spi(Tools) import KeyboardBroadcast

/// Shared number and name formatting, so the three outputs agree.
enum Format {
  /// `216`, `366.7`: whole points without decimals, others to a tenth of a point.
  ///
  /// Never converts to an integer type, so no value traps: a magnitude of 1e15 or more, where a `Double` has no
  /// tenths left, is written with an exponent (`1e+19`), and a value that is not finite as `inf`, `-inf` or `nan`.
  static func points(_ value: CGFloat) -> String {
    let value = Double(value)
    guard value.isFinite else { return value.isNaN ? "nan" : value < 0 ? "-inf" : "inf" }
    guard abs(value) < 1e15 else { return String(format: "%.6g", value) }
    let tenths = (value * 10).rounded()
    // `%.0f` would print a value that rounds to zero from below as "-0".
    if tenths == 0 { return "0" }
    return String(format: tenths.truncatingRemainder(dividingBy: 10) == 0 ? "%.0f" : "%.1f", tenths / 10)
  }

  /// `0.250`: seconds to `digits` decimals; from a billion seconds (32 years) on, with an exponent (`1e+300`)
  /// rather than as hundreds of digits.
  static func seconds(_ value: TimeInterval, digits: Int = 3) -> String {
    guard value.isFinite, abs(value) < 1e9 else { return String(format: "%.6g", value) }
    return String(format: "%.\(digits)f", value)
  }

  /// `1 notification`, `0 notifications`, `2 layout changes`: a count with its noun in the singular for one.
  static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
  }

  static func curve(_ curve: KeyboardAnimationCurve) -> String {
    switch curve {
    case .keyboard: "curve 7"
    case .easeInOut, .easeIn, .easeOut, .linear: "curve \(curve.rawValue) (\(curve))"
    // A number UIKit does not name: only the number, so a huge one does not widen the table twice over.
    default: "curve \(curve.rawValue)"
    }
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
