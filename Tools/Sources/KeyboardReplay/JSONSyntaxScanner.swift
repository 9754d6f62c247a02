import Foundation
@_spi(Tools) import KeyboardSimulation

/// Finds the first place where a trace's text cannot be read as JSON, to point a person at a line and column.
///
/// `KeyboardTrace(jsonData:)` passes on `JSONSerialization`'s words, which differ between Darwin and Linux, with the
/// line and column of the offset Foundation gives. Those words seldom say what was expected, and for some problems
/// (the end of the text, a number beyond a `Double`, half a surrogate pair) there is no offset, or one off the mark
/// (`FoundationJSONReportTests`). So the command scans the text itself once the trace reader has rejected it. The
/// scan finds two kinds of problem, in the order they occur in the text:
///
/// - ``Problem/Kind/notJSON``: the text breaks the grammar of RFC 8259, or is not UTF-8, the encoding RFC 8259
///   requires and the trace recorder writes.
/// - ``Problem/Kind/beyondReader``: the text is JSON, but holds what `JSONSerialization` refuses: a number beyond
///   `Double`'s range (such as `1e400`), an escape for half a UTF-16 surrogate pair with no other half (`"\ud800"`),
///   or arrays and objects nested more than ``maximumDepth`` deep.
///
/// The scan follows RFC 8259 where `JSONSerialization` is lenient: Linux's accepts a comma before a closing bracket,
/// the scan does not. When such a comma comes before what made the reader fail, the scan reports the comma: a true
/// problem, if not the one the reader stopped at.
///
/// ```swift
/// JSONSyntaxScanner.firstProblem(in: Data(text.utf8))?.description
/// ```
///
/// For the text `{"a": 1,}` that reads `line 1, column 9: expected a member name in double quotes, found '}'`.
enum JSONSyntaxScanner {
  /// The first place the text cannot be read, and why.
  struct Problem: Equatable, CustomStringConvertible {
    enum Kind: Equatable {
      /// Not JSON: a syntax error, or bytes that are not UTF-8.
      case notJSON
      /// JSON that `JSONSerialization` cannot read.
      case beyondReader
    }

    var kind: Kind
    var position: JSONTextPosition
    var message: String

    var description: String { "\(position): \(message)" }
  }

  /// How many arrays and objects may be open at once: `JSONSerialization`'s limit in swift-corelibs-foundation,
  /// which refuses the 513th.
  static let maximumDepth = 512

  /// The first problem in `data`, or `nil` when `JSONSerialization` should read it. Reads the data as UTF-8, with or
  /// without a byte order mark.
  static func firstProblem(in data: Data) -> Problem? {
    var scanner = Scanner(bytes: [UInt8](data))
    guard let offset = scanner.scan() else { return nil }
    return scanner.problem(at: offset)
  }

  /// What the next token must be.
  private enum Expectation {
    case value
    /// After `[`: a value or `]`.
    case valueOrArrayEnd
    /// After `{`: a member name or `}`.
    case nameOrObjectEnd
    /// After `,` in an object.
    case name
    case colon
    /// After a value inside a container.
    case commaOrEnd
    /// After the top-level value: only whitespace.
    case nothing
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index: Int
    var message = ""
    var kind = Problem.Kind.notJSON

    init(bytes: [UInt8]) {
      self.bytes = bytes
      // The text starts after a UTF-8 byte order mark, which is not part of it.
      index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Scans to the end; returns the offset of the first problem, with `message` set, or `nil`.
    mutating func scan() -> Int? {
      // JSONSerialization reads a text that starts with these as UTF-16, and gets here only if that failed too.
      if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
        message = String(
          format: "the text starts with 0x%02X 0x%02X, a UTF-16 byte order mark; a trace must be UTF-8 text",
          UInt32(bytes[0]), UInt32(bytes[1]))
        return 0
      }
      // Containers are kept on a stack rather than in recursion, so deep nesting cannot overflow the call stack.
      var containers: [UInt8] = []
      var expectation = Expectation.value
      while true {
        skipWhitespace()
        guard index < bytes.count else {
          if expectation == .nothing { return nil }
          return fail(at: index, expecting: expectation, containers.last)
        }
        let byte = bytes[index]
        // Outside strings every byte above 0x7F is out of place; say first when it is not even UTF-8.
        if byte >= 0x80, let problem = notUTF8(at: index) { return problem }
        switch expectation {
        case .nothing:
          message = "unexpected \(found(at: index)) after the end of the JSON text"
          return index
        case .colon:
          guard byte == UInt8(ascii: ":") else { return fail(at: index, expecting: expectation, containers.last) }
          index += 1
          expectation = .value
        case .name, .nameOrObjectEnd:
          if expectation == .nameOrObjectEnd, byte == UInt8(ascii: "}") {
            index += 1
            containers.removeLast()
            expectation = containers.isEmpty ? .nothing : .commaOrEnd
          } else if byte == UInt8(ascii: "\"") {
            if let problem = scanString() { return problem }
            expectation = .colon
          } else {
            return fail(at: index, expecting: expectation, containers.last)
          }
        case .commaOrEnd:
          let container = containers.last!
          let end = container == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")
          if byte == UInt8(ascii: ",") {
            index += 1
            expectation = container == UInt8(ascii: "[") ? .value : .name
          } else if byte == end {
            index += 1
            containers.removeLast()
            expectation = containers.isEmpty ? .nothing : .commaOrEnd
          } else {
            return fail(at: index, expecting: expectation, container)
          }
        case .value, .valueOrArrayEnd:
          if expectation == .valueOrArrayEnd, byte == UInt8(ascii: "]") {
            index += 1
            containers.removeLast()
            expectation = containers.isEmpty ? .nothing : .commaOrEnd
            continue
          }
          switch byte {
          case UInt8(ascii: "{"), UInt8(ascii: "["):
            guard containers.count < maximumDepth else {
              kind = .beyondReader
              message =
                "arrays and objects are nested more than \(maximumDepth) deep, more than JSONSerialization reads"
              return index
            }
            index += 1
            containers.append(byte)
            expectation = byte == UInt8(ascii: "{") ? .nameOrObjectEnd : .valueOrArrayEnd
            continue
          case UInt8(ascii: "\""):
            if let problem = scanString() { return problem }
          case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            if let problem = scanNumber() { return problem }
          case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            if let problem = scanLiteral() { return problem }
          default:
            return fail(at: index, expecting: expectation, containers.last)
          }
          expectation = containers.isEmpty ? .nothing : .commaOrEnd
        }
      }
    }

    private mutating func skipWhitespace() {
      while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func fail(at offset: Int, expecting expectation: Expectation, _ container: UInt8?) -> Int {
      let wanted: String
      switch expectation {
      case .value: wanted = "a value"
      case .valueOrArrayEnd: wanted = "a value or ']'"
      case .nameOrObjectEnd: wanted = "a member name in double quotes or '}'"
      case .name: wanted = "a member name in double quotes"
      case .colon: wanted = "':' after a member name"
      case .commaOrEnd:
        wanted = container == UInt8(ascii: "[") ? "',' or ']' after a value" : "',' or '}' after a value"
      case .nothing: wanted = "nothing more"
      }
      message = "expected \(wanted), found \(found(at: offset))"
      return offset
    }

    /// Scans a string whose opening quote is at `index`; leaves `index` after the closing quote.
    private mutating func scanString() -> Int? {
      let start = index
      index += 1
      while index < bytes.count {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
          index += 1
          return nil
        case 0x00..<0x20:
          message = "a line break or other control character inside a string must be written as an escape"
          return index
        case UInt8(ascii: "\\"):
          guard index + 1 < bytes.count else { break }
          let escape = bytes[index + 1]
          if escape == UInt8(ascii: "u") {
            guard let unit = codeUnit(at: index) else {
              message = "\\u must be followed by four hexadecimal digits"
              return index
            }
            if let problem = surrogateProblem(unit, at: index) { return problem }
            index += UTF16.isLeadSurrogate(unit) ? 12 : 6
          } else if Array("\"\\/bfnrt".utf8).contains(escape) {
            index += 2
          } else {
            message = "\\\(found(at: index + 1, quoted: false)) is not an escape JSON knows"
            return index
          }
          continue
        case 0x80...:
          if let problem = notUTF8(at: index) { return problem }
          index += Self.utf8Length(of: byte)
          continue
        default:
          break
        }
        index += 1
      }
      message = "this string is not closed before the end of the text"
      return start
    }

    /// The UTF-16 code unit of the `\uXXXX` escape at `offset`, or `nil` when four hexadecimal digits do not follow.
    private func codeUnit(at offset: Int) -> UInt16? {
      let digits = bytes[min(offset + 2, bytes.count)..<min(offset + 6, bytes.count)]
      guard digits.count == 4, digits.allSatisfy(Self.isHexDigit) else { return nil }
      return UInt16(String(decoding: digits, as: UTF8.self), radix: 16)
    }

    /// A problem with the escape of `unit` at `offset` when it is half of a surrogate pair without its other half:
    /// JSON's grammar allows it (RFC 8259, section 8.2), but no string can hold it.
    private mutating func surrogateProblem(_ unit: UInt16, at offset: Int) -> Int? {
      let escape = String(decoding: bytes[offset..<offset + 6], as: UTF8.self)
      if UTF16.isTrailSurrogate(unit) {
        kind = .beyondReader
        message = "\(escape) is the second half of a UTF-16 surrogate pair without the first, which no string can hold"
        return offset
      }
      guard UTF16.isLeadSurrogate(unit) else { return nil }
      let follows =
        offset + 7 < bytes.count && bytes[offset + 6] == UInt8(ascii: "\\") && bytes[offset + 7] == UInt8(ascii: "u")
      guard follows, let next = codeUnit(at: offset + 6), UTF16.isTrailSurrogate(next) else {
        kind = .beyondReader
        message = "\(escape) is the first half of a UTF-16 surrogate pair without the second, which no string can hold"
        return offset
      }
      return nil
    }

    /// A problem at `offset` when the bytes there are not a UTF-8 character.
    private mutating func notUTF8(at offset: Int) -> Int? {
      guard offset < bytes.count, scalar(at: offset) == nil else { return nil }
      message = String(
        format: "byte 0x%02X is not part of a valid UTF-8 character; a trace must be UTF-8 text", UInt32(bytes[offset]))
      return offset
    }

    /// The Unicode scalar whose UTF-8 encoding starts at `offset`, or `nil` when the bytes there are not UTF-8.
    private func scalar(at offset: Int) -> Unicode.Scalar? {
      let length = Self.utf8Length(of: bytes[offset])
      var iterator = bytes[offset..<min(offset + length, bytes.count)].makeIterator()
      var decoder = UTF8()
      guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
      return scalar
    }

    /// How many bytes the UTF-8 sequence starting with `byte` claims; 1 for a byte that cannot start one.
    private static func utf8Length(of byte: UInt8) -> Int {
      switch byte {
      case 0xC0..<0xE0: 2
      case 0xE0..<0xF0: 3
      case 0xF0..<0xF8: 4
      default: 1
      }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    private func isDigit(_ offset: Int) -> Bool {
      offset < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset])
    }

    /// Scans `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` from `index`, and checks that a `Double` can
    /// hold it.
    private mutating func scanNumber() -> Int? {
      let start = index
      if let problem = scanNumberSyntax() { return problem }
      let text = String(decoding: bytes[start..<index], as: UTF8.self)
      // A number too small for a Double is read as 0; only one too large is refused.
      guard let value = Double(text), value.isInfinite else { return nil }
      kind = .beyondReader
      let shown = text.count > 24 ? String(text.prefix(24)) + "..." : text
      message = "the number \(shown) is beyond the range of a Double (about 1.8e308), so no trace value can hold it"
      return start
    }

    private mutating func scanNumberSyntax() -> Int? {
      if bytes[index] == UInt8(ascii: "-") { index += 1 }
      guard isDigit(index) else {
        message = "expected a digit after '-', found \(found(at: index))"
        return index
      }
      if bytes[index] == UInt8(ascii: "0") {
        index += 1
        if isDigit(index) {
          message = "a number must not start with 0 followed by more digits"
          return index - 1
        }
      } else {
        while isDigit(index) { index += 1 }
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
        index += 1
        guard isDigit(index) else {
          message = "expected a digit after the decimal point, found \(found(at: index))"
          return index
        }
        while isDigit(index) { index += 1 }
      }
      if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard isDigit(index) else {
          message = "expected a digit in the exponent, found \(found(at: index))"
          return index
        }
        while isDigit(index) { index += 1 }
      }
      return nil
    }

    /// Scans `true`, `false` or `null` from `index`, where a letter is.
    private mutating func scanLiteral() -> Int? {
      var end = index
      while end < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[end] | 0x20) { end += 1 }
      let word = String(decoding: bytes[index..<end], as: UTF8.self)
      guard ["true", "false", "null"].contains(word) else {
        message = "expected a value, found '\(word)' (the only words JSON knows are true, false and null)"
        return index
      }
      index = end
      return nil
    }

    /// `'x'` for the character at `offset`, `the end of the text` past the end, `byte 0xFF` for a byte that does
    /// not start UTF-8.
    private func found(at offset: Int, quoted: Bool = true) -> String {
      guard offset < bytes.count else { return "the end of the text" }
      guard let scalar = scalar(at: offset) else { return String(format: "byte 0x%02X", UInt32(bytes[offset])) }
      return quoted ? "'\(Character(scalar))'" : String(Character(scalar))
    }

    func problem(at offset: Int) -> Problem {
      Problem(kind: kind, position: JSONTextPosition(offset: offset, in: bytes), message: message)
    }
  }
}
