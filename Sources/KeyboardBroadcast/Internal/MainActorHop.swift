import Foundation

/// Runs work on the main actor: synchronously when the caller is already there, in order on the main queue
/// otherwise.
///
/// Synchronous delivery matters: UIKit lays out changes made inside a keyboard notification as part of the
/// keyboard's own animation. "Already there" is decided by the main thread or by a marker set on the main queue,
/// because on Linux main-actor code runs on the main queue but not always on the main thread.
package enum MainActorHop {
  #if canImport(Darwin)
    // On Apple platforms the main queue always runs on the main thread. (`DispatchSpecificKey` is not `Sendable`
    // there, so the Linux marker below could not be a static constant anyway.)
    package static var isOnMainActor: Bool { Thread.isMainThread }
  #else
    private static let mainQueueKey = DispatchSpecificKey<Bool>()
    private static let mainQueueMarked: Void = DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)

    package static var isOnMainActor: Bool {
      _ = mainQueueMarked
      return Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }
  #endif

  package static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
    if isOnMainActor {
      MainActor.assumeIsolated(body)
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated(body) }
    }
  }
}
