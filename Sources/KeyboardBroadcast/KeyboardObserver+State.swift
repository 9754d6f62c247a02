import Foundation

extension KeyboardObserver {
  /// The properties of the last update that said where the keyboard rests, or `nil` before the first one and
  /// after ``stop()``. See <doc:DeliveryRules> for the updates that do not change it.
  public var lastKeyboardProperties: KeyboardProperties? { state.resting?.properties }

  /// Whether the last delivered show or hide was a show.
  public var isKeyboardVisible: Bool { state.isShown }

  /// The keyboard as the observer last delivered it: what a listener that starts now needs to know. See
  /// ``KeyboardSnapshot`` for what "current" means through hides, rotations and ``stop()``.
  public var snapshot: KeyboardSnapshot { state.snapshot(screenBounds: screenBounds) }
}
