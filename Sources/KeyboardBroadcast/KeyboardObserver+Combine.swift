#if canImport(Combine)
  import Combine
  import Foundation

  // Combine exists on Apple platforms only; on Linux this file is compiled and tested against the stand-in in
  // Stubs/Combine (scripts/test-with-uikit-stub.sh).

  extension KeyboardObserver {
    /// A Combine publisher of every update, starting from the current state, for codebases built on Combine.
    ///
    /// ```swift
    /// KeyboardObserver.shared.updatePublisher
    ///   .sink { [weak self] update in
    ///     switch update.event {
    ///     case .willShow: self?.isComposerRaised = true
    ///     case .willHide: self?.isComposerRaised = false
    ///     default: break
    ///     }
    ///   }
    ///   .store(in: &cancellables)
    /// ```
    ///
    /// Each subscription sends what a stream from ``updates`` yields, and never completes. Every value reaches the
    /// subscriber on the main actor. A subscription made there gets the current state before `sink` returns. One made
    /// on another thread is moved to the main queue and gets the same values a moment later, none missed.
    ///
    /// Subscribe with unlimited demand, as `sink` and `assign` do: a subscription made on the main actor drops the
    /// updates its subscriber has not asked for, and a missed hide leaves the subscriber believing the keyboard is up.
    public var updatePublisher: AnyPublisher<KeyboardUpdate, Never> {
      // @Sendable: the closure runs wherever the subscription is made. `subscribedOnTheMainActor()` makes that the
      // main actor; the check keeps `assumeIsolated` from trapping should that ever change.
      Deferred { @Sendable [weak self] () -> AnyPublisher<KeyboardUpdate, Never> in
        guard let self, MainActorHop.isOnMainActor else { return Empty().eraseToAnyPublisher() }
        // Used on this thread only, the main actor's: `assumeIsolated` below runs before this closure returns.
        nonisolated(unsafe) let subject = PassthroughSubject<KeyboardUpdate, Never>()
        let (replay, observation) = MainActor.assumeIsolated {
          (currentStateReplay(), observe { subject.send($0) })
        }
        // The pipeline keeps the observation, so it lives exactly as long as the subscription.
        return subject.prepend(replay).handleEvents(receiveCancel: { observation.cancel() }).eraseToAnyPublisher()
      }.subscribedOnTheMainActor()
    }

    /// A Combine publisher of what ``observeOverlap(measuring:handler:)`` reports. Each subscription starts with the
    /// current value, sends every change, and finishes once `measure` returns `nil`, or at once if the target is
    /// already gone. Values reach the subscriber on the main actor, as with ``updatePublisher``.
    /// - Parameter measure: The target's overlap in a snapshot; `nil` once the target is gone.
    package func overlapPublisher(
      measuring measure: @escaping @MainActor (KeyboardSnapshot) -> CGFloat?, signal: MeasureAgainSignal? = nil
    ) -> AnyPublisher<KeyboardOverlap, Never> {
      Deferred { @Sendable [weak self] () -> AnyPublisher<KeyboardOverlap, Never> in
        guard let self, MainActorHop.isOnMainActor else { return Empty().eraseToAnyPublisher() }
        // Used on this thread only, the main actor's: `assumeIsolated` below runs before this closure returns.
        nonisolated(unsafe) let subject = PassthroughSubject<KeyboardOverlap, Never>()
        let (first, observation) = MainActor.assumeIsolated {
          follow(measuring: measure, signal: signal, onEnd: { subject.send(completion: .finished) }) {
            subject.send(KeyboardOverlap(height: $0, motion: $1))
          }
        }
        guard let first else { return Empty().eraseToAnyPublisher() }
        return subject.prepend([KeyboardOverlap(height: first, motion: .immediate)]).handleEvents(receiveCancel: {
          observation.cancel()
        }).eraseToAnyPublisher()
      }.subscribedOnTheMainActor()
    }
  }

  extension Publisher {
    /// This publisher, subscribed to on the main actor: at once where the subscription is made there, so that its
    /// first values arrive before `sink` returns, and on the main queue otherwise, where the observer can be read.
    ///
    /// `subscribe(on:)` performs the subscriber's requests on the main queue too, so its demand reaches this
    /// publisher one turn of the main queue after the subscription, and a `PassthroughSubject` in this publisher drops
    /// what it sends in between. A buffer that prefetches (`keepFull`) asks for values as soon as it is subscribed, in
    /// the first turn, and holds them until the demand arrives (Apple's documentation of `subscribe(on:options:)` and
    /// of `Publishers.PrefetchStrategy.keepFull`). Its size, `Int.max`, is no bound in practice, so that it drops
    /// nothing: under the unlimited demand of `sink` it holds only what comes in that one turn; a subscriber that asks
    /// for less has the rest held for it, in order.
    fileprivate func subscribedOnTheMainActor() -> AnyPublisher<Output, Failure> {
      Deferred { () -> AnyPublisher<Output, Failure> in
        if MainActorHop.isOnMainActor { return eraseToAnyPublisher() }
        return buffer(size: Int.max, prefetch: .keepFull, whenFull: .dropNewest)
          .subscribe(on: DispatchQueue.main).eraseToAnyPublisher()
      }.eraseToAnyPublisher()
    }
  }
#endif
