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

/// Runs `body` on a new thread and blocks the calling thread until it returns. Called on the main actor, it keeps the
/// main queue busy on purpose, so that nothing `body` queued there can run before the caller looks. A synchronous
/// function, so that async tests reach `DispatchSemaphore.wait()` only through it, as Apple's Dispatch requires.
func runOnAnotherThreadHoldingTheMainActor(_ body: @escaping @Sendable () -> Void) {
  let done = DispatchSemaphore(value: 0)
  Thread.detachNewThread {
    body()
    done.signal()
  }
  done.wait()
}
