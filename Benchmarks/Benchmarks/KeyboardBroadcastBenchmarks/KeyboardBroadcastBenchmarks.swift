import Benchmark

/// Every benchmark of the package; Docs/Benchmarks.md gives their results.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration.metrics = [.wallClock, .mallocCountTotal]
  Benchmark.defaultConfiguration.maxDuration = .seconds(2)
  registerBroadcastBenchmarks()
  registerKeyboardEventBenchmarks()
  registerDragBenchmarks()
  #if canImport(UIKit) && os(Linux)
    registerGuideBenchmarks()
  #endif
  registerRegistrationBenchmarks()
}
