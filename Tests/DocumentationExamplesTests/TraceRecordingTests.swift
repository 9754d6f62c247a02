import Foundation
import KeyboardBroadcast
import KeyboardSimulation
import Testing

@testable import KeyboardBroadcastExamples

struct TraceRecordingTests {
  @Test func savedTraceReadsBackAsRecorded() throws {
    let center = NotificationCenter()
    let recorder = KeyboardTraceRecorder(notificationCenter: center)
    let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPhoneSE)
    keyboard.show()
    keyboard.hide()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }

    let url = try saveKeyboardTrace(of: recorder, in: directory)

    let saved = try KeyboardTrace(jsonData: Data(contentsOf: url))
    // Times go through JSON's decimal text, so they are compared by what matters: order and content.
    #expect(saved.entries.map(\.event) == keyboard.trace.entries.map(\.event))
    #expect(saved.entries.map(\.properties) == keyboard.trace.entries.map(\.properties))
  }
}
