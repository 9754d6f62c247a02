import Foundation
import KeyboardSimulation
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
