#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import UIKit

  extension UIView {
    /// The part of the view the keyboard covers, as a layout guide that follows `KeyboardObserver.shared`, from iOS 13.
    ///
    /// The first access makes a ``KeyboardOverlapGuide`` and adds it to the view; later ones return it, or a guide
    /// added with `addLayoutGuide(_:)`. It lives beside UIKit's `keyboardLayoutGuide`. See ``KeyboardOverlapGuide``.
    public var keyboardOverlapGuide: KeyboardOverlapGuide {
      for guide in layoutGuides {
        if let guide = guide as? KeyboardOverlapGuide { return guide }
      }
      let guide = KeyboardOverlapGuide()
      addLayoutGuide(guide)
      return guide
    }
  }
#endif
