import Foundation
import KeyboardBroadcast

/// An animator that applies every change at once: it runs the animations and then the completion with `true`,
/// before returning.
///
/// It is the platform's animator where UIKit does not exist (Linux, macOS without Catalyst, watchOS), so layout code
/// behaves the same there, minus the motion.
@MainActor final class ImmediateKeyboardAnimator: KeyboardAnimator {
  /// Creates an animator. It holds no state; any instance is as good as another.
  init() {}

  /// Runs `animations`, then `completion` with `true`, synchronously. The duration and curve are ignored.
  func animate(
    withDuration duration: TimeInterval, curve: KeyboardAnimationCurve,
    animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?
  ) {
    animations()
    completion?(true)
  }

  /// Runs `actions` synchronously.
  func performWithoutAnimation(_ actions: @MainActor () -> Void) {
    actions()
  }
}
