import Foundation
import KeyboardBroadcast
import KeyboardTestSupport

/// Waits, on the main actor, until `condition` holds or two seconds pass, letting queued main-queue work run.
@MainActor func waitUntil(_ condition: () -> Bool) async throws {
  for _ in 0..<2000 where !condition() {
    try await Task.sleep(nanoseconds: 1_000_000)
  }
}

/// Returns once everything already queued on the main queue has run; the main queue runs blocks in order.
@MainActor func drainMainQueue() async {
  await withCheckedContinuation { continuation in
    DispatchQueue.main.async { continuation.resume() }
  }
}
