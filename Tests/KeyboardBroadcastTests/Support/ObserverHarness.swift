import Foundation
import KeyboardBroadcast
import KeyboardTestSupport

/// An observer of its own `NotificationCenter`, started, with one recording delegate: what most tests need.
@MainActor struct ObserverHarness {
  let center = NotificationCenter()
  let observer: KeyboardObserver
  let delegate = RecordingDelegate()

  init() {
    observer = KeyboardObserver(notificationCenter: center)
    observer.start()
    observer.addDelegate(delegate)
  }

  /// Posts a notification the way UIKit does: the real name, the given userInfo, any sender.
  func post(_ event: KeyboardEvent, _ userInfo: [AnyHashable: Any]?, object: Any? = nil) {
    center.post(name: event.notificationName, object: object, userInfo: userInfo)
  }
}

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
