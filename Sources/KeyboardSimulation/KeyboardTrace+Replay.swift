import Foundation
import KeyboardBroadcast

extension KeyboardTrace {
  /// How ``replay(into:timing:object:)`` spaces the notifications.
  public enum ReplayTiming: Hashable, Sendable {
    /// Waits between notifications as long as the trace says, so animations and timeouts see real time.
    case recorded
    /// Posts every notification at once.
    case instant
  }

  /// Posts every entry into `notificationCenter` at once, in order, on the calling thread.
  ///
  /// The trace is checked first (``validate()``), so a trace with a bad entry posts nothing at all.
  /// Posted on the main actor, the notifications reach a `KeyboardObserver`'s delegates before this returns.
  /// - Parameter notificationCenter: Where to post the notifications.
  /// - Parameter object: The sender to post with; iOS 16.1 and later send the `UIScreen`, earlier versions `nil`.
  /// - Throws: ``KeyboardTraceError`` when the trace is invalid, before anything is posted.
  public func replay(into notificationCenter: NotificationCenter, object: Any? = nil) throws(KeyboardTraceError) {
    try validate()
    for entry in entries { Self.post(entry, into: notificationCenter, object: object) }
  }

  /// Posts every entry into `notificationCenter` on the main actor, waiting between entries as `timing` says.
  ///
  /// With ``ReplayTiming/recorded`` the first entry is posted at once and each later one when its ``Entry/time``
  /// has passed since the first.
  ///
  /// The trace is checked first, so a trace with a bad entry posts nothing. Cancelling the task stops the replay
  /// between two entries; the entries already posted stay posted.
  /// - Throws: ``KeyboardTraceError`` when the trace is invalid, before anything is posted.
  @MainActor public func replay(
    into notificationCenter: NotificationCenter, timing: ReplayTiming, object: (any Sendable)? = nil
  ) async throws(KeyboardTraceError) {
    try validate()
    // Each wait aims at the entry's time from the start, so sleeping late once does not delay every later entry.
    let start = ProcessInfo.processInfo.systemUptime
    let firstTime = entries.first?.time ?? 0
    for entry in entries {
      let delay = start + (entry.time - firstTime) - ProcessInfo.processInfo.systemUptime
      if timing == .recorded, delay > 0 {
        try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000))
      }
      if Task.isCancelled { return }
      Self.post(entry, into: notificationCenter, object: object)
    }
  }

  private static func post(_ entry: Entry, into notificationCenter: NotificationCenter, object: Any?) {
    notificationCenter.post(
      name: entry.event.notificationName, object: object, userInfo: entry.notificationUserInfo)
  }
}
