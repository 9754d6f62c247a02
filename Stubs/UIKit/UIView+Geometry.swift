// Part of the UIKit stand-in; see UIView.swift. The view hierarchy and coordinate conversions, with UIKit's
// arithmetic for frames and bounds (no transforms).
import Foundation

extension UIView: UICoordinateSpace {
  /// The view's own coordinates: its origin (a scroll view's content offset) and its frame's size.
  ///
  /// Setting it keeps the frame's center and gives the frame the new size, as UIKit does.
  public var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: frame.size) }
    set {
      boundsOrigin = newValue.origin
      frame = CGRect(
        x: frame.midX - newValue.width / 2, y: frame.midY - newValue.height / 2, width: newValue.width,
        height: newValue.height)
    }
  }

  /// The view this one was added to with ``addSubview(_:)``, or `nil`.
  public var superview: UIView? { parent }

  /// The views added to this one, back to front.
  public var subviews: [UIView] { children }

  /// The window at the root of the view's hierarchy (the view itself if it is a window), or `nil` when the root is
  /// not a window.
  public var window: UIWindow? {
    var root = self
    while let parent = root.parent { root = parent }
    return root as? UIWindow
  }

  /// Adds `view` on top of this view's subviews, removing it from its former superview first. Like UIKit, calls
  /// `didMoveToWindow()` on `view` and its subviews when their window changes.
  public func addSubview(_ view: UIView) {
    let oldWindow = view.window
    if view.parent !== self { view.willMove(toSuperview: self) }
    view.parent?.children.removeAll { $0 === view }
    view.parent = self
    children.append(view)
    if view.window !== oldWindow { view.windowDidChange() }
  }

  /// Whether `view` is this view or one of its superviews.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.parent
    }
    return false
  }

  /// Removes the view from its superview, calling `didMoveToWindow()` as UIKit does when it leaves a window.
  public func removeFromSuperview() {
    let oldWindow = window
    if parent != nil { willMove(toSuperview: nil) }
    parent?.children.removeAll { $0 === self }
    parent = nil
    if window !== oldWindow { windowDidChange() }
  }

  private func windowDidChange() {
    didMoveToWindow()
    for child in children { child.windowDidChange() }
  }

  /// Converts `rect` from the view's coordinates to `coordinateSpace`.
  public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    UIKit.convert(rect, from: self, to: coordinateSpace)
  }

  /// Not in UIKit: where the view's coordinate origin lies in its screen's coordinates. Each step up the hierarchy
  /// adds the frame's origin and takes away the bounds' origin; a window's frame is already in screen coordinates.
  var originInScreen: CGPoint {
    var origin = CGPoint.zero
    var view: UIView? = self
    while let current = view {
      origin.x += current.frame.minX - current.boundsOrigin.x
      origin.y += current.frame.minY - current.boundsOrigin.y
      view = current.parent
    }
    return origin
  }
}
