// The Testing Your Keyboard Handling article's recording step: what an app adds to a debug build to capture a trace
// on a device.
import Foundation
import KeyboardSimulation

/// Writes everything `recorder` has recorded to `keyboard.json` in `directory`, and returns the file's URL.
func saveKeyboardTrace(
  of recorder: KeyboardTraceRecorder, in directory: URL
) throws -> URL {
  let url = directory.appendingPathComponent("keyboard.json")
  try recorder.trace.jsonData().write(to: url)
  return url
}

// A debug menu that records the keyboard from the moment it exists, and saves the recording on demand: the
// KeyboardTraceRecorder documentation's example.
#if DEBUG
  final class KeyboardDebugMenu {
    let recorder = KeyboardTraceRecorder()  // observes NotificationCenter.default

    func saveKeyboardTrace(to documents: URL) throws {
      try recorder.trace.jsonData().write(to: documents.appendingPathComponent("keyboard.json"))
    }
  }
#endif
