import Foundation

/// The `object` a `KeyboardSimulator` posts its notifications with, standing for the `UIScreen` iOS 16.1 and later
/// post: it tells the observer the bounds of the simulated device's screen, on every platform. Package-only: apps
/// get their screens from UIKit.
package final class SimulatedScreen: Sendable {
  /// The display a screen shows: every orientation of one device's screen shares it, as one `UIScreen` object turns
  /// with the interface, so that the observer tells a rotation from a move to another screen.
  package final class Display: Sendable {
    package init() {}
  }

  /// The screen's bounds in points, in the current orientation.
  package let bounds: CGRect
  package let display: Display

  package init(bounds: CGRect, display: Display = Display()) {
    self.bounds = bounds
    self.display = display
  }

  /// The same display after the interface turned to `bounds`.
  package func turned(to bounds: CGRect) -> SimulatedScreen {
    SimulatedScreen(bounds: bounds, display: display)
  }

  /// The screen of a device whose screen has `size`, in points.
  package convenience init(size: CGSize) {
    self.init(bounds: CGRect(origin: .zero, size: size))
  }
}
