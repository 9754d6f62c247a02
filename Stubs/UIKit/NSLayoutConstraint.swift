// Part of the UIKit stand-in; see UIView.swift. Auto Layout reduced to what the documentation examples use: a
// constraint between two vertical anchors, whose constant tests read. Nothing is solved or laid out.
import Foundation

/// `NSLayoutConstraint`, reduced to its constant and whether it is active.
@MainActor open class NSLayoutConstraint {
  /// The constant added to the second item's attribute.
  open var constant: CGFloat
  /// Whether the constraint takes part in layout.
  open var isActive = false

  init(constant: CGFloat) {
    self.constant = constant
  }
}

/// `NSLayoutAnchor`, reduced to making an equality constraint.
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject> {
  init() {}

  /// A constraint that makes this anchor equal to `anchor`, inactive as in UIKit.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    NSLayoutConstraint(constant: 0)
  }
}

/// `NSLayoutYAxisAnchor`: a vertical edge or centre.
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

extension UIView {
  /// The view's bottom edge. A new anchor on every access; the stand-in does not relate anchors to views.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }

  /// Whether UIKit turns the autoresizing mask into constraints. The stand-in only remembers the value.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { UIKitStub.autoresizingTranslation[ObjectIdentifier(self)] ?? true }
    set { UIKitStub.autoresizingTranslation[ObjectIdentifier(self)] = newValue }
  }

  /// Marks the view as needing layout, as UIKit does; the stand-in lays out only in ``layoutIfNeeded()``.
  public func setNeedsLayout() {
    needsLayout = true
  }

  /// Lays out the view now if it needs it (a new view, a new size, or `setNeedsLayout()`), calling
  /// `layoutSubviews()`, as UIKit does. The stand-in records every call in ``UIKitStub/layoutPasses``.
  public func layoutIfNeeded() {
    UIKitStub.layoutPasses.append(UIView.areAnimationsEnabled)
    guard needsLayout else { return }
    needsLayout = false
    layoutSubviews()
  }
}

extension UIKitStub {
  /// One element per `UIView.layoutIfNeeded()` call, oldest first: whether animations were enabled then. Not
  /// cleared by ``reset()``, which predates it; tests empty it themselves.
  public static var layoutPasses: [Bool] = []
  static var autoresizingTranslation: [ObjectIdentifier: Bool] = [:]
}
