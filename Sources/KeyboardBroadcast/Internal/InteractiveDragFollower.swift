import Foundation

/// The state of the pan recognizer a scroll view scrolls with, with `UIGestureRecognizer.State`'s raw values, where
/// UIKit exists and in a simulated or recorded drag elsewhere.
@_spi(Tools) public enum PanState: Int, Hashable, Sendable {
  case possible = 0
  case began = 1
  case changed = 2
  case ended = 3
  case cancelled = 4
  case failed = 5

  /// Whether the pan is under way: UIKit drags the keyboard only then.
  var isActive: Bool { self == .began || self == .changed }
}

/// What the observer receives of an interactive dismissal, before it decides anything: the evidence a trace keeps.
@_spi(Tools) public enum DragSignal: Hashable, Sendable {
  /// A finger on a scroll view that dismisses the keyboard interactively moved to `screenY`, with the scroll view's
  /// pan in `pan`; a scroll view that does not scroll reports its pan as `.possible`.
  case finger(screenY: CGFloat, pan: PanState)
  /// The finger lifted or its touch was cancelled.
  case lifted
  /// UIKit's keyboard layout guide put its top at `screenY` (iOS 17 and later), with `accessoryHeight` points of
  /// input accessory above the keyboard.
  case guide(screenY: CGFloat, accessoryHeight: CGFloat)
}

/// What the observer makes of a drag: where the keyboard's top is held now, or that the drag is over.
package enum InteractiveDrag: Equatable, Sendable {
  /// The user holds the keyboard's top at this height on the screen.
  case moved(toTop: CGFloat)
  /// The finger lifted, or the pan stopped: UIKit's notifications say where the keyboard goes.
  case ended
}

/// Decides, signal by signal, where the user holds the keyboard in an interactive dismissal.
///
/// - The finger is followed only while the scroll view's own pan is under way: a list too short to scroll, a scroll
///   view that does not scroll, a context menu or a drag and drop leave it unbegun, and UIKit leaves the keyboard
///   where it is.
/// - UIKit's keyboard layout guide, once it has moved during a drag and caught up with the finger, is the drag's one
///   source until the drag ends: the out-of-process keyboard of iOS 17 can trail the finger by a frame, and taking
///   whichever came last would make the keyboard's top alternate between the two.
/// - While a drag moves it, the guide leaves out the input accessory that it includes at rest, so the accessory's
///   height is added back.
///
/// Docs/DeviceBehaviour.md gives the sources.
struct InteractiveDragFollower {
  /// Where the guide last put the keyboard's top outside a drag.
  private var guideTopAtRest: CGFloat?
  /// The drag under way, if any.
  private var drag: Drag?

  /// What `signal` changes; `nil` when nothing does.
  mutating func receive(_ signal: DragSignal) -> InteractiveDrag? {
    switch signal {
    case .finger(let y, let pan):
      guard pan.isActive else { return end() }
      var drag = self.drag ?? Drag(guideTopAtStart: guideTopAtRest, firstFingerTop: y)
      drag.lastFingerTop = y
      self.drag = drag
      return drag.followsTheGuide ? nil : .moved(toTop: y)
    case .lifted:
      return end()
    case .guide(let y, let accessoryHeight):
      guard var drag else {
        guideTopAtRest = y
        return nil
      }
      // A guide not heard of before the drag: its first place is where it started.
      guard let start = drag.guideTopAtStart else {
        drag.guideTopAtStart = y
        self.drag = drag
        return nil
      }
      let top = y - (accessoryHeight.isFinite ? max(accessoryHeight, 0) : 0)
      if !drag.followsTheGuide, y != start, drag.guideHasCaughtUp(at: top) {
        drag.followsTheGuide = true
        self.drag = drag
      }
      return drag.followsTheGuide ? .moved(toTop: top) : nil
    }
  }

  /// Forgets the drag under way, as a rotation or a stop ends it.
  mutating func reset() {
    drag = nil
  }

  private mutating func end() -> InteractiveDrag? {
    guard drag != nil else { return nil }
    drag = nil
    return .ended
  }

  /// One drag: the finger is its source until the guide has moved and caught up with it.
  private struct Drag {
    var guideTopAtStart: CGFloat?
    var firstFingerTop: CGFloat
    var lastFingerTop: CGFloat?
    var followsTheGuide = false

    init(guideTopAtStart: CGFloat?, firstFingerTop: CGFloat) {
      self.guideTopAtStart = guideTopAtStart
      self.firstFingerTop = firstFingerTop
    }

    /// Whether the guide's `top` has reached the finger's last top, in the way the finger travels: switching
    /// sooner would take the keyboard back to where the finger already left it.
    func guideHasCaughtUp(at top: CGFloat) -> Bool {
      guard let lastFingerTop else { return true }
      return lastFingerTop >= firstFingerTop ? top >= lastFingerTop : top <= lastFingerTop
    }
  }
}
