import Foundation
@_spi(Tools) import KeyboardBroadcast

@testable import KeyboardReplay

/// Plays a built-in scenario by name.
@MainActor func play(_ scenario: String) -> ReplayTimeline {
  ReplayPlayer.play(ReplayScenario.named(scenario)!.script)
}

/// Questions tests ask of a timeline, so each test states the behaviour rather than walking rows.
extension ReplayTimeline {
  /// Every call a demo delegate received, in order, as `"willShow"` or `"willShow(rotating)"`.
  func calls(to delegate: String) -> [String] {
    rows.flatMap(\.received).filter { $0.delegate == delegate }.map { call in
      call.method + (call.interfaceOrientationWillChange == true ? "(rotating)" : "")
    }
  }

  /// The notification rows the observer did not deliver, with their outcome.
  var undelivered: [(event: KeyboardEvent, outcome: Outcome)] {
    rows.compactMap { row in
      guard case .notification(let event) = row.kind, let outcome = row.outcome, outcome != .delivered else {
        return nil
      }
      return (event, outcome)
    }
  }

  var layoutModes: [LayoutChange.Mode] { layoutChanges.map(\.mode) }
  var insetsAfterEachLayoutChange: [CGFloat] { layoutChanges.map(\.toInset) }
}

/// The path of a file in Fixtures/, found from this source file so no resource bundle is needed.
func fixturePath(_ name: String) -> String {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures").appendingPathComponent(name).path
}

let keyboardAnimation = ReplayTimeline.LayoutChange.Mode.animated(duration: 0.25, curve: .keyboard)
