import Foundation

/// Receives keyboard events from a ``KeyboardObserver``. Every method has an empty default implementation, so a
/// delegate implements only what it needs.
///
/// Methods are called on the main actor. Inside a `will…` method, changes to UIKit layout join the keyboard's own
/// animation transaction; wrap them in `animateWithKeyboardProperties` from the KeyboardAnimation module to move in
/// step with the keyboard.
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
  /// The keyboard will disappear. Not called for the hide iOS sends in the middle of a rotation.
  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillHideWith properties: KeyboardProperties)
  /// The keyboard finished disappearing. Not called for the hide iOS sends in the middle of a rotation.
  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidHideWith properties: KeyboardProperties)
  /// The keyboard's frame will change: shown, hidden, resized, undocked, split or moved.
  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillChangeFrameWith properties: KeyboardProperties)
  /// The keyboard's frame changed.
  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidChangeFrameWith properties: KeyboardProperties)
  // Placement events: derived from change-frame notifications, judged against the keyboard's screen (see
  // `KeyboardObserver.screenBounds`).
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

  // VFKeyboardObserver's Objective-C selectors, spelled out in Swift. A delegate ported from Objective-C word for
  // word declares these; they are called too, so that it works unchanged.
  /// VFKeyboardObserver's name for ``keyboardObserver(_:keyboardWillShowWith:interfaceOrientationWillChange:)``,
  /// called right after it with the same arguments. Prefer the shorter name in new code.
  func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillShowWithProperties properties: KeyboardProperties,
    interfaceOrientationWillChange: Bool)
  /// VFKeyboardObserver's name for ``keyboardObserver(_:keyboardDidShowWith:)``, called right after it.
  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidShowWithProperties properties: KeyboardProperties)
  /// VFKeyboardObserver's name for ``keyboardObserver(_:keyboardWillHideWith:)``, called right after it.
  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillHideWithProperties properties: KeyboardProperties)
  /// VFKeyboardObserver's name for ``keyboardObserver(_:keyboardDidHideWith:)``, called right after it.
  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidHideWithProperties properties: KeyboardProperties)
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
}

extension KeyboardObserverDelegate {
  /// Does nothing.
  public func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillShowWithProperties properties: KeyboardProperties,
    interfaceOrientationWillChange: Bool
  ) {}
  /// Does nothing.
  public func keyboardObserver(
    _ observer: KeyboardObserver, keyboardDidShowWithProperties properties: KeyboardProperties
  ) {}
  /// Does nothing.
  public func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillHideWithProperties properties: KeyboardProperties
  ) {}
  /// Does nothing.
  public func keyboardObserver(
    _ observer: KeyboardObserver, keyboardDidHideWithProperties properties: KeyboardProperties
  ) {}
}

extension KeyboardObserverDelegate {
  /// Calls the method that matches `update.event`, then its VFKeyboardObserver-named twin, if it has one.
  func receive(_ update: KeyboardUpdate, from observer: KeyboardObserver) {
    let properties = update.properties
    switch update.event {
    case .willShow:
      let rotating = update.interfaceOrientationWillChange
      keyboardObserver(observer, keyboardWillShowWith: properties, interfaceOrientationWillChange: rotating)
      keyboardObserver(observer, keyboardWillShowWithProperties: properties, interfaceOrientationWillChange: rotating)
    case .didShow:
      keyboardObserver(observer, keyboardDidShowWith: properties)
      keyboardObserver(observer, keyboardDidShowWithProperties: properties)
    case .willHide:
      keyboardObserver(observer, keyboardWillHideWith: properties)
      keyboardObserver(observer, keyboardWillHideWithProperties: properties)
    case .didHide:
      keyboardObserver(observer, keyboardDidHideWith: properties)
      keyboardObserver(observer, keyboardDidHideWithProperties: properties)
    case .willChangeFrame: keyboardObserver(observer, keyboardWillChangeFrameWith: properties)
    case .didChangeFrame: keyboardObserver(observer, keyboardDidChangeFrameWith: properties)
    }
  }
}
