import Benchmark

/// Every benchmark of the package, registered in the order Docs/Benchmarks.md reports them.
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
