import Foundation

/// Observes a set of notification names for as long as it lives, from any sender, on the posting thread.
final class NotificationSubscription: @unchecked Sendable {
  private let center: NotificationCenter
  private let tokens: [NSObjectProtocol]

  init(center: NotificationCenter, names: [Notification.Name], handler: @escaping @Sendable (Notification) -> Void) {
    self.center = center
    tokens = names.map { center.addObserver(forName: $0, object: nil, queue: nil, using: handler) }
  }

  deinit {
    for token in tokens { center.removeObserver(token) }
  }
}
