import Foundation

/// Valid while the subscription it was made with lasts; ``KeyboardObserver/stop()`` makes it invalid, and with it
/// every delivery, replay and queued notification that began under it.
@MainActor final class DeliveryToken: Sendable {
  private(set) var isValid = true

  func invalidate() { isValid = false }
}
