import Foundation
import Testing

@testable import KeyboardReplay

/// Throws generated command lines at `KeyboardReplayCommand.run` and checks the tool's promise: exit code 0, 1 or 2,
/// and for a non-zero code one line on standard error and nothing on standard output.
///
/// The vectors are built from a fixed seed, so every run tries the same ones. They mix every flag, the `=` form,
/// repeated and unknown flags, values of every kind (built-in scenario names, trace files that exist, are missing,
/// empty, malformed or extreme, directories, standard input), screen sizes made of odd and extreme numbers, empty
/// strings, control characters and other Unicode. `--svg` paths are confined to a scratch directory, so the fuzzer
/// never writes elsewhere, and `--trace -` reads a generated standard input rather than the test process's.
@MainActor struct ArgumentFuzzTests {
  /// Files and directories the vectors name, in a scratch directory removed afterwards.
  private struct Scratch {
    let directory: URL
    let validTrace: String
    let emptyTrace: String
    let malformedTrace: String
    let brokenJSONTrace: String
    let extremeTrace: String

    init() throws {
      directory = FileManager.default.temporaryDirectory.appendingPathComponent("replay-fuzz-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      let directory = self.directory
      func file(_ name: String, _ text: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
      }
      validTrace = fixturePath("iphone-se-show-refocus-hide.json")
      emptyTrace = try file("empty.json", "")
      malformedTrace = try file(
        "malformed.json", #"{"version": 1, "entries": [{"time": -1, "name": "Nope\nNotification", "userInfo": {}}]}"#)
      brokenJSONTrace = try file("broken.json", "{\"version\": 1,\n \"entries\": [\n  {\"time\": 0,,}\n]}")
      extremeTrace = try file(
        "extreme.json",
        """
        {"version": 1, "entries": [{"time": 1.7976931348623157e308, "name": "UIKeyboardWillShowNotification",
          "userInfo": {"UIKeyboardFrameEndUserInfoKey": {"x": 0, "y": 1e308, "width": 1e308, "height": -1e308},
          "UIKeyboardAnimationDurationUserInfoKey": 1e308, "UIKeyboardAnimationCurveUserInfoKey": 7}}]}
        """)
    }

    func remove() {
      try? FileManager.default.removeItem(at: directory)
    }

    /// `path` if it is one of the fuzzer's own, otherwise the same name inside the scratch directory.
    func confined(_ path: String) -> String {
      if path.hasPrefix(directory.path) || path.hasPrefix("/nonexistent/") { return path }
      return directory.appendingPathComponent(path.replacingOccurrences(of: "/", with: "_")).path
    }
  }

  private struct VectorGenerator {
    var random: SeededGenerator
    let scratch: Scratch

    static let flags = [
      "--list", "--scenario", "--trace", "--screen", "--json", "--svg", "--help", "-h", "--", "-", "---", "--jsn",
      "-x", "--SCENARIO", "--trace ", "\u{2014}scenario", "--=", "=", "--screen\n", "-help", "--h",
    ]
    static let valuedFlags = ["--scenario", "--trace", "--screen", "--svg", "--json", "--list", "--help", "--nope"]
    static let oddStrings = [
      "", " ", "\n", "a\nb", "\r\n", "\r", "\u{0}", "\t", "\u{0B}", "é", "e\u{301}", "🎹", "👩‍👩‍👧", "\u{202E}chat",
      "\u{2028}", "\u{85}", "\u{FEFF}", String(repeating: "x", count: 2000), "chat\u{0}", "'", "\"", "\\", "%@%n%s",
      "=", "==", "x", "X", "×", "-", "--",
    ]
    static let numbers = [
      "0", "-0", "1", "0.999", "375", "667", "1e6", "1000000", "1000000.0000001", "999999.99", "1e19", "1e308",
      "1.8e308", "4.9e-324", "-1", "nan", "-nan", "NaN", "inf", "-inf", "infinity", "0x1p10", "0x1p1023", "1_000",
      "\u{663}\u{667}\u{665}", "375.", ".5", "+375", "1e", "e5", "", " 375", "375 ", "\u{FF13}\u{FF17}\u{FF15}",
      "9223372036854775807", "9223372036854775808", "-9223372036854775809", "1" + String(repeating: "0", count: 400),
    ]

    mutating func number() -> String {
      switch random.number(in: 0...3) {
      case 0: return "\(Double(bitPattern: random.next()))"
      case 1: return "\(Int64(bitPattern: random.next()) >> random.number(in: 0...63))"
      default: return random.pick(Self.numbers)
      }
    }

    mutating func screen() -> String {
      switch random.number(in: 0...5) {
      case 0: return number()
      case 1: return "\(number())x\(number())x\(number())"
      case 2: return "\(number())\(random.pick(["X", "×", "*", " x "]))\(number())"
      default: return "\(number())x\(number())"
      }
    }

    mutating func tracePath() -> String {
      random.pick([
        scratch.validTrace, scratch.emptyTrace, scratch.malformedTrace, scratch.brokenJSONTrace, scratch.extremeTrace,
        scratch.directory.path, "/nonexistent/trace.json", "/dev/null", "-", "-", "", "\u{0}", "relative/missing.json",
      ])
    }

    mutating func svgPath() -> String {
      random.pick([
        scratch.directory.appendingPathComponent("chart.svg").path, scratch.directory.path,
        scratch.directory.appendingPathComponent("🎹 chart.svg").path,
        scratch.directory.appendingPathComponent("missing/chart.svg").path, "/nonexistent/dir/chart.svg", "",
        "chart\nline.svg", "nul\u{0}.svg",
      ])
    }

    mutating func value() -> String {
      switch random.number(in: 0...5) {
      case 0: return random.pick(ReplayScenario.all.map(\.name) + ["chta", "CHAT", "chat ", ""])
      case 1: return tracePath()
      case 2: return svgPath()
      case 3: return screen()
      case 4: return number()
      default: return random.pick(Self.oddStrings)
      }
    }

    mutating func argument() -> String {
      switch random.number(in: 0...9) {
      case 0...3: return random.pick(Self.flags)
      case 4...5: return "\(random.pick(Self.valuedFlags))=\(value())"
      default: return value()
      }
    }

    /// A command line that could run: a scenario or a trace, maybe with `--screen`, `--json` and `--svg`, in any
    /// order and either form, with values that may be wrong.
    mutating func plausibleVector() -> [String] {
      var options: [(String, String?)] = []
      if random.number(in: 0...1) == 0 {
        options.append(("--scenario", random.pick(ReplayScenario.all.map(\.name))))
      } else {
        options.append(("--trace", tracePath()))
        if random.number(in: 0...1) == 0 { options.append(("--screen", screen())) }
      }
      if random.number(in: 0...1) == 0 { options.append(("--json", nil)) }
      if random.number(in: 0...2) == 0 { options.append(("--svg", svgPath())) }
      var arguments: [String] = []
      for (flag, value) in options.shuffled(using: &random) {
        guard let value else {
          arguments.append(flag)
          continue
        }
        arguments += random.number(in: 0...2) == 0 ? ["\(flag)=\(value)"] : [flag, value]
      }
      return arguments
    }

    /// A command line of up to seven arguments, with `--svg` values moved into the scratch directory. Half are
    /// plausible ones, of which some get one argument replaced, repeated or added.
    mutating func vector() -> [String] {
      var arguments: [String]
      if random.number(in: 0...1) == 0 {
        arguments = (0..<random.number(in: 0...7)).map { _ in argument() }
      } else {
        arguments = plausibleVector()
        switch random.number(in: 0...5) {
        case 0 where !arguments.isEmpty: arguments[random.number(in: 0...arguments.count - 1)] = argument()
        case 1 where !arguments.isEmpty: arguments.append(random.pick(arguments))
        case 2: arguments.insert(argument(), at: random.number(in: 0...arguments.count))
        default: break
        }
      }
      for index in arguments.indices {
        if arguments[index].hasPrefix("--svg="), arguments[index].count > 6 {
          arguments[index] = "--svg=" + scratch.confined(String(arguments[index].dropFirst(6)))
        } else if arguments[index] == "--svg", index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
          arguments[index + 1] = scratch.confined(arguments[index + 1])
        }
      }
      return arguments
    }

    mutating func standardInput() -> Data {
      let valid = (try? Data(contentsOf: URL(fileURLWithPath: scratch.validTrace))) ?? Data()
      return random.pick([valid, Data(), Data("{\"version\": 1, \"entries\": [}".utf8), Data([0xFF, 0xFE, 0x00])])
    }
  }

  @Test(arguments: [0x5EED_0001, 0x5EED_0002, 0x5EED_0003] as [UInt64])
  func everyCommandLineExitsWithZeroOneOrTwoAndExplainsAFailureInOneLine(seed: UInt64) throws {
    let scratch = try Scratch()
    defer { scratch.remove() }
    var generator = VectorGenerator(random: SeededGenerator(seed: seed), scratch: scratch)
    var exitCodes: [Int32: Int] = [:]
    for _ in 0..<700 {
      let arguments = generator.vector()
      let input = generator.standardInput()
      let result = KeyboardReplayCommand.run(arguments: arguments, standardInput: { input })
      exitCodes[result.exitCode, default: 0] += 1
      let vector = "seed \(seed), arguments \(arguments.debugDescription)"
      #expect([0, 1, 2].contains(result.exitCode), "\(vector)")
      let isUsageError = if case .failure = ReplayArgumentParser.parse(arguments) { true } else { false }
      #expect((result.exitCode == 2) == isUsageError, "\(vector)")
      if result.exitCode == 0 {
        #expect(result.standardError.isEmpty, "\(vector)")
        #expect(!result.standardOutput.isEmpty, "\(vector)")
      } else {
        #expect(result.standardOutput.isEmpty, "\(vector)")
        #expect(result.standardError.hasPrefix("keyboard-replay: error: "), "\(vector)")
        #expect(result.standardError.last == "\n", "\(vector)")
        let isOneLine = !result.standardError.dropLast().contains { $0.isNewline }
        #expect(isOneLine, "\(vector)")
      }
    }
    // The generator must reach every outcome, or it tests less than it claims.
    #expect(exitCodes[0, default: 0] >= 20 && exitCodes[1, default: 0] >= 20 && exitCodes[2, default: 0] >= 20)
  }
}
