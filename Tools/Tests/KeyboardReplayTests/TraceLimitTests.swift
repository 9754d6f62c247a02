import Foundation
import Testing

@testable import KeyboardReplay

/// The limits that keep every run bounded in time and size: a trace of more than
/// `ReplayLimits.maximumTraceEntries` entries is refused before it is played, and the chart of a long trace stays
/// small.
@MainActor struct TraceLimitTests {
  /// A trace of `count` did-change-frame entries with empty `userInfo`: the smallest entries the format accepts.
  private static func smallestTrace(entries count: Int) -> Data {
    let entries = (0..<count).map {
      #"{"time": \#($0), "name": "UIKeyboardDidChangeFrameNotification", "userInfo": {}}"#
    }
    return Data(#"{"version": 1, "entries": [\#(entries.joined(separator: ","))]}"#.utf8)
  }

  /// `pairs` shows and hides of an iPhone SE keyboard, 0.7 s apart, each moving the chat screen's input bar.
  private static func showsAndHides(_ pairs: Int) -> Data {
    let entries = (0..<(pairs * 2)).map { index in
      let (name, beginY, endY) =
        index.isMultiple(of: 2)
        ? ("UIKeyboardWillShowNotification", 667, 451) : ("UIKeyboardWillHideNotification", 451, 667)
      return """
        {"time": \(Double(index) * 0.7), "name": "\(name)", "userInfo": {
        "UIKeyboardFrameBeginUserInfoKey": {"x": 0, "y": \(beginY), "width": 375, "height": 216},
        "UIKeyboardFrameEndUserInfoKey": {"x": 0, "y": \(endY), "width": 375, "height": 216},
        "UIKeyboardAnimationDurationUserInfoKey": 0.25, "UIKeyboardAnimationCurveUserInfoKey": 7}}
        """
    }
    return Data(#"{"version": 1, "entries": [\#(entries.joined(separator: ","))]}"#.utf8)
  }

  /// Writes `count` spaces to `handle`, 64 KB at a time, and leaves it open.
  private nonisolated static func write(_ count: Int, spacesTo handle: FileHandle) {
    var written = 0
    while written < count {
      let chunk = min(1 << 16, count - written)
      handle.write(Data(repeating: UInt8(ascii: " "), count: chunk))
      written += chunk
    }
  }

  @Test func theHelpStatesTheLimitsTheToolEnforces() {
    let help = ReplayArgumentParser.helpText
    #expect(help.contains("At most \(ReplayLimits.maximumTraceBytes / 1_000_000) MB"))
    #expect(help.contains("\(ReplayLimits.maximumTraceEntries) entries"))
  }

  @Test func aTraceOneEntryOverTheLimitIsRefusedWithOneLineAndStatus1() {
    let count = ReplayLimits.maximumTraceEntries + 1
    let result = KeyboardReplayCommand.run(arguments: ["--trace", "-"]) { Self.smallestTrace(entries: count) }
    #expect(result.exitCode == 1)
    #expect(result.standardOutput.isEmpty)
    #expect(
      result.standardError
        == "keyboard-replay: error: the trace on standard input holds 10001 entries, more than the 10000 "
        + "keyboard-replay plays; split it into parts (Docs/Replay.md, Limits)\n")
  }

  @Test func aTraceOneByteOverTheSizeLimitIsRefusedBeforeItIsRead() {
    // Spaces alone are not a trace: read as JSON, they would be called invalid.
    let spaces = Data(repeating: UInt8(ascii: " "), count: ReplayLimits.maximumTraceBytes + 1)
    let result = KeyboardReplayCommand.run(arguments: ["--trace", "-"]) { spaces }
    #expect(result.exitCode == 1)
    #expect(
      result.standardError
        == "keyboard-replay: error: the trace on standard input is larger than the 16 MB keyboard-replay reads; "
        + "split it into parts (Docs/Replay.md, Limits)\n")
  }

  @Test func anEndlessSourceIsReadOnlyToOneBytePastTheLimit() throws {
    let zeros = try #require(FileHandle(forReadingAtPath: "/dev/zero"))
    defer { try? zeros.close() }
    #expect(try KeyboardReplayCommand.readWithinTheLimit(zeros).count == ReplayLimits.maximumTraceBytes + 1)
  }

  @Test func anEndlessTraceFileEndsWithStatus1AndTheLimitsMessage() {
    let result = KeyboardReplayCommand.run(arguments: ["--trace", "/dev/zero"])
    #expect(result.exitCode == 1)
    #expect(
      result.standardError
        == "keyboard-replay: error: the trace file '/dev/zero' is larger than the 16 MB keyboard-replay reads; "
        + "split it into parts (Docs/Replay.md, Limits)\n")
  }

  @Test func aPipeThatIsNeverClosedEndsAtTheLimit() throws {
    let pipe = Pipe()
    let writer = pipe.fileHandleForWriting
    // A kilobyte more than the read takes, written from another thread while the read goes on: what is left fits in
    // the pipe, so the writer ends, and the write end is never closed.
    let total = ReplayLimits.maximumTraceBytes + 1 + 1024
    Thread { Self.write(total, spacesTo: writer) }.start()
    let read = try KeyboardReplayCommand.readWithinTheLimit(pipe.fileHandleForReading)
    #expect(read.count == ReplayLimits.maximumTraceBytes + 1)
    withExtendedLifetime(writer) {}
  }

  @Test func aFIFOThatNeverEndsEndsWithStatus1() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fifo-\(UUID().uuidString)").path
    #expect(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    // The writer opens the FIFO once the tool opens it to read, and writes exactly what the tool reads, so that no
    // write comes after the tool has closed its end.
    let total = ReplayLimits.maximumTraceBytes + 1
    Thread { FileHandle(forWritingAtPath: path).map { Self.write(total, spacesTo: $0) } }.start()
    let result = KeyboardReplayCommand.run(arguments: ["--trace", path])
    #expect(result.exitCode == 1)
    #expect(result.standardError.contains("is larger than the 16 MB keyboard-replay reads"))
  }

  @Test func aTraceFileOverTheSizeLimitIsRefusedByItsSize() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("large-\(UUID().uuidString).json").path
    #expect(FileManager.default.createFile(atPath: path, contents: nil))
    defer { try? FileManager.default.removeItem(atPath: path) }
    // A sparse file: its size is over the limit, and no byte of it is written or read.
    let handle = try #require(FileHandle(forWritingAtPath: path))
    try handle.truncate(atOffset: UInt64(ReplayLimits.maximumTraceBytes) + 1)
    try handle.close()
    let result = KeyboardReplayCommand.run(arguments: ["--trace", path])
    #expect(result.exitCode == 1)
    #expect(result.standardError.hasPrefix("keyboard-replay: error: the trace file '\(path)' is 16000001 bytes"))
  }

  @Test func theLimitAcceptsATraceOfExactlyItsSize() {
    #expect(ReplayLimits.problem(byteCount: ReplayLimits.maximumTraceBytes, subject: "the trace") == nil)
    #expect(ReplayLimits.problem(entryCount: ReplayLimits.maximumTraceEntries, subject: "the trace") == nil)
    #expect(ReplayLimits.problem(entryCount: ReplayLimits.maximumTraceEntries + 1, subject: "the trace") != nil)
  }

  @Test func theLegendListsTheFirstHundredLayoutChangesAndCountsTheRest() throws {
    let chart = try svg(ofTrace: Self.showsAndHides(60))
    #expect(chart.components(separatedBy: "<polyline class=\"animation\"").count - 1 == 120)
    #expect(chart.contains(">… and 20 more layout changes: the table and --json list every one</text>"))
    #expect(chart.components(separatedBy: " s  chat.").count - 1 == ReplayLimits.maximumLegendChanges)
  }

  @Test func aLongTracesChartCostsAFewHundredBytesPerLayoutChange() throws {
    let chart = try svg(ofTrace: Self.showsAndHides(200))
    // 400 animations 0.5 s long on a plot 850 pixels wide for 280 s: each is about 1.5 pixels wide, and drawn with
    // two or three points rather than 49.
    #expect(chart.utf8.count < 400 * 300)
  }

  private func svg(ofTrace trace: Data) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("limit-\(UUID().uuidString).svg").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let result = KeyboardReplayCommand.run(arguments: ["--trace", "-", "--svg", path]) { trace }
    #expect(result.exitCode == 0)
    return try String(contentsOfFile: path, encoding: .utf8)
  }
}
