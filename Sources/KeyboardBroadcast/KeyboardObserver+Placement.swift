import Foundation

extension KeyboardObserver {
  /// The bounds of the screen the keyboard appears on, in the coordinates of keyboard frames (`UIScreen.bounds`).
  ///
  /// Keyboard frames alone do not say whether the keyboard is docked: that takes the screen they are measured
  /// against, and this module has no UIKit to ask. Until the app sets this property, ``keyboardPlacement`` is `nil`,
  /// no docked height is remembered and no placement event is sent. Set it when a window appears and again when
  /// the interface rotates, since the bounds follow the interface orientation:
  ///
  /// ```swift
  /// override func viewIsAppearing(_ animated: Bool) {
  ///   super.viewIsAppearing(animated)
  ///   KeyboardObserver.shared.screenBounds = view.window?.screen.bounds
  /// }
  ///
  /// override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
  ///   super.viewWillTransition(to: size, with: coordinator)
  ///   let observer = KeyboardObserver.shared
  ///   observer.interfaceOrientationWillChange()
  ///   coordinator.animate { _ in observer.screenBounds = self.view.window?.screen.bounds } completion: { _ in
  ///     observer.interfaceOrientationDidChange()
  ///   }
  /// }
  /// ```
  ///
  /// A frame judged against bounds of the other orientation is never ``KeyboardPlacement/docked`` (it misses the
  /// bottom edge or hangs below it), so bounds updated late cost at most one remembered height, never a wrong one.
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
  /// ``start()`` with its own begin frame. A hide in between breaks the chain: undocked, then hidden, then docked
  /// is a hide and a show, not a dock. No placement event is sent while the interface rotates (see
  /// ``interfaceOrientationWillChange()``), since frames then follow the screen, not the user.
  public var screenBounds: CGRect? {
    get { placementTracker.screenBounds }
    set { placementTracker.screenBounds = newValue }
  }

  /// Where the last delivered update left the keyboard, judged against ``screenBounds``; `nil` when either is
  /// missing.
  public var keyboardPlacement: KeyboardPlacement? {
    guard let screenBounds, let properties = lastKeyboardProperties else { return nil }
    return properties.placement(in: screenBounds)
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
    placementTracker.dockedHeight(inPortrait: portrait)
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
    _ event: KeyboardPlacementTracker.Event, _ properties: KeyboardProperties, from observer: KeyboardObserver
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
