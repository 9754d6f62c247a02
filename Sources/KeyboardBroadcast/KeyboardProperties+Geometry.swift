import Foundation

extension KeyboardProperties {
  /// How far, in points, a frame edge may miss the screen edge and still count as on it.
  ///
  /// Keyboard frames are computed in pixels and reported in points, so on a 3x screen an edge can be off by a third
  /// of a point (for example `445.33333333333326 + 366.66666666666674`). One point absorbs that and is still far
  /// smaller than any real gap between an undocked keyboard and the screen's bottom edge.
  package static let edgeTolerance: CGFloat = 1

  /// Where the keyboard is when the animation ends, judged from ``endFrame`` against the screen.
  ///
  /// The rules, checked in this order (every comparison allows ``edgeTolerance``):
  /// 1. ``KeyboardPlacement/hidden`` when the screen is empty, or less than ``edgeTolerance`` of the keyboard's
  ///    height or width is on screen. That covers a keyboard that ends below the screen (the end frame of every
  ///    hide), zero-height frames (iOS sends them with a hardware keyboard and no shortcut bar), and the
  ///    `{{inf, inf}, {0, 0}}` hide frame, which ``init(userInfo:)`` has already clamped to a zero-sized frame a
  ///    million points away.
  /// 2. ``KeyboardPlacement/shortcutBar`` when the frame reaches below the screen's bottom edge and less than half
  ///    of its height is on screen. iPadOS reports the shortcut bar shown with a hardware keyboard as the whole
  ///    keyboard (313 points high) with only its top 55 points on screen. A keyboard caught halfway through an
  ///    animation never arrives here, since ``endFrame`` is where the animation ends.
  /// 3. ``KeyboardPlacement/docked`` when the frame reaches the screen's bottom edge (or below it, with at least
  ///    half on screen) and covers the screen's whole width. A frame wider than the screen still covers it, so a
  ///    keyboard wider than a Stage Manager or Split View window is docked as long as `screenBounds` is the screen.
  /// 4. ``KeyboardPlacement/undocked`` when the frame covers the screen's width but ends above the bottom edge,
  ///    even with a negative origin, which iPadOS sends while the undocked keyboard is dragged to the top.
  /// 5. ``KeyboardPlacement/floating`` otherwise: the frame is narrower than the screen, wherever it is and however
  ///    tall it claims to be (some iPadOS versions report the floating keyboard with the screen's full height).
  ///
  /// Frames use the coordinates of iOS 8 and later, where the screen's bounds follow the interface orientation.
  /// The rotated landscape frames of iOS 7 and earlier (a 352 by 1024 keyboard on a 768 by 1024 screen) are not
  /// interpreted and come out as ``KeyboardPlacement/floating`` or ``KeyboardPlacement/hidden``.
  /// - Parameter screenBounds: The bounds of the screen the keyboard is on, in screen coordinates, as
  ///   `UIScreen.bounds` gives them. NaN components count as 0 and infinite ones as ±``maximumCoordinate``.
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
  /// The result is the distance from the top of the keyboard's visible part to the view's bottom edge, limited to
  /// `0...rectInScreen.height`:
  /// - 0 when ``placement(in:)`` is ``KeyboardPlacement/hidden``, ``KeyboardPlacement/undocked`` or
  ///   ``KeyboardPlacement/floating``: those keyboards float over content, which stays where it is.
  /// - For ``KeyboardPlacement/shortcutBar``, only the strip that is on screen counts (55 points, not 313).
  /// - 0 when the view is entirely above the keyboard or beside it (a window that does not overlap the keyboard's
  ///   columns), and the view's full height when it is entirely behind the keyboard.
  /// - Less than ``edgeTolerance`` (one point) counts as none: a view that only touches the keyboard, or misses it by
  ///   the rounding of a 3x screen, needs no inset. This is the same allowance ``placement(in:)`` gives edges.
  /// - Never negative, never larger than the view, never NaN or infinite: NaN components of either argument count
  ///   as 0 and infinite or huge ones as ±``maximumCoordinate``, like the frames of ``init(userInfo:)``.
  /// - Parameters:
  ///   - rectInScreen: The view's frame in screen coordinates: for a window in Split View, Slide Over or Stage
  ///     Manager, its frame on the screen, which may be narrower than the keyboard.
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
