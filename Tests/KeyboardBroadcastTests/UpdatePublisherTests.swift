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

    @Test func aPublisherKeepsObservingWhileItLivesEvenWithoutSubscribers() {
      let publisher = harness.observer.updatePublisher
      let first = publisher.sink { _ in }
      let second = publisher.sink { _ in }
      #expect(harness.observer.activeHandlerCount == 1)
      first.cancel()
      second.cancel()
      #expect(harness.observer.activeHandlerCount == 1)  // The publisher itself still holds it.
      withExtendedLifetime(publisher) {}
    }

    @Test func anUnusedPublisherEndsItsObservation() {
      do { _ = harness.observer.updatePublisher }
      #expect(harness.observer.activeHandlerCount == 0)
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

    @Test func publishersFollowTheRotationRules() {
      var updates: [KeyboardUpdate] = []
      let subscription = harness.observer.updatePublisher.sink { updates.append($0) }
      harness.post(.willShow, Payload.p10WillShow)
      harness.observer.interfaceOrientationWillChange()
      harness.post(.willHide, Payload.p10WillHide)
      harness.post(.willShow, Payload.p31Landscape)
      #expect(updates.map(\.event) == [.willShow, .willShow])
      #expect(updates.map(\.interfaceOrientationWillChange) == [false, true])
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
