import Foundation

extension KeyboardObserver {
  /// Tells the observer that the interface is about to rotate. Optional: the observer sees a rotation by itself
  /// (<doc:HandlingRotation>). A call during a rotation starts no second one and restarts the timeout.
  public func interfaceOrientationWillChange() {
    guard state.beginRotation() else { return }
    rotationDidBegin()
  }

  /// Tells the listeners that a rotation began, by a call or by itself, and (re)starts its timeout.
  func rotationDidBegin() {
    stateDidChangeWithoutUpdate()
    rotationDeadline?.cancel()
    rotationDeadline = deadline(after: orientationChangeTimeout, orByDefault: 1) { $0.interfaceOrientationDidChange() }
  }

  /// Tells the observer that the rotation finished, whether an app reported it or the observer saw it. Optional: a
  /// rotation ends by itself after ``orientationChangeTimeout``. Without a rotation under way it changes nothing.
  public func interfaceOrientationDidChange() {
    rotationDeadline?.cancel()
    rotationDeadline = nil
    guard state.isRotating else { return }
    deliverHeldHides(state.endRotation(orientation: interfaceOrientation))
  }

  /// Whether a rotation is under way: from the first keyboard notification after the interface turned, or from
  /// ``interfaceOrientationWillChange()``, while the keyboard was shown, to its end.
  package var isInterfaceOrientationChanging: Bool { state.isRotating }

  /// The interface's orientation now, as far as the observer can tell; see `InterfaceOrientation`.
  var interfaceOrientation: InterfaceOrientation? {
    InterfaceOrientation(
      screenBounds: screenBounds, interfaceOrientation: interfaceOrientationRawValue,
      screen: state.notifiedScreen.identity)
  }

  /// Calls `action` on the main actor after `seconds`, clamped to 0...60 with NaN counting as `fallback`, unless the
  /// returned task is cancelled first or the observer is gone: the one timer of the rotation and the drag deadlines.
  func deadline(
    after seconds: TimeInterval, orByDefault fallback: TimeInterval,
    _ action: @escaping @MainActor (KeyboardObserver) -> Void
  ) -> Task<Void, Never> {
    let nanoseconds = UInt64((seconds.isNaN ? fallback : min(max(seconds, 0), 60)) * 1_000_000_000)
    return Task { [weak self] in
      try? await Task.sleep(nanoseconds: nanoseconds)
      guard !Task.isCancelled, let self else { return }
      action(self)
    }
  }
}
