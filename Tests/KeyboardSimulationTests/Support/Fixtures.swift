import Foundation
import KeyboardBroadcast
import KeyboardSimulation
import KeyboardTestSupport

extension ObserverHarness {
  /// A simulator of `device` posting into the harness's center.
  func simulator(_ device: KeyboardDevice = .iPhoneSE) -> KeyboardSimulator {
    KeyboardSimulator(notificationCenter: center, device: device)
  }
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
