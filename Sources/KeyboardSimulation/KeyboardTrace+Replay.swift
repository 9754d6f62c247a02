import Foundation
@_spi(Tools) import KeyboardBroadcast

extension KeyboardTrace {
  /// Posts every entry into `notificationCenter` at once, in order, on the calling thread.
  ///
  /// The trace is checked first, so a trace with a bad entry posts nothing at all.
  /// Posted on the main actor, the notifications reach a `KeyboardObserver`'s delegates before this returns.
  /// - Parameter notificationCenter: Where to post the notifications.
  /// - Parameter object: The sender to post with; iOS 16.1 and later send the `UIScreen`, earlier versions `nil`.
  /// - Throws: ``KeyboardTraceError`` when the trace is invalid, before anything is posted.
  public func replay(into notificationCenter: NotificationCenter, object: Any? = nil) throws(KeyboardTraceError) {
    try validate()
    let display = SimulatedScreen.Display()
    for entry in entries { Self.post(entry, into: notificationCenter, object: object, display: display) }
  }

  /// Posts every entry into `notificationCenter` on the main actor at the times the trace recorded, so animations
  /// and timeouts see real time: the first entry at once, each later one when its ``Entry/time`` has passed since
  /// the first, however long that is.
  ///
  /// The trace is checked first, so a trace with a bad entry posts nothing. Cancelling the task stops the replay
  /// at once, even in the middle of a wait, and it returns without throwing: what it has posted by then is always
  /// the first entries of the trace, in order, and they stay posted.
  /// - Throws: ``KeyboardTraceError`` when the trace is invalid, before anything is posted.
  @MainActor public func play(
    into notificationCenter: NotificationCenter, object: (any Sendable)? = nil
  ) async throws(KeyboardTraceError) {
    try validate()
    // Each wait aims at the entry's time from the start, so sleeping late once does not delay every later entry.
    let start = ProcessInfo.processInfo.systemUptime
    let firstTime = entries.first?.time ?? 0
    let display = SimulatedScreen.Display()
    for entry in entries {
      await Self.wait(until: start + (entry.time - firstTime))
      if Task.isCancelled { return }
      Self.post(entry, into: notificationCenter, object: object, display: display)
    }
  }

  /// The longest single sleep. A gap of more than about 584 years overflows `Task.sleep`'s `UInt64` nanoseconds,
  /// and valid traces allow any finite gap, so longer waits are made of several sleeps.
  private static let longestSleep: TimeInterval = 3600

  /// Sleeps until the system uptime reaches `uptime`, or the task is cancelled.
  private static func wait(until uptime: TimeInterval) async {
    while !Task.isCancelled {
      let delay = uptime - ProcessInfo.processInfo.systemUptime
      guard delay > 0 else { return }
      try? await Task.sleep(nanoseconds: UInt64(min(delay, longestSleep) * 1_000_000_000))
    }
  }

  /// Posts with `object`, or, without one, with a screen of the bounds the entry recorded, so that an observer judges
  /// the keyboard against the screen the device had: one display for the whole trace, which turns as it did.
  private static func post(
    _ entry: Entry, into notificationCenter: NotificationCenter, object: Any?, display: SimulatedScreen.Display
  ) {
    let recorded = entry.screenBounds.map { SimulatedScreen(bounds: $0, display: display) }
    notificationCenter.post(
      name: entry.event.notificationName, object: object ?? recorded, userInfo: entry.notificationUserInfo)
  }
}
