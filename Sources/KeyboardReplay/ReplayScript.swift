import Foundation
import KeyboardBroadcast
import KeyboardSimulation

/// What the player plays: timed keyboard notifications, plus the moments an app would narrate or tell the observer
/// about a rotation. Built-in scenarios and `--trace` files both become one.
struct ReplayScript {
  /// One moment of the script.
  struct Step: Equatable {
    enum Kind: Equatable {
      /// What the user does next; printed as a heading, posts nothing.
      case action(String)
      /// A notification to post.
      case notification(KeyboardTrace.Entry)
      /// The app's `viewWillTransition(to:with:)`: the player calls `interfaceOrientationWillChange()`.
      case orientationWillChange
      /// The transition's animation block: the player sets the observer's `screenBounds` (and the view's frame) to
      /// the new bounds.
      case screenBoundsChange(CGRect)
      /// The transition's completion: the player calls `interfaceOrientationDidChange()`.
      case orientationDidChange
    }

    var time: TimeInterval
    var kind: Kind
  }

  /// `Scenario` or `Trace`.
  var kindDescription: String
  /// The name used with `--scenario`, or the trace file's name.
  var name: String
  /// One line saying what is played.
  var summary: String
  /// The device and orientation the script starts in, as printed.
  var deviceDescription: String
  /// The screen the keyboard frames are measured against at the start.
  var screenBounds: CGRect
  var steps: [Step]
}

extension ReplayScript {
  /// A script that posts every entry of a recorded trace, against `screenBounds`.
  ///
  /// A trace holds notifications only: it says nothing about rotations, so the player never calls
  /// `interfaceOrientationWillChange()` for it and a rotation storm reaches delegates as the hides and shows iOS
  /// posted.
  init(trace: KeyboardTrace, name: String, screenBounds: CGRect, screenIsInferred: Bool) {
    self.init(
      kindDescription: "Trace", name: name,
      summary: "a recorded trace, \(Format.count(trace.entries.count, "notification"))",
      deviceDescription: screenIsInferred
        ? "the recording device (size read from its frames)" : "the recording device",
      screenBounds: screenBounds,
      steps: trace.entries.map { Step(time: $0.time, kind: .notification($0)) })
  }

  /// The screen a trace was most likely recorded on, or `nil` when its frames do not say.
  ///
  /// A hidden keyboard's frame starts at the screen's bottom edge and spans its width, so the largest frame origin
  /// `y` and the largest width of the frames that start at `x = 0` are the screen's height and width. A trace of an
  /// undocked keyboard alone, or one that rotates, can fool this; `--screen` overrides it.
  static func inferredScreenBounds(of trace: KeyboardTrace) -> CGRect? {
    var height: CGFloat = 0
    var width: CGFloat = 0
    for entry in trace.entries {
      for frame in [entry.properties.beginFrame, entry.properties.endFrame] {
        guard frame.minX == 0, frame.maxY < KeyboardProperties.maximumCoordinate else { continue }
        height = max(height, frame.minY)
        width = max(width, frame.width)
      }
    }
    guard height > 0, width > 0 else { return nil }
    return CGRect(x: 0, y: 0, width: width, height: height)
  }
}

/// Writes a scenario: runs user actions on a `KeyboardSimulator(device:)`, which posts nothing and only builds a
/// timed trace, and keeps the returned entries in order with the narration and rotation marks around them.
final class ScenarioWriter {
  private let simulator: KeyboardSimulator
  private(set) var steps: [ReplayScript.Step] = []

  init(device: KeyboardDevice) {
    simulator = KeyboardSimulator(device: device)
  }

  var device: KeyboardDevice { simulator.device }

  /// Narrates `description`, then runs `perform`, which returns the entries its simulator action posted.
  func user(_ description: String, _ perform: (KeyboardSimulator) -> [KeyboardTrace.Entry]) {
    steps.append(.init(time: simulator.time, kind: .action(description)))
    steps += perform(simulator).map { .init(time: $0.time, kind: .notification($0)) }
  }

  /// Rotates the interface to `device` the way an app sees it: the will-change call, the hide iOS posts in the old
  /// orientation, the new screen bounds set in the transition's animation, the rest of the storm in the new
  /// orientation, then the transition's completion.
  ///
  /// iOS posts the first hide from `willRotateToInterfaceOrientation:duration:`, before the rotation animates (the
  /// iOS 8.3 backtrace in Apple Developer Forums thread 5706), so it is judged against the old screen.
  func rotate(_ description: String, to device: KeyboardDevice) {
    steps.append(.init(time: simulator.time, kind: .action(description)))
    steps.append(.init(time: simulator.time, kind: .orientationWillChange))
    let storm = simulator.rotate(to: device)
    let oldOrientation = (storm.firstIndex { $0.event == .didHide }).map { storm[...$0] } ?? []
    steps += oldOrientation.map { .init(time: $0.time, kind: .notification($0)) }
    let bounds = CGRect(origin: .zero, size: device.screenSize)
    steps.append(.init(time: oldOrientation.last?.time ?? simulator.time, kind: .screenBoundsChange(bounds)))
    steps += storm.dropFirst(oldOrientation.count).map { .init(time: $0.time, kind: .notification($0)) }
    steps.append(.init(time: simulator.time, kind: .orientationDidChange))
  }

  /// Lets time pass between two actions, as a user reading or typing does.
  func wait(_ seconds: TimeInterval) {
    simulator.idle(for: seconds)
  }
}
