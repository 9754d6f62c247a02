import Foundation
import KeyboardBroadcast

/// libFuzzer's entry point: called on the main thread, once per input, by the `main` that libFuzzer links in.
///
/// Each input is read twice over: first as a run of `userInfo` dictionaries for `KeyboardProperties(userInfo:)`
/// alone, then, from the start again, as a scenario for a `KeyboardObserver`. Any broken invariant traps.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  // Read only, and only on this thread; the closure below merely needs the compiler told so.
  nonisolated(unsafe) let bytes = UnsafeBufferPointer(start: data, count: size)

  var input = FuzzInput(bytes)
  while !input.isExhausted { _ = FuzzedUserInfo(&input).check() }

  // libFuzzer calls from the main thread, and on Linux the main thread counts as the main actor there: checked
  // with a throwaway program, which ran this on the main thread and trapped when run on another thread. So if a
  // libFuzzer mode ever called from another thread, this traps loudly instead of racing.
  MainActor.assumeIsolated {
    var input = FuzzInput(bytes)
    ObserverScenario().run(&input)
  }

  // A rotation starts a timeout task on the main actor. This harness never returns to the main queue, so without
  // this the cancelled tasks would pile up there, one or more per input, until the run is out of memory.
  drainMainQueue()
  return 0
}

/// Runs the blocks waiting on the main queue, waiting up to `seconds` for the first; on Linux the main run loop
/// services the main queue.
func drainMainQueue(for seconds: TimeInterval = 0) {
  _ = RunLoop.main.run(mode: .default, before: Date().addingTimeInterval(seconds))
}
