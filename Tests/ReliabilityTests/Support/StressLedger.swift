import Foundation

/// The stress test's shared clock and its record of every probe's removal and deallocation.
///
/// One lock orders all of it, so "the removal finished before the broadcast started" is decided by the order in
/// which the two threads reached this lock, never by timing: a removal is stamped after `remove` returns, and a
/// broadcast is stamped before `broadcast` is called. If the removal's stamp is the smaller one, the removal had
/// finished when the broadcast started, and the registry's contract says the broadcast must not call that probe.
final class StressLedger: @unchecked Sendable {
  /// A broken promise, kept as text so a failing test prints it.
  struct Violation: CustomStringConvertible, Equatable {
    enum Kind: CaseIterable { case calledAfterRemoval, calledAfterDeallocation, calledTwiceInOneBroadcast }
    var kind: Kind
    var description: String
  }

  /// A broken registry breaks its promises on nearly every call; the first few say enough, and printing them all
  /// would take the test runner minutes.
  private static let keptExamples = 5

  private let lock = NSLock()
  private var clock = 0
  private var nextProbeID = 0
  /// Probe id to the stamp taken when its first removal returned.
  private var removalStamps: [Int: Int] = [:]
  private var deallocatedProbes: Set<Int> = []
  private var violationCounts: [Violation.Kind: Int] = [:]
  private var violationExamples: [Violation] = []
  private var callCount = 0

  /// A new stamp, later than every stamp taken before.
  func stamp() -> Int {
    lock.withLock {
      clock += 1
      return clock
    }
  }

  func makeProbeID() -> Int {
    lock.withLock {
      nextProbeID += 1
      return nextProbeID
    }
  }

  /// Call right after `remove` returned. A probe removed twice keeps its first, earlier stamp.
  func recordRemoval(of probe: Int) {
    lock.withLock {
      clock += 1
      if removalStamps[probe] == nil { removalStamps[probe] = clock }
    }
  }

  func recordDeallocation(of probe: Int) {
    _ = lock.withLock { deallocatedProbes.insert(probe) }
  }

  /// Checks one call against the contract: `broadcastStamp` is the stamp its broadcast took before starting.
  func recordCall(of probe: Int, byBroadcastStampedAt broadcastStamp: Int) {
    lock.withLock {
      callCount += 1
      if let removal = removalStamps[probe], removal < broadcastStamp {
        record(
          Violation(
            kind: .calledAfterRemoval,
            description: "probe \(probe) removed at \(removal) was called by a broadcast started at \(broadcastStamp)"
          ))
      }
      if deallocatedProbes.contains(probe) {
        record(Violation(kind: .calledAfterDeallocation, description: "probe \(probe) was called after its deinit"))
      }
    }
  }

  func recordViolation(_ violation: Violation) {
    lock.withLock { record(violation) }
  }

  /// Called with the lock held.
  private func record(_ violation: Violation) {
    violationCounts[violation.kind, default: 0] += 1
    if violationExamples.count(where: { $0.kind == violation.kind }) < Self.keptExamples {
      violationExamples.append(violation)
    }
  }

  func isRemoved(_ probe: Int) -> Bool {
    lock.withLock { removalStamps[probe] != nil }
  }

  /// How often the contract was broken in this way, and the first few examples.
  func violations(_ kind: Violation.Kind) -> (count: Int, examples: [Violation]) {
    lock.withLock { (violationCounts[kind, default: 0], violationExamples.filter { $0.kind == kind }) }
  }
  var calls: Int { lock.withLock { callCount } }
}
