// Part of the UIKit stand-in; see UIView.swift. Added for the documentation examples (Examples/), which are tested on
// Linux against this stand-in and compiled for iOS against Apple's UIKit (.ci/checks/60-ios.sh). The probe in
// Stubs/Probe checks that every declaration here has Apple's shape.
import Foundation

/// `UIViewController`, reduced to what the documentation examples use. Main-actor isolated, as in UIKit.
///
/// As in UIKit, reading ``view`` loads it: ``loadView()`` makes a plain view, then ``viewDidLoad()`` runs.
@MainActor open class UIViewController: UIResponder {
  private var loadedView: UIView? {
    didSet {
      if oldValue?.owningController === self { oldValue?.owningController = nil }
      loadedView?.owningController = self
    }
  }

  /// UIKit's designated initializer. The stand-in loads no nib.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// A controller with no nib, as `UIViewController()` makes one in UIKit.
  public override convenience init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// UIKit's initializer for storyboards, required of every subclass.
  public required init?(coder: NSCoder) {
    super.init()
  }

  /// The root view's superview, as in UIKit for a controller that is not a child of another.
  open override var next: UIResponder? { loadedView?.superview }

  /// The root view, loaded on first access as UIKit does.
  open var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  /// Whether the view is loaded.
  open var isViewLoaded: Bool { loadedView != nil }

  /// The view if it is loaded, without loading it.
  open var viewIfLoaded: UIView? { loadedView }

  /// Makes the root view: a plain `UIView`.
  open func loadView() {
    loadedView = UIView()
  }

  /// Called once the view is loaded. Subclasses call `super`.
  open func viewDidLoad() {}

  /// Loads the view now if it is not loaded yet.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    viewDidLoad()
  }

  /// Insets added to the safe area UIKit gives the root view. The stand-in's windows have no safe area of their own,
  /// so the root view's safe area is exactly these insets.
  open var additionalSafeAreaInsets = UIEdgeInsets.zero {
    didSet { view.stubSafeAreaInsets = additionalSafeAreaInsets }
  }

  /// Called when the view is in its window and laid out, about to appear. Tests call it as UIKit would.
  open func viewIsAppearing(_ animated: Bool) {}

  /// Called before the view's size changes, for example when the interface rotates. Tests call it with a
  /// coordinator of their own, such as the tests' `HandDrivenTransition`.
  open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
}
