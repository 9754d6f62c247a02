import Foundation
import KeyboardBroadcast

extension KeyboardObserver {
  /// The animator that ``animateWithKeyboardProperties(_:completion:)`` and ``animate(_:_:completion:)`` run on.
  ///
  /// By default the platform's: UIKit's view animations where UIKit exists, changes applied at once elsewhere. Set a
  /// ``RecordingKeyboardAnimator`` in tests, or your own animator to drive another animation system.
  public var animator: any KeyboardAnimator {
    get {
      if let animator = animatorStorage as? any KeyboardAnimator { return animator }
      let platform = Self.makePlatformAnimator()
      animatorStorage = platform
      return platform
    }
    set { animatorStorage = newValue }
  }

  /// Animates `animations` like the keyboard's last animation: the call a delegate makes, as with VFKeyboardObserver.
  ///
  /// It uses the duration and curve of the last update that said where the keyboard rests, curve 7 included, or 0.25
  /// seconds on `KeyboardAnimationCurve.keyboard` before any event. During a rotation, and while the observer replays
  /// the current state, the changes apply at once and the completion follows with `true`.
  /// - Parameters:
  ///   - animations: The layout changes. They run exactly once.
  ///   - completion: Called once, with whether the animation ran to its end.
  public func animateWithKeyboardProperties(
    _ animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    let isStill = isInterfaceOrientationChanging || isReplayingCurrentState
    let motion = isStill ? .immediate : KeyboardMotion(lastKeyboardProperties ?? Self.defaultProperties)
    animate(motion, animations, completion: completion)
  }

  /// Runs `animations` as `motion` says, on the observer's ``animator``: with the keyboard's duration and curve, or
  /// at once. Pass an overlap's `motion`.
  ///
  /// `KeyboardMotion.immediate` runs the animations inside ``KeyboardAnimator/performWithoutAnimation(_:)`` and
  /// calls the completion with `true` before returning.
  /// - Parameters:
  ///   - motion: How to move.
  ///   - animations: The layout changes. They run exactly once.
  ///   - completion: Called once, with whether the animation ran to its end.
  public func animate(
    _ motion: KeyboardMotion, _ animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    switch motion {
    case .immediate:
      animator.performWithoutAnimation(animations)
      completion?(true)
    case .animated(let duration, let curve):
      animator.animate(withDuration: duration, curve: curve, animations: animations, completion: completion)
    }
  }

  /// What ``animateWithKeyboardProperties(_:completion:)`` animates with before any event: the system keyboard's
  /// usual 0.25 seconds on `KeyboardAnimationCurve.keyboard`.
  static let defaultProperties = KeyboardProperties(animationDuration: 0.25, animationCurve: .keyboard)

  /// The platform's animator.
  static func makePlatformAnimator() -> any KeyboardAnimator {
    #if canImport(UIKit) && !os(watchOS)
      UIKitKeyboardAnimator()
    #else
      ImmediateKeyboardAnimator()
    #endif
  }
}
