import Foundation
import Testing

@testable import KeyboardReplay

/// Keeps the output Docs/Replay.md shows equal to what the tool prints.
@MainActor struct DocumentedOutputTests {
  private static let replayDocument = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Docs/Replay.md")

  /// The lines of the first fenced block after the heading `heading`.
  private func block(after heading: String) throws -> [String] {
    let text = try String(contentsOf: Self.replayDocument, encoding: .utf8)
    let section = try #require(text.range(of: "\n\(heading)\n")).upperBound
    let lines = text[section...].split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix("```") }) + 1
    let end = try #require(lines[start...].firstIndex { $0.hasPrefix("```") })
    return lines[start..<end].map(String.init)
  }

  private func output(_ arguments: [String]) -> [String] {
    let lines = KeyboardReplayCommand.run(arguments: arguments).standardOutput.split(
      separator: "\n", omittingEmptySubsequences: false)
    return lines.dropLast().map(String.init)
  }

  @Test func theSampleTableIsTheFirstAndLastLinesOfTheDefaultRun() throws {
    let sample = try block(after: "## Sample output")
    let gap = try #require(sample.firstIndex(of: "..."))
    let printed = output([])
    #expect(Array(printed.prefix(gap)) == Array(sample[..<gap]))
    // After the `...`, an empty line and the lines under the table.
    #expect(Array(printed.suffix(sample.count - gap - 1)) == Array(sample[(gap + 1)...]))
  }

  @Test func theInteractiveDismissalExcerptIsALineForLineRunOfItsScenariosTable() throws {
    let excerpt = try block(after: "### The interactive dismissal")
    let printed = output(["--scenario", "interactive-dismissal"])
    let first = try #require(excerpt.first)
    let start = try #require(printed.firstIndex(of: first))
    #expect(Array(printed[start...].prefix(excerpt.count)) == excerpt)
  }

  @Test func theSampleJSONLinesAreTheFirstLinesOfTheDefaultRun() throws {
    let sample = try block(after: "## JSON lines")
    #expect(!sample.isEmpty)
    #expect(Array(output(["--json"]).prefix(sample.count)) == sample)
  }

  @Test func theInterruptedAnimationTheChartSectionQuotesIsWhatTheToolPrints() throws {
    let text = try String(contentsOf: Self.replayDocument, encoding: .utf8)
    let table = output(["--scenario", "third-party-keyboard"]).joined(separator: "\n")
    let json = output(["--scenario", "third-party-keyboard", "--json"]).joined(separator: "\n")
    let tableQuote = "201.1* -> 259"
    let jsonQuote = #""fromInset":201.06097722162554,"interrupted":true"#
    #expect(text.contains("`\(tableQuote)`") && table.contains(tableQuote))
    #expect(text.contains("`\(jsonQuote)`") && json.contains(jsonQuote))
  }
}
