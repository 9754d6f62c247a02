import Foundation
import Testing

@testable import KeyboardReplay

struct JSONSyntaxScannerTests {
  private func problem(_ text: String) -> String? {
    JSONSyntaxScanner.firstProblem(in: Data(text.utf8))?.description
  }

  @Test(arguments: [
    "{}", "[]", " {\"a\": [1, -2.5e+3, 0, 0.5E-1, true, false, null, \"\\u00e9\\n\\\"\"]}\n", "\u{FEFF}{}", "\"text\"",
    "0",
  ])
  func wellFormedJSONHasNoProblem(text: String) {
    #expect(problem(text) == nil)
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

  @Test func deepNestingIsScannedWithoutRecursion() {
    let text = String(repeating: "[", count: 20_000) + String(repeating: "]", count: 19_999)
    #expect(problem(text) == "line 1, column 40000: expected ',' or ']' after a value, found the end of the text")
  }

  @Test func utf16TextIsLeftToFoundation() {
    #expect(JSONSyntaxScanner.firstProblem(in: Data([0xFF, 0xFE, 0x7B, 0x00])) == nil)
  }
}
