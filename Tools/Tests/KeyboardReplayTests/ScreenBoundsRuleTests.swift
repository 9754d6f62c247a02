import Foundation
import Testing

@testable import KeyboardReplay

/// The tool says the package's one rule for `screenBounds`: the observer reads the bounds from the notifications'
/// screens, an app sets them only where those are wrong, and a rotation never needs them.
@MainActor struct ScreenBoundsRuleTests {
  /// The help, and every built-in scenario as a table, as JSON lines and as an SVG chart.
  private static func everyOutput() -> [(name: String, text: String)] {
    var outputs = [(name: "--help", text: ReplayArgumentParser.helpText)]
    for scenario in ReplayScenario.all {
      let timeline = ReplayPlayer.play(scenario.script)
      outputs.append((name: "\(scenario.name) table", text: ReplayTextRenderer.render(timeline)))
      outputs.append((name: "\(scenario.name) JSON", text: ReplayJSONRenderer.render(timeline)))
      outputs.append((name: "\(scenario.name) SVG", text: ReplaySVGRenderer.render(timeline)))
    }
    return outputs
  }

  /// The only ways the tool may say that someone sets `screenBounds`: no one does, or an app does where the
  /// automatic bounds are wrong.
  private static let sanctioned = ["no one sets screenBounds", "an app sets screenBounds only where"]

  @Test func noOutputSaysAnAppSetsScreenBoundsExceptWhereTheAutomaticBoundsAreWrong() {
    for output in Self.everyOutput() {
      var unsanctioned = output.text
      for phrase in Self.sanctioned { unsanctioned = unsanctioned.replacingOccurrences(of: phrase, with: "") }
      #expect(!unsanctioned.contains("sets screenBounds"), "\(output.name)")
      #expect(!unsanctioned.contains("screenBoundsChange"), "\(output.name)")
    }
  }

  @Test func noOutputTiesScreenBoundsToTheRotationsTransition() {
    for output in Self.everyOutput() {
      #expect(!output.text.contains("transition's animation"), "\(output.name)")
    }
  }

  @Test func everyRotatingScenarioSaysTheRuleUnderItsTable() {
    for name in ["chat", "rotation", "rotation-without-calls"] {
      let text = ReplayTextRenderer.render(play(name))
      #expect(text.contains("Rotations: no one sets screenBounds."), "\(name)")
      #expect(text.contains("an app sets screenBounds only where those are wrong."), "\(name)")
    }
  }
}
