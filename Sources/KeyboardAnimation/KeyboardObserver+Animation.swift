import Foundation
import KeyboardBroadcast

extension KeyboardObserver {
  /// Animates `animations` like the keyboard's last animation, on the platform's animator.
  ///
  /// The entry point VFKeyboardObserver users know. It behaves like
  /// ``KeyboardAnimationCoordinator/animateWithKeyboardProperties(_:completion:)`` on a coordinator made with the
  /// default animator: UIKit's where UIKit exists, ``ImmediateKeyboardAnimator`` elsewhere. Outside a rotation it
  /// uses the duration and curve of `lastKeyboardProperties`, or
  /// ``KeyboardAnimationCoordinator/defaultProperties`` before any event; during a rotation it applies the changes at
  /// once.
  ///
  /// ```swift
  /// KeyboardObserver.shared.animateWithKeyboardProperties {
  ///   self.toolbarBottom.constant = keyboardHeight
  ///   self.view.layoutIfNeeded()
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - animations: The layout changes. They run exactly once.
  ///   - completion: Called once, with whether the animation ran to its end.
  public func animateWithKeyboardProperties(
    _ animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    KeyboardAnimationCoordinator(observer: self).animateWithKeyboardProperties(animations, completion: completion)
  }
}
