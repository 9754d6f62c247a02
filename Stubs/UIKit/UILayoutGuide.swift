// Part of the UIKit stand-in; see UIView.swift. Added for the keyboard's overlap guide: layout guides that a view
// owns, with their anchors. The stand-in has no layout engine; a guide's `layoutFrame` is computed from the guide's
// own active constraints, to its owning view or to constants, which is all a guide pinned to its view needs.
import Foundation

/// `UILayoutGuide`, reduced to its owning view, its anchors and its frame. Main-actor isolated, as in UIKit.
@MainActor open class UILayoutGuide {
  /// Active constraints whose first item is this guide; see `NSLayoutConstraint.isActive`.
  var activeConstraints: [NSLayoutConstraint] = []

  /// Creates a guide that belongs to no view; add it with `UIView.addLayoutGuide(_:)`.
  public init() {}

  /// The view the guide was added to, held weakly as in UIKit. `UIView.addLayoutGuide(_:)` and
  /// `UIView.removeLayoutGuide(_:)` set it; apps do not.
  open weak var owningView: UIView?

  /// The guide's frame in its owning view's coordinates: in the stand-in, what the guide's active constraints to
  /// the owning view's edges (either way round) and to constants say, each axis from two of its three values (the two edges and the
  /// size); a value no constraint gives counts as 0. `.zero` without an owning view.
  open var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    let bounds = owningView.bounds
    var values: [NSLayoutConstraint.Attribute: CGFloat] = [:]
    for constraint in activeConstraints {
      let first = constraint.first
      guard let second = constraint.second else {
        if first.item === self { values[first.attribute] = constraint.constant }
        continue
      }
      // `guide.a == view.b + c`, or `view.a == guide.b + c`.
      if first.item === self, second.item === owningView {
        values[first.attribute] = Self.position(of: second.attribute, in: bounds) + constraint.constant
      } else if first.item === owningView, second.item === self {
        values[second.attribute] = Self.position(of: first.attribute, in: bounds) - constraint.constant
      }
    }
    let left = values[.left] ?? values[.leading]
    let right = values[.right] ?? values[.trailing]
    let (x, width) = Self.span(start: left, end: right, length: values[.width])
    let (y, height) = Self.span(start: values[.top], end: values[.bottom], length: values[.height])
    return CGRect(x: x, y: y, width: width, height: height)
  }

  private static func position(of attribute: NSLayoutConstraint.Attribute, in bounds: CGRect) -> CGFloat {
    switch attribute {
    case .left, .leading: bounds.minX
    case .right, .trailing: bounds.maxX
    case .top: bounds.minY
    case .bottom: bounds.maxY
    case .width: bounds.width
    case .height: bounds.height
    case .centerX: bounds.midX
    case .centerY: bounds.midY
    }
  }

  private static func span(start: CGFloat?, end: CGFloat?, length: CGFloat?) -> (CGFloat, CGFloat) {
    switch (start, end, length) {
    case (let start?, let end?, _): (start, end - start)
    case (let start?, nil, let length): (start, length ?? 0)
    case (nil, let end?, let length): (end - (length ?? 0), length ?? 0)
    case (nil, nil, let length): (0, length ?? 0)
    }
  }

  /// The guide's top edge.
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  /// The guide's bottom edge.
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The guide's leading edge; the stand-in lays out left to right only.
  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The guide's trailing edge.
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The guide's left edge, whatever the layout direction.
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  /// The guide's right edge, whatever the layout direction.
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  /// The guide's width.
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  /// The guide's height.
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}

extension UIView {
  /// The layout guides added to the view, oldest first. UIKit's also holds the guides it made itself (the safe
  /// area's, the margins'); the stand-in's holds only those added with ``addLayoutGuide(_:)``.
  public var layoutGuides: [UILayoutGuide] { guides }

  /// Adds `layoutGuide` to the view and sets its `owningView`, as UIKit does, taking it from its former view first.
  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    if let former = layoutGuide.owningView, former !== self { former.removeLayoutGuide(layoutGuide) }
    guard !guides.contains(where: { $0 === layoutGuide }) else { return }
    guides.append(layoutGuide)
    layoutGuide.owningView = self
  }

  /// Removes `layoutGuide` from the view and clears its `owningView`.
  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard guides.contains(where: { $0 === layoutGuide }) else { return }
    guides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
  }
}

/// `UITrackingLayoutGuide`, reduced to being the superclass of ``UIKeyboardLayoutGuide``.
@available(iOS 15, *)
@MainActor open class UITrackingLayoutGuide: UILayoutGuide {}

/// `UIKeyboardLayoutGuide`, reduced to its anchors, which UIKit keeps on the keyboard (and, from iOS 17, on the
/// keyboard the user drags in an interactive dismissal).
@available(iOS 15, *)
@MainActor open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
  /// Whether the guide rests on the view's safe area while the keyboard is down (`true`, UIKit's default) or on the
  /// view's bottom edge. The stand-in moves no guide by itself, so it only remembers the value.
  @available(iOS 17, *)
  open var usesBottomSafeArea = true
}

extension UIView {
  /// The view's keyboard layout guide, made on first use.
  @available(iOS 15, *)
  public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
    if let guide = layoutGuides.lazy.compactMap({ $0 as? UIKeyboardLayoutGuide }).first { return guide }
    let guide = UIKeyboardLayoutGuide()
    addLayoutGuide(guide)
    return guide
  }
}
