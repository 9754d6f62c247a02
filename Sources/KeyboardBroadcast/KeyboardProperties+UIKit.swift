#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  import UIKit

  extension KeyboardProperties {
    /// How many points `view` must inset its bottom so that nothing in it hides behind the keyboard, measured on
    /// the screen, so that it is right in Split View, Slide Over and Stage Manager.
    ///
    /// ```swift
    /// func keyboardObserver(
    ///   _ observer: KeyboardObserver, keyboardWillChangeFrameWith properties: KeyboardProperties
    /// ) {
    ///   scrollView.contentInset.bottom = properties.overlap(with: scrollView, on: observer.keyboardScreen)
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
      guard let window = view.window else { return 0 }
      let viewScreen = window.screen
      if let screen, screen !== viewScreen { return 0 }
      let rectInScreen = view.convert(view.bounds, to: viewScreen.coordinateSpace)
      return overlap(with: rectInScreen, screenBounds: viewScreen.bounds)
    }
  }
#endif
