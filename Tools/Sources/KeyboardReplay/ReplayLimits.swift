/// The largest input `keyboard-replay` plays, so that every run ends in bounded time and writes bounded output.
///
/// A 200,000-entry trace (66 MB) once took 72 seconds and wrote a 178 MB chart; reading its JSON took most of the
/// time. Reading is linear in the bytes and playing in the entries, so a limit on each bounds the run; the chart is
/// bounded on top of them by ``ReplaySVGRenderer``, which draws each animation with about one point per two pixels
/// and lists at most ``maximumLegendChanges`` layout changes.
enum ReplayLimits {
  /// The largest trace, in bytes, that is read as JSON: 16 MB, over 1.5 KB for each of ``maximumTraceEntries``
  /// entries, where the recorder writes about 0.5 KB.
  static let maximumTraceBytes = 16_000_000

  /// The most entries a trace may hold: far more than a recorded session needs (a show and a hide post about eight
  /// notifications), and played with its table and chart in seconds in a debug build.
  static let maximumTraceEntries = 10_000

  /// The most layout changes the chart's legend lists one by one; a line counts the rest.
  static let maximumLegendChanges = 100

  /// Why a trace of `byteCount` bytes is not read, or `nil` when it is.
  ///
  /// - Parameter subject: How the message names the trace, such as `the trace file 'a.json'`.
  static func problem(byteCount: Int, subject: String) -> String? {
    guard byteCount > maximumTraceBytes else { return nil }
    return "\(subject) is \(byteCount) bytes, more than the \(maximumTraceBytes / 1_000_000) MB keyboard-replay reads; "
      + "split it into parts (Docs/Replay.md, Limits)"
  }

  /// Why a trace that gave `readByteCount` bytes when it was read, reading stopping one byte past the limit, is not
  /// played, or `nil` when it is: its size is not known, only that it is larger than the limit.
  ///
  /// - Parameter subject: How the message names the trace, such as `the trace on standard input`.
  static func problem(readByteCount: Int, subject: String) -> String? {
    guard readByteCount > maximumTraceBytes else { return nil }
    return "\(subject) is larger than the \(maximumTraceBytes / 1_000_000) MB keyboard-replay reads; "
      + "split it into parts (Docs/Replay.md, Limits)"
  }

  /// Why a trace of `entryCount` entries is not played, or `nil` when it is.
  ///
  /// - Parameter subject: How the message names the trace, such as `the trace file 'a.json'`.
  static func problem(entryCount: Int, subject: String) -> String? {
    guard entryCount > maximumTraceEntries else { return nil }
    return "\(subject) holds \(entryCount) entries, more than the \(maximumTraceEntries) keyboard-replay plays; "
      + "split it into parts (Docs/Replay.md, Limits)"
  }
}
