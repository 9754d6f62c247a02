import Foundation

extension KeyboardObserver {
  /// The bounds of the screen the keyboard appears on, in the coordinates of keyboard frames (`UIScreen.bounds`):
  /// what ``KeyboardSnapshot/placement``, overlaps, docked heights and placement events judge frames against.
  ///
  /// The observer finds it by itself, so set it only where the automatic bounds are wrong: a keyboard on an external
  /// display before iOS 16.1, or tests that post their own notifications off UIKit. A rotation never needs it.
  /// Setting `nil` returns to the automatic bounds. <doc:Geometry#Screen-bounds> says where they come from, and
  /// <doc:Geometry#Placement-events> which delegate calls iPad keyboards bring.
  ///
  /// ```swift
  /// observer.screenBounds = CGRect(x: 0, y: 0, width: 375, height: 667)
  /// ```
  public var screenBounds: CGRect? {
    get { state.appScreenBounds ?? automaticScreenBounds }
    set {
      state.appScreenBounds = newValue
      stateDidChangeWithoutUpdate()
    }
  }

  /// The on-screen height of the last docked keyboard seen in an orientation, or `nil` if none was. Use it to size
  /// an input panel before the keyboard appears:
  ///
  /// ```swift
  /// let bounds = window.screen.bounds
  /// let height = observer.lastDockedKeyboardHeight(inPortrait: bounds.height > bounds.width) ?? 260
  /// ```
  ///
  /// Only docked frames count, so a hardware keyboard's shortcut bar never replaces the software keyboard's height.
  /// The heights outlive ``stop()``.
  /// - Parameter portrait: `true` for the height seen while the screen was taller than wide.
  public func lastDockedKeyboardHeight(inPortrait portrait: Bool) -> CGFloat? {
    state.dockedHeight(inPortrait: portrait)
  }
}

extension KeyboardObserverDelegate {
  /// Does nothing.
  public func keyboardObserver(_ observer: KeyboardObserver, keyboardWillUndockWith properties: KeyboardProperties) {}
  /// Does nothing.
  public func keyboardObserver(_ observer: KeyboardObserver, keyboardDidUndockWith properties: KeyboardProperties) {}
  /// Does nothing.
  public func keyboardObserver(_ observer: KeyboardObserver, keyboardWillDockWith properties: KeyboardProperties) {}
  /// Does nothing.
  public func keyboardObserver(_ observer: KeyboardObserver, keyboardDidDockWith properties: KeyboardProperties) {}
  /// Does nothing.
  public func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillMoveWhileUndockedWith properties: KeyboardProperties
  ) {}
  /// Does nothing.
  public func keyboardObserver(
    _ observer: KeyboardObserver, keyboardDidMoveWhileUndockedWith properties: KeyboardProperties
  ) {}

  /// Calls the method that matches a placement event.
  func receive(
    _ event: KeyboardStateMachine.PlacementEvent, _ properties: KeyboardProperties, from observer: KeyboardObserver
  ) {
    switch event {
    case .willUndock: keyboardObserver(observer, keyboardWillUndockWith: properties)
    case .didUndock: keyboardObserver(observer, keyboardDidUndockWith: properties)
    case .willDock: keyboardObserver(observer, keyboardWillDockWith: properties)
    case .didDock: keyboardObserver(observer, keyboardDidDockWith: properties)
    case .willMoveWhileUndocked: keyboardObserver(observer, keyboardWillMoveWhileUndockedWith: properties)
    case .didMoveWhileUndocked: keyboardObserver(observer, keyboardDidMoveWhileUndockedWith: properties)
    }
  }
}
