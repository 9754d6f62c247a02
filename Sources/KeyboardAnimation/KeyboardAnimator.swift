import Foundation
import KeyboardBroadcast

/// Something that runs layout changes as an animation: UIKit's view animations in an app, a recording in tests.
///
/// The observer animates only through this protocol (`KeyboardObserver.animator`), so an app can swap in its own
/// animation system, and a test a ``RecordingKeyboardAnimator``.
@MainActor public protocol KeyboardAnimator: AnyObject {
  /// Runs `animations` as one animation of `duration` seconds on `curve`, then calls `completion` with whether the
  /// animation ran to its end.
  ///
  /// - Parameters:
  ///   - duration: The animation's length in seconds. 0 means "apply the changes without animating them".
  ///   - curve: The timing curve, possibly one with no `UIView.AnimationCurve` case, such as
  ///     `KeyboardAnimationCurve.keyboard`.
  ///   - animations: The changes to animate. Implementations call it exactly once.
  ///   - completion: Called once the animation ends; `false` when it was interrupted.
  func animate(
    withDuration duration: TimeInterval, curve: KeyboardAnimationCurve,
    animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?)

  /// Runs `actions` at once with animations turned off, before returning.
  func performWithoutAnimation(_ actions: @MainActor () -> Void)
}
