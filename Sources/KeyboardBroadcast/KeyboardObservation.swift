/// A closure registration made with ``KeyboardObserver/observe(_:replayingCurrentState:handler:)``. It ends when
/// cancelled or deallocated.
///
/// Keep it for as long as the handler should run, typically in a property of the object the handler serves:
///
/// ```swift
/// keyboardObservation = KeyboardObserver.shared.observe([.willShow, .willHide]) { [weak self] update in
///   self?.moveComposer(for: update.properties)
/// }
/// ```
///
/// Cancelling takes effect at once, on any thread: the handler is not called again, even by a delivery under way.
public final class KeyboardObservation: Sendable {
  /// The listener this token ends, in its observer's ``KeyboardListeners``; 0 for ``ended``.
  let listenerID: UInt64
  private let cancelled: LockedValue<Bool>
  private let removal: @Sendable () -> Void

  init(listenerID: UInt64, cancelled: LockedValue<Bool>, removal: @escaping @Sendable () -> Void) {
    self.listenerID = listenerID
    self.cancelled = cancelled
    self.removal = removal
  }

  /// A token whose observation already ended, for a target that was gone before it could be observed.
  static var ended: KeyboardObservation { KeyboardObservation(listenerID: 0, cancelled: LockedValue(true)) {} }

  deinit { cancel() }

  /// Whether ``cancel()`` was called.
  public var isCancelled: Bool { cancelled.value }

  /// Stops the handler. Calling it again does nothing.
  public func cancel() {
    let wasCancelled = cancelled.exchange(true)
    if !wasCancelled { removal() }
  }
}
