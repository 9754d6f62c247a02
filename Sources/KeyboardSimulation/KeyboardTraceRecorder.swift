import Foundation
@_spi(Tools) import KeyboardBroadcast

#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import UIKit
#endif

/// Records the keyboard notifications posted to a `NotificationCenter` into a ``KeyboardTrace``.
///
/// Add one to a debug build, use the keyboard on a real device, then save the trace and replay it in tests on any
/// machine:
///
/// ```swift
/// #if DEBUG
///   final class KeyboardDebugMenu {
///     let recorder = KeyboardTraceRecorder()  // observes NotificationCenter.default
///
///     func saveKeyboardTrace(to documents: URL) throws {
///       try recorder.trace.jsonData().write(to: documents.appendingPathComponent("keyboard.json"))
///     }
///   }
/// #endif
/// ```
///
/// The recorder observes the six keyboard notifications from its creation until ``stop()`` or its deallocation.
/// Times are seconds since the first recorded notification. It is thread-safe. Every number, rectangle and point in
/// a `userInfo` is kept, under its key.
///
/// Made on the main actor where UIKit exists, it also keeps the device evidence `Docs/TraceFormat.md` describes: the
/// window where text is edited, the motion settings, and every step of an interactive dismissal. For the drags it
/// adds to the app's windows what a started `KeyboardObserver` adds; ``stop()`` takes them out.
public final class KeyboardTraceRecorder: Sendable {
  /// What has been recorded, shared with the subscription's handler.
  private let log = LockedValue(Log())
  private let subscription: NotificationSubscription
  /// Held here, not by the subscription's handler: a handler's captures are released inside the notification center's
  /// lock, and the reader's own subscription to the same center must not end there.
  private let windows: WindowEvidence

  /// Starts recording the keyboard notifications posted to `notificationCenter`.
  /// - Parameter notificationCenter: The center to record; `NotificationCenter.default` in an app.
  /// - Parameter now: The clock, in seconds; tests pass their own. Defaults to the system uptime.
  public init(
    notificationCenter: NotificationCenter = .default,
    now: @escaping @Sendable () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
  ) {
    let log = log
    let windows = WindowEvidence(center: notificationCenter) { signal in
      let time = now()
      log.withValue { $0.record(signal, at: time) }
    }
    self.windows = windows
    subscription = NotificationSubscription(center: notificationCenter) { [log, weak windows] event, note in
      var entry = KeyboardTrace.Entry(
        time: 0, event: event, userInfo: KeyboardTrace.Value.userInfo(note.userInfo ?? [:]),
        screenBounds: Self.screenBounds(of: note.object))
      windows?.describe(&entry, object: note.object)
      let time = now()
      log.withValue { $0.record(entry, at: time) }
    }
  }

  /// Everything recorded so far.
  public var trace: KeyboardTrace {
    let log = log.value
    var trace = KeyboardTrace(entries: log.entries)
    trace.drags = log.drags
    return trace
  }

  /// Stops recording; ``trace`` keeps what was recorded. Calling it again changes nothing.
  public func stop() {
    // A notification posted on another thread may be delivered while the subscription stops: drop it.
    log.withValue { $0.isRecording = false }
    subscription.stop()
    windows.stop()
  }

  /// Forgets everything recorded; the next notification gets time 0 again.
  public func reset() {
    log.withValue { log in
      log.entries = []
      log.drags = []
      log.startTime = nil
    }
  }

  /// The entries and drag samples, and what times them.
  private struct Log {
    var entries: [KeyboardTrace.Entry] = []
    var drags: [KeyboardTrace.DragSample] = []
    var startTime: TimeInterval?
    var isRecording = true

    /// Appends `entry`, timed in seconds since the first thing recorded.
    mutating func record(_ entry: KeyboardTrace.Entry, at time: TimeInterval) {
      guard let time = elapsed(at: time, after: entries.last?.time) else { return }
      var entry = entry
      entry.time = time
      entries.append(entry)
    }

    /// Appends a drag signal, on the entries' clock.
    mutating func record(_ signal: DragSignal, at time: TimeInterval) {
      guard let time = elapsed(at: time, after: drags.last?.time) else { return }
      drags.append(KeyboardTrace.DragSample(time: time, signal: signal))
    }

    /// Seconds since the first thing recorded, never before `previous`; `nil` once recording stopped.
    private mutating func elapsed(at time: TimeInterval, after previous: TimeInterval?) -> TimeInterval? {
      guard isRecording else { return nil }
      let start = startTime ?? time
      startTime = start
      // A clock that steps back must not produce a trace the reader rejects.
      return max(time - start, previous ?? 0)
    }
  }

  /// The bounds of the screen a notification came from, as they are now: a simulator's screen, or where UIKit
  /// exists, on the main actor, the `UIScreen` it carried (iOS 16.1 and later) or else the main screen, which the
  /// keyboard is on before iOS 16.1.
  private static func screenBounds(of object: Any?) -> CGRect? {
    if let simulated = object as? SimulatedScreen { return simulated.bounds }
    #if canImport(UIKit) && !os(watchOS) && !os(visionOS)
      guard MainActorHop.isOnMainActor else { return nil }
      let screen = object as? UIScreen
      return MainActor.assumeIsolated { (screen ?? UIScreen.main).bounds }
    #else
      return nil
    #endif
  }
}

/// What the app's windows tell beside each notification, on the main actor; nothing elsewhere: the interface
/// orientation and the level of the window where text is edited, whether the notification's screen is that window's,
/// the motion settings, and every signal of an interactive dismissal. The windows are followed from when the
/// recorder is made on the main actor, as an app makes it.
private final class WindowEvidence: Sendable {
  #if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)
    private let tracker: AppWindowTracker?

    init(center: NotificationCenter, onSignal: @escaping @Sendable (DragSignal) -> Void) {
      tracker =
        MainActorHop.isOnMainActor
        ? MainActor.assumeIsolated { AppWindowTracker(center: center, onSignal: onSignal) } : nil
    }

    /// Takes the recognizers and hidden views out of the app's windows, on the main actor.
    func stop() {
      MainActorHop.run { [tracker] in tracker?.stop() }
    }

    func describe(_ entry: inout KeyboardTrace.Entry, object: Any?) {
      guard MainActorHop.isOnMainActor, let tracker else { return }
      let screen = object as? UIScreen
      let described = MainActor.assumeIsolated { [entry] in
        var entry = entry
        entry.interfaceOrientation = tracker.interfaceOrientation
        entry.windowLevel = tracker.editingWindowLevel.map(Double.init)
        entry.isEditingScreen = screen.flatMap(tracker.isEditingScreen)
        entry.reducesMotion = UIAccessibility.isReduceMotionEnabled
        if #available(iOS 14, *) { entry.prefersCrossFadeTransitions = UIAccessibility.prefersCrossFadeTransitions }
        return entry
      }
      entry = described
    }
  #else
    init(center: NotificationCenter, onSignal: @escaping @Sendable (DragSignal) -> Void) {}

    func stop() {}

    func describe(_ entry: inout KeyboardTrace.Entry, object: Any?) {}
  #endif
}
