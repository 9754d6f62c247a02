import Foundation

/// What a listener hears from its ``KeyboardObserver``: the keyboard's state after a change, how a layout that
/// follows it should move, and the update that changed it, if one did.
struct KeyboardChange {
  var snapshot: KeyboardSnapshot
  var motion: KeyboardMotion
  /// `nil` for a change no update carried: a rotation starting or ending, new screen bounds, a stop.
  var update: KeyboardUpdate?
  /// The observer stopped and forgot the keyboard.
  var observerStopped = false
}

/// Everything that follows one ``KeyboardObserver`` besides its delegates: closure handlers, streams, publishers,
/// `KeyboardState`, overlap observations and the SwiftUI readers are each a listener here, called after the
/// delegates in registration order.
///
/// One rule for a listener added during a delivery: it hears the next one (see ``newestID``), and a listener
/// cancelled during a delivery is not called again.
@MainActor final class KeyboardListeners {
  struct Listener {
    let id: UInt64
    let cancelled: LockedValue<Bool>
    let hear: @MainActor (KeyboardChange) -> Void
  }

  /// In registration order. A delivery iterates a copy, and `remove(_:)` releases a handler only after its access.
  private(set) var all: [Listener] = []
  /// The id of the listener added last: a delivery calls no listener added after it began.
  private(set) var newestID: UInt64 = 0
  /// How to end each stream when the observer is deallocated. Behind a lock, since deinit may run on any thread.
  private let streamFinishers = LockedValue<[UInt64: @Sendable () -> Void]>([:])

  deinit {
    for finish in streamFinishers.exchange([:]).values { finish() }
  }

  /// Adds a listener until the returned token is cancelled or deallocated.
  func add(_ hear: @escaping @MainActor (KeyboardChange) -> Void) -> KeyboardObservation {
    newestID &+= 1
    let id = newestID
    let cancelled = LockedValue(false)
    all.append(Listener(id: id, cancelled: cancelled, hear: hear))
    return KeyboardObservation(listenerID: id, cancelled: cancelled) { [weak self] in
      MainActorHop.run { self?.remove(id) }
    }
  }

  /// Tells one listener about a change, unless it was cancelled.
  func tell(_ id: UInt64, _ change: KeyboardChange) {
    guard let listener = all.first(where: { $0.id == id }), !listener.cancelled.value else { return }
    listener.hear(change)
  }

  /// Removes a listener. Its handler is released after `all` has changed: releasing it may cancel another
  /// observation, one the handler held the last reference to, which comes back here.
  private func remove(_ id: UInt64) {
    guard let index = all.firstIndex(where: { $0.id == id }) else { return }
    _ = all.remove(at: index)
  }

  /// A stream whose elements `start` yields, first at once and then from the listener it adds. It ends when its
  /// consumer stops (the listener is removed), when `start` finishes it, or when the observer is deallocated.
  func makeStream<Element>(
    _ start: (AsyncStream<Element>.Continuation) -> KeyboardObservation
  ) -> AsyncStream<Element> {
    AsyncStream(bufferingPolicy: .unbounded) { continuation in
      let observation = start(continuation)
      guard !observation.isCancelled else { return continuation.finish() }
      let id = newestID
      streamFinishers.withValue { $0[id] = { continuation.finish() } }
      continuation.onTermination = { [streamFinishers] _ in
        observation.cancel()
        streamFinishers.withValue { $0[id] = nil }
      }
    }
  }

  /// How many listeners are registered; tests use it to check that ended observations are removed.
  var count: Int { all.count }

  /// How many streams are still listening; tests use it to check that ended streams are removed.
  nonisolated var streamCount: Int { streamFinishers.value.count }
}
