import Foundation
@_spi(Tools) import KeyboardBroadcast
@_spi(Tools) import KeyboardSimulation

/// What the player plays: timed keyboard notifications, plus the moments an app would narrate or tell the observer
/// about a rotation. Built-in scenarios and `--trace` files both become one.
///
/// Each notification goes out with the screen its entry recorded, as iOS 16.1 and later post the `UIScreen`, so the
/// observer finds its `screenBounds` by itself, and sees a rotation by itself. Only where nothing tells the screen
/// (a trace recorded without screens) or the user names one (`--screen`) does the player set `screenBounds`, as an
/// app does only where the automatic bounds are wrong.
struct ReplayScript {
  /// One moment of the script.
  struct Step: Equatable {
    enum Kind: Equatable {
      /// What the user does next; printed as a heading, posts nothing.
      case action(String)
      /// A notification to post.
      case notification(KeyboardTrace.Entry)
      /// A finger holds the keyboard's top edge at this `y` in an interactive dismissal. UIKit posts nothing then,
      /// so the player tells the observer with `keyboardDidMoveInteractively(toTop:)`, the call an app makes when
      /// it feeds the drag itself.
      case drag(toTop: CGFloat)
      /// The app's `viewWillTransition(to:with:)`, in a scenario that shows the optional rotation calls: the player
      /// calls `interfaceOrientationWillChange()`.
      case orientationWillChange
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
  /// The screen the script starts on, as printed.
  var screenBounds: CGRect
  /// The bounds the player sets as the observer's `screenBounds`, or `nil` when the notifications' screens tell them.
  var assignedScreenBounds: CGRect?
  var steps: [Step]
}

extension ReplayScript {
  /// A script that posts every entry of a recorded trace, with `screenBounds` set as the observer's, as a trace
  /// recorded without screens needs, or one whose screens the user overrides.
  ///
  /// A trace holds notifications only: the player never calls `interfaceOrientationWillChange()` for it, and with
  /// these bounds set the observer cannot see a rotation by itself, so a rotation storm reaches delegates as the hides
  /// and shows iOS posted.
  init(trace: KeyboardTrace, name: String, screenBounds: CGRect, screenIsInferred: Bool) {
    self.init(
      kindDescription: "Trace", name: name,
      summary: "a recorded trace, \(Format.count(trace.entries.count, "notification"))",
      deviceDescription: screenIsInferred
        ? "the recording device (size read from its frames)" : "the recording device",
      screenBounds: screenBounds, assignedScreenBounds: screenBounds,
      steps: trace.entries.map { Step(time: $0.time, kind: .notification($0)) })
  }

  /// A script that posts every entry of a trace that recorded the screen with each notification, or `nil` when some
  /// entry did not. The observer reads the screens as it would on the device, and sees a rotation by itself.
  init?(traceWithRecordedScreens trace: KeyboardTrace, name: String) {
    guard let first = trace.entries.first?.screenBounds, trace.entries.allSatisfy({ $0.screenBounds != nil }) else {
      return nil
    }
    self.init(
      kindDescription: "Trace", name: name,
      summary: "a recorded trace, \(Format.count(trace.entries.count, "notification"))",
      deviceDescription: "the recording device (screens recorded with the trace)", screenBounds: first,
      assignedScreenBounds: nil, steps: trace.entries.map { Step(time: $0.time, kind: .notification($0)) })
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

  /// Rotates the interface to `device`: the storm iOS posts, every notification with the new orientation's screen,
  /// from which the observer sees the rotation by itself.
  ///
  /// - Parameter appReportsIt: Whether the app also makes the optional calls, `interfaceOrientationWillChange()`
  ///   before the storm, as from `viewWillTransition(to:with:)`, and `interfaceOrientationDidChange()` after it, as
  ///   from the transition's completion.
  func rotate(_ description: String, to device: KeyboardDevice, appReportsIt: Bool = false) {
    steps.append(.init(time: simulator.time, kind: .action(description)))
    if appReportsIt { steps.append(.init(time: simulator.time, kind: .orientationWillChange)) }
    steps += simulator.rotate(to: device).map { .init(time: $0.time, kind: .notification($0)) }
    if appReportsIt { steps.append(.init(time: simulator.time, kind: .orientationDidChange)) }
  }

  /// Narrates `description`, then drags the docked keyboard down to `fraction` of its visible height in
  /// `stepCount` steps, which post nothing: each becomes a drag step for the player to report.
  func drag(_ description: String, to fraction: CGFloat, steps stepCount: Int = 3) {
    steps.append(.init(time: simulator.time, kind: .action(description)))
    steps += simulator.interactiveDrag(to: fraction, steps: stepCount).map { step in
      .init(time: step.time, kind: .drag(toTop: step.keyboardFrame.minY))
    }
  }

  /// Lets time pass between two actions, as a user reading or typing does.
  func wait(_ seconds: TimeInterval) {
    simulator.idle(for: seconds)
  }
}
