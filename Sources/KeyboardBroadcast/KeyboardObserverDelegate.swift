import Foundation

/// Receives keyboard events from a ``KeyboardObserver``. Every method has an empty default implementation, so a
/// delegate implements only what it needs.
///
/// Methods are called on the main actor. Inside a `will…` method, wrap layout changes in
/// `animateWithKeyboardProperties` from the KeyboardAnimation module to move in step with the keyboard.
///
/// Implement the methods in the class that declares the conformance: a method only a subclass adds is never called.
@MainActor public protocol KeyboardObserverDelegate: AnyObject {
  /// The keyboard will appear, or change size while shown.
  /// - Parameters:
  ///   - observer: The observer that received the notification.
  ///   - properties: The keyboard's frames and animation.
  ///   - interfaceOrientationWillChange: `true` when the show is part of an interface rotation; lay out without
  ///     animation then, since the rotation animates.
  func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillShowWith properties: KeyboardProperties,
    interfaceOrientationWillChange: Bool)
  /// The keyboard finished appearing.
  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidShowWith properties: KeyboardProperties)
  /// The keyboard will disappear. Not called for the hides of a rotation (<doc:HandlingRotation>).
  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillHideWith properties: KeyboardProperties)
  /// The keyboard finished disappearing. Not called for the hides of a rotation.
  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidHideWith properties: KeyboardProperties)
  /// The keyboard's frame will change: shown, hidden, resized, undocked, split or moved.
  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillChangeFrameWith properties: KeyboardProperties)
  /// The keyboard's frame changed.
  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidChangeFrameWith properties: KeyboardProperties)
  // Placement events: see `KeyboardObserver.screenBounds`.
  /// The docked keyboard will leave the bottom edge: it undocks, splits or starts floating.
  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillUndockWith properties: KeyboardProperties)
  /// The keyboard left the bottom edge.
  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidUndockWith properties: KeyboardProperties)
  /// The undocked, split or floating keyboard will settle on the bottom edge, docked.
  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillDockWith properties: KeyboardProperties)
  /// The keyboard docked.
  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidDockWith properties: KeyboardProperties)
  /// The undocked, split or floating keyboard will move or change size, and stay off the bottom edge.
  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillMoveWhileUndockedWith properties: KeyboardProperties)
  /// The undocked, split or floating keyboard moved or changed size.
  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidMoveWhileUndockedWith properties: KeyboardProperties)
  /// The user dragged the docked keyboard in an interactive dismissal: `properties.endFrame` is where the finger
  /// holds it now. Lay out without animation. See <doc:FollowingTheInteractiveDismissal>.
  func keyboardObserver(
    _ observer: KeyboardObserver, keyboardDidMoveInteractivelyWith properties: KeyboardProperties)

}

extension KeyboardObserverDelegate {
  /// Does nothing.
  public func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillShowWith properties: KeyboardProperties,
    interfaceOrientationWillChange: Bool
  ) {}
  /// Does nothing.
  public func keyboardObserver(_ observer: KeyboardObserver, keyboardDidShowWith properties: KeyboardProperties) {}
  /// Does nothing.
  public func keyboardObserver(_ observer: KeyboardObserver, keyboardWillHideWith properties: KeyboardProperties) {}
  /// Does nothing.
  public func keyboardObserver(_ observer: KeyboardObserver, keyboardDidHideWith properties: KeyboardProperties) {}
  /// Does nothing.
  public func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillChangeFrameWith properties: KeyboardProperties
  ) {}
  /// Does nothing.
  public func keyboardObserver(
    _ observer: KeyboardObserver, keyboardDidChangeFrameWith properties: KeyboardProperties
  ) {}
  /// Does nothing.
  public func keyboardObserver(
    _ observer: KeyboardObserver, keyboardDidMoveInteractivelyWith properties: KeyboardProperties
  ) {}
}

extension KeyboardObserver {
  /// Adds a delegate, held weakly. Delegates are called in the order they were added; adding one twice keeps one.
  ///
  /// A delegate added while the keyboard is shown hears nothing until the next keyboard event, unless it asks for
  /// the current state with `replayingCurrentState`.
  ///
  /// - Parameters:
  ///   - delegate: The delegate. Adding it again changes nothing, and replays nothing.
  ///   - replayingCurrentState: When `true` and the keyboard is on screen, the delegate hears the current state
  ///     before this method returns (<doc:DeliveryRules>). Other delegates hear none of it.
  public func addDelegate(_ delegate: any KeyboardObserverDelegate, replayingCurrentState: Bool = false) {
    guard !delegates.contains(delegate) else { return }
    delegates.add(delegate)
    if replayingCurrentState {
      // A delegate that removes itself during its replay hears no more of it, as in a delivery.
      replayCurrentState { update in
        update.callDelegates(from: self) { call in
          if delegates.contains(delegate) { call(delegate) }
        }
      }
    }
  }

  /// Removes a delegate. It is not called again, not even later in a delivery that is under way.
  public func removeDelegate(_ delegate: any KeyboardObserverDelegate) {
    delegates.remove(delegate)
  }
}

extension KeyboardUpdate {
  /// Hands `each` the call of the delegate method that matches the event, for it to make on every delegate that
  /// should hear it: the event is looked at once per delivery, not once per delegate.
  @MainActor
  func callDelegates(from observer: KeyboardObserver, _ each: ((any KeyboardObserverDelegate) -> Void) -> Void) {
    let properties = properties
    switch event {
    case .willShow:
      let turning = interfaceOrientationWillChange
      each { $0.keyboardObserver(observer, keyboardWillShowWith: properties, interfaceOrientationWillChange: turning) }
    case .didShow: each { $0.keyboardObserver(observer, keyboardDidShowWith: properties) }
    case .willHide: each { $0.keyboardObserver(observer, keyboardWillHideWith: properties) }
    case .didHide: each { $0.keyboardObserver(observer, keyboardDidHideWith: properties) }
    case .willChangeFrame: each { $0.keyboardObserver(observer, keyboardWillChangeFrameWith: properties) }
    case .didChangeFrame: each { $0.keyboardObserver(observer, keyboardDidChangeFrameWith: properties) }
    }
  }
}
