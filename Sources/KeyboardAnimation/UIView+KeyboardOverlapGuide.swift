#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import UIKit

  extension UIView {
    /// The part of the view the keyboard covers, as a layout guide that follows
    /// `KeyboardObserver.shared`, from iOS 13.
    ///
    /// ```swift
    /// let composerBottom = composer.bottomAnchor.constraint(equalTo: view.keyboardOverlapGuide.topAnchor)
    /// ```
    ///
    /// Activate it with the screen's other constraints, as `Examples/GuideChatViewController.swift` in the
    /// repository does.
    ///
    /// The first access makes a ``KeyboardOverlapGuide`` and adds it to the view; later ones return it, as they
    /// return a guide an app or a test added itself with `addLayoutGuide(_:)`. The name is not UIKit's
    /// `keyboardLayoutGuide`, which exists from iOS 15 and lives beside it; see ``KeyboardOverlapGuide`` for the
    /// rules.
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
