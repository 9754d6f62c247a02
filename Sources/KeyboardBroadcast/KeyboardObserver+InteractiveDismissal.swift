import Foundation

extension KeyboardObserver {
  /// Tells the observer where the user holds the keyboard's top edge while dragging it down in an interactive
  /// dismissal.
  ///
  /// Where UIKit exists the observer follows the drag by itself; call this from your own tracking, or from a test,
  /// otherwise. It acts only while the keyboard is shown and docked, outside a rotation, with ``screenBounds`` known,
  /// and ignores a non-finite `y`. A drag fed this way never returns to rest by itself: if no notification follows
  /// the lift, call this again with where the keyboard rests. See <doc:FollowingTheInteractiveDismissal>.
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
  /// from a simulated drag. When UIKit posts nothing within `dragSettleDelay` of the lift, the keyboard returns to
  /// where it rests, so that no composer stays where a stale drag left it.
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
