import Foundation

/// Valid while the subscription it was made with lasts; ``KeyboardObserver/stop()`` makes it invalid, and with it
/// every delivery, replay and queued notification that began under it.
@MainActor final class DeliveryToken: Sendable {
  // Read once per delegate in a delivery; no access calls anyone, so the runtime's exclusivity check is left out.
  @exclusivity(unchecked) private(set) var isValid = true
  /// The observer whose subscription made the token, read on the posting thread. The subscription's closure holds
  /// the observer here rather than as a `[weak self]` capture, which the runtime checks for exclusive access on
  /// every read.
  nonisolated weak let observer: KeyboardObserver?

  init(for observer: KeyboardObserver? = nil) {
    self.observer = observer
  }

  func invalidate() { isValid = false }
}
