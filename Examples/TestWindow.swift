#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  // The Testing Your Keyboard Handling article's view controller test shows the controller's view in a window with
  // this: the UIKit half of that test, here so that .ci/checks/60-ios.sh compiles it for iOS (test targets cannot be
  // built for iOS). ViewControllerExampleTests runs it on Linux against the UIKit stand-in.
  import UIKit

  /// Shows `controller`'s view in a new window as large as the main screen, as an app's root view controller is
  /// shown, and returns the window. Keep the window alive while the test measures the view.
  ///
  /// UIKit calls `viewIsAppearing(_:)` on a root view controller it shows, but not on one whose view is only added
  /// to a window, so the helper calls it: controllers that start following the keyboard there, as
  /// ChatViewController does, then follow it in the test.
  @MainActor func makeWindow(showing controller: UIViewController) -> UIWindow {
    let window = UIWindow(frame: UIScreen.main.bounds)
    controller.view.frame = window.bounds
    window.addSubview(controller.view)
    controller.viewIsAppearing(false)
    return window
  }
#endif
