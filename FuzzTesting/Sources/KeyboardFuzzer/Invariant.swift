import Foundation
import KeyboardBroadcast

/// Traps when `condition` is false, so libFuzzer stops, reports the crash and saves the input that caused it.
func require(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
  if !condition() { fatalError("Invariant violated: \(message())") }
}

extension CGRect {
  /// Every component, and the far edges, are finite numbers, and the size is not negative.
  var isSane: Bool {
    let values = [origin.x, origin.y, size.width, size.height, maxX, maxY]
    return values.allSatisfy(\.isFinite) && size.width >= 0 && size.height >= 0
  }
}

/// The invariants every `KeyboardProperties`, from any input at all, must satisfy.
func requireSane(_ properties: KeyboardProperties, _ context: @autoclosure () -> String) {
  require(properties.beginFrame.isSane, "begin frame \(properties.beginFrame) from \(context())")
  require(properties.endFrame.isSane, "end frame \(properties.endFrame) from \(context())")
  require(
    properties.animationDuration.isFinite && properties.animationDuration >= 0,
    "duration \(properties.animationDuration) from \(context())")
}
