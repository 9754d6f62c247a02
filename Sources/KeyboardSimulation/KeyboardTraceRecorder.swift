import Foundation
import KeyboardBroadcast

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
/// The recorder observes the six keyboard notifications from the moment it is created until ``stop()`` or until it
/// is deallocated. Times are seconds since the first recorded notification, which gets time 0. It is thread-safe:
/// notifications may arrive on any thread, and ``trace`` may be read from any thread.
///
/// Each `userInfo` value that is a number, a rectangle or a point is recorded under its key, including keys this
/// package does not read, such as `UIKeyboardCenterEndUserInfoKey`; other values (none are known) are left out.
public final class KeyboardTraceRecorder: @unchecked Sendable {
  private let lock = NSLock()
  private let now: @Sendable () -> TimeInterval
  private var entries: [KeyboardTrace.Entry] = []
  private var startTime: TimeInterval?
  private var isRecording = true
  /// Set once, at the end of `init`: its handler holds `self`, weakly.
  private var subscription: NotificationSubscription?
  #if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)
    /// Follows the window where text is edited, for its scene's interface orientation. Made in `init` when that runs
    /// on the main actor, as an app's does, and read there only.
    private let orientations: EditingWindowTracker?
  #endif

  /// Starts recording the keyboard notifications posted to `notificationCenter`.
  /// - Parameter notificationCenter: The center to record; `NotificationCenter.default` in an app.
  /// - Parameter now: The clock, in seconds; tests pass their own. Defaults to the system uptime.
  public init(
    notificationCenter: NotificationCenter = .default,
    now: @escaping @Sendable () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }
  ) {
    self.now = now
    #if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)
      orientations =
        MainActorHop.isOnMainActor
        ? MainActor.assumeIsolated { EditingWindowTracker(center: notificationCenter, fingerMoved: nil) } : nil
    #endif
    subscription = NotificationSubscription(center: notificationCenter) { [weak self] event, note in
      guard let self else { return }
      record(
        event, userInfo: note.userInfo ?? [:], screenBounds: Self.screenBounds(of: note.object),
        interfaceOrientation: interfaceOrientation)
    }
  }

  /// Everything recorded so far.
  public var trace: KeyboardTrace {
    lock.withLock { KeyboardTrace(entries: entries) }
  }

  /// Stops recording; ``trace`` keeps what was recorded. Calling it again changes nothing.
  public func stop() {
    // A notification posted on another thread may be delivered while the subscription stops: drop it.
    lock.withLock { isRecording = false }
    subscription?.stop()
  }

  /// Forgets everything recorded; the next notification gets time 0 again.
  public func reset() {
    lock.withLock {
      entries = []
      startTime = nil
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

  /// The raw interface orientation of the scene where text is edited, read on the main actor; `nil` elsewhere.
  private var interfaceOrientation: Int? {
    #if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)
      guard MainActorHop.isOnMainActor, let orientations else { return nil }
      return MainActor.assumeIsolated { orientations.interfaceOrientation }
    #else
      return nil
    #endif
  }

  private func record(
    _ event: KeyboardEvent, userInfo: [AnyHashable: Any], screenBounds: CGRect?, interfaceOrientation: Int?
  ) {
    let values = KeyboardTrace.Value.userInfo(userInfo)
    let time = now()
    lock.withLock {
      guard isRecording else { return }
      let start = startTime ?? time
      startTime = start
      // A clock that steps back must not produce a trace the reader rejects.
      let offset = max(time - start, entries.last?.time ?? 0)
      entries.append(
        KeyboardTrace.Entry(
          time: offset, event: event, userInfo: values, screenBounds: screenBounds,
          interfaceOrientation: interfaceOrientation))
    }
  }
}
