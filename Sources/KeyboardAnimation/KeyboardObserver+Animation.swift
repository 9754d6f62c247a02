import Foundation
import KeyboardBroadcast

extension KeyboardObserver {
  /// The animator that ``animateWithKeyboardProperties(_:completion:)``, ``animate(_:_:completion:)`` and every
  /// ``KeyboardAnimationCoordinator`` made without one of its own use for this observer.
  ///
  /// By default the platform's: `UIKitKeyboardAnimator` where UIKit exists, ``ImmediateKeyboardAnimator``
  /// elsewhere. Set another to test layout code as it is written, or to drive your own animation system:
  ///
  /// ```swift
  /// let animator = RecordingKeyboardAnimator()
  /// observer.animator = animator
  /// ```
  public var animator: any KeyboardAnimator {
    get {
      if let animator = animatorStorage as? any KeyboardAnimator { return animator }
      let platform = KeyboardAnimationCoordinator.makePlatformAnimator()
      animatorStorage = platform
      return platform
    }
    set { animatorStorage = newValue }
  }

  /// Animates `animations` like the keyboard's last animation, on the observer's ``animator``.
  ///
  /// The entry point VFKeyboardObserver users know. It behaves like
  /// ``KeyboardAnimationCoordinator/animateWithKeyboardProperties(_:completion:)``: outside a rotation it uses the
  /// duration and curve of `lastKeyboardProperties`, or ``KeyboardAnimationCoordinator/defaultProperties`` before any
  /// event; during a rotation, and while the observer replays the current state to a new listener, it applies the
  /// changes at once.
  ///
  /// ```swift
  /// observer.animateWithKeyboardProperties {
  ///   self.composerBottom?.constant = properties.overlap(with: self.view, on: observer.keyboardScreen)
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

  /// Runs `animations` as `motion` says, on the observer's ``animator``: with the keyboard's duration and curve, or
  /// at once.
  ///
  /// The layout code that follows an overlap observation:
  ///
  /// ```swift
  /// keyboard.animate(overlap.motion) {
  ///   self?.composerBottom?.constant = overlap.height
  ///   self?.view.layoutIfNeeded()
  /// }
  /// ```
  ///
  /// See ``KeyboardAnimationCoordinator/animate(_:_:completion:)``.
  public func animate(
    _ motion: KeyboardMotion, _ animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    KeyboardAnimationCoordinator(observer: self).animate(motion, animations, completion: completion)
  }
}
