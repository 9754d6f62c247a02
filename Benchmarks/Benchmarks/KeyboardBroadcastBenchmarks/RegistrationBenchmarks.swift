import Benchmark
import Foundation
import KeyboardBroadcast

/// Part 3 of issue 7: adding and removing many delegates, and delegates that come and go forever.
func registerRegistrationBenchmarks() {
  for count in [10_000, 20_000] {
    registerAddThenRemove(count)
  }
  registerChurn()
  registerBroadcastAfterChurn()
}

/// Adds `count` delegates, then removes them in the order they were added. Twice the delegates must cost twice the
/// time: a registry that searched its storage on every call would cost four times.
private func registerAddThenRemove(_ count: Int) {
  let listeners = Lazy { (0..<count).map { _ in CountingListener() } }
  Benchmark("Add then remove \(count) delegates") { benchmark in
    let listeners = listeners.value
    let registry = DelegateRegistry<any Listener>()
    benchmark.startMeasurement()
    for listener in listeners { registry.add(listener) }
    for listener in listeners { registry.remove(listener) }
    benchmark.stopMeasurement()
    if !registry.isEmpty { benchmark.error("\(registry.count) delegates left after removing all of them") }
  }
}

/// The delegates that stay registered while others come and go, as in an app with a few long-lived screens.
private let residentDelegateCount = 16

/// Cycles through a thousand short-lived delegates, each added and then deallocated without being removed, next to
/// 16 that stay. Storage that grew with every cycle would show as mallocs without frees (`mallocFreeDelta`).
private func registerChurn() {
  let cyclesPerSample = 1_000
  let fixture = Lazy { ChurnFixture() }
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal, .mallocFreeDelta, .memoryLeakedBytes])
  Benchmark("Churn: add and release 1000 delegates next to 16", configuration: configuration) { benchmark in
    let fixture = fixture.value
    benchmark.startMeasurement()
    fixture.churn(cycles: cyclesPerSample)
    benchmark.stopMeasurement()
    fixture.check(benchmark)
  }
}

/// A broadcast to the 16 resident delegates after a million churn cycles. The registry's storage cannot be seen
/// through its API, but a broadcast walks all of it: if dead entries piled up, this would be far slower than the
/// broadcast to 16 delegates of a fresh registry.
private func registerBroadcastAfterChurn() {
  let fixture = Lazy {
    let fixture = ChurnFixture()
    fixture.churn(cycles: 1_000_000)
    return fixture
  }
  let configuration = Benchmark.Configuration(scalingFactor: .kilo)
  Benchmark("Broadcast N=16 DelegateRegistry after 1000000 churn cycles", configuration: configuration) {
    benchmark in
    let fixture = fixture.value
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      fixture.registry.broadcast { $0.receive(1) }
    }
    benchmark.stopMeasurement()
    fixture.check(benchmark)
  }
}

private final class ChurnFixture {
  let registry = DelegateRegistry<any Listener>()
  private let residents = (0..<residentDelegateCount).map { _ in CountingListener() }

  init() {
    for resident in residents { registry.add(resident) }
  }

  func churn(cycles: Int) {
    for _ in 0..<cycles {
      let visitor = CountingListener()
      registry.add(visitor)
    }
  }

  func check(_ benchmark: Benchmark) {
    if registry.count != residentDelegateCount {
      benchmark.error("\(registry.count) live delegates, expected \(residentDelegateCount)")
    }
  }
}
