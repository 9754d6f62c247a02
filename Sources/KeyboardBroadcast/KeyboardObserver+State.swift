import Foundation

extension KeyboardObserver {
  /// The properties of the last update that said where the keyboard rests, or `nil` before the first one and
  /// after ``stop()``: the duration and curve `animateWithKeyboardProperties` animates with. During an interactive
  /// dismissal ``snapshot`` says where the finger holds the keyboard; these say where it rests.
  package var lastKeyboardProperties: KeyboardProperties? { state.resting?.properties }

  /// The keyboard as the observer last delivered it: whether it is on screen, where, how much of a rectangle it
  /// covers, and whether the interface is rotating. See ``KeyboardSnapshot``.
  public var snapshot: KeyboardSnapshot { state.snapshot(screenBounds: screenBounds) }
}
