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
