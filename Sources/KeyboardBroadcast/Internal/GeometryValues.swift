import Foundation

#if canImport(UIKit)
  import UIKit
#endif

// The `NSValue`s UIKit puts in a keyboard notification's userInfo, built and read with each platform's own API:
// UIKit's `NSValue(cgRect:)` where it exists, Foundation's `NSValue(rect:)` on Linux and macOS. `package`, so that
// KeyboardSimulation builds its userInfo with the same code that KeyboardProperties(userInfo:) reads it with.

extension NSValue {
  /// The Objective-C type encodings of `CGRect` and `CGPoint` on 64-bit platforms, as UIKit records them.
  private static let rectEncoding = "{CGRect={CGPoint=dd}{CGSize=dd}}"
  private static let pointEncoding = "{CGPoint=dd}"

  package static func geometryValue(_ rect: CGRect) -> NSValue {
    #if canImport(UIKit)
      NSValue(cgRect: rect)
    #else
      NSValue(rect: rect)
    #endif
  }

  package static func geometryValue(_ point: CGPoint) -> NSValue {
    #if canImport(UIKit)
      NSValue(cgPoint: point)
    #else
      NSValue(point: point)
    #endif
  }

  /// The rectangle, or `nil` when the value holds something else: reading a point or a number as a rectangle traps.
  package var geometryRectValue: CGRect? {
    guard String(cString: objCType) == Self.rectEncoding else { return nil }
    #if canImport(UIKit)
      return cgRectValue
    #else
      return rectValue
    #endif
  }

  /// The point, or `nil` when the value holds something else.
  package var geometryPointValue: CGPoint? {
    guard String(cString: objCType) == Self.pointEncoding else { return nil }
    #if canImport(UIKit)
      return cgPointValue
    #else
      return pointValue
    #endif
  }
}
