import Foundation

extension KeyboardObserver {
  /// Calls `handler` with every update of the given kinds until the returned token is cancelled or deallocated.
  ///
  /// ```swift
  /// let observation = observer.observe([.willShow, .willHide]) { [weak self] update in
  ///   self?.isComposerRaised = update.event == .willShow
  /// }
  /// ```
  ///
  /// The handler sees what delegates see, after them. Keep the token: discarding it ends the observation at once.
  /// Capture the owner weakly, since the observer holds the handler until the token ends.
  ///
  /// - Parameters:
  ///   - events: The kinds of update to receive.
  ///   - replayingCurrentState: When `true` and the keyboard is on screen, `handler` hears the current state before
  ///     this method returns (<doc:DeliveryRules>). By default it hears only later updates.
  ///   - handler: Called on the main actor with each update.
  public func observe(
    _ events: Set<KeyboardEvent> = Set(KeyboardEvent.allCases), replayingCurrentState: Bool = false,
    handler: @escaping @MainActor (KeyboardUpdate) -> Void
  ) -> KeyboardObservation {
    let observation = listeners.add { change in
      if let update = change.update, events.contains(update.event) { handler(update) }
    }
    if replayingCurrentState {
      replayCurrentState { update in
        if events.contains(update.event), !observation.isCancelled { handler(update) }
      }
    }
    return observation
  }

  /// A new stream of every update, for `for await` loops, starting from the current state. Each access makes a new
  /// stream, and each stream gets every update in order.
  ///
  /// While the keyboard is on screen, a new stream first yields the current state, marked
  /// ``KeyboardUpdate/isReplay`` (<doc:DeliveryRules>). The stream buffers without limit, so no hide is ever dropped.
  /// It ends when its task is cancelled or its iterator released, at ``stop()``, and when the observer is
  /// deallocated.
  public var updates: AsyncStream<KeyboardUpdate> {
    listeners.makeStream { continuation in
      for update in currentStateReplay() { continuation.yield(update) }
      return listeners.add { change in
        if let update = change.update { continuation.yield(update) }
        if change.observerStopped { continuation.finish() }
      }
    }
  }

  /// Calls `handler` with how much of a target the keyboard covers, at once and then every time the value changes,
  /// until the returned token is cancelled or deallocated or `measure` returns `nil`.
  ///
  /// The form for a target that is not a view, such as a rectangle in screen coordinates. Where UIKit exists,
  /// `observeOverlap(with:handler:)` follows a `UIView`, and also measures it again when it moves.
  ///
  /// The first call comes before this method returns, with ``KeyboardMotion/immediate``. Later calls come after the
  /// delegates, whenever the value changes, with the motion to move to it (``KeyboardOverlap/motion``). The value
  /// holds through a rotation until the keyboard's new geometry arrives (<doc:DeliveryRules>). The observation
  /// outlives ``stop()``, after which the value is 0.
  public func observeOverlap(
    measuring measure: @escaping @MainActor (KeyboardSnapshot) -> CGFloat?,
    handler: @escaping @MainActor (KeyboardOverlap) -> Void
  ) -> KeyboardObservation {
    observeOverlap(measuring: measure, signal: nil, handler: handler)
  }

  /// ``observeOverlap(measuring:handler:)`` of a target that `signal` says moved.
  package func observeOverlap(
    measuring measure: @escaping @MainActor (KeyboardSnapshot) -> CGFloat?, signal: MeasureAgainSignal?,
    handler: @escaping @MainActor (KeyboardOverlap) -> Void
  ) -> KeyboardObservation {
    let (first, observation) = follow(measuring: measure, signal: signal) {
      handler(KeyboardOverlap(height: $0, motion: $1))
    }
    if let first { handler(KeyboardOverlap(height: first, motion: .immediate)) }
    return observation
  }

  /// A new stream of what ``observeOverlap(measuring:handler:)`` reports, for `for await` loops. It ends when
  /// `measure` returns `nil`, when its task is cancelled or its iterator released, or when the observer is
  /// deallocated; ``stop()`` does not end it.
  /// - Parameter measure: The target's overlap in a snapshot; `nil` once the target is gone.
  package func overlaps(
    measuring measure: @escaping @MainActor (KeyboardSnapshot) -> CGFloat?, signal: MeasureAgainSignal? = nil
  ) -> AsyncStream<KeyboardOverlap> {
    listeners.makeStream { continuation in
      let (first, observation) = follow(measuring: measure, signal: signal, onEnd: { continuation.finish() }) {
        continuation.yield(KeyboardOverlap(height: $0, motion: $1))
      }
      if let first { continuation.yield(KeyboardOverlap(height: first, motion: .immediate)) }
      return observation
    }
  }

}

extension KeyboardObserver {
  /// Follows a value derived from the keyboard's state: the one primitive under every surface that reports such a
  /// value (overlap closures, streams and publishers, the overlap guide, the SwiftUI readers). Returns the current
  /// value (`nil` when the target is already gone, and no observation starts) and an observation that calls
  /// `onChange` after the delegates each time the value changes, with how to move to it, and `onEnd` once when the
  /// target is gone. `signal`, when given, makes this follower alone measure again when its target moves.
  ///
  /// Through a rotation the value holds until a show brings the keyboard's new geometry, or the rotation ends
  /// (<doc:DeliveryRules>). A follower whose value includes the rotation itself passes
  /// `holdsThroughRotations: false` to hear every change.
  package func follow<Value: Equatable>(
    measuring measure: @escaping @MainActor (KeyboardSnapshot) -> Value?, signal: MeasureAgainSignal? = nil,
    holdsThroughRotations: Bool = true, onEnd: @escaping @MainActor () -> Void = {},
    onChange: @escaping @MainActor (Value, KeyboardMotion) -> Void
  ) -> (first: Value?, observation: KeyboardObservation) {
    let follower = StateFollower(measuring: measure)
    guard let first = follower.start(snapshot) else { return (nil, .ended) }
    // Weak: the caller's token decides how long the observation lives.
    let own = WeakObservation()
    let observation = listeners.add { change in
      if holdsThroughRotations, change.snapshot.isInterfaceOrientationChanging, change.update?.event != .willShow,
        change.update?.event != .didShow
      {
        return
      }
      switch follower.next(change.snapshot) {
      case .unchanged: break
      case .changed(let value): onChange(value, change.motion)
      case .targetGone:
        own.observation?.cancel()
        onEnd()
      }
    }
    own.observation = observation
    signal?.connect(to: self, observation)
    return (first, observation)
  }

  /// How many streams made by ``updates`` and the overlap streams are still listening.
  package var activeStreamCount: Int { listeners.streamCount }

  /// How many listeners (closure handlers, streams, publishers, `KeyboardState`, overlap observations) are
  /// registered.
  package var activeHandlerCount: Int { listeners.count }
}

/// A weak reference to an observation, for a listener that ends its own observation without keeping it alive.
@MainActor private final class WeakObservation {
  weak var observation: KeyboardObservation?
}
