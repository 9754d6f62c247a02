import Foundation
@_spi(Tools) import KeyboardSimulation
import Testing

@testable import KeyboardReplay

@MainActor struct CommandTests {
  @Test func usageErrorsPrintOneLineToStandardErrorAndExitWith2() {
    let result = KeyboardReplayCommand.run(arguments: ["--frobnicate"])
    #expect(result.exitCode == 2)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError == "keyboard-replay: error: Unknown option '--frobnicate' (see keyboard-replay --help)\n")
  }

  @Test func anErrorQuotingALineBreakOrAControlCharacterStaysOnOneLine() {
    let result = KeyboardReplayCommand.run(arguments: ["a\nb\u{2028}c\u{0}"])
    #expect(result.exitCode == 2)
    #expect(
      result.standardError
        == "keyboard-replay: error: Unexpected argument 'a\\nb\\u{2028}c\\u{0}' (see keyboard-replay --help)\n")
  }

  @Test func aMissingTraceFileExitsWith1AndSaysSo() {
    let result = KeyboardReplayCommand.run(arguments: ["--trace", "/nonexistent/trace.json"])
    #expect(result.exitCode == 1)
    #expect(
      result.standardError
        == "keyboard-replay: error: cannot read the trace file '/nonexistent/trace.json': no such file\n")
  }

  @Test func aDirectoryGivenAsTheTraceIsCalledADirectory() {
    let directory = FileManager.default.temporaryDirectory.path
    let result = KeyboardReplayCommand.run(arguments: ["--trace", directory])
    #expect(result.exitCode == 1)
    #expect(
      result.standardError == "keyboard-replay: error: cannot read the trace file '\(directory)': it is a directory\n")
  }

  @Test func anEmptyTraceFileIsCalledEmpty() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("empty-\(UUID().uuidString).json")
    try Data().write(to: path)
    defer { try? FileManager.default.removeItem(at: path) }
    let result = KeyboardReplayCommand.run(arguments: ["--trace", path.path])
    #expect(result.exitCode == 1)
    #expect(result.standardError == "keyboard-replay: error: the trace file '\(path.path)' is empty\n")
  }

  @Test func devNullAsTheTraceIsCalledEmptyRatherThanForbidden() {
    let result = KeyboardReplayCommand.run(arguments: ["--trace", "/dev/null"])
    #expect(result.exitCode == 1)
    #expect(result.standardError == "keyboard-replay: error: the trace file '/dev/null' is empty\n")
  }

  @Test func aMalformedTraceNamesTheEntryAndField() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("malformed-\(UUID().uuidString).json")
    try Data(
      #"{"version": 1, "entries": [{"time": "soon", "name": "UIKeyboardWillShowNotification", "userInfo": {}}]}"#.utf8
    )
    .write(to: path)
    defer { try? FileManager.default.removeItem(at: path) }
    let result = KeyboardReplayCommand.run(arguments: ["--trace", path.path])
    #expect(result.exitCode == 1)
    #expect(result.standardError.contains(#"is not a valid trace: entry 0, field "time": expected a number"#))
    #expect(result.standardError.split(separator: "\n").count == 1)
  }

  @Test func aTraceThatIsNotJSONIsReportedWithTheLineAndColumnFoundationGives() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("broken-\(UUID().uuidString).json")
    try Data("{\"version\": 1,\n \"entries\": [\n  {\"time\": 0,,}\n]}".utf8).write(to: path)
    defer { try? FileManager.default.removeItem(at: path) }
    let result = KeyboardReplayCommand.run(arguments: ["--trace", path.path])
    #expect(result.exitCode == 1)
    #expect(
      result.standardError.hasPrefix(
        "keyboard-replay: error: the trace file '\(path.path)' is not a valid trace: JSONSerialization cannot read "
          + "the data around line 3, column "))
    #expect(result.standardError.split(separator: "\n").count == 1)
  }

  @Test(arguments: [("\"abc\"", "a string"), ("1", "a number"), ("null", "null"), ("[]", "an array")])
  func aTraceWhoseTopLevelIsNotAnObjectSaysAnObjectWasExpected(text: String, found: String) {
    let result = KeyboardReplayCommand.run(arguments: ["--trace", "-"], standardInput: { Data(text.utf8) })
    #expect(result.exitCode == 1)
    #expect(
      result.standardError
        == "keyboard-replay: error: the trace on standard input is not a valid trace: expected an object at the top "
        + "level, found \(found)\n")
  }

  /// Text `JSONSerialization` cannot read: a misspelt word, a number beyond a `Double`, bytes that are not UTF-8,
  /// half a surrogate pair, nesting deeper than 512. Foundation words each, and places some.
  @Test(arguments: [
    Array("[\n nul]".utf8), Array(#"{"version": 1, "entries": [{"time": 1e400}]}"#.utf8), [0xFF, 0xFE],
    Array(#""\ud800""#.utf8),
    Array((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8),
  ])
  func textFoundationCannotReadIsSaidToBeSoInOneLine(text: [UInt8]) {
    let result = KeyboardReplayCommand.run(arguments: ["--trace", "-"], standardInput: { Data(text) })
    #expect(result.exitCode == 1)
    #expect(
      result.standardError.hasPrefix(
        "keyboard-replay: error: the trace on standard input is not a valid trace: JSONSerialization cannot read "
          + "the data"))
    #expect(result.standardError.split(separator: "\n").count == 1)
  }

  @Test func helpDescribesEveryFlag() {
    let result = KeyboardReplayCommand.run(arguments: ["--help"])
    #expect(result.exitCode == 0)
    for flag in ["--list", "--scenario", "--trace", "--screen", "--json", "--svg", "--help"] {
      #expect(result.standardOutput.contains(flag))
    }
  }

  @Test func theDefaultRunPrintsTheChatTimelineAndItsSummary() {
    let result = KeyboardReplayCommand.run(arguments: [])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("Scenario \"chat\""))
    #expect(result.standardOutput.contains("chat.willShow(rotating)"))
    #expect(result.standardOutput.contains("Final inset: 0 pt."))
  }

  @Test(arguments: ["1e19x667", "375x1e308"])
  func aHugeScreenSizeIsAUsageErrorNotACrash(size: String) {
    let result = KeyboardReplayCommand.run(
      arguments: ["--trace", fixturePath("iphone-se-show-refocus-hide.json"), "--screen", size])
    #expect(result.exitCode == 2)
    #expect(result.standardError.hasPrefix("keyboard-replay: error: --screen expects WIDTHxHEIGHT"))
  }

  @Test func anUnwritableSVGPathExitsWith1() {
    let result = KeyboardReplayCommand.run(arguments: ["--svg", "/nonexistent/dir/chart.svg"])
    #expect(result.exitCode == 1)
    #expect(
      result.standardError.hasPrefix("keyboard-replay: error: cannot write the SVG file '/nonexistent/dir/chart.svg'"))
  }
}

@MainActor struct SVGFileTests {
  /// Runs `body` with a copy of the fixture trace in a fresh directory, and removes the directory afterwards.
  private func withTraceCopy(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("same-file-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace.json")
    try FileManager.default.copyItem(
      at: URL(fileURLWithPath: fixturePath("iphone-se-show-refocus-hide.json")), to: trace)
    try body(trace)
  }

  @Test func anSVGPathNamingTheTraceFileIsAUsageErrorAndLeavesTheTraceAlone() throws {
    try withTraceCopy { trace in
      let before = try Data(contentsOf: trace)
      let result = KeyboardReplayCommand.run(arguments: ["--trace", trace.path, "--svg", trace.path])
      #expect(result.exitCode == 2)
      #expect(
        result.standardError
          == "keyboard-replay: error: --svg '\(trace.path)' names the trace file '\(trace.path)': the chart would "
          + "overwrite the trace (see keyboard-replay --help)\n")
      #expect(try Data(contentsOf: trace) == before)
    }
  }

  @Test func anSVGPathSpelledDifferentlyOrReachingTheTraceThroughALinkIsAUsageError() throws {
    try withTraceCopy { trace in
      let directory = trace.deletingLastPathComponent()
      let link = directory.appendingPathComponent("link.svg")
      try FileManager.default.createSymbolicLink(at: link, withDestinationURL: trace)
      for svg in [directory.path + "/./trace.json", link.path] {
        let result = KeyboardReplayCommand.run(arguments: ["--trace", trace.path, "--svg", svg])
        #expect(result.exitCode == 2, "--svg \(svg)")
      }
    }
  }

  @Test func anSVGPathThatIsADirectoryIsCalledADirectory() {
    let directory = FileManager.default.temporaryDirectory.path
    let result = KeyboardReplayCommand.run(arguments: ["--svg", directory])
    #expect(result.exitCode == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError == "keyboard-replay: error: cannot write the SVG file '\(directory)': it is a directory\n")
  }

  @Test func anSVGPathInAMissingDirectoryNamesThatDirectory() {
    let result = KeyboardReplayCommand.run(arguments: ["--svg", "/nonexistent/dir/chart.svg"])
    #expect(result.exitCode == 1)
    #expect(
      result.standardError
        == "keyboard-replay: error: cannot write the SVG file '/nonexistent/dir/chart.svg': "
        + "the directory '/nonexistent/dir' does not exist\n")
  }

  @Test func anSVGPathBelowAFileSaysThatFileIsNotADirectory() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("plain-\(UUID().uuidString).txt")
    try Data("x".utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let path = file.appendingPathComponent("chart.svg").path
    let result = KeyboardReplayCommand.run(arguments: ["--svg", path])
    #expect(result.exitCode == 1)
    #expect(
      result.standardError
        == "keyboard-replay: error: cannot write the SVG file '\(path)': '\(file.path)' is not a directory\n")
  }
}

@MainActor struct TraceReplayTests {
  @Test func aDashForTheTraceReadsStandardInput() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: fixturePath("iphone-se-show-refocus-hide.json")))
    let result = KeyboardReplayCommand.run(arguments: ["--trace", "-"], standardInput: { data })
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("Trace \"standard input\""))
    #expect(result.standardOutput.contains("chat.willHide"))
  }

  @Test func anEmptyStandardInputIsCalledEmpty() {
    let result = KeyboardReplayCommand.run(arguments: ["--trace", "-"], standardInput: { Data() })
    #expect(result.exitCode == 1)
    #expect(result.standardError == "keyboard-replay: error: the trace on standard input is empty\n")
  }

  @Test func anUnreadableStandardInputSaysSo() {
    struct Closed: Error {}
    let result = KeyboardReplayCommand.run(arguments: ["--trace", "-"], standardInput: { throw Closed() })
    #expect(result.exitCode == 1)
    #expect(result.standardError.hasPrefix("keyboard-replay: error: cannot read the trace on standard input: "))
  }

  @Test func aRecordedTracePlaysThroughTheSameDelegates() {
    let result = KeyboardReplayCommand.run(arguments: ["--trace", fixturePath("iphone-se-show-refocus-hide.json")])
    #expect(result.exitCode == 0)
    #expect(result.standardOutput.hasPrefix("Trace \"iphone-se-show-refocus-hide.json\""))
  }

  @Test func theScreenIsInferredFromTheFramesOfATrace() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: fixturePath("iphone-se-show-refocus-hide.json")))
    let trace = try KeyboardTrace(jsonData: data)
    #expect(ReplayScript.inferredScreenBounds(of: trace) == CGRect(x: 0, y: 0, width: 375, height: 667))
  }

  @Test func aTraceThatRecordedItsScreensPlaysWithThemAndTheObserverSeesItsRotation() {
    let simulator = KeyboardSimulator(device: .iPadPortrait)
    simulator.show()
    simulator.rotate(to: .iPadLandscape)
    let script = ReplayScript(traceWithRecordedScreens: simulator.trace, name: "rotation")
    #expect(script?.assignedScreenBounds == nil)
    #expect(script?.screenBounds == CGRect(x: 0, y: 0, width: 768, height: 1024))
    let timeline = script.map(ReplayPlayer.play)
    #expect(
      timeline?.rows.contains { $0.kind == .rotationSeen(screenBounds: CGRect(x: 0, y: 0, width: 1024, height: 768)) }
        == true)
    #expect(timeline?.undelivered.allSatisfy { $0.outcome == .heldBack } == true)
    #expect(timeline?.rows.last?.kind == .rotationTimedOut)
  }

  @Test func aTraceThatRecordedItsScreensSaysSo() throws {
    let simulator = KeyboardSimulator(device: .iPhoneSE)
    simulator.show()
    let data = try simulator.trace.jsonData()
    let result = KeyboardReplayCommand.run(arguments: ["--trace", "-"], standardInput: { data })
    #expect(
      result.standardOutput.contains(
        "Starts on the recording device (screens recorded with the trace), 375 x 667 pt."))
  }

  @Test func aTraceWithoutItsScreensIsPlayedAgainstTheBoundsTheToolSets() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: fixturePath("iphone-se-show-refocus-hide.json")))
    #expect(ReplayScript(traceWithRecordedScreens: try KeyboardTrace(jsonData: data), name: "fixture") == nil)
    let result = KeyboardReplayCommand.run(arguments: ["--trace", fixturePath("iphone-se-show-refocus-hide.json")])
    #expect(result.standardOutput.contains("Starts on the recording device (size read from its frames), 375 x 667 pt."))
  }

  @Test func theTracesRepeatedWillShowIsDroppedAndTheInputBarEndsDown() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: fixturePath("iphone-se-show-refocus-hide.json")))
    let trace = try KeyboardTrace(jsonData: data)
    let bounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    let timeline = ReplayPlayer.play(
      ReplayScript(trace: trace, name: "fixture", screenBounds: bounds, screenIsInferred: false))
    #expect(timeline.calls(to: "chat") == ["willShow", "willHide"])
    #expect(timeline.undelivered.map(\.event) == [.willShow])
    #expect(timeline.layoutModes == [keyboardAnimation, keyboardAnimation])
    #expect(timeline.insetsAfterEachLayoutChange == [260, 0])
    #expect(timeline.rows.map(\.time) == [0, 0.0004, 0.2631, 2.1187, 4.5032, 4.7655])
  }
}
