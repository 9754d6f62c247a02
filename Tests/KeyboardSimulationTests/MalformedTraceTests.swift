import Foundation
@_spi(Tools) import KeyboardBroadcast
@_spi(Tools) import KeyboardSimulation
import KeyboardTestSupport
import Testing

/// JSON texts for the reader's error cases.
enum MalformedTrace {
  static let showEntry =
    #"{"time": 0, "name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": "#
    + #"{"x": 0, "y": 407, "width": 375, "height": 260}}}"#

  /// Shaped like the example in Docs/TraceFormat.md: a will-change-frame and a will-show.
  static let valid = """
    {
      "version": 1,
      "entries": [
        {
          "time": 0,
          "name": "UIKeyboardWillChangeFrameNotification",
          "userInfo": {
            "UIKeyboardFrameBeginUserInfoKey": {"x": 0, "y": 667, "width": 375, "height": 260},
            "UIKeyboardFrameEndUserInfoKey": {"x": 0, "y": 407, "width": 375, "height": 260},
            "UIKeyboardAnimationDurationUserInfoKey": 0.25,
            "UIKeyboardAnimationCurveUserInfoKey": 7,
            "UIKeyboardIsLocalUserInfoKey": 1
          }
        },
        {
          "time": 0,
          "name": "UIKeyboardWillShowNotification",
          "userInfo": {
            "UIKeyboardFrameBeginUserInfoKey": {"x": 0, "y": 667, "width": 375, "height": 260},
            "UIKeyboardFrameEndUserInfoKey": {"x": 0, "y": 407, "width": 375, "height": 260},
            "UIKeyboardAnimationDurationUserInfoKey": 0.25,
            "UIKeyboardAnimationCurveUserInfoKey": 7,
            "UIKeyboardIsLocalUserInfoKey": 1
          }
        }
      ]
    }
    """

  /// A version-1 file whose entries are two valid ones followed by `entry`, so errors land on index 2.
  static func afterTwoValidEntries(_ entry: String) -> String {
    entries(showEntry, showEntry, entry)
  }

  static func entries(_ entries: String...) -> String {
    #"{"version": 1, "entries": ["# + entries.joined(separator: ", ") + "]}"
  }

  /// A valid trace with one more top-level field, which readers ignore, holding `value`.
  static func withIgnoredField(_ value: String) -> String {
    #"{"version": 1, "entries": [], "comment": "# + value + "}"
  }
}

struct MalformedTraceCase: Sendable, CustomTestStringConvertible {
  var json: String
  var kind: KeyboardTraceError.Kind
  var entryIndex: Int?
  var field: String

  var testDescription: String { "\(kind) at entry \(entryIndex.map(String.init) ?? "-"), field \(field)" }

  static let all: [MalformedTraceCase] = [
    .init(json: "not json", kind: .notJSON, entryIndex: nil, field: ""),
    .init(json: "[]", kind: .notJSON, entryIndex: nil, field: ""),
    .init(json: #""abc""#, kind: .notJSON, entryIndex: nil, field: ""),
    .init(json: "null", kind: .notJSON, entryIndex: nil, field: ""),
    .init(json: #"{"version": 1e999}"#, kind: .notJSON, entryIndex: nil, field: ""),
    .init(json: #"{"version": "\ud800"}"#, kind: .notJSON, entryIndex: nil, field: ""),
    // Not JSON, or not readable, though the reader ignores the field: `JSONDecoder` would accept these.
    .init(json: MalformedTrace.withIgnoredField(#""\x""#), kind: .notJSON, entryIndex: nil, field: ""),
    .init(json: MalformedTrace.withIgnoredField("1e999"), kind: .notJSON, entryIndex: nil, field: ""),
    .init(json: MalformedTrace.withIgnoredField(#""\ud800""#), kind: .notJSON, entryIndex: nil, field: ""),
    // A number so small that it rounds to 0: `JSONSerialization` reads it, `JSONDecoder` does not.
    .init(
      json: #"{"version": 1, "entries": [], "drags": [{"time": 1e-400, "kind": "lifted"}]}"#, kind: .notJSON,
      entryIndex: nil, field: ""),
    .init(json: #"{"version": 1, "entries": [], "drags": null}"#, kind: .wrongType, entryIndex: nil, field: "drags"),
    .init(json: #"{"version": 1, "entries": null}"#, kind: .wrongType, entryIndex: nil, field: "entries"),
    .init(json: #"{"entries": []}"#, kind: .missingField, entryIndex: nil, field: "version"),
    .init(json: #"{"version": "1", "entries": []}"#, kind: .wrongType, entryIndex: nil, field: "version"),
    .init(json: #"{"version": 2, "entries": []}"#, kind: .unsupportedVersion, entryIndex: nil, field: "version"),
    .init(json: #"{"version": 1}"#, kind: .missingField, entryIndex: nil, field: "entries"),
    .init(json: #"{"version": 1, "entries": {}}"#, kind: .wrongType, entryIndex: nil, field: "entries"),
    .init(json: MalformedTrace.afterTwoValidEntries("3"), kind: .wrongType, entryIndex: 2, field: ""),
    .init(
      json: MalformedTrace.afterTwoValidEntries(#"{"name": "UIKeyboardDidShowNotification", "userInfo": {}}"#),
      kind: .missingField, entryIndex: 2, field: "time"),
    .init(
      json: MalformedTrace.afterTwoValidEntries(
        #"{"time": "soon", "name": "UIKeyboardDidShowNotification", "userInfo": {}}"#),
      kind: .wrongType, entryIndex: 2, field: "time"),
    .init(
      json: MalformedTrace.entries(#"{"time": -1, "name": "UIKeyboardDidShowNotification", "userInfo": {}}"#),
      kind: .invalidValue, entryIndex: 0, field: "time"),
    .init(
      json: MalformedTrace.entries(
        #"{"time": 2, "name": "UIKeyboardWillShowNotification", "userInfo": {}}"#,
        #"{"time": 1, "name": "UIKeyboardDidShowNotification", "userInfo": {}}"#),
      kind: .invalidValue, entryIndex: 1, field: "time"),
    .init(
      json: MalformedTrace.afterTwoValidEntries(#"{"time": 1, "userInfo": {}}"#),
      kind: .missingField, entryIndex: 2, field: "name"),
    .init(
      json: MalformedTrace.afterTwoValidEntries(#"{"time": 1, "name": 7, "userInfo": {}}"#),
      kind: .wrongType, entryIndex: 2, field: "name"),
    .init(
      json: MalformedTrace.afterTwoValidEntries(
        #"{"time": 1, "name": "UIApplicationDidBecomeActiveNotification", "userInfo": {}}"#),
      kind: .invalidValue, entryIndex: 2, field: "name"),
    .init(
      json: MalformedTrace.afterTwoValidEntries(#"{"time": 1, "name": "UIKeyboardDidShowNotification"}"#),
      kind: .missingField, entryIndex: 2, field: "userInfo"),
    .init(
      json: MalformedTrace.afterTwoValidEntries(
        #"{"time": 1, "name": "UIKeyboardDidShowNotification", "userInfo": []}"#),
      kind: .wrongType, entryIndex: 2, field: "userInfo"),
    .init(
      json: MalformedTrace.afterTwoValidEntries(
        #"{"time": 1, "name": "UIKeyboardDidShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": "#
          + #""NSRect: {{0, 407}, {375, 260}}"}}"#),
      kind: .wrongType, entryIndex: 2, field: "userInfo.UIKeyboardFrameEndUserInfoKey"),
    .init(
      json: MalformedTrace.afterTwoValidEntries(
        #"{"time": 1, "name": "UIKeyboardDidShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": "#
          + #"{"x": 0, "y": 407, "width": 375}}}"#),
      kind: .missingField, entryIndex: 2, field: "userInfo.UIKeyboardFrameEndUserInfoKey.height"),
    .init(
      json: MalformedTrace.afterTwoValidEntries(
        #"{"time": 1, "name": "UIKeyboardDidShowNotification", "userInfo": {"UIKeyboardFrameEndUserInfoKey": "#
          + #"{"x": 0, "y": 407, "width": "375", "height": 260}}}"#),
      kind: .wrongType, entryIndex: 2, field: "userInfo.UIKeyboardFrameEndUserInfoKey.width"),
    .init(
      json: MalformedTrace.afterTwoValidEntries(
        #"{"time": 1, "name": "UIKeyboardDidShowNotification", "userInfo": {"UIKeyboardCenterEndUserInfoKey": "#
          + #"{"x": 187.5}}}"#),
      kind: .missingField, entryIndex: 2, field: "userInfo.UIKeyboardCenterEndUserInfoKey.y"),
    .init(
      json: MalformedTrace.afterTwoValidEntries(
        #"{"time": 1, "name": "UIKeyboardDidShowNotification", "userInfo": {}, "screenBounds": null}"#),
      kind: .wrongType, entryIndex: 2, field: "screenBounds"),
    .init(
      json: MalformedTrace.afterTwoValidEntries(
        #"{"time": 1, "name": "UIKeyboardDidShowNotification", "userInfo": {}, "isEditingScreen": null}"#),
      kind: .wrongType, entryIndex: 2, field: "isEditingScreen"),
  ]
}

struct MalformedTraceTests {
  @Test(arguments: MalformedTraceCase.all)
  func aMalformedTraceIsRejectedWithAnErrorNamingTheEntryAndTheField(_ malformed: MalformedTraceCase) {
    do {
      _ = try KeyboardTrace(jsonData: Data(malformed.json.utf8))
      Issue.record("accepted a malformed trace")
    } catch {
      #expect(error.kind == malformed.kind)
      #expect(error.entryIndex == malformed.entryIndex)
      #expect(error.field == malformed.field)
      if let index = malformed.entryIndex { #expect(error.description.contains("entry \(index)")) }
      if !malformed.field.isEmpty { #expect(error.description.contains("field \"\(malformed.field)\"")) }
    }
  }

  @Test func theErrorMessageReadsAsASentenceAboutTheEntryAndField() {
    let error = KeyboardTraceError(kind: .wrongType, entryIndex: 3, field: "time", reason: "expected a number")
    #expect(error.description == #"entry 3, field "time": expected a number"#)
  }

  @Test func anErrorAboutTheWholeTraceReadsAsItsReasonAlone() {
    let error = KeyboardTraceError(kind: .notJSON, entryIndex: nil, field: "", reason: "expected an object")
    #expect(error.description == "expected an object")
  }

  @Test(arguments: [
    (#""abc""#, "a string"), ("7.5", "a number"), ("true", "true"), ("false", "false"), ("null", "null"),
    ("[{}]", "an array"),
  ])
  func aTopLevelThatIsNotAnObjectIsNamed(json: String, found: String) {
    #expect(
      throws: KeyboardTraceError(
        kind: .notJSON, entryIndex: nil, field: "", reason: "expected an object at the top level, found \(found)")
    ) { try KeyboardTrace(jsonData: Data(json.utf8)) }
  }

  @Test func dataJSONSerializationCannotReadIsSaidToBeSo() {
    do {
      _ = try KeyboardTrace(jsonData: Data("[1e999]".utf8))
      Issue.record("accepted a number beyond the range of a Double")
    } catch {
      #expect(error.description.hasPrefix("JSONSerialization cannot read the data"))
    }
  }
}

#if os(Linux)
  /// Why traces are read with `JSONSerialization`: on swift-corelibs-foundation, `JSONDecoder` checks only the values
  /// it decodes, so it accepts text that is not JSON, or not readable, in a field the reader ignores. Should this fail
  /// after a toolchain update, the decoder checks the whole text, and the choice is worth another look.
  struct JSONDecoderLenienceTests {
    private struct VersionAndEntries: Decodable {
      var version: Double
      var entries: [Double]
    }

    @Test(arguments: [#""\x""#, "1e999", #""\ud800""#])
    func jsonDecoderAcceptsInAFieldItIgnoresWhatTheTraceReaderRefuses(value: String) throws {
      let data = Data(MalformedTrace.withIgnoredField(value).utf8)
      #expect(throws: KeyboardTraceError.self) { try KeyboardTrace(jsonData: data) }
      #expect(try JSONDecoder().decode(VersionAndEntries.self, from: data).version == 1)
    }
  }
#endif

@MainActor struct NoHalfReplayTests {
  static func traceWithBadThirdEntry(_ entry: KeyboardTrace.Entry) -> KeyboardTrace {
    let simulator = KeyboardSimulator(device: .iPhoneSE)
    simulator.show()
    simulator.hide()
    var trace = simulator.trace
    trace.entries[2] = entry
    return trace
  }

  nonisolated static let badEntries: [KeyboardTrace.Entry] = [
    .init(time: .nan, event: .didChangeFrame, userInfo: [:]),
    .init(time: -3, event: .didChangeFrame, userInfo: [:]),
    .init(
      time: 0.25, event: .didChangeFrame,
      userInfo: ["UIKeyboardFrameEndUserInfoKey": .rect(rect(0, .infinity, 375, 260))]),
    .init(time: 0.25, event: .didChangeFrame, userInfo: ["UIKeyboardAnimationDurationUserInfoKey": .number(.nan)]),
  ]

  @Test(arguments: badEntries)
  func anInvalidTraceBuiltInCodePostsNothing(_ bad: KeyboardTrace.Entry) {
    let harness = ObserverHarness()
    #expect(throws: KeyboardTraceError.self) { try Self.traceWithBadThirdEntry(bad).replay(into: harness.center) }
    #expect(harness.postedEvents.isEmpty)
    #expect(harness.delegate.calls.isEmpty)
  }

  @Test func anInvalidTracePlayedInTimePostsNothing() async {
    let harness = ObserverHarness()
    let trace = Self.traceWithBadThirdEntry(.init(time: -3, event: .didChangeFrame, userInfo: [:]))
    await #expect(throws: KeyboardTraceError.self) { try await trace.play(into: harness.center) }
    #expect(harness.postedEvents.isEmpty)
  }

  @Test func theValidationErrorNamesTheBadEntryAndField() {
    let trace = Self.traceWithBadThirdEntry(
      .init(
        time: 0.25, event: .didChangeFrame,
        userInfo: ["UIKeyboardFrameEndUserInfoKey": .rect(rect(0, .infinity, 375, 260))]))
    #expect(
      throws: KeyboardTraceError(
        kind: .invalidValue, entryIndex: 2, field: "userInfo.UIKeyboardFrameEndUserInfoKey.y",
        reason: "expected a finite number")
    ) { try trace.validate() }
  }

  @Test func aFileWithABadLastEntryGivesNoTraceAtAll() {
    let json = MalformedTrace.afterTwoValidEntries(#"{"time": 1, "name": "UIKeyboardDidShowNotification"}"#)
    #expect(throws: KeyboardTraceError.self) { try KeyboardTrace(jsonData: Data(json.utf8)) }
  }
}
