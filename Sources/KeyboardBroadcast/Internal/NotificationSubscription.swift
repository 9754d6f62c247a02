import Foundation

/// Observes the six keyboard notifications for as long as it lives, from any sender, on the posting thread.
///
/// One observer per event, each knowing its event, so a notification needs no name lookup.
final class NotificationSubscription: @unchecked Sendable {
  private let center: NotificationCenter
  private let tokens: [NSObjectProtocol]

  init(center: NotificationCenter, handler: @escaping @Sendable (KeyboardEvent, Notification) -> Void) {
    self.center = center
    tokens = KeyboardEvent.allCases.map { event in
      center.addObserver(forName: event.notificationName, object: nil, queue: nil) { handler(event, $0) }
    }
  }

  deinit {
    for token in tokens { center.removeObserver(token) }
  }
}
