import KeyboardBroadcast

extension KeyboardAnimationCurve {
  /// How far an animation on this curve has come after `fraction` of its duration: 0 at the start, 1 at the end.
  ///
  /// A pure-Swift model of the curves, for drawing where a view that follows the keyboard is at each instant without
  /// UIKit. It never decreases as `fraction` grows.
  ///
  /// | Curve | Model |
  /// |---|---|
  /// | `easeInOut` (0) | Core Animation's ease-in-ease-out Bézier, control points (0.42, 0) and (0.58, 1) |
  /// | `easeIn` (1) | Core Animation's ease-in Bézier, (0.42, 0) and (1, 1) |
  /// | `easeOut` (2) | Core Animation's ease-out Bézier, (0, 0) and (0.58, 1) |
  /// | `linear` (3) | progress equals `fraction` |
  /// | `keyboard` (7) | a Bézier measured from the system keyboard, (0.38, 0.7) and (0.125, 1) |
  /// | any other value | the same model as `keyboard` |
  ///
  /// Unknown values are modelled like `keyboard`, the only sender of curves outside 0...3. UIKit runs the keyboard's
  /// curve as a spring, so its model is an approximation; `Docs/Animation.md` describes it.
  ///
  /// - Parameter fraction: The elapsed share of the duration. Values below 0 count as 0, above 1 as 1, and NaN as 0.
  /// - Returns: The progress, in 0...1.
  public func progress(at fraction: Double) -> Double {
    let time = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    return self == .linear ? time : timing.progress(at: time)
  }

  /// The Bézier of the model in the table above; `linear` is the straight one, (0, 0) and (1, 1).
  var timing: CubicBezierTiming {
    switch self {
    case .linear: .linear
    case .easeInOut: .easeInOut
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    default: .keyboard
    }
  }
}

extension CubicBezierTiming {
  // Control points of CAMediaTimingFunctionName.easeInEaseOut, .easeIn and .easeOut, as Apple's Core Animation
  // documentation gives them; UIView.AnimationCurve's cases 0 to 2 use these timing functions.
  static let easeInOut = CubicBezierTiming(0.42, 0, 0.58, 1)
  static let easeIn = CubicBezierTiming(0.42, 0, 1, 1)
  static let easeOut = CubicBezierTiming(0, 0, 0.58, 1)
  static let linear = CubicBezierTiming(0, 0, 1, 1)
  // Curve 7. Control points measured from screen recordings of the keyboard and published in the Apple Developer
  // Forums thread "iOS Keyboard show animation curve control points" (developer.apple.com/forums/thread/48088).
  static let keyboard = CubicBezierTiming(0.38, 0.7, 0.125, 1)
}
