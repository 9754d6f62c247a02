import Foundation
@_spi(Tools) import KeyboardSimulation
import Testing

@testable import KeyboardReplay

#if os(Linux)
  /// Why `JSONSyntaxScanner` stays: for each text, what the trace reader says from `JSONSerialization`'s report on
  /// swift-corelibs-foundation (its words, and the line and column of its offset when it gives one), beside what the
  /// scanner says. Foundation names no expected token, gives no offset at the end of the text, for a number beyond a
  /// `Double` or for half a surrogate pair, and some offsets are off the mark. Should a case fail after a toolchain
  /// update, check whether Foundation now says as much as the scanner.
  struct FoundationJSONReportTests {
    static let cases: [(text: [UInt8], reader: String, scanner: String)] = [
      (
        Array("{\n  \"version\": 1\n  \"entries\": []\n}".utf8),
        "around line 3, column 3 (Invalid value around character 19.)",
        "line 3, column 3: expected ',' or '}' after a value, found '\"'"
      ),
      (
        Array("{\"entries\": [".utf8), "(Unexpected end of file during JSON parse.)",
        "line 1, column 14: expected a value or ']', found the end of the text"
      ),
      (
        Array("{\"a\": \"abc".utf8), "(Unexpected end of file during JSON parse.)",
        "line 1, column 7: this string is not closed before the end of the text"
      ),
      (
        Array("[\n nul]".utf8), "(Unexpected end of file during JSON parse.)",
        "line 2, column 2: expected a value, found 'nul' (the only words JSON knows are true, false and null)"
      ),
      (
        Array("[01]".utf8), "around line 1, column 3 (Number with leading zero around character 2.)",
        "line 1, column 2: a number must not start with 0 followed by more digits"
      ),
      (
        Array("{} {}".utf8), "around line 1, column 4 (Invalid value around character 3.)",
        "line 1, column 4: unexpected '{' after the end of the JSON text"
      ),
      (
        Array("{\"time\":\n  -1.8e308}".utf8), "(Number -1.8e308 is not representable in Swift.)",
        "line 2, column 3: the number -1.8e308 is beyond the range of a Double (about 1.8e308), so no trace value "
          + "can hold it"
      ),
      (
        Array("[\"ab\\ud800\\n\"]".utf8),
        "(Unexpected end of file during string parse (expected low-surrogate code point but did not find one).)",
        "line 1, column 5: \\ud800 is the first half of a UTF-16 surrogate pair without the second, which no string "
          + "can hold"
      ),
      (
        Array((String(repeating: "[", count: 600) + String(repeating: "]", count: 600)).utf8),
        "around line 1, column 514 (Too many nested arrays or dictionaries around character 513.)",
        "line 1, column 513: arrays and objects are nested more than 512 deep, more than JSONSerialization reads"
      ),
      (
        [0x5B, 0x0A, 0x20, 0x22, 0xC3, 0xA9, 0xFF, 0x22, 0x5D],
        "(Invalid UTF-8 sequence 3 bytes starting from character 4.)",
        "line 2, column 4: byte 0xFF is not part of a valid UTF-8 character; a trace must be UTF-8 text"
      ),
      (
        [0xFF, 0xFE], "(Invalid value around character 0.)",
        "line 1, column 1: the text starts with 0xFF 0xFE, a UTF-16 byte order mark; a trace must be UTF-8 text"
      ),
    ]

    @Test(arguments: cases)
    func theScannerSaysMoreThanFoundation(text: [UInt8], reader: String, scanner: String) {
      let error = #expect(throws: KeyboardTraceError.self) { try KeyboardTrace(jsonData: Data(text)) }
      #expect(error?.description == "JSONSerialization cannot read the data " + reader)
      #expect(JSONSyntaxScanner.firstProblem(in: Data(text))?.description == scanner)
    }
  }
#endif
