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
  /// The handler sees exactly what delegates see, after them. Keep the token: discarding it ends the observation at
  /// once, which is why the compiler warns when the result is unused. The observer holds the handler until the token
  /// ends, so a handler that captures its owner weakly never keeps the owner alive.
  ///
  /// - Parameters:
  ///   - events: The kinds of update to receive.
  ///   - replayingCurrentState: When `true` and the keyboard is on screen, `handler` is called at once, before this
  ///     method returns, with the updates of the current state that `events` includes, as
  ///     ``addDelegate(_:replayingCurrentState:)`` describes. By default it hears only later updates.
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
  /// stream, so any number of tasks can listen, and each gets every update in order.
  ///
  /// ```swift
  /// for await update in keyboard.updates {
  ///   lines.append("\(update.event) to \(update.properties.endFrame.minY)\(update.isReplay ? " (current)" : "")")
  /// }
  /// ```
  ///
  /// A stream made while the keyboard is on screen first yields the current state, as the updates iOS posts for a
  /// show marked ``KeyboardUpdate/isReplay`` (see ``addDelegate(_:replayingCurrentState:)``), then every update
  /// delivered after it. A stream made while the keyboard is hidden, before any event or after ``stop()`` starts
  /// with the next update.
  ///
  /// The stream buffers without limit: keyboard updates come a few at a time, and a consumer that misses a hide
  /// would believe the keyboard is still up, so no update is ever dropped. A stream whose task is cancelled, or
  /// whose iterator is released, is removed from the observer. ``stop()`` and the observer's deallocation finish
  /// every stream.
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
  /// The form for a target that is not a view, such as a rectangle in screen coordinates: `measure` turns the
  /// keyboard's ``snapshot`` into the target's overlap, or returns `nil` once the target is gone, which ends the
  /// observation. Where UIKit exists, `observeOverlap(with:handler:)` follows a `UIView`, and measures it again when
  /// it moves; a target followed this way is measured only at the keyboard's changes.
  ///
  /// The first call happens before this method returns, with ``KeyboardMotion/immediate``: 0 while the keyboard is
  /// hidden or unknown. Later calls come after the observer's delegates, whenever a change of state
  /// (<doc:DeliveryRules>) changes the value, with the keyboard's animation for a will-event and ``KeyboardMotion/immediate`` otherwise (see ``KeyboardOverlap/motion``). The observation
  /// outlives ``stop()`` and ``start()``: after a stop the value is 0.
  /// - Parameters:
  ///   - measure: The target's overlap in a snapshot, usually ``KeyboardSnapshot/overlap(with:screenBounds:)`` of
  ///     its frame on the screen; `nil` once the target is gone. Capture the target weakly.
  ///   - handler: Called on the main actor with each new value.
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

  /// A new stream of how much of a target the keyboard covers, starting with the current value and then yielding
  /// every change, for `for await` loops.
  ///
  /// It reports what ``observeOverlap(measuring:handler:)`` reports, and ends when `measure` returns `nil`, when its
  /// task is cancelled or its iterator released, or when the observer is deallocated; ``stop()`` does not end it.
  /// Where UIKit exists, `overlaps(with:)` follows a `UIView`.
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
  /// Through a rotation the value holds until the keyboard's new geometry arrives with a show, or the rotation ends:
  /// the view turns before the keyboard does, and measuring the old keyboard against it gives a value that is
  /// neither the old one nor the new. A follower whose value includes the rotation itself passes
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
