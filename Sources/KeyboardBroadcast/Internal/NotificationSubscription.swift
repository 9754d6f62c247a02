import Foundation

/// Observes the six keyboard notifications until ``stop()`` or deinit, from any sender, on the posting thread.
///
/// One observer per event, each knowing its event, so a notification needs no name lookup. Package-only: the
/// observer, the trace recorder and the test harness share it.
package final class NotificationSubscription: Sendable {
  private let center: NotificationCenter
  private let tokens: LockedValue<[NSObjectProtocol]>

  package init(center: NotificationCenter, handler: @escaping @Sendable (KeyboardEvent, Notification) -> Void) {
    self.center = center
    tokens = LockedValue(
      KeyboardEvent.allCases.map { event in
        center.addObserver(forName: event.notificationName, object: nil, queue: nil) { handler(event, $0) }
      })
  }

  /// Stops observing; calling it again changes nothing.
  package func stop() {
    for token in tokens.exchange([]) { center.removeObserver(token) }
  }

  deinit {
    stop()
  }
}
