import Foundation

/// The `object` a `KeyboardSimulator` posts its notifications with, standing for the `UIScreen` iOS 16.1 and later
/// post: it tells the observer the bounds of the simulated device's screen, on every platform. The simulator's and the
/// replay tool's alone (`@_spi(Tools)`): apps get their screens from UIKit.
@_spi(Tools) public final class SimulatedScreen: Sendable {
  /// The display a screen shows: every orientation of one device's screen shares it, as one `UIScreen` object turns
  /// with the interface, so that the observer tells a rotation from a move to another screen.
  @_spi(Tools) public final class Display: Sendable {
    /// A new display.
    @_spi(Tools) public init() {}
  }

  /// The screen's bounds in points, in the current orientation.
  @_spi(Tools) public let bounds: CGRect
  /// The display the screen shows, which its turned copies share.
  @_spi(Tools) public let display: Display

  /// A screen of `bounds` on `display`, a new one by default.
  @_spi(Tools) public init(bounds: CGRect, display: Display = Display()) {
    self.bounds = bounds
    self.display = display
  }

  /// The same display after the interface turned to `bounds`.
  @_spi(Tools) public func turned(to bounds: CGRect) -> SimulatedScreen {
    SimulatedScreen(bounds: bounds, display: display)
  }

  /// The screen of a device whose screen has `size`, in points.
  @_spi(Tools) public convenience init(size: CGSize) {
    self.init(bounds: CGRect(origin: .zero, size: size))
  }
}
