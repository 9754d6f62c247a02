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
    /// The screen the keyboard is on, as the last keyboard notification said (iOS 16.1 and later), or `nil`. Every
    /// notification replaces it, a repeat included. It is `nil` after ``stop()`` and once the screen is gone, since
    /// the observer holds it weakly. <doc:Geometry> has the rules.
    package var keyboardScreen: UIScreen? {
      state.notifiedScreen.screen as? UIScreen
    }
  }
#endif
