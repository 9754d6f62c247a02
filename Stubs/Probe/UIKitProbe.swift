// Uses every declaration of the UIKit stand-in (Stubs/UIKit) that the package relies on, with explicit types, so that
// it compiles only where those declarations have the stand-in's shape. It is compiled twice: on Linux against the
// stand-in (scripts/check-stand-ins.sh), and for iOS against Apple's real SDK (scripts/build-for-ios.sh). A stand-in
// declaration that Apple does not have, or has with another type, fails one of the two.
//
// scripts/check-stand-ins.sh requires every declaration and every conformance of the stand-in to be named by a
// `// probe:` line here (a conformance as `Type: Protocol`) or listed in Stubs/stand-in-only.txt, and every name to
// be used by this file's code. An API that takes a closure is also probed as a reference converted to the function
// type the stand-in declares, spelled in full: a closure literal adapts to any parameter type, but the conversion
// fails for iOS where Apple's parameter is stricter (`@Sendable`, `@MainActor`, or another type).
#if canImport(UIKit)
  import Foundation
  import UIKit
  #if os(iOS)
    import UIKit.UIGestureRecognizerSubclass
  #endif

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
      // probe: UIView.subviews
      let _: [UIView] = view.subviews
      // probe: UIView.isUserInteractionEnabled
      view.isUserInteractionEnabled = !view.isUserInteractionEnabled
      // probe: UIView.autoresizingMask
      // probe: UIView.AutoresizingMask
      // probe: UIView.AutoresizingMask: OptionSet
      // probe: UIView.AutoresizingMask: SetAlgebra
      // probe: UIView.AutoresizingMask: RawRepresentable
      // probe: UIView.AutoresizingMask: Equatable
      // probe: UIView.AutoresizingMask: ExpressibleByArrayLiteral
      // probe: UIView.AutoresizingMask: Sendable
      // probe: UIView.AutoresizingMask.init(rawValue:)
      // probe: UIView.AutoresizingMask.rawValue
      // probe: UIView.AutoresizingMask.flexibleWidth
      // probe: UIView.AutoresizingMask.flexibleHeight
      let mask: UIView.AutoresizingMask = [.flexibleWidth, .flexibleHeight, UIView.AutoresizingMask(rawValue: 0)]
      view.autoresizingMask = mask
      let _: any OptionSet & SetAlgebra & RawRepresentable & Equatable & ExpressibleByArrayLiteral & Sendable =
        view.autoresizingMask
      let _: UInt = mask.rawValue
      // probe: UIView: UICoordinateSpace
      let _: any UICoordinateSpace & Sendable = view
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
      // probe: NSLayoutYAxisAnchor: NSLayoutAnchor
      // probe: NSLayoutAnchor: Sendable
      let anchor: NSLayoutAnchor<NSLayoutYAxisAnchor> = bottom
      let _: any Sendable = anchor
      // probe: NSLayoutAnchor.constraint(equalTo:)
      // probe: NSLayoutConstraint
      // probe: NSLayoutConstraint: Sendable
      let constraint: NSLayoutConstraint = bottom.constraint(equalTo: window.bottomAnchor)
      let _: any Sendable = constraint
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
      // probe: UIWindow.rootViewController
      let root: UIViewController? = window.rootViewController
      window.rootViewController = root
      // probe: UIViewController.additionalSafeAreaInsets
      let insets: UIEdgeInsets? = root?.additionalSafeAreaInsets
      root?.additionalSafeAreaInsets = insets ?? .zero
      // probe: UIWindow: UIView
      let _: UIView = window
    }

    static func layoutGuides(_ view: UIView, _ guide: UILayoutGuide) {
      // probe: UILayoutGuide
      // probe: UILayoutGuide: Sendable
      // probe: UILayoutGuide.init()
      let made: UILayoutGuide = UILayoutGuide()
      let _: any Sendable = made
      // probe: UIView.addLayoutGuide(_:)
      view.addLayoutGuide(made)
      // probe: UIView.layoutGuides
      let _: [UILayoutGuide] = view.layoutGuides
      // probe: UIView.removeLayoutGuide(_:)
      view.removeLayoutGuide(made)
      // probe: UILayoutGuide.owningView
      let _: UIView? = guide.owningView
      // probe: UILayoutGuide.layoutFrame
      let _: CGRect = guide.layoutFrame
      // probe: UIView.isHidden
      view.isHidden = !view.isHidden
      // probe: UILayoutGuide.topAnchor
      // probe: UIView.topAnchor
      let top: NSLayoutConstraint = guide.topAnchor.constraint(equalTo: view.topAnchor)
      // probe: UILayoutGuide.bottomAnchor
      // probe: NSLayoutAnchor.constraint(equalTo:constant:)
      let bottom: NSLayoutConstraint = guide.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: 1 as CGFloat)
      // probe: UILayoutGuide.leadingAnchor
      // probe: UIView.leadingAnchor
      // probe: NSLayoutXAxisAnchor
      // probe: NSLayoutXAxisAnchor: NSLayoutAnchor
      let leading: NSLayoutXAxisAnchor = guide.leadingAnchor
      let _: NSLayoutAnchor<NSLayoutXAxisAnchor> = leading
      let _: NSLayoutConstraint = leading.constraint(equalTo: view.leadingAnchor)
      // probe: UILayoutGuide.trailingAnchor
      // probe: UIView.trailingAnchor
      let _: NSLayoutConstraint = guide.trailingAnchor.constraint(equalTo: view.trailingAnchor)
      // probe: UILayoutGuide.leftAnchor
      // probe: UIView.leftAnchor
      let _: NSLayoutConstraint = guide.leftAnchor.constraint(equalTo: view.leftAnchor)
      // probe: UILayoutGuide.rightAnchor
      // probe: UIView.rightAnchor
      let _: NSLayoutConstraint = guide.rightAnchor.constraint(equalTo: view.rightAnchor)
      // probe: UILayoutGuide.heightAnchor
      // probe: NSLayoutDimension
      // probe: NSLayoutDimension: NSLayoutAnchor
      // probe: NSLayoutDimension.constraint(equalToConstant:)
      let height: NSLayoutDimension = guide.heightAnchor
      let _: NSLayoutAnchor<NSLayoutDimension> = height
      let _: NSLayoutConstraint = height.constraint(equalToConstant: 2 as CGFloat)
      // probe: UILayoutGuide.widthAnchor
      // probe: UIView.widthAnchor
      // probe: UIView.heightAnchor
      let _: NSLayoutConstraint = guide.widthAnchor.constraint(equalTo: view.widthAnchor)
      let _: NSLayoutConstraint = view.heightAnchor.constraint(equalToConstant: 3 as CGFloat)
      // probe: NSLayoutConstraint.activate(_:)
      NSLayoutConstraint.activate([top, bottom])
      // probe: NSLayoutConstraint.firstItem
      // probe: NSLayoutConstraint.secondItem
      let _: (AnyObject?, AnyObject?) = (top.firstItem, bottom.secondItem)
      // probe: NSLayoutConstraint.firstAttribute
      // probe: NSLayoutConstraint.secondAttribute
      // probe: NSLayoutConstraint.Attribute
      // probe: NSLayoutConstraint.Attribute: RawRepresentable
      // probe: NSLayoutConstraint.Attribute: Hashable
      // probe: NSLayoutConstraint.Attribute: Equatable
      // probe: NSLayoutConstraint.Attribute: Sendable
      let attribute: NSLayoutConstraint.Attribute = top.firstAttribute
      let _: any RawRepresentable & Hashable & Sendable = attribute
      let _: Bool = bottom.secondAttribute == attribute
      // probe: NSLayoutConstraint.Attribute.init(rawValue:)
      // probe: NSLayoutConstraint.Attribute.left
      // probe: NSLayoutConstraint.Attribute.right
      // probe: NSLayoutConstraint.Attribute.top
      // probe: NSLayoutConstraint.Attribute.bottom
      // probe: NSLayoutConstraint.Attribute.leading
      // probe: NSLayoutConstraint.Attribute.trailing
      // probe: NSLayoutConstraint.Attribute.width
      // probe: NSLayoutConstraint.Attribute.height
      let attributes: [NSLayoutConstraint.Attribute?] = [
        .left, .right, .top, .bottom, .leading, .trailing, .width, .height, NSLayoutConstraint.Attribute(rawValue: 8),
      ]
      let _: Int = attributes.count
    }

    static func geometryValues(_ rect: CGRect, _ point: CGPoint) {
      // probe: NSValue.init(cgRect:)
      let rectValue: NSValue = NSValue(cgRect: rect)
      // probe: NSValue.init(cgPoint:)
      let pointValue: NSValue = NSValue(cgPoint: point)
      // probe: NSValue.cgRectValue
      let _: CGRect = rectValue.cgRectValue
      // probe: NSValue.cgPointValue
      let _: CGPoint = pointValue.cgPointValue
    }

    static func screens(_ screen: UIScreen) {
      // probe: UIScreen.nativeBounds
      let _: CGRect = screen.nativeBounds
      // probe: UIScreen.scale
      let _: CGFloat = screen.scale
      // probe: UIScreen
      // probe: UIScreen: Sendable
      let _: any Sendable = screen
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
      // probe: UIView.AnimationOptions: OptionSet
      // probe: UIView.AnimationOptions: SetAlgebra
      // probe: UIView.AnimationOptions: RawRepresentable
      // probe: UIView.AnimationOptions: Equatable
      // probe: UIView.AnimationOptions: ExpressibleByArrayLiteral
      // probe: UIView.AnimationOptions: Sendable
      let _: any OptionSet & SetAlgebra & RawRepresentable & Equatable & ExpressibleByArrayLiteral & Sendable = options
      // probe: UIView.AnimationOptions.rawValue
      let _: UInt = options.rawValue
      // probe: UIView.AnimationOptions.beginFromCurrentState
      let _: UIView.AnimationOptions = options.union(.beginFromCurrentState)
      // probe: UIView.animate(withDuration:delay:options:animations:completion:)
      UIView.animate(
        withDuration: 0.25 as TimeInterval, delay: 0 as TimeInterval, options: options,
        animations: { () -> Void in }, completion: { (_: Bool) -> Void in })
      let _: (TimeInterval, TimeInterval, UIView.AnimationOptions, @escaping () -> Void, ((Bool) -> Void)?) -> Void =
        UIView.animate(withDuration:delay:options:animations:completion:)
      // probe: UIView.performWithoutAnimation(_:)
      UIView.performWithoutAnimation { () -> Void in }
      let _: (() -> Void) -> Void = UIView.performWithoutAnimation(_:)
      // probe: UIView.areAnimationsEnabled
      let _: Bool = UIView.areAnimationsEnabled
      // probe: UIView.inheritedAnimationDuration
      let _: TimeInterval = UIView.inheritedAnimationDuration
    }

    static func scrollViews(_ scrollView: UIScrollView) {
      // probe: UIScrollView
      // probe: UIScrollView: UIView
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
      // probe: UIEdgeInsets: Equatable
      // probe: UIEdgeInsets: Sendable
      let _: any Equatable & Sendable = insets
      let _: Bool = insets == UIEdgeInsets.zero
    }

    static func interactiveDismissal(
      _ view: UIView, _ window: UIWindow, _ list: UIScrollView, _ touch: UITouch, _ event: UIEvent
    ) {
      // probe: UIGestureRecognizer
      // probe: UIGestureRecognizer: Sendable
      // probe: UIGestureRecognizer.init()
      let recognizer: UIGestureRecognizer = UIGestureRecognizer()
      let _: any Sendable = recognizer
      // probe: UIGestureRecognizer.cancelsTouchesInView
      recognizer.cancelsTouchesInView = !recognizer.cancelsTouchesInView
      // probe: UIGestureRecognizer.delaysTouchesBegan
      recognizer.delaysTouchesBegan = !recognizer.delaysTouchesBegan
      // probe: UIGestureRecognizer.delaysTouchesEnded
      recognizer.delaysTouchesEnded = !recognizer.delaysTouchesEnded
      // probe: UIGestureRecognizer.view
      let _: UIView? = recognizer.view
      // probe: UIView.addGestureRecognizer(_:)
      view.addGestureRecognizer(recognizer)
      // probe: UIView.gestureRecognizers
      let recognizers: [UIGestureRecognizer]? = view.gestureRecognizers
      view.gestureRecognizers = recognizers
      // probe: UIView.removeGestureRecognizer(_:)
      view.removeGestureRecognizer(recognizer)
      // probe: UIGestureRecognizer.State
      // probe: UIGestureRecognizer.State: RawRepresentable
      // probe: UIGestureRecognizer.State: Hashable
      // probe: UIGestureRecognizer.State: Equatable
      // probe: UIGestureRecognizer.State: Sendable
      // probe: UIGestureRecognizer.state
      let state: UIGestureRecognizer.State = recognizer.state
      let _: any RawRepresentable & Hashable & Sendable = state
      // probe: UIGestureRecognizer.State.init(rawValue:)
      // probe: UIGestureRecognizer.State.possible
      // probe: UIGestureRecognizer.State.began
      // probe: UIGestureRecognizer.State.changed
      // probe: UIGestureRecognizer.State.ended
      // probe: UIGestureRecognizer.State.cancelled
      // probe: UIGestureRecognizer.State.failed
      let states: [UIGestureRecognizer.State?] = [
        .possible, .began, .changed, .ended, .cancelled, .failed, UIGestureRecognizer.State(rawValue: 5),
      ]
      let _: Int = states.count
      // probe: UITouch
      // probe: UITouch: Hashable
      // probe: UITouch: Equatable
      // probe: UITouch: Sendable
      let _: any Hashable & Sendable = touch
      // probe: UITouch.==(_:_:)
      let _: Bool = touch == touch
      // probe: UITouch.hash(into:)
      var hasher = Hasher()
      touch.hash(into: &hasher)
      // probe: UITouch.view
      let _: UIView? = touch.view
      // probe: UITouch.location(in:)
      let _: CGPoint = touch.location(in: nil)
      // probe: UIEvent
      // probe: UIEvent: Sendable
      let _: any Sendable = event
      // probe: UIEvent.allTouches
      let _: Set<UITouch>? = event.allTouches
      // probe: UIScrollView.keyboardDismissMode
      // probe: UIScrollView.KeyboardDismissMode
      // probe: UIScrollView.KeyboardDismissMode: RawRepresentable
      // probe: UIScrollView.KeyboardDismissMode: Hashable
      // probe: UIScrollView.KeyboardDismissMode: Equatable
      // probe: UIScrollView.KeyboardDismissMode: Sendable
      let mode: UIScrollView.KeyboardDismissMode = list.keyboardDismissMode
      list.keyboardDismissMode = mode
      let _: any RawRepresentable & Hashable & Sendable = mode
      // probe: UIScrollView.KeyboardDismissMode.init(rawValue:)
      // probe: UIScrollView.KeyboardDismissMode.none
      // probe: UIScrollView.KeyboardDismissMode.onDrag
      // probe: UIScrollView.KeyboardDismissMode.interactive
      // probe: UIScrollView.KeyboardDismissMode.onDragWithAccessory
      // probe: UIScrollView.KeyboardDismissMode.interactiveWithAccessory
      var modes: [UIScrollView.KeyboardDismissMode?] = [
        UIScrollView.KeyboardDismissMode.none, .onDrag, .interactive, UIScrollView.KeyboardDismissMode(rawValue: 2),
      ]
      if #available(iOS 16, *) { modes += [.onDragWithAccessory, .interactiveWithAccessory] }
      // probe: UITextField.textDidBeginEditingNotification
      // probe: UITextView
      // probe: UITextView: UIScrollView
      // probe: UITextView.textDidBeginEditingNotification
      let names: [NSNotification.Name] = [
        UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification,
      ]
      let _: UIScrollView? = UITextView?.none
      // probe: UIWindow.windowScene
      // probe: UIWindowScene
      // probe: UIWindowScene: UIScene
      // probe: UIScene
      // probe: UIScene: Sendable
      let scene: UIWindowScene? = window.windowScene
      window.windowScene = scene
      let _: (any Sendable)? = scene as UIScene?
      // probe: UIWindowScene.interfaceOrientation
      // probe: UIInterfaceOrientation
      // probe: UIInterfaceOrientation: RawRepresentable
      // probe: UIInterfaceOrientation: Hashable
      // probe: UIInterfaceOrientation: Equatable
      // probe: UIInterfaceOrientation: Sendable
      let orientation: UIInterfaceOrientation? = scene?.interfaceOrientation
      if #available(iOS 16, *), let scene {
        // probe: UIWindowScene.effectiveGeometry
        // probe: UIWindowScene.Geometry
        let _: UIWindowScene.Geometry = scene.effectiveGeometry
        // probe: UIWindowScene.observe(_:options:changeHandler:)
        // probe: NSKeyValueObservingOptions
        // probe: NSKeyValueObservingOptions: OptionSet
        // probe: NSKeyValueObservingOptions: SetAlgebra
        // probe: NSKeyValueObservingOptions: RawRepresentable
        // probe: NSKeyValueObservingOptions: Equatable
        // probe: NSKeyValueObservingOptions: ExpressibleByArrayLiteral
        // probe: NSKeyValueObservingOptions: Sendable
        // probe: NSKeyValueObservingOptions.init(rawValue:)
        // probe: NSKeyValueObservingOptions.rawValue
        // probe: NSKeyValueObservingOptions.new
        // probe: NSKeyValueObservedChange
        // probe: NSKeyValueObservedChange.newValue
        // probe: NSKeyValueObservation
        // probe: NSKeyValueObservation.invalidate()
        let observe:
          (
            KeyPath<UIWindowScene, UIWindowScene.Geometry>, NSKeyValueObservingOptions,
            @escaping @Sendable (UIWindowScene, NSKeyValueObservedChange<UIWindowScene.Geometry>) -> Void
          ) -> NSKeyValueObservation = scene.observe(_:options:changeHandler:)
        let options: NSKeyValueObservingOptions = [.new, NSKeyValueObservingOptions(rawValue: 0)]
        let observation: NSKeyValueObservation = observe(\.effectiveGeometry, options) { _, change in
          let _: UIWindowScene.Geometry? = change.newValue
        }
        let _: UInt = options.rawValue
        let _: any OptionSet & SetAlgebra & RawRepresentable & Equatable & ExpressibleByArrayLiteral & Sendable =
          options
        observation.invalidate()
      }
      let _: (any RawRepresentable & Hashable & Sendable)? = orientation
      // probe: UIInterfaceOrientation.init(rawValue:)
      // probe: UIInterfaceOrientation.unknown
      // probe: UIInterfaceOrientation.portrait
      // probe: UIInterfaceOrientation.portraitUpsideDown
      // probe: UIInterfaceOrientation.landscapeLeft
      // probe: UIInterfaceOrientation.landscapeRight
      let orientations: [UIInterfaceOrientation?] = [
        .unknown, .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight, UIInterfaceOrientation(rawValue: 3),
      ]
      let _: Int = modes.count + names.count + orientations.count
    }

    @available(iOS 15, *)
    static func deviceDrags(
      _ scrollView: UIScrollView, _ window: UIWindow, _ field: UITextField, _ textView: UITextView, _ view: UIView
    ) {
      // probe: UIScrollView.panGestureRecognizer
      // probe: UIPanGestureRecognizer
      // probe: UIPanGestureRecognizer: UIGestureRecognizer
      let pan: UIPanGestureRecognizer = scrollView.panGestureRecognizer
      let _: UIGestureRecognizer = pan
      // probe: UIPanGestureRecognizer.numberOfTouches
      let _: Int = pan.numberOfTouches
      // probe: UIPanGestureRecognizer.location(in:)
      let _: CGPoint = pan.location(in: nil as UIView?)
      // probe: UIView.isDescendant(of:)
      let _: Bool = field.isDescendant(of: scrollView as UIView)
      // probe: UIScrollView.contentOffset
      scrollView.contentOffset = scrollView.contentOffset as CGPoint
      // probe: UIScrollView.contentSize
      scrollView.contentSize = scrollView.contentSize as CGSize
      // probe: UIScrollView.setContentOffset(_:animated:)
      scrollView.setContentOffset(CGPoint.zero, animated: false as Bool)
      // probe: UIScrollView.isTracking
      let _: Bool = scrollView.isTracking
      // probe: UIScrollView.isDragging
      let _: Bool = scrollView.isDragging
      // probe: UITextField.textDidEndEditingNotification
      // probe: UITextView.textDidEndEditingNotification
      let _: [Notification.Name] = [
        UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification,
      ]
      // probe: UIScrollView.verticalScrollIndicatorInsets
      scrollView.verticalScrollIndicatorInsets = scrollView.verticalScrollIndicatorInsets as UIEdgeInsets
      // probe: UIScrollView.isScrollEnabled
      scrollView.isScrollEnabled = scrollView.isScrollEnabled as Bool
      // probe: UIWindow.windowLevel
      // probe: UIWindow.Level
      // probe: UIWindow.Level: RawRepresentable
      // probe: UIWindow.Level: Equatable
      // probe: UIWindow.Level: Hashable
      // probe: UIWindow.Level: Sendable
      // probe: UIWindow.Level.init(rawValue:)
      // probe: UIWindow.Level.rawValue
      // probe: UIWindow.Level.normal
      // probe: UIWindow.Level.alert
      let level: UIWindow.Level = window.windowLevel
      window.windowLevel = UIWindow.Level(rawValue: level.rawValue as CGFloat)
      let _: any RawRepresentable & Hashable & Sendable = level
      let _: Bool = [UIWindow.Level.normal, .alert].contains(level)
      // probe: UIViewController.viewIfLoaded
      let _: UIView? = UIViewController().viewIfLoaded
      // probe: UIViewController.init()
      let _: UIViewController = UIViewController()
      // probe: UIAccessibility
      // probe: UIAccessibility.isReduceMotionEnabled
      let _: Bool = UIAccessibility.isReduceMotionEnabled
      // probe: UIAccessibility.prefersCrossFadeTransitions
      let _: Bool = UIAccessibility.prefersCrossFadeTransitions
      // probe: UIWindow.didBecomeKeyNotification
      let _: Notification.Name = UIWindow.didBecomeKeyNotification
      // probe: UITextField.inputAccessoryView
      // probe: UITextView.inputAccessoryView
      field.inputAccessoryView = textView.inputAccessoryView as UIView?
      if #available(iOS 17, *) {
        // probe: UIKeyboardLayoutGuide.usesBottomSafeArea
        view.keyboardLayoutGuide.usesBottomSafeArea = false as Bool
      }
    }

    @available(iOS 15, *)
    static func keyboardLayoutGuide(_ view: UIView) {
      // probe: UIView.keyboardLayoutGuide
      // probe: UIKeyboardLayoutGuide
      // probe: UIKeyboardLayoutGuide: UITrackingLayoutGuide
      // probe: UITrackingLayoutGuide
      // probe: UITrackingLayoutGuide: UILayoutGuide
      let guide: UIKeyboardLayoutGuide = view.keyboardLayoutGuide
      let tracking: UITrackingLayoutGuide = guide
      let _: UILayoutGuide = tracking
    }

    static func textFields(_ field: UITextField, _ delegate: any UITextFieldDelegate) {
      // probe: UITextField
      // probe: UITextField: UIView
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
      typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void
      let _: (Block?, Block?) -> Bool = coordinator.animate(alongsideTransition:completion:)
      // probe: UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext
      let _: any UIViewControllerTransitionCoordinatorContext = coordinator
    }

    static func viewControllers(_ controller: UIViewController) {
      // probe: UIViewController
      let _: any Sendable = controller
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

    // probe: UIView.safeAreaInsetsDidChange()
    override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }
  }

  /// A layout guide subclass, as the keyboard's overlap guide writes one: it hears its owning view change.
  final class ProbeLayoutGuide: UILayoutGuide {
    override init() { super.init() }
    required init?(coder: NSCoder) { nil }

    override weak var owningView: UIView? {
      didSet { if owningView !== oldValue { let _: UIView? = oldValue } }
    }
  }

  /// A recognizer subclass, as the interactive-dismissal tracker writes one: UIKit declares what it overrides in
  /// UIGestureRecognizerSubclass.h.
  final class ProbeRecognizer: UIGestureRecognizer {
    // probe: UIGestureRecognizer.touchesBegan(_:with:)
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      state = .failed
    }
    // probe: UIGestureRecognizer.touchesMoved(_:with:)
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
    }
    // probe: UIGestureRecognizer.touchesEnded(_:with:)
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
    }
    // probe: UIGestureRecognizer.touchesCancelled(_:with:)
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
    }
    // probe: UIGestureRecognizer.canBePrevented(by:)
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
      super.canBePrevented(by: preventingGestureRecognizer)
    }
    // probe: UIGestureRecognizer.canPrevent(_:)
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
      super.canPrevent(preventedGestureRecognizer)
    }
  }
#endif
