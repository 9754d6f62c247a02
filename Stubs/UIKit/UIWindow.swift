// Part of the UIKit stand-in; see UIView.swift.
import Foundation

/// `UIWindow`, reduced to what the package uses. Main-actor isolated, as in UIKit.
///
/// The stand-in has no scenes: a window's ``frame`` is where it sits on its ``screen``, in the screen's
/// coordinates. It stands for wherever iPadOS puts the window in Split View, Slide Over or Stage Manager (where
/// UIKit may keep the frame's origin at zero and place the window's scene instead), so a conversion to the screen's
/// coordinate space moves a view by its window's offset on the screen, as UIKit's does.
@MainActor open class UIWindow: UIView {
  /// The screen the window is shown on; UIKit's default is ``UIScreen/main``.
  open var screen: UIScreen = .main
}
