import Foundation

/// The interface's orientation, as far as the observer can tell: portrait or landscape from the screen's bounds, on
/// every platform, and where UIKit exists the window scene's `UIInterfaceOrientation`, which also tells a turn of
/// 180°, whose bounds keep their shape.
struct InterfaceOrientation: Equatable {
  /// Whether the screen is taller than wide.
  var isPortrait: Bool
  /// The raw value of the window scene's `UIInterfaceOrientation`, or `nil` where it is unknown.
  var interfaceOrientation: Int?
  /// The screen it was read on, where known: the keyboard moving to another screen is no turn.
  var screen: ScreenIdentity?

  /// `nil` without bounds, or with bounds that have no shape.
  init?(screenBounds: CGRect?, interfaceOrientation: Int?, screen: ScreenIdentity? = nil) {
    guard let bounds = screenBounds?.clampedToFiniteValues, bounds.width > 0, bounds.height > 0 else { return nil }
    isPortrait = bounds.height > bounds.width
    // UIInterfaceOrientation.unknown is 0: it tells nothing.
    self.interfaceOrientation = interfaceOrientation == 0 ? nil : interfaceOrientation
    self.screen = screen
  }

  /// Whether the interface turned from `other` to this, on the same screen: the bounds changed shape, or both know
  /// the interface orientation and it changed.
  func hasTurned(from other: InterfaceOrientation) -> Bool {
    if let screen, let otherScreen = other.screen, screen != otherScreen { return false }
    if isPortrait != other.isPortrait { return true }
    guard let now = interfaceOrientation, let then = other.interfaceOrientation else { return false }
    return now != then
  }
}
