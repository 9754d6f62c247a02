import Foundation

// UIKit's geometry values (NSValue+UIGeometry.h): a keyboard notification's frames are `NSValue(cgRect:)`. The stand-in
// stores them with Foundation's own `NSValue(rect:)`, which holds the same encoding on Linux.
extension NSValue {
  /// A value that holds a rectangle.
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  /// A value that holds a point.
  public convenience init(cgPoint point: CGPoint) {
    self.init(point: point)
  }

  /// The rectangle the value holds.
  public var cgRectValue: CGRect { rectValue }

  /// The point the value holds.
  public var cgPointValue: CGPoint { pointValue }
}
