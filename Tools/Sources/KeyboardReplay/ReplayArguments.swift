import Foundation
@_spi(Tools) import KeyboardBroadcast

/// What the command line asks for. Parsed by hand: the tool has a handful of flags and the package takes no
/// dependencies.
enum ReplayCommand: Equatable {
  case help
  case list
  case play(ReplayOptions)
}

/// How to play, and where to write.
struct ReplayOptions: Equatable {
  enum Source: Equatable {
    case scenario(String)
    case trace(path: String)
  }

  var source = Source.scenario(ReplayScenario.all[0].name)
  /// JSON lines instead of the table.
  var json = false
  /// Where to write the SVG chart, if anywhere.
  var svgPath: String?
  /// The screen a trace was recorded on; inferred from its frames when `nil`.
  var screenSize: CGSize?
}

/// A command line that cannot be run, with a message that fits on one line.
struct ReplayUsageError: Error, Equatable, CustomStringConvertible {
  var message: String
  var description: String { message }
}

enum ReplayArgumentParser {
  static func parse(_ arguments: [String]) -> Result<ReplayCommand, ReplayUsageError> {
    do {
      return .success(try command(arguments))
    } catch {
      return .failure(error)
    }
  }

  private static func command(_ arguments: [String]) throws(ReplayUsageError) -> ReplayCommand {
    if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) { return .help }
    var options = ReplayOptions()
    var seen: Set<String> = []
    var isList = false
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      // `--scenario=chat` and `--scenario chat` mean the same.
      let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
      let flag = argument.hasPrefix("--") ? parts[0] : argument
      var inlineValue = argument.hasPrefix("--") && parts.count == 2 ? parts[1] : nil
      guard flag.hasPrefix("-") else {
        throw ReplayUsageError(message: "unexpected argument '\(argument)'")
      }
      guard !seen.contains(flag) else { throw ReplayUsageError(message: "\(flag) is given more than once") }
      seen.insert(flag)

      func value(_ meaning: String) throws(ReplayUsageError) -> String {
        if let value = inlineValue, !value.isEmpty {
          inlineValue = nil
          return value
        }
        // An empty string is no more a file or a name than a missing value is.
        guard inlineValue == nil, let next = remaining.first, !next.isEmpty, !next.hasPrefix("--") else {
          throw ReplayUsageError(message: "\(flag) needs \(meaning)")
        }
        remaining.removeFirst()
        return next
      }

      switch flag {
      case "--list":
        isList = true
      case "--json":
        options.json = true
      case "--scenario":
        let name = try value("a scenario name (\(scenarioNames))")
        guard ReplayScenario.named(name) != nil else {
          throw ReplayUsageError(message: "unknown scenario '\(name)'; built-in scenarios: \(scenarioNames)")
        }
        options.source = .scenario(name)
      case "--trace":
        options.source = .trace(path: try value("a trace file (JSON, see Docs/TraceFormat.md)"))
      case "--svg":
        options.svgPath = try value("a file to write the SVG chart to")
      case "--screen":
        let text = try value("the screen size in points, such as 375x667")
        guard let size = screenSize(text) else {
          throw ReplayUsageError(
            message: "--screen expects WIDTHxHEIGHT in points, each from 1 to \(Format.points(maximumScreenLength)), "
              + "such as 375x667, not '\(text)'")
        }
        options.screenSize = size
      default:
        throw ReplayUsageError(message: "unknown option '\(flag)'")
      }
      if let inlineValue {
        throw ReplayUsageError(message: "\(flag) takes no value, but was given '\(inlineValue)'")
      }
    }
    if seen.contains("--scenario") && seen.contains("--trace") {
      throw ReplayUsageError(message: "--scenario and --trace cannot be combined: play one or the other")
    }
    if options.screenSize != nil && !seen.contains("--trace") {
      throw ReplayUsageError(message: "--screen applies to --trace only; scenarios know their device")
    }
    if isList {
      guard seen.count == 1 else { throw ReplayUsageError(message: "--list cannot be combined with other options") }
      return .list
    }
    if case .trace(let tracePath) = options.source, tracePath != "-", let svgPath = options.svgPath,
      isSameFile(tracePath, svgPath)
    {
      throw ReplayUsageError(
        message: "--svg '\(svgPath)' names the trace file '\(tracePath)': the chart would overwrite the trace")
    }
    return .play(options)
  }

  /// Whether two paths name one file: spelled alike once made absolute and standardized (`./a.json`, `a.json`), or
  /// both existing with one device and inode (a link, a hard link). The parser's only look at the file system.
  private static func isSameFile(_ first: String, _ second: String) -> Bool {
    func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
    if standardized(first) == standardized(second) { return true }
    var firstInfo = stat()
    var secondInfo = stat()
    guard stat(first, &firstInfo) == 0, stat(second, &secondInfo) == 0 else { return false }
    return firstInfo.st_dev == secondInfo.st_dev && firstInfo.st_ino == secondInfo.st_ino
  }

  private static var scenarioNames: String {
    ReplayScenario.all.map(\.name).joined(separator: ", ")
  }

  /// The longest screen side `--screen` accepts: the largest coordinate `KeyboardProperties(userInfo:)` keeps, so a
  /// screen is never larger than any frame a trace can hold. The shortest is 1 point.
  static let maximumScreenLength = Double(KeyboardProperties.maximumCoordinate)

  private static func screenSize(_ text: String) -> CGSize? {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else { return nil }
    // The range test also rejects NaN and the infinities.
    let accepted = 1...maximumScreenLength
    guard accepted.contains(width), accepted.contains(height) else { return nil }
    return CGSize(width: width, height: height)
  }
}
