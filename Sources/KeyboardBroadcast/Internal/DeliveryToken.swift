import Foundation

/// Valid while the subscription it was made with lasts; ``KeyboardObserver/stop()`` makes it invalid, and with it
/// every delivery, replay and queued notification that began under it.
@MainActor final class DeliveryToken: Sendable {
  // Read once per delegate in a delivery; no access calls anyone, so the runtime's exclusivity check is left out.
  @exclusivity(unchecked) private(set) var isValid = true
  /// The observer whose subscription made the token, read on the posting thread. Written only by `init`, so it
  /// needs neither isolation nor the runtime's exclusivity check, which a `[weak self]` capture in the subscription's
  /// closure would cost at every notification. (`weak let` would say it from Swift 6.2; the package supports 6.0.)
  @exclusivity(unchecked) nonisolated(unsafe) private(set) weak var observer: KeyboardObserver?

  init(for observer: KeyboardObserver? = nil) {
    self.observer = observer
  }

  func invalidate() { isValid = false }
}
