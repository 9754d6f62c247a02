import Foundation

// `NSValue(cgRect:)` and `cgRectValue` are UIKit's, so they exist neither on Linux nor on macOS. These build and read
// the same values from raw bytes and the Objective-C type encoding, which is what UIKit records. `package`, so that
// KeyboardSimulation builds its userInfo with the same code that KeyboardProperties(userInfo:) reads it with.

private let cgRectEncoding = "{CGRect={CGPoint=dd}{CGSize=dd}}"
private let cgPointEncoding = "{CGPoint=dd}"

extension NSValue {
  package static func geometryValue(_ rect: CGRect) -> NSValue {
    var rect = rect
    return withUnsafeBytes(of: &rect) { NSValue(bytes: $0.baseAddress!, objCType: cgRectEncoding) }
  }

  package static func geometryValue(_ point: CGPoint) -> NSValue {
    var point = point
    return withUnsafeBytes(of: &point) { NSValue(bytes: $0.baseAddress!, objCType: cgPointEncoding) }
  }

  package var geometryRectValue: CGRect? {
    guard strcmp(objCType, cgRectEncoding) == 0 else { return nil }
    return read(CGRect.zero)
  }

  package var geometryPointValue: CGPoint? {
    guard strcmp(objCType, cgPointEncoding) == 0 else { return nil }
    return read(CGPoint.zero)
  }

  private func read<Geometry>(_ initial: Geometry) -> Geometry {
    var geometry = initial
    withUnsafeMutableBytes(of: &geometry) { bytes in
      #if canImport(Darwin)
        getValue(bytes.baseAddress!, size: bytes.count)
      #else
        getValue(bytes.baseAddress!)  // swift-corelibs-foundation has no `size:` variant.
      #endif
    }
    return geometry
  }
}
