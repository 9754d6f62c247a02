import Foundation

extension KeyboardObserver {
  /// The bounds of the screen the keyboard appears on, in the coordinates of keyboard frames (`UIScreen.bounds`):
  /// what ``KeyboardSnapshot/placement``, overlaps, docked heights and placement events judge keyboard frames against.
  ///
  /// Keyboard frames alone do not say whether the keyboard is docked: that takes the screen they are measured
  /// against. The observer finds it by itself, in this order:
  /// 1. the bounds an app set here;
  /// 2. the screen the last keyboard notification came from: iOS 16.1 and later send the `UIScreen` the keyboard is
  ///    on, and `KeyboardSimulator` sends its device's screen;
  /// 3. where UIKit exists, `UIScreen.main`: before iOS 16.1 the keyboard is on the app's screen.
  ///
  /// Reading it gives the first of these that is known: `nil` only off UIKit, before any notification said which
  /// screen. Setting it overrides the automatic bounds; setting `nil` returns to them.
  ///
  /// Set it only where the automatic bounds are wrong for the app: on iOS 13 to 16.0 with the keyboard on an
  /// external display (the notifications then carry no screen, and `UIScreen.main` is the device's), or in tests
  /// that post their own notifications off UIKit:
  ///
  /// ```swift
  /// observer.screenBounds = CGRect(x: 0, y: 0, width: 375, height: 667)
  /// ```
  ///
  /// A rotation never needs it. The automatic bounds are read from the screen when needed, so they turn with the
  /// interface, and the observer sees the turn by itself (<doc:HandlingRotation>). Bounds an app set stay as set,
  /// until it sets others or `nil`; the observer then judges the orientation from them. A frame judged against
  /// bounds of the other orientation is never ``KeyboardPlacement/docked`` (it misses the bottom edge or hangs
  /// below it), so set bounds that lag behind a turn cost at most one remembered height, never a wrong one.
  ///
  /// ## Placement events
  /// iPadOS posts no show or hide when the keyboard undocks, docks, splits, floats or moves while undocked; it
  /// posts only change-frame notifications. The observer derives these delegate calls from them, each right after
  /// the change-frame call it comes from:
  /// - `keyboardWillUndock` / `keyboardDidUndock`: the placement went from ``KeyboardPlacement/docked`` to
  ///   ``KeyboardPlacement/undocked`` or ``KeyboardPlacement/floating``.
  /// - `keyboardWillDock` / `keyboardDidDock`: from undocked or floating to docked.
  /// - `keyboardWillMoveWhileUndocked` / `keyboardDidMoveWhileUndocked`: from undocked or floating to undocked or
  ///   floating with a different end frame (dragged, split, merged, resized).
  ///
  /// Will-events come from will-change-frame notifications and did-events from did-change-frame notifications;
  /// each is compared with the previous delivered notification of its own kind, and the first one after
  /// ``start()`` with its own begin frame. Every did-event follows its own will-event: iPadOS announces a floating
  /// keyboard's drag with change-frames whose frames are zero, which are passed on to delegates but derive nothing,
  /// and the move shows only in the did-change-frame that ends the drag; that one then brings the will-event and
  /// the did-event, in that order. A hide in between breaks the chain: undocked, then hidden, then
  /// docked is a hide and a show, not a dock. No placement event is sent while the interface rotates (see
  /// ``interfaceOrientationWillChange()``), since frames then follow the screen, not the user.
  public var screenBounds: CGRect? {
    get { state.appScreenBounds ?? automaticScreenBounds }
    set {
      state.appScreenBounds = newValue
      stateDidChangeWithoutUpdate()
    }
  }

  /// The height of the last docked keyboard seen in an orientation, or `nil` if none was.
  ///
  /// Use it to size an input panel or a custom input view before the keyboard appears, so that it matches the
  /// keyboard the user last saw:
  ///
  /// ```swift
  /// let bounds = window.screen.bounds
  /// let height = observer.lastDockedKeyboardHeight(inPortrait: bounds.height > bounds.width) ?? 260
  /// ```
  ///
  /// Every delivered update whose end frame is ``KeyboardPlacement/docked`` in ``screenBounds`` records its
  /// height for the orientation of ``screenBounds``: portrait when the screen is taller than wide, landscape
  /// otherwise. Undocked, floating and shortcut-bar frames record nothing, so a hardware keyboard's 55-point strip
  /// never replaces the software keyboard's height. The heights outlive ``stop()``, since they describe the
  /// keyboard rather than its state.
  /// - Parameter portrait: `true` for the height measured while the screen was taller than wide.
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
