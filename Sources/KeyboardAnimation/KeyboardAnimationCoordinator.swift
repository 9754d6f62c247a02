import Foundation
import KeyboardBroadcast

/// Runs layout changes in step with the keyboard's own animation, and at once while the interface rotates.
///
/// ```swift
/// func keyboardWillShow(_ properties: KeyboardProperties) {
///   coordinator.animate(with: properties) {
///     self.bottomInset = properties.overlap(with: self.frameOnScreen, screenBounds: self.screenBounds)
///   }
/// }
/// ```
///
/// ## Timing
/// Outside a rotation, the ``animator`` is asked to animate with the duration and curve of the keyboard properties,
/// untouched: curve 7, which UIKit has no name for, is passed on as 7. Before the observer has delivered anything,
/// ``animateWithKeyboardProperties(_:completion:)`` uses ``defaultProperties``.
///
/// ## Rotation, and the current state
/// While `KeyboardObserver.isInterfaceOrientationChanging` is `true`, the animations run inside
/// ``KeyboardAnimator/performWithoutAnimation(_:)`` before the call returns, and the completion follows at once with
/// `true`. The rotation animates the whole interface; a keyboard animation on top of it would make attached views
/// lag behind or slide across the screen. The same happens while the observer replays the current state to a
/// listener that just started (`addDelegate(_:replayingCurrentState:)`): the keyboard is not moving then.
@MainActor public final class KeyboardAnimationCoordinator {
  /// The observer whose keyboard properties and rotation state decide how to animate.
  public let observer: KeyboardObserver
  /// The animator given to the deprecated ``init(observer:animator:)``, if any.
  private let ownAnimator: (any KeyboardAnimator)?

  /// The animator that runs the animations: the observer's `KeyboardObserver.animator`, read at each animation.
  /// An app or a test chooses it there, once for every coordinator of the observer and for
  /// `animateWithKeyboardProperties` called on the observer itself.
  public var animator: any KeyboardAnimator { ownAnimator ?? observer.animator }

  /// What ``animateWithKeyboardProperties(_:completion:)`` uses before the observer has delivered any event:
  /// the system keyboard's usual 0.25 seconds on `KeyboardAnimationCurve.keyboard`.
  public static let defaultProperties = KeyboardProperties(animationDuration: 0.25, animationCurve: .keyboard)

  /// Creates a coordinator for `observer`, animating with the observer's `KeyboardObserver.animator`: the
  /// platform's (`UIKitKeyboardAnimator` on iOS, tvOS, visionOS and Mac Catalyst, ``ImmediateKeyboardAnimator``
  /// elsewhere) unless an app or a test set another.
  public init(observer: KeyboardObserver) {
    self.observer = observer
    ownAnimator = nil
  }

  /// Creates a coordinator with an animator of its own, the second way 0.1.0 had to choose one.
  @available(
    *, deprecated,
    message: "Set the observer's animator (observer.animator = animator), which its coordinators and the observer use"
  )
  public init(observer: KeyboardObserver, animator: (any KeyboardAnimator)?) {
    self.observer = observer
    ownAnimator = animator
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
    let isStill = observer.isInterfaceOrientationChanging || observer.isReplayingCurrentState
    animate(isStill ? .immediate : KeyboardMotion(properties), animations, completion: completion)
  }

  /// Runs `animations` as `motion` says: with the keyboard's duration and curve, or at once.
  ///
  /// Use it with the values that overlap observations deliver, which carry their motion:
  ///
  /// ```swift
  /// coordinator.animate(overlap.motion) { self.bottomInset = overlap.height }
  /// ```
  ///
  /// `KeyboardMotion.immediate` runs the animations inside ``KeyboardAnimator/performWithoutAnimation(_:)`` and
  /// calls the completion with `true` before returning; `KeyboardMotion.animated(duration:curve:)` asks the
  /// ``animator`` to animate, as ``animate(with:_:completion:)`` does outside a rotation.
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
}

extension KeyboardAnimationCoordinator {
  /// The platform's animator.
  static func makePlatformAnimator() -> any KeyboardAnimator {
    #if canImport(UIKit) && !os(watchOS)
      UIKitKeyboardAnimator()
    #else
      ImmediateKeyboardAnimator()
    #endif
  }
}
