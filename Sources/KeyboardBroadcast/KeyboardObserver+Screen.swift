#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  import UIKit

  extension KeyboardObserver {
    /// The screen the keyboard is on, as the last keyboard notification said, or `nil` when it did not say.
    ///
    /// iOS 16.1 and later post keyboard notifications with the `UIScreen` the keyboard appears on as their `object`;
    /// earlier versions post `nil`. Delegates read it from the observer they are called by, and pass it on to
    /// ``KeyboardProperties/overlap(with:on:)`` so that a view on another screen is not moved:
    ///
    /// ```swift
    /// func keyboardObserver(
    ///   _ observer: KeyboardObserver, keyboardWillChangeFrameWith properties: KeyboardProperties
    /// ) {
    ///   additionalSafeAreaInsets.bottom = properties.overlap(with: view, on: observer.keyboardScreen)
    /// }
    /// ```
    ///
    /// Every keyboard notification the observer receives while started replaces the value, including one that
    /// reaches no delegate because it repeats the last one: the newest notification says best where the keyboard
    /// is. A notification whose object is not a `UIScreen`, or has none, makes it `nil`. It is `nil` after
    /// ``stop()``, and when the screen was disconnected, since the observer holds it weakly.
    ///
    /// It does not set ``screenBounds``. Keyboards of iOS 13 to 16.0 carry no screen, so an app sets
    /// ``screenBounds`` anyway; filling it in by itself would make placement events and docked heights appear on
    /// some iOS versions and not on others. To use the screen when there is one:
    ///
    /// ```swift
    /// observer.screenBounds = (observer.keyboardScreen ?? view.window?.screen)?.bounds
    /// ```
    public var keyboardScreen: UIScreen? {
      lastNotificationObject as? UIScreen
    }
  }
#endif
