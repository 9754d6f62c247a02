import Foundation
import KeyboardTestSupport
import Testing

@testable import KeyboardBroadcast

#if canImport(Observation)
  import Observation
#endif

/// An object that listens through a closure capturing itself weakly, as view controllers do.
@MainActor private final class Owner {
  var received: [KeyboardEvent] = []
  var observation: KeyboardObservation?

  init(observer: KeyboardObserver) {
    observation = observer.observe { [weak self] update in self?.received.append(update.event) }
  }
}

@MainActor struct ClosureObservationTests {
  let harness = ObserverHarness()

  @Test func aHandlerReceivesEveryUpdateWithItsProperties() {
    var updates: [KeyboardUpdate] = []
    let observation = harness.observer.observe { updates.append($0) }
    harness.post(.willShow, Payload.p18WillShow)
    harness.post(.willHide, Payload.p18WillHide)
    #expect(
      updates == [
        KeyboardUpdate(event: .willShow, properties: KeyboardProperties(userInfo: Payload.p18WillShow)),
        KeyboardUpdate(event: .willHide, properties: KeyboardProperties(userInfo: Payload.p18WillHide)),
      ])
    withExtendedLifetime(observation) {}
  }

  @Test func aHandlerReceivesOnlyTheEventsItAskedFor() {
    var events: [KeyboardEvent] = []
    let observation = harness.observer.observe([.willHide]) { events.append($0.event) }
    harness.post(.willShow, Payload.p18WillShow)
    harness.post(.willHide, Payload.p18WillHide)
    #expect(events == [.willHide])
    withExtendedLifetime(observation) {}
  }

  @Test func aCancelledHandlerIsNotCalled() {
    var events: [KeyboardEvent] = []
    let observation = harness.observer.observe { events.append($0.event) }
    observation.cancel()
    harness.post(.willShow, Payload.p18WillShow)
    #expect(events.isEmpty)
    #expect(observation.isCancelled)
  }

  @Test func aDeallocatedTokenCancelsItsHandler() {
    var events: [KeyboardEvent] = []
    do { _ = harness.observer.observe { events.append($0.event) } }
    harness.post(.willShow, Payload.p18WillShow)
    #expect(events.isEmpty)
  }

  @Test func aTokenCancelledOnAnotherThreadStopsTheHandlerAtOnce() {
    var events: [KeyboardEvent] = []
    let observation = harness.observer.observe { events.append($0.event) }
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      observation.cancel()
      done.signal()
    }
    done.wait()
    harness.post(.willShow, Payload.p18WillShow)
    #expect(events.isEmpty)
  }

  @Test func aHandlerCancelledByAnEarlierHandlerIsNotCalledInThatDelivery() {
    var events: [String] = []
    var second: KeyboardObservation?
    let first = harness.observer.observe { _ in
      events.append("first")
      second?.cancel()
    }
    second = harness.observer.observe { _ in events.append("second") }
    harness.post(.willShow, Payload.p18WillShow)
    #expect(events == ["first"])
    withExtendedLifetime(first) {}
  }

  @Test func anOwnerCapturedWeaklyIsDeallocated() {
    weak var released: Owner?
    do {
      let owner = Owner(observer: harness.observer)
      released = owner
      harness.post(.willShow, Payload.p18WillShow)
      #expect(owner.received == [.willShow])
    }
    #expect(released == nil)
    harness.post(.willHide, Payload.p18WillHide)
  }

  @Test func delegatesAreCalledBeforeHandlersAndHandlersInRegistrationOrder() {
    var order: [String] = []
    harness.delegate.onCall = { _ in order.append("delegate") }
    let first = harness.observer.observe { _ in order.append("handler 1") }
    let second = harness.observer.observe { _ in order.append("handler 2") }
    harness.post(.willShow, Payload.p18WillShow)
    #expect(order == ["delegate", "handler 1", "handler 2"])
    withExtendedLifetime((first, second)) {}
  }

  @Test func aStreamReceivesEveryUpdateInOrder() async {
    let stream = harness.observer.updates
    harness.post(.willShow, Payload.p10WillShow)
    harness.post(.didShow, Payload.p09DidShow)
    harness.post(.willHide, Payload.p10WillHide)
    harness.observer.stop()
    var events: [KeyboardEvent] = []
    for await update in stream { events.append(update.event) }
    #expect(events == [.willShow, .didShow, .willHide])
  }

  @Test func everyConcurrentConsumerGetsEveryUpdate() async {
    let streams = (0..<3).map { _ in harness.observer.updates }
    let consumers = streams.map { stream in
      Task {
        var events: [KeyboardEvent] = []
        for await update in stream { events.append(update.event) }
        return events
      }
    }
    harness.post(.willShow, Payload.p10WillShow)
    harness.post(.willHide, Payload.p10WillHide)
    harness.observer.stop()
    for consumer in consumers {
      #expect(await consumer.value == [.willShow, .willHide])
    }
  }

  @Test func stopFinishesTheStreams() async {
    let stream = harness.observer.updates
    harness.observer.stop()
    var count = 0
    for await _ in stream { count += 1 }
    #expect(count == 0)
  }

  @Test func theObserversDeallocationFinishesTheStreams() async {
    var observer: KeyboardObserver? = KeyboardObserver(notificationCenter: NotificationCenter())
    let stream = observer!.updates
    observer = nil
    var count = 0
    for await _ in stream { count += 1 }
    #expect(count == 0)
  }

  @Test func aConsumerThatStopsIteratingIsRemoved() async {
    let consumer = Task { [stream = harness.observer.updates] in
      for await _ in stream {}
    }
    #expect(harness.observer.activeStreamCount == 1)
    consumer.cancel()
    await consumer.value
    #expect(harness.observer.activeStreamCount == 0)
  }

  @Test func aReleasedStreamIsRemoved() {
    do { _ = harness.observer.updates }
    #expect(harness.observer.activeStreamCount == 0)
  }
}

@MainActor struct HandlerRemovalTests {
  let harness = ObserverHarness()

  @Test func aCancelledHandlerIsRemovedFromTheObserver() {
    let observation = harness.observer.observe { _ in }
    #expect(harness.observer.activeHandlerCount == 1)
    observation.cancel()
    #expect(harness.observer.activeHandlerCount == 0)
  }

  /// Cancelling one observation releases its handler, and with it the last reference to another observation,
  /// which cancels itself while the first is still being removed.
  @Test func aHandlerHoldingAnotherObservationIsRemovedWithIt() {
    let outer = {
      let inner = harness.observer.observe { _ in }
      return harness.observer.observe { _ in withExtendedLifetime(inner) {} }
    }()
    #expect(harness.observer.activeHandlerCount == 2)
    outer.cancel()
    #expect(harness.observer.activeHandlerCount == 0)
  }
}
