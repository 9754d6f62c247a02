// Part of the UIKit stand-in; see UIView.swift.
import Foundation

/// `UICoordinateSpace`, reduced to what the package uses. Main-actor isolated, as in UIKit, where it also inherits
/// `NSObjectProtocol` and converts points and conversions from another space.
@MainActor public protocol UICoordinateSpace: AnyObject {
  /// Converts `rect` from this coordinate space to `coordinateSpace`.
  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
  /// The space's bounds.
  var bounds: CGRect { get }
}

// Not in UIKit: how the stand-in converts. Every space is placed by where its origin lies in screen coordinates,
// and a conversion moves the rectangle by the difference. Rotation, scaling and transforms are not modelled, nor
// conversions between two screens (all screens share one origin here); the package asks for neither.
@MainActor func originInScreen(of space: any UICoordinateSpace) -> CGPoint {
  switch space {
  case let view as UIView: return view.originInScreen
  case is ScreenCoordinateSpace: return .zero
  default: preconditionFailure("the UIKit stand-in converts only between views and screens, not \(type(of: space))")
  }
}

@MainActor func convert(
  _ rect: CGRect, from source: any UICoordinateSpace, to target: any UICoordinateSpace
) -> CGRect {
  let from = originInScreen(of: source)
  let to = originInScreen(of: target)
  return rect.offsetBy(dx: from.x - to.x, dy: from.y - to.y)
}
