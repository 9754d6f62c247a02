import Foundation
@_spi(Tools) import KeyboardSimulation
import Testing

@testable import KeyboardReplay

#if canImport(FoundationXML)
  import FoundationXML
#endif

struct PointFormattingTests {
  @Test(
    arguments: [
      (0, "0"), (-0.0, "0"), (216, "216"), (366.66, "366.7"), (-12.04, "-12"), (0.04, "0"), (-0.04, "0"),
      (1_000_000, "1000000"),
    ] as [(Double, String)])
  func pointsPrintWholeNumbersBareAndOthersToOneDecimal(value: Double, text: String) {
    #expect(Format.points(CGFloat(value)) == text)
  }

  @Test(arguments: [1e19, -1e19, 1e308, -1e308, Double.greatestFiniteMagnitude, 9.3e18])
  func pointsBeyondIntsRangeAreWrittenWithAnExponentInsteadOfTrapping(value: Double) {
    let text = Format.points(CGFloat(value))
    #expect(text.contains("e+"))
    #expect(Double(text).map { abs($0 - value) <= abs(value) * 1e-5 } == true)
  }

  @Test func pointsThatAreNotFiniteAreNamed() {
    #expect(Format.points(.infinity) == "inf")
    #expect(Format.points(-.infinity) == "-inf")
    #expect(Format.points(.nan) == "nan")
  }

  @Test func secondsBeyondABillionAreWrittenWithAnExponent() {
    #expect(Format.seconds(1e300) == "1e+300")
    #expect(Format.seconds(123.4567) == "123.457")
    #expect(Format.seconds(0.25, digits: 2) == "0.25")
  }
}

/// A trace file with the largest values the trace format accepts: times near `Double.greatestFiniteMagnitude`,
/// durations as large, and frames far beyond `KeyboardProperties.maximumCoordinate`.
@MainActor struct ExtremeTraceTests {
  private static let extremeTrace = """
    {"version": 1, "entries": [
      {"time": 0, "name": "UIKeyboardWillShowNotification", "userInfo": {
        "UIKeyboardFrameBeginUserInfoKey": {"x": 0, "y": 1e308, "width": 1e308, "height": 1e308},
        "UIKeyboardFrameEndUserInfoKey": {"x": 0, "y": -1e308, "width": 1e308, "height": 1e308},
        "UIKeyboardAnimationDurationUserInfoKey": 1e308, "UIKeyboardAnimationCurveUserInfoKey": 7}},
      {"time": 1e-300, "name": "UIKeyboardWillShowNotification", "userInfo": {
        "UIKeyboardFrameEndUserInfoKey": {"x": 0, "y": 5e-324, "width": 1e308, "height": 1e308},
        "UIKeyboardAnimationDurationUserInfoKey": 1e308, "UIKeyboardAnimationCurveUserInfoKey": 3}},
      {"time": 1.7976931348623157e308, "name": "UIKeyboardWillHideNotification", "userInfo": {
        "UIKeyboardFrameEndUserInfoKey": {"x": 0, "y": 1e308, "width": 1e308, "height": 1e308},
        "UIKeyboardAnimationDurationUserInfoKey": 1e308, "UIKeyboardAnimationCurveUserInfoKey": -9223372036854775808}}
    ]}
    """

  private func withExtremeTrace(_ body: (String, URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("extreme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("extreme.json")
    try Data(Self.extremeTrace.utf8).write(to: trace)
    try body(trace.path, directory)
  }

  @Test(arguments: [["--screen", "1000000x1000000"], ["--screen", "375x667"], ["--screen", "1x1"]])
  func anExtremeTracePrintsItsTableAndWritesAWellFormedChart(screen: [String]) throws {
    try withExtremeTrace { trace, directory in
      let svg = directory.appendingPathComponent("chart.svg")
      let result = KeyboardReplayCommand.run(arguments: ["--trace", trace, "--svg", svg.path] + screen)
      #expect(result.exitCode == 0)
      #expect(result.standardError.isEmpty)
      #expect(result.standardOutput.contains("Final inset:"))
      let chart = try String(contentsOf: svg, encoding: .utf8)
      #expect(XMLParser(data: Data(chart.utf8)).parse())
      #expect(!chart.contains("nan") && !chart.contains("inf\""), "every coordinate is a finite number")
    }
  }

  @Test func anExtremeTracePrintsOneJSONObjectPerLine() throws {
    try withExtremeTrace { trace, _ in
      let result = KeyboardReplayCommand.run(arguments: ["--trace", trace, "--screen", "375x667", "--json"])
      #expect(result.exitCode == 0)
      let lines = result.standardOutput.split(separator: "\n")
      #expect(lines.count == 4)
      for line in lines { #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any]) }
    }
  }
}

/// Valid traces whose times and durations reach the end of a `Double`, played with `--svg`: every coordinate the
/// chart writes is a finite number inside its picture, and the table's columns stay aligned.
@MainActor struct ExtremeTimeAndDurationTests {
  /// One show and one hide on an iPhone SE, with `time` and `duration` in place of the recorded numbers.
  nonisolated private static func showAndHide(times: (Double, Double), duration: Double, curve: Int) -> String {
    let entry = { (time: Double, name: String, beginY: Int, endY: Int) in
      """
      {"time": \(time), "name": "\(name)", "userInfo": {
        "UIKeyboardFrameBeginUserInfoKey": {"x": 0, "y": \(beginY), "width": 375, "height": 216},
        "UIKeyboardFrameEndUserInfoKey": {"x": 0, "y": \(endY), "width": 375, "height": 216},
        "UIKeyboardAnimationDurationUserInfoKey": \(duration), "UIKeyboardAnimationCurveUserInfoKey": \(curve)}}
      """
    }
    return """
      {"version": 1, "entries": [
      \(entry(times.0, "UIKeyboardWillShowNotification", 667, 451)),
      \(entry(times.1, "UIKeyboardWillHideNotification", 451, 667))
      ]}
      """
  }

  nonisolated static let traces: [(name: String, json: String)] = [
    ("1e308-second durations on curve 7", showAndHide(times: (0, 1), duration: 1e308, curve: 7)),
    ("1e308-second durations on curve 3", showAndHide(times: (0, 1), duration: 1e308, curve: 3)),
    ("the largest duration", showAndHide(times: (0, 1), duration: .greatestFiniteMagnitude, curve: 7)),
    ("a negative 1e308-second duration", showAndHide(times: (0, 1), duration: -1e308, curve: 7)),
    ("times near the largest Double", showAndHide(times: (1e308, .greatestFiniteMagnitude), duration: 0.25, curve: 7)),
    ("the largest time and duration", showAndHide(times: (0, .greatestFiniteMagnitude), duration: 1e308, curve: 7)),
  ]

  private func run(_ json: String, _ arguments: [String]) throws -> (KeyboardReplayCommand.Result, chart: String) {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("extreme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace.json")
    let svg = directory.appendingPathComponent("chart.svg")
    try Data(json.utf8).write(to: trace)
    let result = KeyboardReplayCommand.run(arguments: ["--trace", trace.path, "--svg", svg.path] + arguments)
    return (result, try String(contentsOf: svg, encoding: .utf8))
  }

  /// Every number in the chart's geometry attributes, by axis: `x`, `y`, or `nil` for a size such as a radius.
  private func coordinates(in chart: String) -> [(attribute: String, axis: Character?, text: String)] {
    let pattern = try! NSRegularExpression(
      pattern: #" (x|y|x1|x2|y1|y2|cx|cy|r|width|height|points|viewBox)="([^"]*)""#)
    let range = NSRange(chart.startIndex..., in: chart)
    var coordinates: [(String, Character?, String)] = []
    for match in pattern.matches(in: chart, range: range) {
      let attribute = String(chart[Range(match.range(at: 1), in: chart)!])
      let numbers = chart[Range(match.range(at: 2), in: chart)!].split(whereSeparator: { $0 == " " || $0 == "," })
      for (index, number) in numbers.enumerated() {
        let axis: Character? =
          switch attribute {
          case "points": index.isMultiple(of: 2) ? "x" : "y"
          case "x", "x1", "x2", "cx": "x"
          case "y", "y1", "y2", "cy": "y"
          default: nil
          }
        coordinates.append((attribute, axis, String(number)))
      }
    }
    return coordinates
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(arguments: traces.map(\.name))
  func everyCoordinateInTheChartIsAFiniteNumberInsideThePicture(trace name: String) throws {
    let json = try #require(Self.traces.first { $0.name == name }).json
    let (result, chart) = try run(json, [])
    #expect(result.exitCode == 0)
    let viewBox = try #require(chart.firstRange(of: #/viewBox="0 0 ([0-9.]+) ([0-9.]+)"/#))
    let width = try #require(Double(chart[viewBox].split(separator: " ")[2]))
    let height = try #require(Double(chart[viewBox].split(separator: " ")[3].dropLast()))
    let coordinates = coordinates(in: chart)
    #expect(coordinates.count > 100)
    for (attribute, axis, text) in coordinates {
      let value = Double(text)
      #expect(value?.isFinite == true, "\(attribute)=\"\(text)\" is not a finite number")
      guard let value, value.isFinite, let axis else { continue }
      #expect((0...(axis == "x" ? width : height)).contains(value), "\(attribute)=\"\(text)\" is outside the chart")
    }
  }

  @Test(arguments: traces.map(\.name))
  func theTablesColumnsStayAlignedAndApart(trace name: String) throws {
    let json = try #require(Self.traces.first { $0.name == name }).json
    let table = try run(json, ["--screen", "375x667"]).0.standardOutput.split(
      separator: "\n", omittingEmptySubsequences: false
    ).map(String.init)
    let headerIndex = try #require(table.firstIndex { $0.contains("  posted  ") && $0.hasSuffix("  inset") })
    let header = table[headerIndex]
    let starts = ["posted", "keyboard ends", "delegates received", "layout of the input bar", "inset"].map {
      header.distance(from: header.startIndex, to: header.range(of: $0)!.lowerBound)
    }
    let rows = table[(headerIndex + 1)...].prefix { !$0.isEmpty }
    #expect(rows.count == 2)
    for row in rows {
      let characters = Array(row)
      for start in starts {
        // Every cell of these rows has text: it begins where its heading does, two spaces after the previous cell.
        #expect(characters.count > start && characters[start] != " ", "no cell at column \(start): \(row)")
        #expect(String(characters[(start - 2)..<start]) == "  ", "cells run together: \(row)")
      }
    }
  }
}
