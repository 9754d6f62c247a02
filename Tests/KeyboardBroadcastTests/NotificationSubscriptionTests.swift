import Foundation
import Testing

@testable import KeyboardBroadcast

struct NotificationSubscriptionTests {
  private let center = NotificationCenter()
  private let received = LockedValue<[KeyboardEvent]>([])

  private func subscribe() -> NotificationSubscription {
    let received = received
    return NotificationSubscription(center: center) { event, _ in received.withValue { $0.append(event) } }
  }

  private func postEveryEvent() {
    for event in KeyboardEvent.allCases { center.post(name: event.notificationName, object: nil) }
  }

  @Test func eachNotificationArrivesWithItsEvent() {
    let subscription = subscribe()
    postEveryEvent()
    withExtendedLifetime(subscription) { #expect(received.value == KeyboardEvent.allCases) }
  }

  @Test func nothingArrivesAfterStopAndStoppingTwiceChangesNothing() {
    let subscription = subscribe()
    center.post(name: KeyboardEvent.willShow.notificationName, object: nil)
    subscription.stop()
    subscription.stop()
    postEveryEvent()
    #expect(received.value == [.willShow])
  }

  @Test func nothingArrivesOnceTheSubscriptionIsReleased() {
    _ = subscribe()
    postEveryEvent()
    #expect(received.value.isEmpty)
  }
}
