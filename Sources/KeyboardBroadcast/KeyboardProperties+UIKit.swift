#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  import UIKit

  extension KeyboardProperties {
    /// How many points `view` must inset its bottom so that nothing in it hides behind the keyboard, measured on
    /// the screen, so that it is right in Split View, Slide Over and Stage Manager.
    ///
    /// ```swift
    /// func keyboardObserver(
    ///   _ observer: KeyboardObserver,
    ///   keyboardDidMoveInteractivelyWith properties: KeyboardProperties
    /// ) {
    ///   // The finger moves the keyboard: follow it at once, without animation.
    ///   composerBottom?.constant = properties.overlap(with: view, on: observer.keyboardScreen)
    ///   view.layoutIfNeeded()
    /// }
    /// ```
    ///
    /// Keyboard frames are in the coordinates of the screen the keyboard is on (`UIScreen.coordinateSpace`), which
    /// match a window's only while the app fills the screen. So the view's bounds are converted into that screen's
    /// coordinate space, through the view's superviews (and their scroll offsets) and its window's place on the
    /// screen, and the result is ``overlap(with:screenBounds:)`` of that rectangle against the screen's bounds, with
    /// all its rules: 0 for hidden, undocked and floating keyboards, the visible strip of the shortcut bar, never
    /// negative, never more than the view's height.
    ///
    /// The result is 0 when the view is in no window, since it is not on any screen, and when `screen` is given and
    /// is not the screen of the view's window: a keyboard on an external display covers nothing on the device's own.
    /// - Parameters:
    ///   - view: The view to keep clear of the keyboard.
    ///   - screen: The screen the keyboard is on: ``KeyboardObserver/keyboardScreen``, from the notification. When
    ///     `nil` (before iOS 16.1), the keyboard is taken to be on the screen of the view's window.
    /// - Returns: The inset in points, in `0...view.bounds.height`.
    @MainActor public func overlap(with view: UIView, on screen: UIScreen? = nil) -> CGFloat {
      guard let place = view.placeOnScreen(keyboardScreen: screen) else { return 0 }
      return overlap(with: place.rect, screenBounds: place.screenBounds)
    }
  }

  extension UIView {
    /// The view's bounds in its screen's coordinate space (through its superviews, their scroll offsets and its
    /// window's place on the screen), and that screen's bounds; `nil` when the view is in no window, or
    /// `keyboardScreen` is given and is not the view's screen.
    @MainActor package func placeOnScreen(keyboardScreen: UIScreen?) -> (rect: CGRect, screenBounds: CGRect)? {
      guard let window else { return nil }
      let screen = window.screen
      if let keyboardScreen, keyboardScreen !== screen { return nil }
      return (convert(bounds, to: screen.coordinateSpace), screen.bounds)
    }
  }
#endif
