// Part of the UIKit stand-in; see UIView.swift. Auto Layout reduced to what the package and the documentation
// examples use: constraints between anchors of views and layout guides, with their items, attributes and constants,
// which tests read. Nothing is solved or laid out, except a layout guide's own frame (see UILayoutGuide.swift).
import Foundation

/// `NSLayoutConstraint`, reduced to its items, attributes, constant and whether it is active.
@MainActor open class NSLayoutConstraint {
  /// `NSLayoutConstraint.Attribute`, with UIKit's raw values, reduced to the edges and dimensions the stand-in's
  /// anchors give.
  public enum Attribute: Int, Sendable {
    case left = 1
    case right = 2
    case top = 3
    case bottom = 4
    case leading = 5
    case trailing = 6
    case width = 7
    case height = 8
    case centerX = 9
    case centerY = 10
  }

  /// `NSLayoutConstraint.Relation`, with UIKit's raw values.
  public enum Relation: Int, Sendable {
    case lessThanOrEqual = -1
    case equal = 0
    case greaterThanOrEqual = 1
  }

  /// How the first item's attribute relates to the second's. The stand-in solves nothing, so only tests read it.
  open var relation: Relation { storedRelation }

  /// How much the constraint counts against others; `.required` by default. The stand-in only remembers it.
  open var priority = UILayoutPriority.required

  /// The constant added to the second item's attribute.
  open var constant: CGFloat
  /// Whether the constraint takes part in layout. The stand-in hands an active constraint with a layout guide for
  /// an item to that guide, which computes its `layoutFrame` from it.
  open var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      for case let guide as UILayoutGuide in [firstItem, secondItem] {
        if isActive {
          guide.activeConstraints.append(self)
        } else {
          guide.activeConstraints.removeAll { $0 === self }
        }
      }
    }
  }
  /// The item whose attribute the constraint sets: a view or a layout guide. Held weakly here; UIKit does not
  /// retain it either.
  open var firstItem: AnyObject? { first.item }
  /// The attribute of ``firstItem``.
  open var firstAttribute: Attribute { first.attribute }
  /// The item the first is related to, or `nil` for a constraint to a constant.
  open var secondItem: AnyObject? { second?.item }
  /// The attribute of ``secondItem``; for a constraint to a constant, UIKit's `notAnAttribute`, which the stand-in
  /// does not declare, so it repeats ``firstAttribute``.
  open var secondAttribute: Attribute { second?.attribute ?? first.attribute }

  /// Makes each of `constraints` active.
  open class func activate(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { constraint.isActive = true }
  }

  let first: AnchorPoint
  let second: AnchorPoint?
  private let storedRelation: Relation

  init(first: AnchorPoint, second: AnchorPoint?, constant: CGFloat, relation: Relation = .equal) {
    self.first = first
    self.second = second
    self.constant = constant
    storedRelation = relation
  }
}

/// `UILayoutPriority`, with UIKit's raw values.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
  /// The priority, from 1 to 1000.
  public var rawValue: Float

  /// Wraps a priority.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A constraint that must hold: 1000.
  public static let required = UILayoutPriority(rawValue: 1000)
  /// A constraint that gives way to required ones: 750.
  public static let defaultHigh = UILayoutPriority(rawValue: 750)
}

/// An item's edge or dimension, as an anchor names it.
struct AnchorPoint {
  weak var item: AnyObject?
  let attribute: NSLayoutConstraint.Attribute
}

/// `NSLayoutAnchor`, reduced to making equality constraints and one inequality.
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject> {
  let point: AnchorPoint

  init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
    point = AnchorPoint(item: item, attribute: attribute)
  }

  /// A constraint that makes this anchor equal to `anchor`, inactive as in UIKit.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
    constraint(equalTo: anchor, constant: 0)
  }

  /// A constraint that makes this anchor equal to `anchor` plus `c`, inactive as in UIKit.
  open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(first: point, second: anchor.point, constant: c)
  }

  /// A constraint that keeps this anchor at most `anchor` plus `c`, inactive as in UIKit.
  open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
    -> NSLayoutConstraint
  {
    NSLayoutConstraint(first: point, second: anchor.point, constant: c, relation: .lessThanOrEqual)
  }
}

/// `NSLayoutXAxisAnchor`: a horizontal edge or centre.
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// `NSLayoutYAxisAnchor`: a vertical edge or centre.
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// `NSLayoutDimension`: a width or a height.
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// A constraint that makes this dimension equal to `c`, inactive as in UIKit.
  open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    NSLayoutConstraint(first: point, second: nil, constant: c)
  }
}

extension UIView {
  /// The view's top edge. A new anchor on every access, as UIKit may give.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The view's bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The view's leading edge; the stand-in lays out left to right only.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The view's trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The view's left edge, whatever the layout direction.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The view's right edge, whatever the layout direction.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The view's horizontal centre.
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The view's vertical centre.
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// The view's width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The view's height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

  /// Whether UIKit turns the autoresizing mask into constraints. The stand-in only remembers the value.
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { UIKitStub.autoresizingTranslation[ObjectIdentifier(self)] ?? true }
    set { UIKitStub.autoresizingTranslation[ObjectIdentifier(self)] = newValue }
  }

  /// Marks the view as needing layout, as UIKit does; the stand-in lays out only in ``layoutIfNeeded()``.
  public func setNeedsLayout() {
    needsLayout = true
  }

  /// Lays out the view and then its subviews, each if it needs it (a new view, a new size, or `setNeedsLayout()`),
  /// calling `layoutSubviews()`, as UIKit does.
  public func layoutIfNeeded() {
    layOutSubtreeIfNeeded()
  }

  private func layOutSubtreeIfNeeded() {
    if needsLayout {
      needsLayout = false
      layoutSubviews()
    }
    // By index: a `for` loop over the array allocates an iterator in this unoptimized build, which the benchmarks
    // would count as the package's.
    var index = 0
    while index < children.count {
      children[index].layOutSubtreeIfNeeded()
      index += 1
    }
  }
}

extension UIKitStub {
  static var autoresizingTranslation: [ObjectIdentifier: Bool] = [:]
}
