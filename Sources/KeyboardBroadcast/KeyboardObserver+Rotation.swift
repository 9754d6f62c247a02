import Foundation

extension KeyboardObserver {
  /// Tells the observer that the interface is about to rotate; call it from `viewWillTransition(to:with:)`.
  ///
  /// See <doc:HandlingRotation>. Calling it again during a rotation restarts the timeout.
  public func interfaceOrientationWillChange() {
    guard state.beginRotation() else { return }
    stateDidChangeWithoutUpdate()
    rotationDeadline?.cancel()
    let nanoseconds = UInt64(Self.clampedTimeout(orientationChangeTimeout) * 1_000_000_000)
    rotationDeadline = Task { [weak self] in
      try? await Task.sleep(nanoseconds: nanoseconds)
      guard !Task.isCancelled else { return }
      self?.interfaceOrientationDidChange()
    }
  }

  /// Tells the observer that the rotation finished. Calling it when no rotation is under way changes nothing.
  public func interfaceOrientationDidChange() {
    rotationDeadline?.cancel()
    rotationDeadline = nil
    guard state.isRotating else { return }
    deliverHeldHides(state.endRotation())
  }

  /// Whether a rotation is under way: from ``interfaceOrientationWillChange()``, while the keyboard was shown,
  /// to its end.
  public var isInterfaceOrientationChanging: Bool { state.isRotating }

  private static func clampedTimeout(_ timeout: TimeInterval) -> TimeInterval {
    timeout.isNaN ? 1 : min(max(timeout, 0), 60)
  }
}
