#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  import UIKit

  extension UIView {
    /// The view's bounds in its screen's coordinate space (through its superviews, their scroll offsets and its
    /// window's place on the screen), and that screen's bounds; `nil` when the view is in no window, or
    /// `keyboardScreen` is given and shows another display than the view's screen (see `DisplayTraits`).
    @MainActor package func placeOnScreen(keyboardScreen: UIScreen?) -> (rect: CGRect, screenBounds: CGRect)? {
      guard let window else { return nil }
      let screen = window.screen
      if let keyboardScreen, !keyboardScreen.isSameDisplay(as: screen) { return nil }
      return (convert(bounds, to: screen.coordinateSpace), screen.bounds)
    }
  }
#endif
