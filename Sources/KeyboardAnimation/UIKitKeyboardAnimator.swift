#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import KeyboardBroadcast
  import UIKit

  /// An animator that runs animations with `UIView.animate(withDuration:delay:options:animations:completion:)`.
  ///
  /// It is the platform's animator on iOS, tvOS, visionOS and Mac Catalyst.
  ///
  /// The curve's raw value is shifted into the curve bits of `UIView.AnimationOptions` (`raw << 16`), never
  /// converted through `UIView.AnimationCurve`, whose `switch` traps on the keyboard's 7. A raw value outside 0...15
  /// would spill out of the four curve bits, so it is replaced by `KeyboardAnimationCurve.keyboard`.
  ///
  /// Every animation adds `.beginFromCurrentState`, so a show interrupted by a hide turns around from where the views
  /// are on screen, as the keyboard does.
  @MainActor final class UIKitKeyboardAnimator: KeyboardAnimator {
    /// Creates an animator. It holds no state; any instance is as good as another.
    init() {}

    /// Calls `UIView.animate(withDuration:delay:options:animations:completion:)` with no delay and the curve shifted
    /// into the options, plus `.beginFromCurrentState`.
    func animate(
      withDuration duration: TimeInterval, curve: KeyboardAnimationCurve,
      animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
      // Closures written in place, rather than the parameters passed on, fit UIKit's block types whether the SDK in
      // use marks them @MainActor @Sendable or leaves them plain. The completion closure is passed even when there is
      // no completion: choosing between it and nil (`map`, `?:`) makes Swift 6.3 fail to type-check the call against
      // the @MainActor @Sendable type, and UIKit calling an empty completion costs nothing.
      UIView.animate(
        withDuration: duration, delay: 0, options: Self.options(for: curve), animations: { animations() },
        completion: { finished in completion?(finished) })
    }

    /// Calls `UIView.performWithoutAnimation(_:)`.
    func performWithoutAnimation(_ actions: @MainActor () -> Void) {
      UIView.performWithoutAnimation { actions() }
    }

    static func options(for curve: KeyboardAnimationCurve) -> UIView.AnimationOptions {
      let curveField = 0...15
      let rawCurve = curveField.contains(curve.rawValue) ? curve.rawValue : KeyboardAnimationCurve.keyboard.rawValue
      return UIView.AnimationOptions(rawValue: UInt(rawCurve) << 16).union(.beginFromCurrentState)
    }
  }
#endif
