import Foundation

#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import UIKit
#endif

extension KeyboardObserver {
  /// The raw `UIInterfaceOrientation` of the app's interface, where UIKit tells it; `nil` elsewhere. With the shape
  /// of ``screenBounds`` it tells the observer that the interface turned.
  var interfaceOrientationRawValue: Int? {
    #if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)
      editingWindows?.interfaceOrientation
    #else
      nil
    #endif
  }

  /// The screen bounds the observer finds by itself; see ``screenBounds``.
  var automaticScreenBounds: CGRect? {
    if let simulated = state.notifiedScreen.simulated { return simulated.bounds }
    #if canImport(UIKit) && !os(watchOS) && !os(visionOS)
      // Before iOS 16.1 notifications carry no screen; the keyboard is then on the app's own.
      return (keyboardScreen ?? UIScreen.main).bounds
    #else
      return nil
    #endif
  }
}

#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  extension KeyboardObserver {
    /// The screen the keyboard is on, as the last keyboard notification said, or `nil` when it did not say.
    ///
    /// iOS 16.1 and later post keyboard notifications with the `UIScreen` the keyboard appears on as their `object`;
    /// earlier versions post `nil`. The observer judges keyboard frames against this screen's bounds (see
    /// ``screenBounds``), and ``overlap(with:)`` leaves a view on another screen alone. Delegates that measure a view
    /// themselves pass it on to `overlap(with:)`:
    ///
    /// ```swift
    /// func keyboardObserver(
    ///   _ observer: KeyboardObserver,
    ///   keyboardDidMoveInteractivelyWith properties: KeyboardProperties
    /// ) {
    ///   // The finger moves the keyboard: follow it at once, without animation.
    ///   composerBottom?.constant = observer.overlap(with: view)
    ///   view.layoutIfNeeded()
    /// }
    /// ```
    ///
    /// Every keyboard notification the observer receives while started replaces the value, including one that
    /// reaches no delegate because it repeats the last one: the newest notification says best where the keyboard
    /// is. A notification whose object is not a `UIScreen`, or has none, makes it `nil`. It is `nil` after
    /// ``stop()``, and when the screen was disconnected, since the observer holds it weakly.
    package var keyboardScreen: UIScreen? {
      // The weak reference read in place: a simulated screen is never a `UIScreen`, and copying `NotifiedScreen`
      // to ask its `object` would copy the weak reference too, on every measurement of a view.
      state.notifiedScreen.screen as? UIScreen
    }
  }
#endif
