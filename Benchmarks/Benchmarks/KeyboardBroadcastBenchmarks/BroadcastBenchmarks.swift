import Benchmark
import Foundation
import KeyboardBroadcast

/// Part 1 of issue 7: one broadcast to N live delegates, by the registry and by the three alternatives.
func registerBroadcastBenchmarks() {
  for count in [1, 16, 256, 4096] {
    registerBroadcast(count, "DelegateRegistry", RegistryBroadcast.init)
    registerBroadcast(count, "(a) strong array", StrongArrayBroadcast.init)
    registerBroadcast(count, "(b) weak boxes", WeakBoxBroadcast.init)
    registerBroadcast(count, "(b') weak structs", WeakStructBroadcast.init)
    registerBroadcast(count, "(c) NotificationCenter", NotificationCenterBroadcast.init)
  }
}

private func registerBroadcast<Subject: Broadcaster>(
  _ count: Int, _ variant: String, _ makeSubject: @escaping ([CountingListener]) -> Subject
) {
  let fixture = Lazy { BroadcastFixture(listenerCount: count, makeSubject) }
  // A broadcast to 1 or 16 delegates is over in tens of nanoseconds, too short for one clock reading to resolve;
  // those samples time a thousand broadcasts and report one.
  let configuration = Benchmark.Configuration(scalingFactor: count <= 16 ? .kilo : .one)
  Benchmark("Broadcast N=\(count) \(variant)", configuration: configuration) { benchmark in
    let fixture = fixture.value
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      fixture.subject.broadcast()
    }
    benchmark.stopMeasurement()
    fixture.check(broadcasts: benchmark.scaledIterations.count, benchmark)
  }
}

/// N delegates, kept alive here, and one way of reaching all of them.
private final class BroadcastFixture<Subject: Broadcaster> {
  let listeners: [CountingListener]
  let subject: Subject
  private var broadcasts = 0

  init(listenerCount: Int, _ makeSubject: ([CountingListener]) -> Subject) {
    listeners = (0..<listenerCount).map { _ in CountingListener() }
    subject = makeSubject(listeners)
  }

  /// Fails the benchmark unless every delegate received every broadcast so far, so that no variant wins by
  /// skipping work.
  func check(broadcasts newBroadcasts: Int, _ benchmark: Benchmark) {
    broadcasts += newBroadcasts
    if let missed = listeners.first(where: { $0.total != broadcasts }) {
      benchmark.error("a delegate received \(missed.total) of \(broadcasts) broadcasts")
    }
  }
}

/// One way of calling `receive(1)` on every delegate.
private protocol Broadcaster {
  func broadcast()
}

/// The subject: a `DelegateRegistry`, as an app would use it.
private final class RegistryBroadcast: Broadcaster {
  private let registry = DelegateRegistry<any Listener>()

  init(_ listeners: [CountingListener]) {
    for listener in listeners { registry.add(listener) }
  }

  func broadcast() { registry.broadcast { $0.receive(1) } }
}

/// (a) The floor: strong references need no weak load, and a plain loop takes no lock.
private final class StrongArrayBroadcast: Broadcaster {
  private let listeners: [any Listener]

  init(_ listeners: [CountingListener]) { self.listeners = listeners }

  func broadcast() {
    for listener in listeners { listener.receive(1) }
  }
}

/// (b) The floor for weak references: one weak load per delegate and nothing else. Neither thread-safe nor safe
/// against a delegate that removes another during the loop, which is what the registry adds.
private final class WeakBoxBroadcast: Broadcaster {
  private let boxes: [WeakListenerBox]

  init(_ listeners: [CountingListener]) { boxes = listeners.map { WeakListenerBox($0) } }

  func broadcast() {
    for box in boxes { box.listener?.receive(1) }
  }
}

/// (b') The same loop over weak references stored in structs, as hand-written lists often are.
private final class WeakStructBroadcast: Broadcaster {
  private let boxes: [WeakListener]

  init(_ listeners: [CountingListener]) { boxes = listeners.map { WeakListener(listener: $0) } }

  func broadcast() {
    for box in boxes { box.listener?.receive(1) }
  }
}

/// (c) What users reach for instead: one block observer per delegate, each holding its delegate weakly.
private final class NotificationCenterBroadcast: Broadcaster {
  private static let name = Notification.Name("KeyboardBroadcastBenchmarks.broadcast")
  private let center = NotificationCenter()
  private let observations: [NSObjectProtocol]

  init(_ listeners: [CountingListener]) {
    observations = listeners.map { [center] (listener: any Listener) in
      center.addObserver(forName: Self.name, object: nil, queue: nil) { [weak listener] _ in listener?.receive(1) }
    }
  }

  func broadcast() { center.post(name: Self.name, object: nil) }
}
