import Foundation
import Testing

@testable import KeyboardReplay

struct ArgumentParserTests {
  private func error(_ arguments: [String]) -> String? {
    if case .failure(let error) = ReplayArgumentParser.parse(arguments) { return error.message }
    return nil
  }

  @Test func noArgumentsPlaysTheChatScenarioAsText() {
    #expect(ReplayArgumentParser.parse([]) == .success(.play(ReplayOptions())))
    #expect(ReplayOptions().source == .scenario("chat"))
  }

  @Test func scenarioTakesItsValueAfterASpaceOrAnEqualsSign() {
    let expected = ReplayOptions(source: .scenario("rotation"))
    #expect(ReplayArgumentParser.parse(["--scenario", "rotation"]) == .success(.play(expected)))
    #expect(ReplayArgumentParser.parse(["--scenario=rotation"]) == .success(.play(expected)))
  }

  @Test func traceJSONSVGAndScreenCombine() {
    let parsed = ReplayArgumentParser.parse(["--trace", "t.json", "--json", "--svg", "out.svg", "--screen", "375x667"])
    let expected = ReplayOptions(
      source: .trace(path: "t.json"), json: true, svgPath: "out.svg", screenSize: CGSize(width: 375, height: 667))
    #expect(parsed == .success(.play(expected)))
  }

  @Test func helpWinsOverEverythingElse() {
    #expect(ReplayArgumentParser.parse(["--bogus", "--help"]) == .success(.help(ReplayArgumentParser.helpText)))
    #expect(ReplayArgumentParser.parse(["-h"]) == .success(.help(ReplayArgumentParser.helpText)))
  }

  @MainActor @Test func aShellsCompletionScriptIsPrinted() {
    let result = KeyboardReplayCommand.run(arguments: ["--generate-completion-script", "bash"])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.contains("complete -"))
    #expect(result.standardOutput.contains("--scenario"))
    #expect(!result.standardOutput.contains("OVERVIEW"))
  }

  @Test func listStandsAlone() {
    #expect(ReplayArgumentParser.parse(["--list"]) == .success(.list))
    #expect(error(["--list", "--json"]) == "--list cannot be combined with other options")
  }

  @Test func anUnknownFlagIsNamedWithTheNearestOne() {
    #expect(error(["--jsn"]) == "Unknown option '--jsn'. Did you mean '--json'?")
  }

  @Test func aStrayArgumentIsNamed() {
    #expect(error(["chat"]) == "Unexpected argument 'chat'")
  }

  @Test func aMissingValueNamesTheOptionAndItsValue() {
    #expect(error(["--trace"]) == "Missing value for '--trace <file>'")
    #expect(error(["--svg", "--json"]) == "Missing value for '--svg <file>'")
    #expect(error(["--scenario="]) == "Missing value for '--scenario <name>'")
  }

  @Test func anEmptyValueCountsAsMissing() {
    #expect(error(["--trace", ""]) == "--trace needs a trace file (JSON, see Docs/TraceFormat.md)")
    #expect(error(["--svg", "", "--json"]) == "--svg needs a file to write the SVG chart to")
    #expect(error(["--scenario", ""])?.hasPrefix("--scenario needs a scenario name") == true)
  }

  @Test func anUnknownScenarioListsTheBuiltInOnes() {
    #expect(
      error(["--scenario", "chta"])
        == "unknown scenario 'chta'; built-in scenarios: chat, rotation, rotation-without-calls, ipad-floating, "
        + "hardware-keyboard, third-party-keyboard, duplicates, interactive-dismissal")
  }

  @Test func scenarioAndTraceExcludeEachOther() {
    #expect(
      error(["--scenario", "chat", "--trace", "t.json"])
        == "--scenario and --trace cannot be combined: play one or the other")
  }

  @Test func anOptionGivenTwiceTakesItsLastValueAsSwiftToolsDo() {
    #expect(
      ReplayArgumentParser.parse(["--json", "--json", "--scenario", "chat", "--scenario", "duplicates"])
        == .success(.play(ReplayOptions(source: .scenario("duplicates"), json: true))))
  }

  @Test func aValueOnAPlainFlagIsRejected() {
    #expect(error(["--json=yes"]) == "The option '--json' does not take any value, but 'yes' was specified.")
  }

  @Test func screenNeedsATraceAndAWidthByHeight() {
    #expect(error(["--screen", "375x667"]) == "--screen applies to --trace only; scenarios know their device")
    #expect(error(["--trace", "t.json", "--screen", "375"])?.hasPrefix("--screen expects WIDTHxHEIGHT") == true)
  }

  @Test(arguments: ["1e19x667", "375x1e308", "0.5x667", "375x1000000.5", "0x667", "-375x667", "nanx667", "375xinf"])
  func aScreenSizeOutsideOneToAMillionPointsIsRejected(size: String) {
    #expect(
      error(["--trace", "t.json", "--screen=\(size)"])
        == "--screen expects WIDTHxHEIGHT in points, each from 1 to 1000000, such as 375x667, not '\(size)'")
  }

  @Test func theLargestAndSmallestScreenSizesAreAccepted() {
    let smallest = ReplayOptions(source: .trace(path: "t.json"), screenSize: CGSize(width: 1, height: 1))
    #expect(ReplayArgumentParser.parse(["--trace", "t.json", "--screen", "1x1"]) == .success(.play(smallest)))
    let largest = ReplayOptions(
      source: .trace(path: "t.json"), screenSize: CGSize(width: 1_000_000, height: 1_000_000))
    #expect(
      ReplayArgumentParser.parse(["--trace", "t.json", "--screen", "1000000X1e6"]) == .success(.play(largest)))
  }
}
