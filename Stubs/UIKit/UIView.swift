// A stand-in for UIKit, compiled only by scripts/test-with-uikit-stub.sh so that the package's
// `#if canImport(UIKit)` code builds and its tests run on Linux. It is never part of a product.
//
// Declarations follow Apple's Swift signatures and isolation, and declare only what the package uses; the probe in
// Stubs/Probe uses each of them with explicit types and is compiled both against this stand-in
// (scripts/check-stand-ins.sh) and against Apple's real SDK (.ci/checks/60-ios.sh), so a declaration that drifts
// from Apple's fails CI. Instead of animating, the stub runs each animation block at once and keeps its completion in `UIKitStub`.
import Foundation

/// `UIView`, reduced to what the package uses. Main-actor isolated, as in UIKit.
@MainActor open class UIView: UIResponder {
  /// The view's frame in its superview's coordinates. A new size makes the view need layout, as in UIKit.
  open var frame: CGRect {
    didSet {
      guard frame.size != oldValue.size else { return }
      needsLayout = true
      resizeAutoresizingSubviews(from: oldValue.size)
    }
  }
  /// Whether `layoutIfNeeded()` lays the view out; see NSLayoutConstraint.swift.
  var needsLayout = true
  // Storage for `bounds`, `superview` and `addSubview(_:)`, declared in UIView+Geometry.swift.
  var boundsOrigin = CGPoint.zero
  weak var parent: UIView?
  var children: [UIView] = []
  /// The view controller whose root view this is; see UIViewController.swift.
  weak var owningController: UIViewController?
  // Storage for `gestureRecognizers`, declared in UIGestureRecognizer.swift.
  var recognizers: [UIGestureRecognizer] = []
  // Storage for `layoutGuides`, declared in UILayoutGuide.swift.
  var guides: [UILayoutGuide] = []
  /// Not in UIKit, where the system computes a view's safe area from its place in the window: what
  /// ``safeAreaInsets`` returns, for tests to set.
  public var stubSafeAreaInsets = UIEdgeInsets.zero {
    didSet { if stubSafeAreaInsets != oldValue { safeAreaInsetsDidChangeInSubtree() } }
  }

  /// Creates a view with `frame`, as UIKit's designated initializer does.
  public init(frame: CGRect) {
    self.frame = frame
  }

  /// Creates a view with a zero frame.
  public override convenience init() {
    self.init(frame: .zero)
  }

  /// The insets that keep content clear of the bars, the notch and the home indicator. The stand-in returns
  /// ``stubSafeAreaInsets``.
  open var safeAreaInsets: UIEdgeInsets { stubSafeAreaInsets }

  /// Whether the view is hidden. The stand-in draws nothing and hit-tests nothing, so it only remembers the value.
  open var isHidden = false

  /// Whether the view takes touches. The stand-in has no touches to deliver, so it only remembers the value.
  open var isUserInteractionEnabled = true

  /// How the view's frame changes when its superview's size does. The stand-in applies the flexible width and
  /// height; the other options only remember the value.
  open var autoresizingMask: UIView.AutoresizingMask = []

  /// The view's controller if it is that controller's root view, and otherwise its superview, as in UIKit.
  open override var next: UIResponder? { owningController ?? superview }

  /// Called before the view moves to `newSuperview`, or out of its superview when it is `nil`; subclasses call
  /// `super`.
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called when the view's window changes; subclasses call `super`.
  open func didMoveToWindow() {}

  /// Called when the view's safe-area insets change. The stand-in calls it on a view whose ``stubSafeAreaInsets``
  /// change and on every view below it, whose insets UIKit would compute anew from it.
  open func safeAreaInsetsDidChange() {}

  /// Lays out subviews; called by ``layoutIfNeeded()``. Subclasses call `super`.
  open func layoutSubviews() {}
}

extension UIView {
  /// `UIView.AutoresizingMask`, with UIKit's raw values.
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The option bits, as in UIKit.
    public let rawValue: UInt

    /// Wraps option bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// `UIViewAutoresizingFlexibleWidth`, `1 << 1`: the width grows and shrinks with the superview's.
    public static var flexibleWidth: UIView.AutoresizingMask { UIView.AutoresizingMask(rawValue: 1 << 1) }
    /// `UIViewAutoresizingFlexibleHeight`, `1 << 4`: the height grows and shrinks with the superview's.
    public static var flexibleHeight: UIView.AutoresizingMask { UIView.AutoresizingMask(rawValue: 1 << 4) }
  }

  /// Gives each subview with a flexible width or height the change of this view's size, as UIKit's autoresizing
  /// does.
  private func resizeAutoresizingSubviews(from oldSize: CGSize) {
    for child in children where !child.autoresizingMask.isDisjoint(with: [.flexibleWidth, .flexibleHeight]) {
      var childFrame = child.frame
      if child.autoresizingMask.contains(.flexibleWidth) { childFrame.size.width += frame.width - oldSize.width }
      if child.autoresizingMask.contains(.flexibleHeight) { childFrame.size.height += frame.height - oldSize.height }
      child.frame = childFrame
    }
  }

  private func safeAreaInsetsDidChangeInSubtree() {
    safeAreaInsetsDidChange()
    for child in children { child.safeAreaInsetsDidChangeInSubtree() }
  }

  /// `UIView.AnimationOptions`, with UIKit's raw values.
  public struct AnimationOptions: OptionSet, Sendable {
    /// The option bits, as in UIKit: the curve sits in bits 16 to 19 (`curve << 16`).
    public let rawValue: UInt

    /// Wraps option bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// `UIViewAnimationOptionBeginFromCurrentState`, `1 << 2`.
    public static var beginFromCurrentState: UIView.AnimationOptions { UIView.AnimationOptions(rawValue: 1 << 2) }
  }

  /// Runs `animations` at once, as UIKit does, with ``inheritedAnimationDuration`` set to `duration`, and keeps
  /// `completion` until ``UIKitStub/completeAnimations(finished:)``.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    let outerDuration = UIKitStub.inheritedAnimationDuration
    UIKitStub.inheritedAnimationDuration = duration
    defer { UIKitStub.inheritedAnimationDuration = outerDuration }
    animations()
    if let completion { UIKitStub.pendingCompletions.append(completion) }
  }

  /// The duration of the animation whose block is running, as UIKit gives it to code inside the block; 0 outside
  /// every animation and inside ``performWithoutAnimation(_:)``.
  public class var inheritedAnimationDuration: TimeInterval { UIKitStub.inheritedAnimationDuration }

  /// Runs `actionsWithoutAnimation` with ``areAnimationsEnabled`` `false`, outside any animation.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    let (wereEnabled, outerDuration) = (UIKitStub.areAnimationsEnabled, UIKitStub.inheritedAnimationDuration)
    (UIKitStub.areAnimationsEnabled, UIKitStub.inheritedAnimationDuration) = (false, 0)
    defer { (UIKitStub.areAnimationsEnabled, UIKitStub.inheritedAnimationDuration) = (wereEnabled, outerDuration) }
    actionsWithoutAnimation()
  }

  /// Whether animations are enabled: `false` inside ``performWithoutAnimation(_:)``.
  public class var areAnimationsEnabled: Bool { UIKitStub.areAnimationsEnabled }
}
