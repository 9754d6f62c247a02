// Part of the UIKit stand-in; see UIView.swift.
import Foundation

/// `UIScreen`, reduced to what the package uses. Main-actor isolated, as in UIKit.
@MainActor open class UIScreen {
  private var storedBounds: CGRect
  private let pixelsInPortrait: CGRect

  /// Not in UIKit, where the system makes screens: a screen whose ``bounds`` are `bounds`, at a ``scale`` of 2, for
  /// tests to put windows on and to post as the `object` of keyboard notifications.
  public init(bounds: CGRect) {
    storedBounds = bounds
    let (short, long) = (min(bounds.width, bounds.height), max(bounds.width, bounds.height))
    pixelsInPortrait = CGRect(x: 0, y: 0, width: short * 2, height: long * 2)
  }

  /// The screen's bounds in pixels, in portrait whatever the interface's orientation.
  open var nativeBounds: CGRect { pixelsInPortrait }

  /// Pixels per point. The stand-in's screens have 2.
  open var scale: CGFloat { 2 }

  /// Not in UIKit, where the system turns a screen's bounds with the interface: gives the screen new ``bounds``, as
  /// a rotation does before `viewWillTransition(to:with:)` is called and the keyboard's new show arrives.
  public func turn(to bounds: CGRect) {
    storedBounds = bounds
  }

  /// The screen's bounds in points, in the interface orientation.
  open var bounds: CGRect { storedBounds }

  /// The screen's coordinate space, in the interface orientation; keyboard frames are given in it. Its bounds are
  /// ``bounds``.
  open var coordinateSpace: any UICoordinateSpace { ownCoordinateSpace }

  /// Made once, as UIKit's screen is its own coordinate space: asking for it allocates nothing.
  private lazy var ownCoordinateSpace = ScreenCoordinateSpace(screen: self)

  /// The device's own screen, which UIKit gives a window when no other screen is set. The stand-in's is as large
  /// as an iPhone 14's (390 by 844 points).
  open class var main: UIScreen { mainScreen }

  private static let mainScreen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844))
}

/// The object behind `UIScreen.coordinateSpace`: the screen's coordinates, whose origin is the screen's top left.
final class ScreenCoordinateSpace: UICoordinateSpace {
  unowned let screen: UIScreen

  init(screen: UIScreen) {
    self.screen = screen
  }

  var bounds: CGRect { screen.bounds }

  func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
    UIKit.convert(rect, from: self, to: coordinateSpace)
  }
}
