import Foundation

/// The closure handlers, state listeners and async streams of one ``KeyboardObserver``, called after its delegates.
@MainActor final class KeyboardListeners {
  private struct Listener {
    enum Body {
      /// A closure handler: called with every delivered update of the events it asked for.
      case updates(Set<KeyboardEvent>, @MainActor (KeyboardUpdate) -> Void)
      /// A state listener (`KeyboardState`, an overlap observation): called whenever the snapshot may have changed,
      /// with how a layout following it should move, and the update that changed it, if one did.
      case state(@MainActor (KeyboardSnapshot, KeyboardMotion, KeyboardUpdate?) -> Void)
    }

    let id: UInt64
    let cancelled: LockedValue<Bool>
    let body: Body
  }

  /// In registration order.
  private var listeners: [Listener] = []
  private var nextID: UInt64 = 0
  /// Behind a lock rather than the main actor, so that a stream's termination and the observer's deinit, which
  /// may run on any thread, can reach them.
  private let streams = LockedValue<[UInt64: AsyncStream<KeyboardUpdate>.Continuation]>([:])
  /// How to finish each overlap stream when the observer is deallocated; they outlive ``observerDidStop(_:)``.
  private let overlapStreamFinishers = LockedValue<[UInt64: @Sendable () -> Void]>([:])

  deinit {
    finishStreams()
    for finish in overlapStreamFinishers.exchange([:]).values { finish() }
  }

  func addHandler(
    for events: Set<KeyboardEvent>, _ body: @escaping @MainActor (KeyboardUpdate) -> Void
  ) -> KeyboardObservation {
    add(.updates(events, body))
  }

  func addStateListener(_ body: @escaping @MainActor (KeyboardSnapshot, KeyboardMotion, KeyboardUpdate?) -> Void)
    -> KeyboardObservation
  {
    add(.state(body))
  }

  private func add(_ body: Listener.Body) -> KeyboardObservation {
    nextID &+= 1
    let id = nextID
    let cancelled = LockedValue(false)
    listeners.append(Listener(id: id, cancelled: cancelled, body: body))
    return KeyboardObservation(cancelled: cancelled) { [weak self] in
      MainActorHop.run { self?.listeners.removeAll { $0.id == id } }
    }
  }

  /// Follows `follower`'s target, the one place every surface that reports a value derived from the state (overlap
  /// closures, streams and publishers, SwiftUI) gets its values from. Returns the first value, or `nil` when the
  /// target is already gone (no observation starts then), and the observation, which calls `onChange` with every
  /// later change and how to move to it, and `onEnd` once if the target goes.
  func follow<Value>(
    _ follower: StateFollower<Value>, from snapshot: KeyboardSnapshot,
    onChange: @escaping @MainActor (Value, KeyboardMotion) -> Void, onEnd: @escaping @MainActor () -> Void = {}
  ) -> (first: Value?, observation: KeyboardObservation) {
    guard let first = follower.start(snapshot) else { return (nil, .ended) }
    // Weak: the caller's token decides how long the observation lives.
    let own = WeakObservation()
    let observation = addStateListener { snapshot, motion, _ in
      switch follower.next(snapshot) {
      case .unchanged: break
      case .changed(let value): onChange(value, motion)
      case .targetGone:
        own.observation?.cancel()
        onEnd()
      }
    }
    own.observation = observation
    return (first, observation)
  }

  /// A new stream of the overlaps `follower` measures, starting with the current one. It ends when the follower's
  /// target is gone, when its consumer stops, or when the observer is deallocated.
  func makeOverlapStream(
    _ follower: StateFollower<CGFloat>, from snapshot: KeyboardSnapshot
  ) -> AsyncStream<KeyboardOverlap> {
    nextID &+= 1
    let id = nextID
    return AsyncStream(bufferingPolicy: .unbounded) { continuation in
      let (first, observation) = follow(
        follower, from: snapshot, onChange: { continuation.yield(KeyboardOverlap(height: $0, motion: $1)) }
      ) { continuation.finish() }
      guard let first else { return continuation.finish() }
      continuation.yield(KeyboardOverlap(height: first, motion: .immediate))
      overlapStreamFinishers.withValue { $0[id] = { continuation.finish() } }
      continuation.onTermination = { [overlapStreamFinishers] _ in
        observation.cancel()
        overlapStreamFinishers.withValue { $0[id] = nil }
      }
    }
  }

  /// A new stream that yields `replay` first, then every update delivered after it.
  func makeStream(replaying replay: [KeyboardUpdate]) -> AsyncStream<KeyboardUpdate> {
    nextID &+= 1
    let id = nextID
    return AsyncStream(bufferingPolicy: .unbounded) { continuation in
      for update in replay { continuation.yield(update) }
      streams.withValue { $0[id] = continuation }
      continuation.onTermination = { [streams] _ in
        streams.withValue { $0[id] = nil }
      }
    }
  }

  /// The streams listening now. A delivery takes them before it calls anyone, so that a stream made during the
  /// delivery starts with the next update, as a delegate or handler added during it does.
  func streamsSnapshot() -> [UInt64: AsyncStream<KeyboardUpdate>.Continuation] { streams.value }

  /// The id of the listener added last; a delivery calls no listener added after it began.
  var newestID: UInt64 { nextID }

  /// Calls the handlers that want `update.event` and every state listener registered up to `newest`, in
  /// registration order, then yields `update` to `streams`; stops as soon as `shouldContinue` is false (the observer
  /// stopped). State listeners get the snapshot as it is when each is called.
  func send(
    _ update: KeyboardUpdate, motion: KeyboardMotion, to streams: [UInt64: AsyncStream<KeyboardUpdate>.Continuation],
    upTo newest: UInt64, while shouldContinue: () -> Bool, snapshot: () -> KeyboardSnapshot
  ) {
    for listener in listeners where listener.id <= newest {
      guard shouldContinue() else { return }
      // A listener cancelled by an earlier one during this delivery is skipped, as delegates are.
      guard !listener.cancelled.value else { continue }
      switch listener.body {
      case .updates(let events, let body): if events.contains(update.event) { body(update) }
      case .state(let body): body(snapshot(), motion, update)
      }
    }
    guard shouldContinue() else { return }
    for continuation in streams.values { continuation.yield(update) }
  }

  /// Tells the state listeners about a change no update carried: a rotation starting or ending, new screen bounds,
  /// the observer stopping.
  func stateDidChange(_ snapshot: KeyboardSnapshot, motion: KeyboardMotion) {
    for listener in listeners where !listener.cancelled.value {
      if case .state(let body) = listener.body { body(snapshot, motion, nil) }
    }
  }

  /// How many closure handlers and state listeners are registered; tests use it to check that ended observations
  /// are removed.
  var handlerCount: Int { listeners.count }

  /// How many streams are still listening; tests use it to check that ended streams are removed.
  nonisolated var streamCount: Int { streams.value.count }

  /// The observer stopped and forgot the keyboard: tells the state listeners, then finishes the streams.
  func observerDidStop(_ snapshot: KeyboardSnapshot) {
    stateDidChange(snapshot, motion: .immediate)
    finishStreams()
  }

  nonisolated func finishStreams() {
    let finishing = streams.exchange([:])
    for continuation in finishing.values { continuation.finish() }
  }
}

/// A weak reference to an observation, for a listener that ends its own observation without keeping it alive.
@MainActor private final class WeakObservation {
  weak var observation: KeyboardObservation?
}
