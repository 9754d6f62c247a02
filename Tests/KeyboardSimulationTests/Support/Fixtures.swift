import Foundation
import KeyboardBroadcast
import KeyboardSimulation
import KeyboardTestSupport

/// A started observer of its own notification center with one recording delegate, and a log of the raw
/// notifications posted there, so tests can check both what iOS would post and what delegates receive.
@MainActor final class Harness {
  let center = NotificationCenter()
  let observer: KeyboardObserver
  let delegate = RecordingDelegate()
  private let log = NotificationLog()

  init() {
    observer = KeyboardObserver(notificationCenter: center)
    observer.start()
    observer.addDelegate(delegate)
    let log = log
    // The observations live as long as the center, which lives as long as the harness.
    for event in KeyboardEvent.allCases {
      _ = center.addObserver(forName: event.notificationName, object: nil, queue: nil) { note in
        log.append(note.name, note.userInfo ?? [:])
      }
    }
  }

  func simulator(_ device: KeyboardDevice = .iPhoneSE) -> KeyboardSimulator {
    KeyboardSimulator(notificationCenter: center, device: device)
  }

  /// The names of every notification posted, in order.
  var postedEvents: [KeyboardEvent] { log.names.compactMap { KeyboardEvent(notificationName: $0) } }
  /// The `userInfo` of every notification posted, in order.
  var postedUserInfos: [[AnyHashable: Any]] { log.userInfos }
}

/// Notifications as they were posted; locked because observers run on the posting thread.
final class NotificationLog: @unchecked Sendable {
  private let lock = NSLock()
  private var entries: [(Notification.Name, [AnyHashable: Any])] = []

  func append(_ name: Notification.Name, _ userInfo: [AnyHashable: Any]) {
    lock.withLock { entries.append((name, userInfo)) }
  }

  var names: [Notification.Name] { lock.withLock { entries.map(\.0) } }
  var userInfos: [[AnyHashable: Any]] { lock.withLock { entries.map(\.1) } }
}

/// A clock that tests move by hand.
final class ManualClock: @unchecked Sendable {
  private let lock = NSLock()
  private var seconds: TimeInterval

  init(_ seconds: TimeInterval = 100) { self.seconds = seconds }

  var now: TimeInterval { lock.withLock { seconds } }
  func advance(by interval: TimeInterval) { lock.withLock { seconds += interval } }
}

func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}
