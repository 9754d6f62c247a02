import Foundation
import KeyboardBroadcast

/// Runs layout changes in step with the keyboard's own animation, and at once while the interface rotates.
///
/// ```swift
/// func keyboardObserver(_ observer: KeyboardObserver, keyboardWillShowWith properties: KeyboardProperties,
///                       interfaceOrientationWillChange: Bool) {
///   coordinator.animate(with: properties) {
///     self.bottomConstraint.constant = properties.endFrame.height
///     self.view.layoutIfNeeded()
///   }
/// }
/// ```
///
/// ## Timing
/// Outside a rotation, the ``animator`` is asked to animate with the duration and curve of the keyboard properties,
/// untouched: curve 7, which UIKit has no name for, is passed on as 7. Before the observer has delivered anything,
/// ``animateWithKeyboardProperties(_:completion:)`` uses ``defaultProperties``.
///
/// ## Rotation
/// While `KeyboardObserver.isInterfaceOrientationChanging` is `true`, the animations run inside
/// ``KeyboardAnimator/performWithoutAnimation(_:)`` before the call returns, and the completion follows at once with
/// `true`. The rotation animates the whole interface; a keyboard animation on top of it would make attached views
/// lag behind or slide across the screen.
@MainActor public final class KeyboardAnimationCoordinator {
  /// The observer whose keyboard properties and rotation state decide how to animate.
  public let observer: KeyboardObserver
  /// The animator that runs the animations.
  public let animator: any KeyboardAnimator

  /// What ``animateWithKeyboardProperties(_:completion:)`` uses before the observer has delivered any event:
  /// the system keyboard's usual 0.25 seconds on `KeyboardAnimationCurve.keyboard`.
  public static let defaultProperties = KeyboardProperties(animationDuration: 0.25, animationCurve: .keyboard)

  /// Creates a coordinator for `observer`.
  ///
  /// - Parameters:
  ///   - observer: The observer to read keyboard properties and rotation state from.
  ///   - animator: The animator to use. By default, the platform's: `UIKitKeyboardAnimator` on iOS, tvOS,
  ///     visionOS and Mac Catalyst, ``ImmediateKeyboardAnimator`` elsewhere.
  public init(observer: KeyboardObserver, animator: any KeyboardAnimator = makePlatformAnimator()) {
    self.observer = observer
    self.animator = animator
  }

  /// Animates `animations` like the keyboard's last animation, the way VFKeyboardObserver's method of the same name
  /// did.
  ///
  /// Uses `KeyboardObserver.lastKeyboardProperties`, or ``defaultProperties`` when the observer has delivered
  /// nothing yet. See "Timing" and "Rotation" in the type's documentation.
  ///
  /// - Parameters:
  ///   - animations: The layout changes. They run exactly once.
  ///   - completion: Called once, with whether the animation ran to its end.
  public func animateWithKeyboardProperties(
    _ animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    animate(with: observer.lastKeyboardProperties ?? Self.defaultProperties, animations, completion: completion)
  }

  /// Animates `animations` with the duration and curve of `properties`, such as those a delegate just received.
  ///
  /// See "Rotation" in the type's documentation: during a rotation `properties` are ignored.
  ///
  /// - Parameters:
  ///   - properties: The keyboard animation to follow.
  ///   - animations: The layout changes. They run exactly once.
  ///   - completion: Called once, with whether the animation ran to its end.
  public func animate(
    with properties: KeyboardProperties, _ animations: @escaping @MainActor () -> Void,
    completion: (@MainActor (Bool) -> Void)? = nil
  ) {
    guard !observer.isInterfaceOrientationChanging else {
      animator.performWithoutAnimation(animations)
      completion?(true)
      return
    }
    animator.animate(
      withDuration: properties.animationDuration, curve: properties.animationCurve,
      animations: animations, completion: completion)
  }
}

extension KeyboardAnimationCoordinator {
  /// The platform's animator. `@usableFromInline` because it is the default argument of a public initializer.
  @usableFromInline static func makePlatformAnimator() -> any KeyboardAnimator {
    #if canImport(UIKit) && !os(watchOS)
      UIKitKeyboardAnimator()
    #else
      ImmediateKeyboardAnimator()
    #endif
  }
}
