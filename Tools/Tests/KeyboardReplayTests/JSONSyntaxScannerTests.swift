import Foundation
import Testing

@testable import KeyboardReplay

struct JSONSyntaxScannerTests {
  private func problem(_ text: String) -> String? {
    JSONSyntaxScanner.firstProblem(in: Data(text.utf8))?.description
  }

  /// Texts JSONSerialization reads.
  static let readable = [
    "{}", "[]", " {\"a\": [1, -2.5e+3, 0, 0.5E-1, true, false, null, \"\\u00e9\\n\\\"\"]}\n", "\u{FEFF}{}", "\"text\"",
    "0", "[1e-400, 1.7976931348623157e308, -1e308, 123456789012345678901234567890]", "[\"\\ud83c\\udfb9\\u0000\"]",
    "[\"é🎹\"]", nested(JSONSyntaxScanner.maximumDepth),
  ]

  /// Texts JSONSerialization refuses, each for a different reason. (Not a trailing comma, which Linux's accepts.)
  static let unreadable = [
    "{\"a\" 1}", "[1e999]", "[\"\\ud800\"]", "[\"\\udc00\"]", "[\"\\ud800\\u0041\"]",
    nested(JSONSyntaxScanner.maximumDepth + 1),
    "[\"\u{FF}\"]", "[01]", "{} {}",
  ]

  /// `depth` arrays, one inside the other.
  static func nested(_ depth: Int) -> String {
    String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
  }

  @Test(arguments: readable)
  func textJSONSerializationReadsHasNoProblem(text: String) {
    #expect(problem(text) == nil)
  }

  @Test(arguments: readable + unreadable)
  func theScannerFindsAProblemExactlyWhenJSONSerializationRefusesTheText(text: String) {
    let refused = (try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)) == nil
    #expect((problem(text) != nil) == refused)
  }

  @Test func aMissingCommaIsPlacedOnItsLineAndColumn() {
    #expect(
      problem("{\n  \"version\": 1\n  \"entries\": []\n}")
        == "line 3, column 3: expected ',' or '}' after a value, found '\"'")
  }

  @Test func aTrailingCommaInAnArrayIsReported() {
    #expect(problem("[1,\n 2,\n]") == "line 3, column 1: expected a value, found ']'")
  }

  @Test func aTrailingCommaInAnObjectIsReported() {
    #expect(problem("{\"a\": 1,}") == "line 1, column 9: expected a member name in double quotes, found '}'")
  }

  @Test func textThatEndsTooSoonSaysSo() {
    #expect(problem("{\"entries\": [") == "line 1, column 14: expected a value or ']', found the end of the text")
  }

  @Test func anUnclosedStringIsPlacedAtItsOpeningQuote() {
    #expect(problem("{\"a\": \"abc") == "line 1, column 7: this string is not closed before the end of the text")
  }

  @Test func aLineBreakInsideAStringIsPlacedWhereItIs() {
    #expect(
      problem("{\"a\": \"ab\ncd\"}")
        == "line 1, column 10: a line break or other control character inside a string must be written as an escape")
  }

  @Test func aWordThatIsNotALiteralIsQuoted() {
    #expect(
      problem("[True]")
        == "line 1, column 2: expected a value, found 'True' (the only words JSON knows are true, false and null)")
  }

  @Test func malformedNumbersAreReported() {
    #expect(problem("[01]") == "line 1, column 2: a number must not start with 0 followed by more digits")
    #expect(problem("[1.]") == "line 1, column 4: expected a digit after the decimal point, found ']'")
    #expect(problem("[-x]") == "line 1, column 3: expected a digit after '-', found 'x'")
    #expect(problem("[1e+]") == "line 1, column 5: expected a digit in the exponent, found ']'")
  }

  @Test func textAfterTheValueIsReported() {
    #expect(problem("{} {}") == "line 1, column 4: unexpected '{' after the end of the JSON text")
  }

  @Test func columnsCountCharactersNotBytes() {
    #expect(problem("[\"é🎹\" x]") == "line 1, column 7: expected ',' or ']' after a value, found 'x'")
  }

  @Test func syntaxErrorsAreOfTheKindNotJSON() {
    #expect(JSONSyntaxScanner.firstProblem(in: Data("[1,]".utf8))?.kind == .notJSON)
  }

  @Test func nestingDeeperThanJSONSerializationReadsIsPlacedAtTheFirstArrayTooMany() {
    let problem = JSONSyntaxScanner.firstProblem(in: Data(Self.nested(100_000).utf8))
    #expect(problem?.kind == .beyondReader)
    #expect(
      problem?.description
        == "line 1, column 513: arrays and objects are nested more than 512 deep, more than JSONSerialization reads")
  }

  @Test func aNumberBeyondTheRangeOfADoubleIsPlacedAsJSONTheReaderCannotHold() {
    let problem = JSONSyntaxScanner.firstProblem(in: Data("{\"time\":\n  -1.8e308}".utf8))
    #expect(problem?.kind == .beyondReader)
    #expect(
      problem?.description
        == "line 2, column 3: the number -1.8e308 is beyond the range of a Double (about 1.8e308), so no trace value "
        + "can hold it")
  }

  @Test func aLongNumberIsShortenedInTheMessage() {
    #expect(
      problem("[1" + String(repeating: "0", count: 400) + "]")
        == "line 1, column 2: the number 100000000000000000000000... is beyond the range of a Double (about 1.8e308), "
        + "so no trace value can hold it")
  }

  @Test func aFirstHalfOfASurrogatePairWithoutTheSecondIsPlaced() {
    let problem = JSONSyntaxScanner.firstProblem(in: Data("[\"ab\\ud800\\n\"]".utf8))
    #expect(problem?.kind == .beyondReader)
    #expect(
      problem?.description
        == "line 1, column 5: \\ud800 is the first half of a UTF-16 surrogate pair without the second, which no "
        + "string can hold")
  }

  @Test func aSecondHalfOfASurrogatePairWithoutTheFirstIsPlaced() {
    #expect(
      problem("[\"\\uDC00\"]")
        == "line 1, column 3: \\uDC00 is the second half of a UTF-16 surrogate pair without the first, which no "
        + "string can hold")
  }

  @Test func aByteThatIsNotUTF8InsideAStringIsPlacedWhereItIs() {
    let problem = JSONSyntaxScanner.firstProblem(in: Data([0x5B, 0x0A, 0x20, 0x22, 0xC3, 0xA9, 0xFF, 0x22, 0x5D]))
    #expect(problem?.kind == .notJSON)
    #expect(
      problem?.description
        == "line 2, column 4: byte 0xFF is not part of a valid UTF-8 character; a trace must be UTF-8 text")
  }

  @Test func aUTF8SequenceCutShortIsPlacedAtItsFirstByte() {
    #expect(
      JSONSyntaxScanner.firstProblem(in: Data([0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D]))?.description
        == "line 1, column 3: byte 0xE2 is not part of a valid UTF-8 character; a trace must be UTF-8 text")
  }

  @Test func aByteThatIsNotUTF8OutsideAStringIsPlacedWhereItIs() {
    #expect(
      JSONSyntaxScanner.firstProblem(in: Data([0x7B, 0xFF, 0x7D]))?.description
        == "line 1, column 2: byte 0xFF is not part of a valid UTF-8 character; a trace must be UTF-8 text")
  }

  @Test func aUTF16ByteOrderMarkIsNamed() {
    #expect(
      JSONSyntaxScanner.firstProblem(in: Data([0xFF, 0xFE]))?.description
        == "line 1, column 1: the text starts with 0xFF 0xFE, a UTF-16 byte order mark; a trace must be UTF-8 text")
  }
}
