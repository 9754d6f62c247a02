/// The timing curve of a keyboard animation, as `UIKeyboardAnimationCurveUserInfoKey` carries it.
///
/// The system keyboard sends 7, which is not one of `UIView.AnimationCurve`'s four cases; converting it with a
/// `switch` traps in Swift. This type keeps any raw value, so 7 and values a future iOS may send pass through
/// untouched.
public struct KeyboardAnimationCurve: RawRepresentable, Hashable, Sendable {
  /// The raw value, as the notification sent it.
  public var rawValue: Int

  /// Wraps any raw value, including ones this package has no name for.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Slow at the start and the end (`UIView.AnimationCurve.easeInOut`, 0).
  public static let easeInOut = KeyboardAnimationCurve(rawValue: 0)
  /// Slow at the start (`UIView.AnimationCurve.easeIn`, 1).
  public static let easeIn = KeyboardAnimationCurve(rawValue: 1)
  /// Slow at the end (`UIView.AnimationCurve.easeOut`, 2).
  public static let easeOut = KeyboardAnimationCurve(rawValue: 2)
  /// Constant speed (`UIView.AnimationCurve.linear`, 3).
  public static let linear = KeyboardAnimationCurve(rawValue: 3)
  /// The system keyboard's own curve (7), which UIKit sends in keyboard notifications since iOS 7 but does not name.
  public static let keyboard = KeyboardAnimationCurve(rawValue: 7)
}

extension KeyboardAnimationCurve: CustomStringConvertible {
  /// The curve's name, or its raw value when it has none.
  public var description: String {
    switch self {
    case .easeInOut: "easeInOut"
    case .easeIn: "easeIn"
    case .easeOut: "easeOut"
    case .linear: "linear"
    case .keyboard: "keyboard"
    default: "KeyboardAnimationCurve(rawValue: \(rawValue))"
    }
  }
}
