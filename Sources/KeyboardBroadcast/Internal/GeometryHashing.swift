import Foundation

// `CGRect`, `CGSize` and `CGPoint` are `Hashable` in swift-corelibs-foundation but only from iOS 18 and macOS 15 on
// Apple platforms, so a type that holds them writes `hash(into:)` itself. These feed the hasher what `==` compares:
// `CGRect ==` compares standardized rectangles on both platforms (a negative width equals the flipped rectangle),
// so a rectangle is hashed standardized, as Apple's iOS 18 conformance does. corelibs' own `hashValue` does not
// standardize, so two equal rectangles hash apart there; hashing through these keeps `Set` and `Dictionary` right.

extension Hasher {
  /// Feeds the standardized rectangle, so that rectangles equal under `==` hash equally.
  package mutating func combine(geometry rect: CGRect) {
    let rect = rect.standardized
    combine(geometry: rect.origin)
    combine(geometry: rect.size)
  }

  /// Feeds the width and the height.
  package mutating func combine(geometry size: CGSize) {
    combine(size.width)
    combine(size.height)
  }

  /// Feeds both coordinates.
  package mutating func combine(geometry point: CGPoint) {
    combine(point.x)
    combine(point.y)
  }
}
