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
  /// The scene the window belongs to, held weakly as in UIKit; `nil` until a test sets one.
  open weak var windowScene: UIWindowScene?
}

/// `UIScene`, reduced to being the superclass of ``UIWindowScene``.
@MainActor open class UIScene {}

/// `UIWindowScene`, reduced to its interface orientation.
@MainActor open class UIWindowScene: UIScene {
  /// Not in UIKit, where the system turns the interface: the orientation ``interfaceOrientation`` reports.
  public var stubInterfaceOrientation: UIInterfaceOrientation

  /// Not in UIKit, where the system makes scenes: a scene whose interface has `orientation`.
  public init(stubInterfaceOrientation orientation: UIInterfaceOrientation) {
    stubInterfaceOrientation = orientation
  }

  /// The orientation of the scene's interface.
  open var interfaceOrientation: UIInterfaceOrientation { stubInterfaceOrientation }
}

/// `UIInterfaceOrientation`, with UIKit's raw values: the landscape cases are named for the side the home button
/// or the bottom edge is on, the opposite of the device's orientation.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 4
  case landscapeRight = 3
}
