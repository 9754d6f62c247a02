import Foundation

#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import UIKit
#endif

extension KeyboardObserver {
  /// The raw `UIInterfaceOrientation` of the app's interface, where UIKit tells it; `nil` elsewhere. With the shape
  /// of ``screenBounds`` it tells the observer that the interface turned.
  var interfaceOrientationRawValue: Int? {
    #if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)
      appWindows?.interfaceOrientation
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
    /// ``screenBounds``), and ``overlap(with:)`` leaves a view on another screen alone. Every keyboard notification
    /// the observer receives while started replaces the value, including one dropped as a repeat. It is `nil` after
    /// ``stop()``, and when the screen was disconnected, since the observer holds it weakly.
    package var keyboardScreen: UIScreen? {
      state.notifiedScreen.screen as? UIScreen
    }
  }
#endif
