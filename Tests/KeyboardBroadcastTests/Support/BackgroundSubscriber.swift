#if canImport(Combine)
  import Combine
  import Foundation

  @testable import KeyboardBroadcast

  /// Subscribes to a publisher from a thread of its own, and records each value it receives, and whether it came on
  /// the main actor. A lock guards what it records, since the publisher decides the thread.
  final class BackgroundSubscriber<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [(value: Value, onMainActor: Bool)] = []
    private var subscription: AnyCancellable?

    /// The values received so far, in order.
    var values: [Value] { lock.withLock { received.map(\.value) } }
    /// Whether every value so far reached the subscriber on the main actor.
    var everyValueCameOnTheMainActor: Bool { lock.withLock { received.allSatisfy(\.onMainActor) } }

    /// Subscribes with `sink` on a new thread; returns once `sink` has returned there. Main-actor isolated, as the
    /// observer's publishers are made there.
    @MainActor func subscribe(to publisher: AnyPublisher<Value, Never>) async {
      // The publisher is only handed to the new thread, and used there alone.
      nonisolated(unsafe) let publisher = publisher
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        Thread { [self] in
          let subscription = publisher.sink { [weak self] value in self?.record(value) }
          lock.withLock { self.subscription = subscription }
          continuation.resume()
        }.start()
      }
    }

    /// Subscribes with `sink` on a new thread, and blocks the main thread until `sink` has returned there, so that
    /// nothing runs on the main queue in between: a block the caller then queues there runs after the first work the
    /// subscription queued, and before any work that work queues in turn.
    @MainActor func subscribeHoldingTheMainQueue(to publisher: AnyPublisher<Value, Never>) {
      // The publisher is only handed to the new thread, and used there alone.
      nonisolated(unsafe) let publisher = publisher
      let subscribed = DispatchSemaphore(value: 0)
      Thread { [self] in
        let subscription = publisher.sink { [weak self] value in self?.record(value) }
        lock.withLock { self.subscription = subscription }
        subscribed.signal()
      }.start()
      subscribed.wait()
    }

    /// Cancels the subscription on a new thread; returns once `cancel()` has returned there.
    func cancelOnAnotherThread() async {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        Thread { [self] in
          let subscription = lock.withLock { self.subscription }
          subscription?.cancel()
          continuation.resume()
        }.start()
      }
    }

    private func record(_ value: Value) {
      let onMainActor = MainActorHop.isOnMainActor
      lock.withLock { received.append((value, onMainActor)) }
    }
  }
#endif
