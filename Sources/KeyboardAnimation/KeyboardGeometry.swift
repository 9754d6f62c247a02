import Foundation
import KeyboardBroadcast

/// The keyboard as one view sees it: whether it is up, how much of the view it covers, and how the last change
/// moved. What ``KeyboardReader`` hands its content in SwiftUI.
public struct KeyboardGeometry: Hashable, Sendable {
  /// Whether the last delivered show or hide was a show (see `KeyboardSnapshot.isShown`).
  public var isShown: Bool
  /// How many points of the view, measured up from its bottom edge, the keyboard covers: 0 while it is hidden,
  /// undocked or floating; only the visible strip of a hardware keyboard's shortcut bar.
  public var overlap: CGFloat
  /// Whether an interface rotation is under way.
  public var isInterfaceOrientationChanging: Bool
  /// How the change to these values moves: the keyboard's animation, or at once (see `KeyboardMotion`).
  public var motion: KeyboardMotion

  /// Creates a value.
  public init(isShown: Bool, overlap: CGFloat, isInterfaceOrientationChanging: Bool, motion: KeyboardMotion) {
    self.isShown = isShown
    self.overlap = overlap
    self.isInterfaceOrientationChanging = isInterfaceOrientationChanging
    self.motion = motion
  }

  /// Nothing known yet: no keyboard, no overlap.
  public static let hidden = KeyboardGeometry(
    isShown: false, overlap: 0, isInterfaceOrientationChanging: false, motion: .immediate)

  /// Whether the two differ in anything but ``motion``, which only says how to reach them.
  func differsInPlace(from other: KeyboardGeometry) -> Bool {
    isShown != other.isShown || overlap != other.overlap
      || isInterfaceOrientationChanging != other.isInterfaceOrientationChanging
  }
}

extension KeyboardMotion {
  /// The Bézier curve and duration an animation system that takes a cubic Bézier (SwiftUI's
  /// `Animation.timingCurve`) animates this motion with, from ``KeyboardAnimationCurve/progress(at:)``'s model; `nil`
  /// for `KeyboardMotion.immediate` and for a duration of 0, which mean no animation.
  var bezierAnimation: (timing: CubicBezierTiming, duration: TimeInterval)? {
    guard case .animated(let duration, let curve) = self, duration > 0 else { return nil }
    return (curve.timing, duration)
  }
}

extension KeyboardGeometry {
  /// The value of ``isShown``, under the name 0.1.0 gave it.
  @available(*, deprecated, renamed: "isShown")
  public var isVisible: Bool { isShown }

  /// Creates a value, with the label 0.1.0 gave ``isShown``.
  @available(*, deprecated, renamed: "init(isShown:overlap:isInterfaceOrientationChanging:motion:)")
  public init(isVisible: Bool, overlap: CGFloat, isInterfaceOrientationChanging: Bool, motion: KeyboardMotion) {
    self.init(
      isShown: isVisible, overlap: overlap, isInterfaceOrientationChanging: isInterfaceOrientationChanging,
      motion: motion)
  }
}
