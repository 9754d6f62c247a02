import Foundation
@_spi(Tools) import KeyboardSimulation

/// The `keyboard-replay` command: parses its arguments, plays a scenario or a trace, and returns what to print.
///
/// The executable only exits with the status ``execute(arguments:)`` returns, and ``run(arguments:)`` returns what
/// to print, so every behaviour here can be tested without starting a process:
///
/// ```swift
/// exit(KeyboardReplayCommand.execute(arguments: Array(CommandLine.arguments.dropFirst())))
/// ```
package enum KeyboardReplayCommand {
  /// What one run produced.
  struct Result: Sendable {
    /// Text for standard output: the timeline, the scenario list or the help.
    var standardOutput: String
    /// Text for standard error: one line naming the problem, or empty.
    var standardError: String
    /// 0 on success, 1 when a file could not be read or written, 2 for a command line that cannot be run.
    /// ``KeyboardReplayCommand/execute(arguments:)`` also exits with 1 when it cannot write the standard output.
    var exitCode: Int32
  }

  /// Runs the command with `arguments`, which exclude the program name. Writes the `--svg` file, if one is asked for,
  /// and reads standard input to its end for `--trace -`.
  @MainActor static func run(arguments: [String]) -> Result {
    run(arguments: arguments, standardInput: readStandardInput)
  }

  /// Runs the command, reading `--trace -` from `standardInput` rather than the process's standard input, so that
  /// tests never wait on a terminal.
  @MainActor static func run(arguments: [String], standardInput: () throws -> Data) -> Result {
    switch ReplayArgumentParser.parse(arguments) {
    case .failure(let error):
      return failure("\(error.message) (see keyboard-replay --help)", exitCode: 2)
    case .success(.help(let text)):
      return Result(standardOutput: text, standardError: "", exitCode: 0)
    case .success(.list):
      return Result(standardOutput: scenarioList, standardError: "", exitCode: 0)
    case .success(.play(let options)):
      return play(options, standardInput: standardInput)
    }
  }

  @MainActor private static func play(_ options: ReplayOptions, standardInput: () throws -> Data) -> Result {
    let script: ReplayScript
    switch options.source {
    case .scenario(let name):
      // The parser accepts only names of built-in scenarios.
      script = ReplayScenario.named(name)!.script
    case .trace(let path):
      switch traceScript(TraceInput(path: path), screenSize: options.screenSize, standardInput: standardInput) {
      case .success(let traceScript): script = traceScript
      case .failure(let message): return failure(message.text, exitCode: 1)
      }
    }
    let timeline = ReplayPlayer.play(script)
    var output = options.json ? ReplayJSONRenderer.render(timeline) : ReplayTextRenderer.render(timeline)
    if let svgPath = options.svgPath {
      if let reason = write(Data(ReplaySVGRenderer.render(timeline).utf8), to: svgPath) {
        return failure("cannot write the SVG file '\(svgPath)': \(reason)", exitCode: 1)
      }
      if !options.json { output += "Chart of the input bar's motion written to \(svgPath).\n" }
    }
    return Result(standardOutput: output, standardError: "", exitCode: 0)
  }

  /// Where a trace comes from: a file, or standard input for `-`.
  private struct TraceInput {
    var path: String
    var isStandardInput: Bool { path == "-" }
    /// How messages name it: `the trace file 'a.json'` or `the trace on standard input`.
    var subject: String { isStandardInput ? "the trace on standard input" : "the trace file '\(path)'" }
    /// The name the timeline shows.
    var name: String { isStandardInput ? "standard input" : URL(fileURLWithPath: path).lastPathComponent }
  }

  private static func traceScript(
    _ input: TraceInput, screenSize: CGSize?, standardInput: () throws -> Data
  ) -> Swift.Result<ReplayScript, TraceMessage> {
    let data: Data
    let contents = input.isStandardInput ? read(standardInput, for: input) : readTraceFile(path: input.path)
    switch contents {
    case .success(let contents): data = contents
    case .failure(let message): return .failure(message)
    }
    guard !data.isEmpty else { return .failure(TraceMessage("\(input.subject) is empty")) }
    if let problem = ReplayLimits.problem(readByteCount: data.count, subject: input.subject) {
      return .failure(TraceMessage(problem))
    }
    let trace: KeyboardTrace
    do {
      trace = try KeyboardTrace(jsonData: data)
    } catch {
      return .failure(TraceMessage("\(input.subject) is not a valid trace: \(error)"))
    }
    if let problem = ReplayLimits.problem(entryCount: trace.entries.count, subject: input.subject) {
      return .failure(TraceMessage(problem))
    }
    let name = input.name
    if screenSize == nil, let script = ReplayScript(traceWithRecordedScreens: trace, name: name) {
      return .success(script)
    }
    if let screenSize {
      return .success(
        ReplayScript(
          trace: trace, name: name, screenBounds: CGRect(origin: .zero, size: screenSize), screenIsInferred: false))
    }
    guard let bounds = ReplayScript.inferredScreenBounds(of: trace) else {
      return .failure(
        TraceMessage("cannot tell the screen size from the frames of \(input.subject); pass --screen WIDTHxHEIGHT"))
    }
    return .success(ReplayScript(trace: trace, name: name, screenBounds: bounds, screenIsInferred: true))
  }

  private struct TraceMessage: Error {
    var text: String
    init(_ text: String) { self.text = text }
  }

  /// The file's bytes, or one line naming the file and saying why they cannot be a trace.
  private static func readTraceFile(path: String) -> Swift.Result<Data, TraceMessage> {
    let cannotRead = { (reason: String) in TraceMessage("cannot read the trace file '\(path)': \(reason)") }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(cannotRead("no such file"))
    }
    // Foundation reports a directory as an unknown error (256).
    if isDirectory.boolValue { return .failure(cannotRead("it is a directory")) }
    // A file too large to read is refused before it is read; a pipe, whose size is unknown, after.
    if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
      let problem = ReplayLimits.problem(byteCount: size, subject: "the trace file '\(path)'")
    {
      return .failure(TraceMessage(problem))
    }
    let data: Data
    do {
      // A file handle, unlike `Data(contentsOf:)` on Linux, also reads /dev/null, pipes and other special files,
      // which that call reports as a permission problem.
      let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      data = try readWithinTheLimit(handle)
    } catch {
      return .failure(cannotRead(readableReason(error)))
    }
    return .success(data)
  }

  private static func read(
    _ standardInput: () throws -> Data, for input: TraceInput
  ) -> Swift.Result<Data, TraceMessage> {
    do {
      return .success(try standardInput())
    } catch {
      return .failure(TraceMessage("cannot read \(input.subject): \(readableReason(error))"))
    }
  }

  /// Reads the process's standard input to its end, or to one byte past the limit.
  static func readStandardInput() throws -> Data {
    try readWithinTheLimit(FileHandle.standardInput)
  }

  /// Reads `handle` to its end, or until it has given one byte more than ``ReplayLimits/maximumTraceBytes``: a
  /// source that never ends (`/dev/zero`, a pipe that is never closed) stops there, and is then refused as too
  /// large.
  static func readWithinTheLimit(_ handle: FileHandle) throws -> Data {
    let limit = ReplayLimits.maximumTraceBytes + 1
    var data = Data()
    while data.count < limit, let chunk = try handle.read(upToCount: min(1 << 16, limit - data.count)),
      !chunk.isEmpty
    {
      data.append(chunk)
    }
    return data
  }

  /// Writes `data` to the file at `path`; returns why it could not, in words, or `nil` once written.
  private static func write(_ data: Data, to path: String) -> String? {
    // Foundation reports each of these as an unknown error (512): check them first, to name the problem.
    var isDirectory: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
      return "it is a directory"
    }
    let url = URL(fileURLWithPath: path)
    let parent = url.deletingLastPathComponent().path
    if !FileManager.default.fileExists(atPath: parent, isDirectory: &isDirectory) {
      return "the directory '\(parent)' does not exist"
    }
    if !isDirectory.boolValue { return "'\(parent)' is not a directory" }
    do {
      try data.write(to: url)
      return nil
    } catch {
      return readableReason(error)
    }
  }

  private static func readableReason(_ error: any Error) -> String {
    let nsError = error as NSError
    switch (nsError.domain, nsError.code) {
    case (NSCocoaErrorDomain, NSFileReadNoSuchFileError), (NSCocoaErrorDomain, NSFileNoSuchFileError):
      return "no such file"
    case (NSCocoaErrorDomain, NSFileReadNoPermissionError), (NSCocoaErrorDomain, NSFileWriteNoPermissionError):
      return "permission denied"
    case (NSCocoaErrorDomain, NSFileWriteVolumeReadOnlyError): return "the volume is read-only"
    case (NSCocoaErrorDomain, NSFileWriteOutOfSpaceError): return "no space left on the device"
    case (NSPOSIXErrorDomain, _):
      if let code = Int32(exactly: nsError.code) { return readableReason(code) }
    default:
      if let posixError = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, posixError.domain == NSPOSIXErrorDomain,
        let code = Int32(exactly: posixError.code)
      {
        return readableReason(code)
      }
    }
    return nsError.localizedDescription
  }

  /// The words for an `errno` value: `no such file`, `broken pipe`.
  static func readableReason(_ code: Int32) -> String {
    switch code {
    case ENOENT: return "no such file"
    case EACCES, EPERM: return "permission denied"
    case EISDIR: return "it is a directory"
    case EROFS: return "the volume is read-only"
    case ENOSPC: return "no space left on the device"
    default: return strerror(code).map { String(cString: $0).lowercased() } ?? "error \(code)"
    }
  }

  private static func failure(_ message: String, exitCode: Int32) -> Result {
    Result(standardOutput: "", standardError: "keyboard-replay: error: \(oneLine(message))\n", exitCode: exitCode)
  }

  /// `message` with every control character and line or paragraph separator written as an escape (`\n`, `\u{2028}`),
  /// so that an error quoting an argument, a path or a trace's text stays one line.
  static func oneLine(_ message: String) -> String {
    var text = ""
    for scalar in message.unicodeScalars {
      switch scalar {
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      default:
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator:
          text += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: text.unicodeScalars.append(scalar)
        }
      }
    }
    return text
  }

  static var scenarioList: String {
    let width = ReplayScenario.all.map(\.name.count).max() ?? 0
    let lines = ReplayScenario.all.enumerated().map { index, scenario in
      let name = scenario.name.padding(toLength: width, withPad: " ", startingAt: 0)
      return "  \(name)  \(scenario.summary)\(index == 0 ? " (default)" : "")"
    }
    return "Built-in scenarios (play one with --scenario NAME):\n" + lines.joined(separator: "\n") + "\n"
  }
}
