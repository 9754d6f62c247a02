import Foundation
import KeyboardBroadcast

/// The keyboard as one view sees it: whether it is up, how much of the view it covers, and how the last change
/// moved. What ``KeyboardReader`` hands its content in SwiftUI.
public struct KeyboardGeometry: Hashable, Sendable {
  /// Whether the keyboard is on screen in any placement (see `KeyboardSnapshot.isOnScreen`).
  public var isOnScreen: Bool
  /// How many points of the view, measured up from its bottom edge, the keyboard covers, by the rules of
  /// `KeyboardSnapshot.overlap(with:screenBounds:)`.
  public var overlap: CGFloat
  /// Whether an interface rotation is under way.
  public var isInterfaceOrientationChanging: Bool
  /// How the change to these values moves: the keyboard's animation, or at once (see `KeyboardMotion`).
  public var motion: KeyboardMotion

  /// Creates a value.
  package init(isOnScreen: Bool, overlap: CGFloat, isInterfaceOrientationChanging: Bool, motion: KeyboardMotion) {
    self.isOnScreen = isOnScreen
    self.overlap = overlap
    self.isInterfaceOrientationChanging = isInterfaceOrientationChanging
    self.motion = motion
  }

  /// Nothing known yet: no keyboard, no overlap.
  static let hidden = KeyboardGeometry(
    isOnScreen: false, overlap: 0, isInterfaceOrientationChanging: false, motion: .immediate)

  /// Whether the two differ in anything but ``motion``, which only says how to reach them.
  func differsInPlace(from other: KeyboardGeometry) -> Bool {
    isOnScreen != other.isOnScreen || overlap != other.overlap
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
