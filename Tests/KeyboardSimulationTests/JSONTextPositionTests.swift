import Foundation
@_spi(Tools) import KeyboardSimulation
import Testing

struct JSONTextPositionTests {
  private func position(_ offset: Int, in bytes: [UInt8]) -> String {
    JSONTextPosition(offset: offset, in: bytes).description
  }

  /// An error shaped like the one `JSONSerialization` throws, with `userInfo` as given.
  private func foundationError(_ userInfo: [String: Any]) -> NSError {
    NSError(domain: NSCocoaErrorDomain, code: 3840, userInfo: userInfo)
  }

  // Computed: a `static let` Data is a global whose storage LeakSanitizer reports when the test binary exits.
  private static var brokenTrace: Data { Data("{\"version\": 1,\n \"entries\": [,]}".utf8) }

  @Test func linesEndAtLineFeedsAndColumnsCountCharactersNotBytes() {
    #expect(position(12, in: Array("[\n \"é🎹\" x]".utf8)) == "line 2, column 7")
  }

  @Test func aUTF8ByteOrderMarkTakesNoColumn() {
    let text: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{x}".utf8)
    #expect(position(4, in: text) == "line 1, column 2")
    #expect(position(1, in: text) == "line 1, column 1")
  }

  @Test(arguments: [
    (Int.max, "line 2, column 3"), (5, "line 2, column 3"), (-1, "line 1, column 1"), (Int.min, "line 1, column 1"),
  ])
  func anOffsetPastEitherEndStandsForThatEnd(offset: Int, expected: String) {
    #expect(position(offset, in: Array("ab\ncd".utf8)) == expected)
  }

  @Test func theOffsetInAppleFoundationsErrorIndexIsPlaced() {
    let error = foundationError(["NSJSONSerializationErrorIndex": 28])
    #expect(JSONTextPosition(jsonSerializationError: error, in: Self.brokenTrace)?.description == "line 2, column 14")
  }

  @Test func theOffsetInCorelibsFoundationsWordsIsPlaced() {
    let error = foundationError([NSDebugDescriptionErrorKey: "Invalid value around character 28."])
    #expect(JSONTextPosition(jsonSerializationError: error, in: Self.brokenTrace)?.description == "line 2, column 14")
  }

  @Test func foundationsOffsetCountsFromAfterAByteOrderMark() {
    let error = foundationError([NSDebugDescriptionErrorKey: "Invalid value around character 1."])
    let data = Data([0xEF, 0xBB, 0xBF] + Array("{x}".utf8))
    #expect(JSONTextPosition(jsonSerializationError: error, in: data)?.description == "line 1, column 2")
  }

  @Test func anOffsetBeyondTheDataStandsForItsEnd() {
    let error = foundationError(["NSJSONSerializationErrorIndex": Int.max])
    #expect(JSONTextPosition(jsonSerializationError: error, in: Self.brokenTrace)?.description == "line 2, column 17")
  }

  @Test(
    arguments: [
      [:], [NSDebugDescriptionErrorKey: "Number 1e999 is not representable in Swift."],
      [NSDebugDescriptionErrorKey: "Invalid value around character 99999999999999999999999."],
      [NSDebugDescriptionErrorKey: "Invalid value around character \u{661}."],
    ] as [[String: String]])
  func anErrorThatDoesNotSayWhereGivesNoPosition(userInfo: [String: String]) {
    #expect(JSONTextPosition(jsonSerializationError: foundationError(userInfo), in: Self.brokenTrace) == nil)
  }

  /// Foundation counts in the text it decoded from UTF-16 or UTF-32, which is not where these bytes are.
  @Test(arguments: [[0xFF, 0xFE, 0x7B, 0x00, 0x78, 0x00], [0x7B, 0x00, 0x78, 0x00], [0x00, 0x7B, 0x00, 0x78]])
  func textFoundationMayReadAsUTF16OrUTF32GivesNoPosition(bytes: [UInt8]) {
    let error = foundationError([NSDebugDescriptionErrorKey: "Invalid value around character 1."])
    #expect(JSONTextPosition(jsonSerializationError: error, in: Data(bytes)) == nil)
  }
}

struct UnreadableTraceErrorTests {
  @Test func theErrorGivesFoundationsWordsAndTheLineAndColumnWhereItStopped() {
    let error = NSError(
      domain: NSCocoaErrorDomain, code: 3840,
      userInfo: [NSDebugDescriptionErrorKey: "Invalid value around character 28.", "NSJSONSerializationErrorIndex": 28])
    #expect(
      KeyboardTraceError(jsonSerializationError: error, in: Data("{\"version\": 1,\n \"entries\": [,]}".utf8))
        == KeyboardTraceError(
          kind: .notJSON, entryIndex: nil, field: "",
          reason: "JSONSerialization cannot read the data around line 2, column 14 (Invalid value around character 28.)"
        ))
  }

  @Test func whereFoundationDoesNotSayWhereTheErrorGivesItsWordsAlone() {
    let error = NSError(
      domain: NSCocoaErrorDomain, code: 3840,
      userInfo: [NSDebugDescriptionErrorKey: "Number 1e999 is not representable in Swift."])
    #expect(
      KeyboardTraceError(jsonSerializationError: error, in: Data("[1e999]".utf8)).description
        == "JSONSerialization cannot read the data (Number 1e999 is not representable in Swift.)")
  }

  @Test func withoutFoundationsWordsTheErrorStillSaysWhatHappened() {
    let error = NSError(domain: NSCocoaErrorDomain, code: 3840)
    #expect(
      KeyboardTraceError(jsonSerializationError: error, in: Data("[".utf8)).description
        == "JSONSerialization cannot read the data")
  }

  @Test func theReaderPlacesWhatJSONSerializationRefusesWhereFoundationSaysWhere() {
    let error = #expect(throws: KeyboardTraceError.self) {
      try KeyboardTrace(jsonData: Data("{\"version\": 1,\n \"entries\": [,]}".utf8))
    }
    #expect(error?.reason.hasPrefix("JSONSerialization cannot read the data around line 2, column 14 (") == true)
  }
}
