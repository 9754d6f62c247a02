import Foundation
import KeyboardBroadcast
import KeyboardTestSupport

/// One run of the stress workload: threads that share a registry, then the state they leave once joined.
struct StressRun {
  static let threadCount = 8
  static let operationsPerThread = 1_000
  /// Each thread keeps at most this many probes alive, which bounds the length of a broadcast.
  static let probesPerThread = 12

  /// Operation counts, to show the workload did what it claims.
  struct Tally {
    var adds = 0
    var duplicateAdds = 0
    var removals = 0
    var releasesOfRegisteredProbes = 0
    var broadcasts = 0
  }

  let ledger: StressLedger
  let tally: Tally
  /// The probes still alive, added and never removed, once the threads were joined: what the registry must hold.
  let liveRegisteredProbeIDs: Set<Int>
  /// Whether some probes that survived to the end had been removed, so the final checks had something to skip.
  let survivorsIncludeRemovedProbes: Bool
  /// `registry.count` once the threads were joined.
  let countAfterJoin: Int
  /// The probes a broadcast called once the threads were joined, in call order.
  let probesCalledAfterJoin: [Int]
  /// `registry.count` once the threads' last probes were released as well.
  let countAfterReleasingSurvivors: Int

  /// The run shared by all the stress tests, so the workload runs once per test process.
  ///
  /// It keeps values only. A probe still alive at exit would be reported by LeakSanitizer: the side table that backs
  /// a weak reference is pointed to only through bit-shifted fields (llvm/llvm-project#56751).
  static let shared = StressRun.perform()

  static func perform() -> StressRun {
    let registry = DelegateRegistry<any StressDelegate>()
    let ledger = StressLedger()
    let results = ResultsBox()
    let group = DispatchGroup()
    // Threads wait here until all exist, so they overlap instead of running one after another.
    let startingGun = DispatchSemaphore(value: 0)
    for index in 0..<threadCount {
      group.enter()
      let thread = Thread {
        startingGun.wait()
        work(seed: UInt64(index + 1), registry: registry, ledger: ledger, results: results)
        // Only now: the worker is destroyed, so `results` holds the thread's last references to its probes.
        group.leave()
      }
      thread.start()
    }
    for _ in 0..<threadCount { startingGun.signal() }
    group.wait()

    let tally = results.tally
    var survivors = results.takeProbes()
    let liveRegistered = Set(survivors.filter { !ledger.isRemoved($0.id) }.map(\.id))
    let survivorsIncludeRemoved = survivors.contains { ledger.isRemoved($0.id) }
    let countAfterJoin = registry.count
    var calledAfterJoin: [Int] = []
    registry.broadcast { calledAfterJoin.append($0.id) }
    survivors.removeAll()
    let countAfterRelease = registry.count
    // Drops the entries' weak references too, for the reason given at `shared`.
    registry.removeAll()
    return StressRun(
      ledger: ledger, tally: tally, liveRegisteredProbeIDs: liveRegistered,
      survivorsIncludeRemovedProbes: survivorsIncludeRemoved, countAfterJoin: countAfterJoin,
      probesCalledAfterJoin: calledAfterJoin, countAfterReleasingSurvivors: countAfterRelease)
  }

  private static func work(
    seed: UInt64, registry: DelegateRegistry<any StressDelegate>, ledger: StressLedger, results: ResultsBox
  ) {
    var worker = StressWorker(seed: seed, registry: registry, ledger: ledger)
    worker.run(operations: operationsPerThread)
    results.append(worker.tally, worker.ownedProbes)
  }
}

/// One thread's share of the workload. It owns the probes it creates; releasing one drops the last strong reference.
struct StressWorker {
  private var generator: SeededGenerator
  private let registry: DelegateRegistry<any StressDelegate>
  private let ledger: StressLedger
  private(set) var ownedProbes: [StressProbe] = []
  private(set) var tally = StressRun.Tally()

  init(seed: UInt64, registry: DelegateRegistry<any StressDelegate>, ledger: StressLedger) {
    generator = SeededGenerator(seed: seed)
    self.registry = registry
    self.ledger = ledger
  }

  mutating func run(operations: Int) {
    for _ in 0..<operations {
      let roll = Int.random(in: 0..<100, using: &generator)
      switch roll {
      case 0..<25 where ownedProbes.count < StressRun.probesPerThread: addNewProbe()
      case 0..<40: removeProbe()
      case 40..<55: releaseProbe()
      case 55..<60: addRegisteredProbeAgain()
      default: broadcast()
      }
    }
  }

  private mutating func addNewProbe() {
    let behaviour: StressProbe.Behaviour =
      switch Int.random(in: 0..<10, using: &generator) {
      case 0: .removesItself
      case 1: .broadcastsAgain
      default: .plain
      }
    let probe = StressProbe(behaviour: behaviour, ledger: ledger)
    ownedProbes.append(probe)
    registry.add(probe)
    tally.adds += 1
  }

  private mutating func removeProbe() {
    guard let probe = ownedProbes.randomElement(using: &generator) else { return }
    registry.remove(probe)
    ledger.recordRemoval(of: probe.id)
    tally.removals += 1
  }

  private mutating func releaseProbe() {
    guard !ownedProbes.isEmpty else { return }
    let probe = ownedProbes.remove(at: Int.random(in: ownedProbes.indices, using: &generator))
    if !ledger.isRemoved(probe.id) { tally.releasesOfRegisteredProbes += 1 }
  }

  /// Adds a probe that is still registered; the registry must keep one entry. Only plain probes qualify: a probe
  /// that removes itself could do so on another thread between the check and the add, and be registered again.
  private mutating func addRegisteredProbeAgain() {
    guard let probe = ownedProbes.randomElement(using: &generator), probe.behaviour == .plain,
      !ledger.isRemoved(probe.id)
    else { return }
    registry.add(probe)
    tally.duplicateAdds += 1
  }

  private mutating func broadcast() {
    StressBroadcast(registry: registry, ledger: ledger, depth: 0).run()
    tally.broadcasts += 1
  }
}

/// Collects what each thread leaves behind.
private final class ResultsBox: @unchecked Sendable {
  private let lock = NSLock()
  private var totals = StressRun.Tally()
  private var probes: [StressProbe] = []

  func append(_ threadTally: StressRun.Tally, _ threadProbes: [StressProbe]) {
    lock.withLock {
      totals.adds += threadTally.adds
      totals.duplicateAdds += threadTally.duplicateAdds
      totals.removals += threadTally.removals
      totals.releasesOfRegisteredProbes += threadTally.releasesOfRegisteredProbes
      totals.broadcasts += threadTally.broadcasts
      probes += threadProbes
    }
  }

  var tally: StressRun.Tally { lock.withLock { totals } }

  /// The probes, which the box then no longer holds.
  func takeProbes() -> [StressProbe] {
    lock.withLock {
      defer { probes = [] }
      return probes
    }
  }
}
