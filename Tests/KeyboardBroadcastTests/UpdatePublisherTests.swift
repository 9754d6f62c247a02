#if canImport(Combine)
  import Combine
  import Foundation
  import KeyboardTestSupport
  import Testing

  @testable import KeyboardBroadcast

  /// Compiled and run on Linux by `scripts/test-with-uikit-stub.sh`, against the Combine stand-in.
  @MainActor struct UpdatePublisherTests {
    let harness = ObserverHarness()

    @Test func aSubscriberReceivesEveryUpdate() {
      var events: [KeyboardEvent] = []
      let subscription = harness.observer.updatePublisher.sink { events.append($0.event) }
      harness.post(.willShow, Payload.p18WillShow)
      harness.post(.willHide, Payload.p18WillHide)
      #expect(events == [.willShow, .willHide])
      withExtendedLifetime(subscription) {}
    }

    @Test func aCancelledSubscriberReceivesNothing() {
      var events: [KeyboardEvent] = []
      let subscription = harness.observer.updatePublisher.sink { events.append($0.event) }
      subscription.cancel()
      harness.post(.willShow, Payload.p18WillShow)
      #expect(events.isEmpty)
    }

    @Test func aPublisherObservesOnlyWhileItHasSubscriptions() {
      let publisher = harness.observer.updatePublisher
      #expect(harness.observer.activeHandlerCount == 0)
      let first = publisher.sink { _ in }
      let second = publisher.sink { _ in }
      #expect(harness.observer.activeHandlerCount == 2)
      first.cancel()
      second.cancel()
      #expect(harness.observer.activeHandlerCount == 0)
      withExtendedLifetime(publisher) {}
    }

    @Test func eachSubscriptionStartsFromTheStateWhenItSubscribes() {
      let publisher = harness.observer.updatePublisher
      var early: [KeyboardUpdate] = []
      let first = publisher.sink { early.append($0) }
      harness.post(.willShow, Payload.p18WillShow)
      var late: [KeyboardUpdate] = []
      let second = publisher.sink { late.append($0) }
      #expect(early.map(\.isReplay) == [false])
      #expect(late.map(\.event) == [.willChangeFrame, .willShow])
      #expect(late.allSatisfy { $0.isReplay })
      withExtendedLifetime((first, second)) {}
    }

    @Test func aSubscriptionKeepsTheObservationAfterThePublisherIsGone() {
      var count = 0
      var subscription: AnyCancellable? = harness.observer.updatePublisher.sink { _ in count += 1 }
      #expect(harness.observer.activeHandlerCount == 1)
      harness.post(.willShow, Payload.p18WillShow)
      subscription = nil
      #expect(harness.observer.activeHandlerCount == 0)
      harness.post(.willHide, Payload.p18WillHide)
      #expect(count == 1)
      _ = subscription
    }

    @Test func subscribersAreCalledAfterDelegates() {
      var order: [String] = []
      harness.delegate.onCall = { _ in order.append("delegate") }
      let subscription = harness.observer.updatePublisher.sink { _ in order.append("publisher") }
      harness.post(.willShow, Payload.p18WillShow)
      #expect(order == ["delegate", "publisher"])
      withExtendedLifetime(subscription) {}
    }

    @Test func anOwnerCapturedWeaklyIsDeallocated() {
      final class Owner {
        var subscription: AnyCancellable?
        var count = 0
      }
      weak var released: Owner?
      do {
        let owner = Owner()
        owner.subscription = harness.observer.updatePublisher.sink { [weak owner] _ in owner?.count += 1 }
        released = owner
      }
      #expect(released == nil)
      harness.post(.willShow, Payload.p18WillShow)
    }
  }
#endif

#if canImport(Combine)
  import Combine
  import Foundation
  import KeyboardTestSupport
  import Testing

  @testable import KeyboardBroadcast

  /// `overlapPublisher(measuring:)`, against the Combine stand-in on Linux.
  @MainActor struct OverlapPublisherTests {
    let harness = ObserverHarness()
    private let screen = CGRect(x: 0, y: 0, width: 375, height: 812)

    init() { harness.observer.screenBounds = screen }

    @Test func aSubscriptionStartsWithTheCurrentOverlapThenSendsChanges() {
      harness.post(.willShow, Payload.p18WillShow)
      var values: [KeyboardOverlap] = []
      let subscription = harness.observer.overlapPublisher(measuring: { [screen] in $0.overlap(with: screen) })
        .sink { values.append($0) }
      harness.post(.willHide, Payload.p18WillHide)
      #expect(
        values == [
          KeyboardOverlap(height: 333, motion: .immediate),
          KeyboardOverlap(height: 0, motion: .animated(duration: 0.25, curve: .keyboard)),
        ])
      withExtendedLifetime(subscription) {}
    }

    @Test func finishesWhenItsTargetIsGone() {
      let target = MeasuredTarget(frame: screen)
      var finished = false
      let subscription = harness.observer.overlapPublisher(measuring: { snapshot in
        target.frame.map { snapshot.overlap(with: $0) }
      }).sink(receiveCompletion: { _ in finished = true }, receiveValue: { _ in })
      target.frame = nil
      harness.post(.willShow, Payload.p18WillShow)
      #expect(finished)
      #expect(harness.observer.activeHandlerCount == 0)
      withExtendedLifetime(subscription) {}
    }

    @Test func aCancelledSubscriptionEndsItsObservation() {
      let subscription = harness.observer.overlapPublisher(measuring: { [screen] in $0.overlap(with: screen) })
        .sink { _ in }
      #expect(harness.observer.activeHandlerCount == 1)
      subscription.cancel()
      #expect(harness.observer.activeHandlerCount == 0)
    }
  }
#endif

#if canImport(Combine)
  import Combine
  import Foundation
  import KeyboardTestSupport
  import Testing

  @testable import KeyboardBroadcast

  /// A subscription made off the main actor is moved to the main queue, and receives everything there.
  @MainActor struct OffMainSubscriptionTests {
    let harness = ObserverHarness()
    private let screen = CGRect(x: 0, y: 0, width: 375, height: 812)

    @Test func anUpdateSubscriptionMadeOnAnotherThreadReceivesTheCurrentStateThenUpdatesOnTheMainActor() async throws {
      harness.post(.willShow, Payload.p18WillShow)
      let subscriber = BackgroundSubscriber<KeyboardUpdate>()
      await subscriber.subscribe(to: harness.observer.updatePublisher)
      try await waitUntil { subscriber.values.count == 2 }
      harness.post(.willHide, Payload.p18WillHide)
      #expect(subscriber.values.map(\.event) == [.willChangeFrame, .willShow, .willHide])
      #expect(subscriber.values.map(\.isReplay) == [true, true, false])
      #expect(subscriber.everyValueCameOnTheMainActor)
    }

    @Test func anOverlapSubscriptionMadeOnAnotherThreadReceivesTheCurrentOverlapThenChangesOnTheMainActor()
      async throws
    {
      harness.observer.screenBounds = screen
      harness.post(.willShow, Payload.p18WillShow)
      let subscriber = BackgroundSubscriber<KeyboardOverlap>()
      await subscriber.subscribe(
        to: harness.observer.overlapPublisher(measuring: { [screen] in $0.overlap(with: screen) }))
      try await waitUntil { subscriber.values.count == 1 }
      harness.post(.willHide, Payload.p18WillHide)
      #expect(
        subscriber.values == [
          KeyboardOverlap(height: 333, motion: .immediate),
          KeyboardOverlap(height: 0, motion: .animated(duration: 0.25, curve: .keyboard)),
        ])
      #expect(subscriber.everyValueCameOnTheMainActor)
    }

    // Combine forwards the subscriber's demand through `subscribe(on:)` one main-queue turn after it subscribes to
    // the observer, and a `PassthroughSubject` drops what it sends before then. The stand-in models that turn, so
    // these two fail without the buffer that asks for the observer's values in the first turn.
    private func postWillShowBeforeTheDemandArrives() {
      // Runs after the turn that subscribes to the observer, before the turn that brings the subscriber's demand.
      DispatchQueue.main.async { [harness] in
        MainActor.assumeIsolated { harness.post(.willShow, Payload.p18WillShow) }
      }
    }

    @Test func anUpdatePostedBeforeAnOffMainSubscriptionsDemandArrivesIsDelivered() async throws {
      let subscriber = BackgroundSubscriber<KeyboardUpdate>()
      subscriber.subscribeHoldingTheMainQueue(to: harness.observer.updatePublisher)
      postWillShowBeforeTheDemandArrives()
      try await waitUntil { subscriber.values.count == 1 }
      #expect(subscriber.values.map(\.event) == [.willShow])
      #expect(subscriber.values.map(\.isReplay) == [false])
      #expect(subscriber.everyValueCameOnTheMainActor)
    }

    @Test func anOverlapChangePostedBeforeAnOffMainSubscriptionsDemandArrivesIsDelivered() async throws {
      harness.observer.screenBounds = screen
      let subscriber = BackgroundSubscriber<KeyboardOverlap>()
      subscriber.subscribeHoldingTheMainQueue(
        to: harness.observer.overlapPublisher(measuring: { [screen] in $0.overlap(with: screen) }))
      postWillShowBeforeTheDemandArrives()
      try await waitUntil { subscriber.values.count == 2 }
      #expect(
        subscriber.values == [
          KeyboardOverlap(height: 0, motion: .immediate),
          KeyboardOverlap(height: 333, motion: .animated(duration: 0.25, curve: .keyboard)),
        ])
      #expect(subscriber.everyValueCameOnTheMainActor)
    }

    @Test func aSubscriptionMadeAndCancelledOnAnotherThreadEndsItsObservation() async throws {
      let subscriber = BackgroundSubscriber<KeyboardUpdate>()
      await subscriber.subscribe(to: harness.observer.updatePublisher)
      try await waitUntil { harness.observer.activeHandlerCount == 1 }
      #expect(harness.observer.activeHandlerCount == 1)
      await subscriber.cancelOnAnotherThread()
      try await waitUntil { harness.observer.activeHandlerCount == 0 }
      #expect(harness.observer.activeHandlerCount == 0)
    }
  }
#endif
