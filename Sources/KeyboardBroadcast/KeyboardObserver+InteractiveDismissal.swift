import Foundation

extension KeyboardObserver {
  /// Tells the observer where the user holds the keyboard's top edge while dragging it down in an interactive
  /// dismissal, in screen coordinates, the space of keyboard frames.
  ///
  /// UIKit posts no notification during the drag. Where UIKit exists the observer follows it by itself (see
  /// <doc:FollowingTheInteractiveDismissal>); call this from your own tracking, or from a test, otherwise.
  ///
  /// It acts only while a show is in force and the keyboard is docked, outside a rotation, with the screen known
  /// (``screenBounds``); otherwise, and for a NaN or infinite `y`, it changes nothing. The keyboard keeps its size,
  /// and its top becomes `y`, kept between where the keyboard rests and the screen's bottom. Then, when the value they
  /// follow changes, ``snapshot``, overlaps, overlap observations, streams and publishers, `KeyboardState` and the
  /// SwiftUI readers follow at once, with ``KeyboardMotion/immediate``, and delegates hear
  /// ``KeyboardObserverDelegate/keyboardObserver(_:keyboardDidMoveInteractivelyWith:)``. Nothing else: no show or
  /// hide, no ``KeyboardUpdate`` in ``updates``, and the keyboard stays shown. When the finger lifts, UIKit's
  /// notifications say where the keyboard goes, and none of them is dropped as a repeat. A drag fed this way never
  /// returns to rest by itself: when no notification follows the lift, call this again with where it rests.
  /// - Parameter y: The keyboard's top edge, in the coordinates of ``screenBounds``.
  public func keyboardDidMoveInteractively(toTop y: CGFloat) {
    guard isObserving, state.drag(toTop: y, screenBounds: screenBounds) else { return }
    deliverDragStep()
  }

  /// Tells delegates and listeners where the keyboard is now, after a drag step or its return to rest.
  private func deliverDragStep() {
    guard let properties = state.presentedProperties else { return }
    let token = token
    delegates.broadcast { delegate in
      if token.isValid { delegate.keyboardObserver(self, keyboardDidMoveInteractivelyWith: properties) }
    }
    if token.isValid { stateDidChangeWithoutUpdate() }
  }

  /// Follows one signal of an interactive dismissal, from the observer's own window tracker where UIKit exists, or
  /// from a simulated drag. When the finger lifts, UIKit posts a hide, or a show or change-frame for a keyboard that
  /// springs back; when it posts nothing within `dragSettleDelay` (a pan cancelled by a context menu or a drag and
  /// drop, say), the keyboard returns to where it rests, at once, as a last drag step. A composer must never stay
  /// where a stale drag left it.
  @_spi(Tools) public func receive(_ signal: DragSignal) {
    guard isObserving, let drag = dragFollower.receive(signal) else { return }
    dragDeadline?.cancel()
    dragDeadline = nil
    switch drag {
    case .moved(let top):
      keyboardDidMoveInteractively(toTop: top)
    case .ended:
      guard state.isDragged else { return }
      dragDeadline = deadline(after: dragSettleDelay, orByDefault: 0.5) { observer in
        if observer.state.returnToRest() { observer.deliverDragStep() }
      }
    }
  }
}
