import Foundation

/// The closure handlers and async streams of one ``KeyboardObserver``, called after its delegates.
@MainActor final class KeyboardListeners {
  private struct Handler {
    let id: UInt64
    let events: Set<KeyboardEvent>
    let cancelled: LockedValue<Bool>
    let body: @MainActor (KeyboardUpdate) -> Void
    /// Called when the observer stops and forgets the keyboard's state, for listeners that mirror that state.
    let onStop: (@MainActor () -> Void)?
  }

  /// In registration order.
  private var handlers: [Handler] = []
  private var nextID: UInt64 = 0
  /// Behind a lock rather than the main actor, so that a stream's termination and the observer's deinit, which
  /// may run on any thread, can reach them.
  private let streams = LockedValue<[UInt64: AsyncStream<KeyboardUpdate>.Continuation]>([:])

  deinit {
    finishStreams()
  }

  func addHandler(
    for events: Set<KeyboardEvent>, _ body: @escaping @MainActor (KeyboardUpdate) -> Void,
    onStop: (@MainActor () -> Void)? = nil
  ) -> KeyboardObservation {
    nextID &+= 1
    let id = nextID
    let cancelled = LockedValue(false)
    handlers.append(Handler(id: id, events: events, cancelled: cancelled, body: body, onStop: onStop))
    return KeyboardObservation(cancelled: cancelled) { [weak self] in
      MainActorHop.run { self?.handlers.removeAll { $0.id == id } }
    }
  }

  func makeStream() -> AsyncStream<KeyboardUpdate> {
    nextID &+= 1
    let id = nextID
    return AsyncStream(bufferingPolicy: .unbounded) { continuation in
      streams.withValue { $0[id] = continuation }
      continuation.onTermination = { [streams] _ in
        streams.withValue { $0[id] = nil }
      }
    }
  }

  /// The streams listening now. A delivery takes them before it calls anyone, so that a stream made during the
  /// delivery starts with the next update, as a delegate or handler added during it does.
  func streamsSnapshot() -> [UInt64: AsyncStream<KeyboardUpdate>.Continuation] { streams.value }

  /// Calls the handlers that want `update.event`, then yields `update` to `streams`.
  func send(_ update: KeyboardUpdate, to streams: [UInt64: AsyncStream<KeyboardUpdate>.Continuation]) {
    for handler in handlers where handler.events.contains(update.event) {
      // A handler cancelled by an earlier one during this delivery is skipped, as delegates are.
      guard !handler.cancelled.value else { continue }
      handler.body(update)
    }
    for continuation in streams.values { continuation.yield(update) }
  }

  /// How many closure handlers are registered; tests use it to check that ended observations are removed.
  var handlerCount: Int { handlers.count }

  /// How many streams are still listening; tests use it to check that ended streams are removed.
  nonisolated var streamCount: Int { streams.value.count }

  /// The observer stopped: tells the handlers that mirror its state, then finishes the streams.
  func observerDidStop() {
    for handler in handlers where !handler.cancelled.value { handler.onStop?() }
    finishStreams()
  }

  nonisolated func finishStreams() {
    let finishing = streams.exchange([:])
    for continuation in finishing.values { continuation.finish() }
  }
}
