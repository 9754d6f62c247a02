import ArgumentParser
import Foundation
@_spi(Tools) import KeyboardBroadcast

/// What the command line asks for.
enum ReplayCommand: Equatable {
  /// Text to print and nothing to play: the help, or a shell's completion script.
  case help(String)
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

/// The command line as swift-argument-parser reads it, which also writes `--help`.
struct ReplayCommandLine: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "keyboard-replay",
    abstract: "Plays iOS keyboard notifications through a real KeyboardObserver and prints what happened.",
    discussion: """
      Each notification is posted into a KeyboardObserver with two demo delegates: "chat", a chat screen whose \
      input bar sits on the keyboard and moves through animateWithKeyboardProperties, and "status", a view model \
      that listens to did-events. The timeline shows, for each notification: its time, where the keyboard ends, \
      what each delegate received (or why the observer dropped it), whether the input bar's layout was animated \
      (duration, curve) or immediate (during a rotation, or under a finger dragging the keyboard), and its bottom \
      inset. Times come from the scenario or trace; nothing waits. Notifications carry their screen, as iOS 16.1 \
      and later post the UIScreen, and the observer reads its screenBounds from it: no one sets them, as an app \
      sets them only where those bounds are wrong.

      Exit status: 0 on success, 1 when a file cannot be read or written or the output cannot be printed, 2 for \
      invalid arguments.
      """)

  @Flag(help: "List the built-in scenarios.")
  var list = false

  @Option(help: ArgumentHelp("Play a built-in scenario (default: chat).", valueName: "name"))
  var scenario: String?

  @Option(
    help: ArgumentHelp(
      "Play a trace recorded with KeyboardTraceRecorder (format: Docs/TraceFormat.md); '-' reads it from standard "
        + "input. At most \(ReplayLimits.maximumTraceBytes / 1_000_000) MB and \(ReplayLimits.maximumTraceEntries) "
        + "entries; split a larger trace into parts.",
      valueName: "file"))
  var trace: String?

  @Option(
    help: ArgumentHelp(
      "The screen a trace was recorded on, in points (for example 375x667), each side from 1 to "
        + "\(Format.points(ReplayArgumentParser.maximumScreenLength)), set as the observer's screenBounds. Without "
        + "it, each notification carries the screen the trace recorded with it; a trace that recorded none has its "
        + "size inferred from its frames.",
      valueName: "WxH"))
  var screen: String?

  @Flag(help: "Print the timeline as JSON lines, one object per line (schema: Docs/Replay.md).")
  var json = false

  @Option(
    help: ArgumentHelp(
      "Also write an SVG chart of the input bar's position over time, one line per animation. Not the --trace file.",
      valueName: "file"))
  var svg: String?

  /// What the command line asks for.
  func command() throws(ReplayUsageError) -> ReplayCommand {
    func usage(_ message: String) -> ReplayUsageError { ReplayUsageError(message: message) }
    // An empty string is no more a file or a name than a missing value is.
    if trace?.isEmpty == true { throw usage("--trace needs a trace file (JSON, see Docs/TraceFormat.md)") }
    if svg?.isEmpty == true { throw usage("--svg needs a file to write the SVG chart to") }
    if list {
      guard scenario == nil, trace == nil, screen == nil, !json, svg == nil else {
        throw usage("--list cannot be combined with other options")
      }
      return .list
    }
    var options = ReplayOptions(json: json, svgPath: svg)
    if let scenario {
      guard trace == nil else { throw usage("--scenario and --trace cannot be combined: play one or the other") }
      guard ReplayScenario.named(scenario) != nil else {
        throw usage(
          scenario.isEmpty
            ? "--scenario needs a scenario name (\(ReplayArgumentParser.scenarioNames))"
            : "unknown scenario '\(scenario)'; built-in scenarios: \(ReplayArgumentParser.scenarioNames)")
      }
      options.source = .scenario(scenario)
    }
    if let trace { options.source = .trace(path: trace) }
    if let screen {
      guard trace != nil else { throw usage("--screen applies to --trace only; scenarios know their device") }
      guard let size = ReplayArgumentParser.screenSize(screen) else {
        throw usage(
          "--screen expects WIDTHxHEIGHT in points, each from 1 to "
            + "\(Format.points(ReplayArgumentParser.maximumScreenLength)), such as 375x667, not '\(screen)'")
      }
      options.screenSize = size
    }
    if let trace, trace != "-", let svg, ReplayArgumentParser.isSameFile(trace, svg) {
      throw usage("--svg '\(svg)' names the trace file '\(trace)': the chart would overwrite the trace")
    }
    return .play(options)
  }
}

enum ReplayArgumentParser {
  static func parse(_ arguments: [String]) -> Result<ReplayCommand, ReplayUsageError> {
    do {
      // What the options mean together is checked once, here, rather than in `validate()` as well.
      return .success(try ReplayCommandLine.parse(arguments).command())
    } catch let error as ReplayUsageError {
      return .failure(error)
    } catch {
      // `--help` and `--generate-completion-script` end parsing with success, and with the text to print.
      if ReplayCommandLine.exitCode(for: error) == .success {
        return .success(.help(ReplayCommandLine.fullMessage(for: error, columns: 120) + "\n"))
      }
      return .failure(ReplayUsageError(message: ReplayCommandLine.message(for: error)))
    }
  }

  /// The help swift-argument-parser writes, wrapped at 120 columns.
  static var helpText: String {
    ReplayCommandLine.helpMessage(columns: 120) + "\n"
  }

  /// Whether two paths name one file: spelled alike once made absolute and standardized (`./a.json`, `a.json`), or
  /// both existing with one device and inode (a link, a hard link). The parser's only look at the file system.
  static func isSameFile(_ first: String, _ second: String) -> Bool {
    func standardized(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }
    if standardized(first) == standardized(second) { return true }
    var firstInfo = stat()
    var secondInfo = stat()
    guard stat(first, &firstInfo) == 0, stat(second, &secondInfo) == 0 else { return false }
    return firstInfo.st_dev == secondInfo.st_dev && firstInfo.st_ino == secondInfo.st_ino
  }

  static var scenarioNames: String {
    ReplayScenario.all.map(\.name).joined(separator: ", ")
  }

  /// The longest screen side `--screen` accepts: the largest coordinate `KeyboardProperties(userInfo:)` keeps, so a
  /// screen is never larger than any frame a trace can hold. The shortest is 1 point.
  static let maximumScreenLength = Double(KeyboardProperties.maximumCoordinate)

  static func screenSize(_ text: String) -> CGSize? {
    let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else { return nil }
    // The range test also rejects NaN and the infinities.
    let accepted = 1...maximumScreenLength
    guard accepted.contains(width), accepted.contains(height) else { return nil }
    return CGSize(width: width, height: height)
  }
}
