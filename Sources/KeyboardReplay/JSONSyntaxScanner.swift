import Foundation

/// Finds where JSON text first breaks the grammar of RFC 8259, to point a person at a line and column.
///
/// `KeyboardTrace(jsonData:)` reports only that data is not JSON, and `JSONSerialization`'s error says where in
/// words that differ between Darwin and Linux, so the command scans the text itself once the trace reader has
/// rejected it. The scan checks syntax only: it has no nesting limit, no number range and no duplicate-key rule, so
/// data it passes may still be refused by `JSONSerialization`; the command then says so without a position.
///
/// ```swift
/// JSONSyntaxScanner.firstProblem(in: Data("{\"a\": 1,}".utf8))
/// // line 1, column 9: expected a member name in double quotes, found '}'
/// ```
enum JSONSyntaxScanner {
  /// The first place the text breaks the grammar, and what was expected there.
  struct Problem: Equatable, CustomStringConvertible {
    /// 1 for the first line; lines end at line feeds.
    var line: Int
    /// 1 for the line's first character; counted in Unicode scalars, so `é` is one column whatever its bytes.
    var column: Int
    var message: String

    var description: String { "line \(line), column \(column): \(message)" }
  }

  /// The first syntax error in `data`, or `nil` when it is well-formed JSON or not UTF-8 text.
  ///
  /// `JSONSerialization` also reads UTF-16 and UTF-32, which this scan does not: for data that starts with their
  /// byte order marks or has a zero byte among its first four it returns `nil` rather than a wrong position.
  static func firstProblem(in data: Data) -> Problem? {
    let bytes = [UInt8](data)
    if bytes.prefix(4).contains(0) || bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
      return nil
    }
    var scanner = Scanner(bytes: bytes)
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
    /// Where the text starts: after a UTF-8 byte order mark, which is not part of it.
    let start: Int
    var index: Int
    var message = ""

    init(bytes: [UInt8]) {
      self.bytes = bytes
      start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
      index = start
    }

    /// Scans to the end; returns the offset of the first problem, with `message` set, or `nil`.
    mutating func scan() -> Int? {
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
            let digits = bytes[min(index + 2, bytes.count)..<min(index + 6, bytes.count)]
            guard digits.count == 4, digits.allSatisfy(Self.isHexDigit) else {
              message = "\\u must be followed by four hexadecimal digits"
              return index
            }
            index += 6
          } else if Array("\"\\/bfnrt".utf8).contains(escape) {
            index += 2
          } else {
            message = "\\\(found(at: index + 1, quoted: false)) is not an escape JSON knows"
            return index
          }
          continue
        default:
          break
        }
        index += 1
      }
      message = "this string is not closed before the end of the text"
      return start
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
        || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    private func isDigit(_ offset: Int) -> Bool {
      offset < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[offset])
    }

    /// Scans `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` from `index`.
    private mutating func scanNumber() -> Int? {
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
      let length: Int
      switch bytes[offset] {
      case 0x00..<0x80: length = 1
      case 0xC0..<0xE0: length = 2
      case 0xE0..<0xF0: length = 3
      case 0xF0..<0xF8: length = 4
      default: return String(format: "byte 0x%02X", UInt32(bytes[offset]))
      }
      var iterator = bytes[offset..<min(offset + length, bytes.count)].makeIterator()
      var decoder = UTF8()
      guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
        return String(format: "byte 0x%02X", UInt32(bytes[offset]))
      }
      return quoted ? "'\(Character(scalar))'" : String(Character(scalar))
    }

    /// The line and column of `offset`, and the message.
    func problem(at offset: Int) -> Problem {
      let before = bytes[..<min(offset, bytes.count)]
      let line = before.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
      let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? start
      // Count characters, not bytes: every byte but UTF-8's continuation bytes starts one.
      let column = bytes[lineStart..<min(offset, bytes.count)].filter { $0 & 0xC0 != 0x80 }.count + 1
      return Problem(line: line, column: column, message: message)
    }
  }
}
