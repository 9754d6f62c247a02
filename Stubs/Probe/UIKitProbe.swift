// Uses every declaration of the UIKit stand-in (Stubs/UIKit) that the package relies on, with explicit types, so that
// it compiles only where those declarations have the stand-in's shape. scripts/check-stand-ins.sh compiles it twice:
// on Linux against the stand-in, and for iOS against Apple's real SDK (.ci/checks/60-ios.sh). A stand-in declaration
// that Apple does not have, or has with another type, fails one of the two. Every declaration of the stand-in is
// either named by a `// probe:` line here or listed in Stubs/stand-in-only.txt as a test hook Apple does not have.
#if canImport(UIKit)
  import Foundation
  import UIKit

  @MainActor enum UIKitProbe {
    static func views(_ view: UIView, _ window: UIWindow, _ screen: UIScreen) {
      // probe: UIView
      // probe: UIView.init()
      let _: UIView = UIView()
      // probe: UIView.init(frame:)
      let _: UIView = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
      // probe: UIView.frame
      var frame: CGRect = view.frame
      view.frame = frame
      // probe: UIView.bounds
      frame = view.bounds
      view.bounds = frame
      // probe: UIView.superview
      let _: UIView? = view.superview
      // probe: UIView.window
      let _: UIWindow? = view.window
      // probe: UIView.addSubview(_:)
      view.addSubview(UIView())
      // probe: UIView.removeFromSuperview()
      view.removeFromSuperview()
      // probe: UIView.convert(_:to:)
      let _: CGRect = view.convert(frame, to: screen.coordinateSpace)
      // probe: UIView.bottomAnchor
      // probe: NSLayoutYAxisAnchor
      let bottom: NSLayoutYAxisAnchor = view.bottomAnchor
      // probe: NSLayoutAnchor
      let _: NSLayoutAnchor<NSLayoutYAxisAnchor> = bottom
      // probe: NSLayoutAnchor.constraint(equalTo:)
      // probe: NSLayoutConstraint
      let constraint: NSLayoutConstraint = bottom.constraint(equalTo: window.bottomAnchor)
      // probe: NSLayoutConstraint.constant
      constraint.constant = constraint.constant + 1 as CGFloat
      // probe: NSLayoutConstraint.isActive
      constraint.isActive = !constraint.isActive
      // probe: UIView.translatesAutoresizingMaskIntoConstraints
      view.translatesAutoresizingMaskIntoConstraints = !view.translatesAutoresizingMaskIntoConstraints
      // probe: UIView.layoutIfNeeded()
      view.layoutIfNeeded()
      // probe: UIView.setNeedsLayout()
      view.setNeedsLayout()
      // probe: UIWindow
      // probe: UIWindow.screen
      let _: UIScreen = window.screen
      let _: UIView = window
    }

    static func screens(_ screen: UIScreen) {
      // probe: UIScreen
      // probe: UIScreen.bounds
      let bounds: CGRect = screen.bounds
      // probe: UIScreen.coordinateSpace
      let space: any UICoordinateSpace = screen.coordinateSpace
      // probe: UICoordinateSpace
      // probe: UICoordinateSpace.bounds
      let _: CGRect = space.bounds
      // probe: UICoordinateSpace.convert(_:to:)
      let _: CGRect = space.convert(bounds, to: space)
      // probe: UIScreen.main
      let _: UIScreen = UIScreen.main
    }

    static func animations() {
      // probe: UIView.AnimationOptions
      // probe: UIView.AnimationOptions.init(rawValue:)
      let options = UIView.AnimationOptions(rawValue: 7 << 16)
      // probe: UIView.AnimationOptions.rawValue
      let _: UInt = options.rawValue
      // probe: UIView.AnimationOptions.beginFromCurrentState
      let _: UIView.AnimationOptions = options.union(.beginFromCurrentState)
      // probe: UIView.animate(withDuration:delay:options:animations:completion:)
      UIView.animate(
        withDuration: 0.25 as TimeInterval, delay: 0 as TimeInterval, options: options,
        animations: { () -> Void in }, completion: { (_: Bool) -> Void in })
      // probe: UIView.performWithoutAnimation(_:)
      UIView.performWithoutAnimation { () -> Void in }
      // probe: UIView.areAnimationsEnabled
      let _: Bool = UIView.areAnimationsEnabled
    }

    static func scrollViews(_ scrollView: UIScrollView) {
      // probe: UIScrollView
      let _: UIView = scrollView
      // probe: UIScrollView.contentInset
      // probe: UIEdgeInsets
      // probe: UIEdgeInsets.bottom
      var inset: UIEdgeInsets = scrollView.contentInset
      inset.bottom = 10 as CGFloat
      scrollView.contentInset = inset
      // probe: UIEdgeInsets.init(top:left:bottom:right:)
      // probe: UIEdgeInsets.top
      // probe: UIEdgeInsets.left
      // probe: UIEdgeInsets.right
      let insets = UIEdgeInsets(top: 1 as CGFloat, left: 2 as CGFloat, bottom: 3 as CGFloat, right: 4 as CGFloat)
      let _: CGFloat = insets.top + insets.left + insets.right
      // probe: UIEdgeInsets.zero
      let _: UIEdgeInsets = UIEdgeInsets.zero
    }

    static func textFields(_ field: UITextField, _ delegate: any UITextFieldDelegate) {
      // probe: UITextField
      let _: UIView = field
      // probe: UITextField.delegate
      // probe: UITextFieldDelegate
      field.delegate = delegate
      let _: (any UITextFieldDelegate)? = field.delegate
    }

    static func transitions(_ coordinator: any UIViewControllerTransitionCoordinator) {
      // probe: UIViewControllerTransitionCoordinator
      // probe: UIViewControllerTransitionCoordinatorContext
      // probe: UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)
      let _: Bool = coordinator.animate(
        alongsideTransition: nil, completion: { (_: any UIViewControllerTransitionCoordinatorContext) -> Void in })
      let _: any UIViewControllerTransitionCoordinatorContext = coordinator
    }

    static func viewControllers(_ controller: UIViewController) {
      // probe: UIViewController
      // probe: UIViewController.view
      let view: UIView = controller.view
      controller.view = view
      // probe: UIViewController.isViewLoaded
      let _: Bool = controller.isViewLoaded
      // probe: UIViewController.loadViewIfNeeded()
      controller.loadViewIfNeeded()
    }
  }

  /// Overrides what the examples override, with the examples' signatures.
  final class UIKitProbeViewController: UIViewController {
    // probe: UIViewController.init(nibName:bundle:)
    init() { super.init(nibName: nil as String?, bundle: nil as Bundle?) }

    // probe: UIViewController.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }

    // probe: UIViewController.loadView()
    override func loadView() { super.loadView() }

    // probe: UIViewController.viewDidLoad()
    override func viewDidLoad() { super.viewDidLoad() }

    // probe: UIViewController.viewIsAppearing(_:)
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }

    // probe: UIViewController.viewWillTransition(to:with:)
    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
      super.viewWillTransition(to: size, with: coordinator)
    }
  }

  /// Implements `UITextFieldDelegate` as the examples do.
  final class UIKitProbeTextFieldDelegate: UIViewController, UITextFieldDelegate {
    // probe: UITextFieldDelegate.textFieldDidBeginEditing(_:)
    func textFieldDidBeginEditing(_ textField: UITextField) {}
  }

  /// `UIView`'s designated initializers, as a subclass must call them, and what the package overrides.
  final class UIKitProbeView: UIView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { nil }

    // probe: UIView.didMoveToWindow()
    override func didMoveToWindow() { super.didMoveToWindow() }

    // probe: UIView.layoutSubviews()
    override func layoutSubviews() { super.layoutSubviews() }
  }
#endif
