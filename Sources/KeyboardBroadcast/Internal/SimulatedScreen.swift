import Foundation

/// The `object` a `KeyboardSimulator` posts its notifications with, standing for the `UIScreen` iOS 16.1 and later
/// post: it tells the observer the bounds of the simulated device's screen, on every platform. Package-only: apps
/// get their screens from UIKit.
package final class SimulatedScreen: Sendable {
  /// The screen's bounds in points, in the current orientation.
  package let bounds: CGRect

  package init(bounds: CGRect) {
    self.bounds = bounds
  }

  /// The screen of a device whose screen has `size`, in points.
  package convenience init(size: CGSize) {
    self.init(bounds: CGRect(origin: .zero, size: size))
  }
}
