import Foundation

/// Observes notifications by name until ``stop()`` or deinit, from any sender, on the posting thread: the package's
/// one way to observe a `NotificationCenter`. The observer, the trace recorder, the editing-window tracker and the
/// test harness share it.
package final class NotificationSubscription: Sendable {
  private let center: NotificationCenter
  private let tokens: LockedValue<[any NSObjectProtocol]>

  /// Observes each name with its own handler.
  package init(center: NotificationCenter, observing handlers: [(Notification.Name, @Sendable (Notification) -> Void)])
  {
    self.center = center
    tokens = LockedValue(
      handlers.map { name, handler in center.addObserver(forName: name, object: nil, queue: nil, using: handler) })
  }

  /// Observes the six keyboard notifications. One observer per event, each knowing its event, so a notification
  /// needs no name lookup.
  package convenience init(
    center: NotificationCenter, handler: @escaping @Sendable (KeyboardEvent, Notification) -> Void
  ) {
    self.init(
      center: center,
      observing: KeyboardEvent.allCases.map { event in (event.notificationName, { handler(event, $0) }) })
  }

  /// Stops observing; calling it again changes nothing.
  package func stop() {
    for token in tokens.exchange([]) { center.removeObserver(token) }
  }

  deinit {
    stop()
  }
}
