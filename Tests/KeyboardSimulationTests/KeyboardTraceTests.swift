import Foundation
@_spi(Tools) import KeyboardBroadcast
@_spi(Tools) import KeyboardSimulation
import KeyboardTestSupport
import Testing

@MainActor struct KeyboardTraceRoundTripTests {
  @Test func aRecordedSimulationReplayedFromJSONGivesAFreshObserverTheSameDelegateCalls() throws {
    let original = ObserverHarness()
    let recorder = KeyboardTraceRecorder(notificationCenter: original.center)
    let simulator = original.simulator(.iPadPortrait)
    simulator.show()
    simulator.resize(to: 264)
    simulator.rotate(to: .iPadLandscape)
    simulator.undock()
    simulator.moveFloating(to: CGPoint(x: 0, y: -20))
    simulator.dock()
    simulator.attachHardwareKeyboard()
    simulator.interactiveDismiss()

    let decoded = try KeyboardTrace(jsonData: recorder.trace.jsonData())
    let replayed = ObserverHarness()
    try decoded.replay(into: replayed.center)
    #expect(replayed.delegate.calls == original.delegate.calls)
    #expect(replayed.delegate.calls.count > 20)
  }

  @Test func aTraceSurvivesJSONUnchanged() throws {
    let simulator = KeyboardSimulator(device: .iPhoneSE)
    simulator.show()
    simulator.idle(for: 1.5)
    simulator.resize(to: 216)
    simulator.interactiveDismiss(releasedAt: 0.3)
    let trace = simulator.trace
    #expect(try KeyboardTrace(jsonData: trace.jsonData()) == trace)
  }

  @Test func replayingTheSimulatorsTraceGivesTheSameDelegateCallsAsTheLiveSimulation() throws {
    let live = ObserverHarness()
    let simulator = live.simulator(.iPhone11)
    simulator.show()
    simulator.show()
    simulator.resize(to: 380)
    simulator.hide()
    let replayed = ObserverHarness()
    try simulator.trace.replay(into: replayed.center)
    #expect(replayed.delegate.calls == live.delegate.calls)
  }

  @Test func recordedTimingReplaysEveryEntryInOrder() async throws {
    let simulator = KeyboardSimulator(device: .iPhoneSE)
    simulator.show()
    simulator.hide()
    var trace = simulator.trace
    // Short gaps: the test checks order and completeness, never durations.
    for index in trace.entries.indices { trace.entries[index].time = Double(index) * 0.001 }
    let harness = ObserverHarness()
    try await trace.play(into: harness.center)
    #expect(harness.postedEvents == trace.entries.map(\.event))
    #expect(
      harness.delegate.events == [
        .willChangeFrame, .willShow, .didChangeFrame, .didShow, .willChangeFrame, .willHide, .didChangeFrame, .didHide,
      ])
  }

  @Test func recordedTimingWaitsOutAGapTooLongForNanosecondsWithoutTrapping() async throws {
    var trace = Self.showTrace()
    trace.entries = [trace.entries[0], trace.entries[1]]
    trace.entries[1].time = 1e11
    try trace.validate()
    let harness = ObserverHarness()
    let replay = Task { try await trace.play(into: harness.center) }
    // The replay posts the first entry, then starts waiting without suspending in between.
    while harness.postedEvents.isEmpty { await Task.yield() }
    replay.cancel()
    try await replay.value
    #expect(harness.postedEvents == [trace.entries[0].event])
  }

  @Test func recordedTimingWaitsAtLeastAsLongAsTheTraceSays() async throws {
    var trace = Self.showTrace()
    // Gaps of 0.02, 0.03 and 0.05 s: 0.1 s in all. Only a lower bound is checked; a busy machine may take longer.
    for (index, time) in [0, 0.02, 0.05, 0.1].enumerated() { trace.entries[index].time = time }
    let harness = ObserverHarness()
    let start = ProcessInfo.processInfo.systemUptime
    try await trace.play(into: harness.center)
    #expect(ProcessInfo.processInfo.systemUptime - start >= 0.08)
    #expect(harness.postedEvents == trace.entries.map(\.event))
  }

  @Test func cancellingARecordedReplayMidwayLeavesTheFirstEntriesPosted() async throws {
    var trace = Self.showTrace()
    for (index, time) in [0, 0.001, 3600, 3600].enumerated() { trace.entries[index].time = time }
    let harness = ObserverHarness()
    let replay = Task { try await trace.play(into: harness.center) }
    while harness.postedEvents.count < 2 { await Task.yield() }
    replay.cancel()
    try await replay.value
    #expect(harness.postedEvents == trace.entries.prefix(2).map(\.event))
    #expect(harness.delegate.events == [.willChangeFrame, .willShow])
  }

  /// The four notifications of a show on an iPhone SE.
  private static func showTrace() -> KeyboardTrace {
    let simulator = KeyboardSimulator(device: .iPhoneSE)
    simulator.show()
    return simulator.trace
  }

  @Test func instantTimingReplaysEveryEntryInOrder() async throws {
    let simulator = KeyboardSimulator(device: .iPhoneSE)
    simulator.show()
    simulator.idle(for: 30)
    simulator.hide()
    let harness = ObserverHarness()
    try simulator.trace.replay(into: harness.center)
    #expect(harness.postedEvents == simulator.trace.entries.map(\.event))
  }
}

@MainActor struct KeyboardTraceRecorderTests {
  @Test func timesCountFromTheFirstRecordedNotification() {
    let center = NotificationCenter()
    let clock = ManualClock(500)
    let recorder = KeyboardTraceRecorder(notificationCenter: center, now: { clock.now })
    let simulator = KeyboardSimulator(notificationCenter: center, device: .iPhoneSE)
    simulator.show()
    clock.advance(by: 2)
    simulator.hide()
    #expect(recorder.trace.entries.map(\.time) == [0, 0, 0, 0, 2, 2, 2, 2])
  }

  @Test func aClockThatStepsBackNeverMakesTimesDecrease() throws {
    let center = NotificationCenter()
    let clock = ManualClock(500)
    let recorder = KeyboardTraceRecorder(notificationCenter: center, now: { clock.now })
    let simulator = KeyboardSimulator(notificationCenter: center, device: .iPhoneSE)
    simulator.show()
    clock.advance(by: -10)
    simulator.hide()
    try recorder.trace.validate()
    #expect(recorder.trace.entries.last?.time == 0)
  }

  @Test func keysThisPackageDoesNotReadAreRecordedAndStringsAreLeftOut() throws {
    let center = NotificationCenter()
    let recorder = KeyboardTraceRecorder(notificationCenter: center)
    var info = KeyboardProperties(endFrame: rect(0, 451, 375, 216)).userInfo
    info["UIKeyboardCenterEndUserInfoKey"] = try #require(
      KeyboardTrace.Value.point(CGPoint(x: 187.5, y: 559)).objectValue as? NSValue)
    info["UIKeyboardBoundsUserInfoKey"] = KeyboardTrace.Value.rect(rect(0, 0, 375, 216)).objectValue
    info["SomeFutureStringKey"] = "text"
    center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: info)
    let userInfo = try #require(recorder.trace.entries.first).userInfo
    #expect(userInfo["UIKeyboardCenterEndUserInfoKey"] == .point(CGPoint(x: 187.5, y: 559)))
    #expect(userInfo["UIKeyboardBoundsUserInfoKey"] == .rect(rect(0, 0, 375, 216)))
    #expect(userInfo["UIKeyboardFrameEndUserInfoKey"] == .rect(rect(0, 451, 375, 216)))
    #expect(userInfo["UIKeyboardAnimationCurveUserInfoKey"] == .number(7))
    #expect(userInfo["SomeFutureStringKey"] == nil)
  }

  @Test func infiniteFramesAreRecordedAsFiniteOnes() throws {
    let center = NotificationCenter()
    let recorder = KeyboardTraceRecorder(notificationCenter: center)
    let nowhere = KeyboardProperties(endFrame: rect(.infinity, .infinity, 0, 0)).userInfo
    center.post(name: KeyboardEvent.didHide.notificationName, object: nil, userInfo: nowhere)
    try recorder.trace.validate()
    let limit = KeyboardProperties.maximumCoordinate
    #expect(recorder.trace.entries.first?.userInfo["UIKeyboardFrameEndUserInfoKey"] == .rect(rect(limit, limit, 0, 0)))
  }

  @Test func nothingIsRecordedAfterStop() {
    let center = NotificationCenter()
    let recorder = KeyboardTraceRecorder(notificationCenter: center)
    let simulator = KeyboardSimulator(notificationCenter: center, device: .iPhoneSE)
    simulator.show()
    recorder.stop()
    simulator.hide()
    #expect(recorder.trace.entries.count == 4)
  }

  @Test func resetForgetsTheRecordingAndRestartsTheClock() {
    let center = NotificationCenter()
    let clock = ManualClock(500)
    let recorder = KeyboardTraceRecorder(notificationCenter: center, now: { clock.now })
    let simulator = KeyboardSimulator(notificationCenter: center, device: .iPhoneSE)
    simulator.show()
    clock.advance(by: 5)
    recorder.reset()
    simulator.hide()
    #expect(recorder.trace.entries.map(\.time) == [0, 0, 0, 0])
    #expect(recorder.trace.entries.first?.event == .willChangeFrame)
  }
}

struct KeyboardTraceFormatTests {
  @Test func jsonHasTheDocumentedShape() throws {
    let simulator = KeyboardSimulator(device: .iPhoneSE)
    simulator.show()
    let data = try simulator.trace.jsonData()
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    #expect((root["version"] as? NSNumber)?.intValue == 1)
    let entries = try #require(root["entries"] as? [[String: Any]])
    #expect(entries.count == 4)
    #expect(entries[1]["name"] as? String == "UIKeyboardWillShowNotification")
    #expect((entries[2]["time"] as? NSNumber)?.doubleValue == 0.25)
    let userInfo = try #require(entries[0]["userInfo"] as? [String: Any])
    let end = try #require(userInfo["UIKeyboardFrameEndUserInfoKey"] as? [String: Any])
    #expect(end.mapValues { ($0 as? NSNumber)?.doubleValue } == ["x": 0, "y": 407, "width": 375, "height": 260])
    #expect((userInfo["UIKeyboardAnimationDurationUserInfoKey"] as? NSNumber)?.doubleValue == 0.25)
  }

  @Test func theDocumentedExampleReads() throws {
    let trace = try KeyboardTrace(jsonData: Data(MalformedTrace.valid.utf8))
    #expect(trace.entries.map(\.event) == [.willChangeFrame, .willShow])
    #expect(trace.entries[1].properties.endFrame == rect(0, 407, 375, 260))
    #expect(trace.entries[1].properties.isLocal)
  }

  @Test func unknownUserInfoKeysAreSkippedUnlessTheyHoldANumberARectangleOrAPoint() throws {
    let json = MalformedTrace.entries(
      #"{"time": 0, "name": "UIKeyboardWillShowNotification", "userInfo": {"#
        + #""UIKeyboardAnimationDurationUserInfoKey": 0.25, "FutureDeviceName": "iPhone 99", "#
        + #""FutureList": [1, 2], "FutureNull": null, "FutureObject": {"name": "x"}, "FutureNumber": 3, "#
        + #""FuturePoint": {"x": 1, "y": 2}}}"#)
    let trace = try KeyboardTrace(jsonData: Data(json.utf8))
    #expect(
      trace.entries[0].userInfo == [
        "UIKeyboardAnimationDurationUserInfoKey": .number(0.25), "FutureNumber": .number(3),
        "FuturePoint": .point(CGPoint(x: 1, y: 2)),
      ])
  }

  @Test func booleansAreReadAsNumbers() throws {
    let json = MalformedTrace.entries(
      #"{"time": 0, "name": "UIKeyboardWillShowNotification", "userInfo": {"UIKeyboardIsLocalUserInfoKey": false}}"#)
    let trace = try KeyboardTrace(jsonData: Data(json.utf8))
    #expect(trace.entries[0].userInfo["UIKeyboardIsLocalUserInfoKey"] == .number(0))
    #expect(!trace.entries[0].properties.isLocal)
  }

  @Test func replayedValuesAreTypedAsIOSTypesThem() throws {
    let entry = KeyboardTrace.Entry(
      time: 0, event: .willShow,
      userInfo: [
        "UIKeyboardFrameEndUserInfoKey": .rect(rect(0, 407, 375, 260)),
        "UIKeyboardAnimationCurveUserInfoKey": .number(7),
      ])
    let info = entry.notificationUserInfo
    let frame = try #require(info["UIKeyboardFrameEndUserInfoKey"] as? NSValue)
    #expect(String(cString: frame.objCType) == "{CGRect={CGPoint=dd}{CGSize=dd}}")
    #expect((info["UIKeyboardAnimationCurveUserInfoKey"] as? NSNumber)?.intValue == 7)
    #expect(entry.properties.endFrame == rect(0, 407, 375, 260))
  }
}
