import Foundation

extension KeyboardProperties {
  /// How far, in points, a frame edge may miss the screen edge and still count as on it. Frames on a 3x screen can be
  /// off by a third of a point; a real gap under an undocked keyboard is far larger.
  package static let edgeTolerance: CGFloat = 1

  /// Where the keyboard is when the animation ends, judged from ``endFrame`` against the screen by the rules of
  /// ``KeyboardPlacement``, each edge allowing ``edgeTolerance``. A frame wider than the screen still covers it, so a
  /// keyboard next to a Stage Manager or Split View window is docked. <doc:Geometry> explains each rule.
  /// - Parameter screenBounds: The bounds of the screen the keyboard is on, as `UIScreen.bounds` gives them. NaN
  ///   components count as 0 and infinite ones as ±``maximumCoordinate``.
  @_spi(Tools) public func placement(in screenBounds: CGRect) -> KeyboardPlacement {
    let screen = screenBounds.clampedToFiniteValues
    let frame = endFrame.clampedToFiniteValues
    let tolerance = Self.edgeTolerance
    guard let visible = frame.overlap(with: screen), visible.width >= tolerance, visible.height >= tolerance else {
      return .hidden
    }
    let reachesBelowBottom = frame.maxY > screen.maxY + tolerance
    if reachesBelowBottom, visible.height * 2 < frame.height { return .shortcutBar }
    let reachesBottom = frame.maxY >= screen.maxY - tolerance
    let coversWidth = frame.minX <= screen.minX + tolerance && frame.maxX >= screen.maxX - tolerance
    if coversWidth { return reachesBottom ? .docked : .undocked }
    return .floating
  }

  /// How many points a view must inset its bottom so that nothing in it hides behind the keyboard.
  ///
  /// The rules are ``KeyboardSnapshot/overlap(with:screenBounds:)``'s, for these frames. A view beside the keyboard,
  /// as a Split View window can be, is not covered. NaN and infinite components of either argument are clamped like
  /// the frames of ``init(userInfo:)``.
  /// - Parameters:
  ///   - rectInScreen: The view's frame in screen coordinates, which may be narrower than the keyboard.
  ///   - screenBounds: The bounds of the screen the keyboard is on, as for ``placement(in:)``.
  /// - Returns: The inset in points, in `0...rectInScreen.height`.
  @_spi(Tools) public func overlap(with rectInScreen: CGRect, screenBounds: CGRect) -> CGFloat {
    switch placement(in: screenBounds) {
    case .hidden, .undocked, .floating: return 0
    case .docked, .shortcutBar: break
    }
    guard let keyboard = endFrame.clampedToFiniteValues.overlap(with: screenBounds.clampedToFiniteValues) else {
      return 0
    }
    return Self.coveredHeight(of: rectInScreen, by: keyboard)
  }

  /// How much of `rect`, measured up from its bottom edge, lies below the top of `keyboard` (the keyboard's part on
  /// screen), where the two overlap side to side; less than ``edgeTolerance`` counts as none.
  static func coveredHeight(of rect: CGRect, by keyboard: CGRect) -> CGFloat {
    let view = rect.clampedToFiniteValues
    guard view.height > 0, keyboard.minX < view.maxX, keyboard.maxX > view.minX else { return 0 }
    let covered = min(max(view.maxY - keyboard.minY, 0), view.height)
    return covered < edgeTolerance ? 0 : covered
  }

  /// The height of the keyboard's part that is on screen when the animation ends, or 0 when none is.
  func visibleHeight(in screenBounds: CGRect) -> CGFloat {
    endFrame.clampedToFiniteValues.overlap(with: screenBounds.clampedToFiniteValues)?.height ?? 0
  }
}

extension CGRect {
  /// The rectangle with NaN components made 0, others clamped to ±`KeyboardProperties.maximumCoordinate`, and
  /// negative sizes flipped: the rule `KeyboardProperties(userInfo:)` applies to frames, and geometry applies to its
  /// arguments. Keeping every component within a million points keeps sums and differences of them finite.
  package var clampedToFiniteValues: CGRect {
    func clamped(_ value: CGFloat) -> CGFloat {
      let limit = KeyboardProperties.maximumCoordinate
      return value.isNaN ? 0 : Swift.min(Swift.max(value, -limit), limit)
    }
    return CGRect(
      x: clamped(origin.x), y: clamped(origin.y), width: clamped(size.width), height: clamped(size.height)
    ).standardized
  }

  /// The common part of two standardized rectangles, or `nil` when they share no area. Computed by hand because
  /// `intersection` returns edge-touching results and `CGRect.null` differently across Foundation implementations.
  package func overlap(with other: CGRect) -> CGRect? {
    let minX = Swift.max(self.minX, other.minX)
    let maxX = Swift.min(self.maxX, other.maxX)
    let minY = Swift.max(self.minY, other.minY)
    let maxY = Swift.min(self.maxY, other.maxY)
    guard maxX > minX, maxY > minY else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
