import Foundation
@_spi(Tools) import KeyboardBroadcast
import Testing

@_spi(Tools) @testable import KeyboardSimulation

/// The evidence a device trace keeps beside the notifications (Docs/TraceFormat.md, "Device evidence"): it is
/// written, read back unchanged, and checked like every other field.
struct DeviceEvidenceFormatTests {
  static var trace: KeyboardTrace {
    var entry = KeyboardTrace.Entry(
      time: 0, event: .willShow, properties: KeyboardProperties(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216))
    )
    entry.windowLevel = 0
    entry.isEditingScreen = true
    entry.reducesMotion = true
    entry.prefersCrossFadeTransitions = false
    var trace = KeyboardTrace(entries: [entry])
    trace.drags = [
      .init(time: 0.5, signal: .finger(screenY: 500, pan: .began)),
      .init(time: 0.51, signal: .guide(screenY: 480, accessoryHeight: 44)),
      .init(time: 0.6, signal: .lifted),
    ]
    return trace
  }

  @Test func theEvidenceIsReadBackAsItWasWritten() throws {
    let read = try KeyboardTrace(jsonData: Self.trace.jsonData())
    #expect(read == Self.trace)
    #expect(read.drags.count == 3)
    #expect(read.entries.first?.isEditingScreen == true)
  }

  @Test func aTraceWithoutEvidenceWritesNoneOfItsFields() throws {
    let text = try #require(
      String(
        data: KeyboardTrace(
          entries: Self.trace.entries.map { entry in
            KeyboardTrace.Entry(time: entry.time, event: entry.event, properties: entry.properties)
          }
        ).jsonData(), encoding: .utf8))
    for field in ["drags", "windowLevel", "isEditingScreen", "reducesMotion", "prefersCrossFadeTransitions"] {
      #expect(!text.contains(field))
    }
  }

  @Test(arguments: [
    (#"{"time": 0, "kind": "finger", "y": 500, "panState": 9}"#, "drags[0].panState"),
    (#"{"time": 0, "kind": "wave"}"#, "drags[0].kind"),
    (#"{"time": 0, "kind": "guide", "y": 500}"#, "drags[0].accessoryHeight"),
    (#"{"kind": "lifted"}"#, "drags[0].time"),
    (#""lifted""#, "drags[0]"),
  ])
  func aBadDragSampleIsNamedByItsField(sample: String, field: String) {
    let json = #"{"version": 1, "entries": [], "drags": ["# + sample + "]}"
    #expect {
      try KeyboardTrace(jsonData: Data(json.utf8))
    } throws: { error in
      (error as? KeyboardTraceError)?.field == field
    }
  }

  @Test(arguments: [#""yes""#, "1", "2"])
  func anEntrysMotionSettingMustBeTrueOrFalse(value: String) {
    let entry = #"{"time": 0, "name": "UIKeyboardWillShowNotification", "userInfo": {}, "reducesMotion": "#
    let json = #"{"version": 1, "entries": ["# + entry + value + "}]}"
    #expect(throws: KeyboardTraceError.self) { try KeyboardTrace(jsonData: Data(json.utf8)) }
  }

  @Test func dragSamplesOutOfOrderAreRejected() {
    var trace = Self.trace
    trace.drags.reverse()
    #expect(throws: KeyboardTraceError.self) { try trace.jsonData() }
  }
}
