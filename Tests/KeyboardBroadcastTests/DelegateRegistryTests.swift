import Foundation
import Testing

@testable import KeyboardBroadcast

/// The delegate protocol these tests broadcast to.
private protocol Listener: AnyObject {
  func hear(_ message: Int)
}

/// Records what it hears into a shared log, under its name, and runs an optional action each time.
private final class Probe: Listener, @unchecked Sendable {
  let name: String
  let log: Log
  var onHear: ((Int) -> Void)?

  init(_ name: String, log: Log, onHear: ((Int) -> Void)? = nil) {
    self.name = name
    self.log = log
    self.onHear = onHear
  }

  func hear(_ message: Int) {
    log.append("\(name)\(message)")
    onHear?(message)
  }
}

private final class Log: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: [String] = []
  var entries: [String] { lock.withLock { storage } }
  func append(_ entry: String) { lock.withLock { storage.append(entry) } }
}

/// Whether the test process runs under AddressSanitizer, which defines `__asan_init`.
private let addressSanitizerIsActive: Bool = {
  guard let process = dlopen(nil, RTLD_NOW) else { return false }
  defer { dlclose(process) }
  return dlsym(process, "__asan_init") != nil
}()

struct DelegateRegistryTests {
  private let log = Log()
  private let registry = DelegateRegistry<any Listener>()

  // MARK: Ownership

  @Test func releasingTheLastReferenceDeallocatesTheDelegate() {
    weak var released: Probe?
    do {
      let probe = Probe("a", log: log)
      released = probe
      registry.add(probe)
    }
    #expect(released == nil)
  }

  @Test func aDeallocatedDelegateIsNeverCalledAndNoLongerCounts() {
    let kept = Probe("kept", log: log)
    registry.add(kept)
    do { registry.add(Probe("gone", log: log)) }
    registry.broadcast { $0.hear(1) }
    #expect(log.entries == ["kept1"])
    #expect(registry.count == 1)
  }

  @Test func anEmptyRegistryOfDeadDelegatesIsEmpty() {
    do { registry.add(Probe("gone", log: log)) }
    #expect(registry.isEmpty)
    #expect(registry.count == 0)
  }

  // MARK: Identity

  @Test func addingTheSameDelegateTwiceKeepsOneEntry() {
    let probe = Probe("a", log: log)
    registry.add(probe)
    registry.add(probe)
    registry.broadcast { $0.hear(1) }
    #expect(log.entries == ["a1"])
    #expect(registry.count == 1)
  }

  @Test(
    .disabled(
      if: addressSanitizerIsActive, "AddressSanitizer quarantines freed memory, so no new object reuses an address"))
  func aNewObjectAtADeadDelegatesAddressIsAddedAndCalled() {
    var deadIdentity: ObjectIdentifier?
    do {
      let dead = Probe("dead", log: log)
      deadIdentity = ObjectIdentifier(dead)
      registry.add(dead)
    }
    // The allocator hands freed blocks back quickly; keep allocating until one lands on the dead address.
    var candidates: [Probe] = []
    var reused: Probe?
    for index in 0..<10_000 where reused == nil {
      let candidate = Probe("new\(index)", log: log)
      if ObjectIdentifier(candidate) == deadIdentity { reused = candidate } else { candidates.append(candidate) }
    }
    // While other tests allocate on other threads, the allocator may hand the block elsewhere (seen once in CI on a
    // loaded machine): an intermittent known issue, not a failure of the registry.
    guard let newcomer = reused else {
      withKnownIssue("no object reused the dead delegate's address", isIntermittent: true) {
        Issue.record("no object reused the dead delegate's address")
      }
      return
    }
    #expect(!registry.contains(newcomer))
    registry.add(newcomer)
    #expect(registry.contains(newcomer))
    registry.broadcast { $0.hear(1) }
    #expect(log.entries == ["\(newcomer.name)1"])
    withExtendedLifetime(candidates) {}
  }

  @Test func containsIsTrueOnlyForRegisteredDelegates() {
    let added = Probe("a", log: log)
    let other = Probe("b", log: log)
    registry.add(added)
    #expect(registry.contains(added))
    #expect(!registry.contains(other))
  }

  @Test func removeStopsDeliveryToThatDelegateOnly() {
    let a = Probe("a", log: log)
    let b = Probe("b", log: log)
    registry.add(a)
    registry.add(b)
    registry.remove(a)
    registry.broadcast { $0.hear(1) }
    #expect(log.entries == ["b1"])
    #expect(!registry.contains(a))
  }

  @Test func removeAllEmptiesTheRegistry() {
    let a = Probe("a", log: log)
    registry.add(a)
    registry.removeAll()
    registry.broadcast { $0.hear(1) }
    #expect(log.entries.isEmpty)
    #expect(registry.isEmpty)
  }

  // MARK: Order

  @Test func broadcastCallsDelegatesInRegistrationOrder() {
    let probes = (0..<5).map { Probe("p\($0)", log: log) }
    for probe in probes { registry.add(probe) }
    registry.broadcast { $0.hear(1) }
    #expect(log.entries == ["p01", "p11", "p21", "p31", "p41"])
    withExtendedLifetime(probes) {}
  }

  @Test func aRemovedAndReaddedDelegateMovesToTheEnd() {
    let a = Probe("a", log: log)
    let b = Probe("b", log: log)
    registry.add(a)
    registry.add(b)
    registry.remove(a)
    registry.add(a)
    registry.broadcast { $0.hear(1) }
    #expect(log.entries == ["b1", "a1"])
  }

  // MARK: Re-entrancy

  @Test func aDelegateThatRemovesItselfIsNotCalledAgainInThatBroadcast() {
    let registry = self.registry
    let a = Probe("a", log: log)
    a.onHear = { [unowned a] _ in registry.remove(a) }
    registry.add(a)
    registry.broadcast { $0.hear(1) }
    registry.broadcast { $0.hear(2) }
    #expect(log.entries == ["a1"])
  }

  @Test func aDelegateRemovedByAnotherDuringABroadcastIsNotCalledLaterInIt() {
    let registry = self.registry
    let c = Probe("c", log: log)
    let a = Probe("a", log: log) { _ in registry.remove(c) }
    let b = Probe("b", log: log)
    for probe in [a, b, c] { registry.add(probe) }
    registry.broadcast { $0.hear(1) }
    #expect(log.entries == ["a1", "b1"])
  }

  @Test func delegatesRemovedByRemoveAllDuringABroadcastAreNotCalledLaterInIt() {
    let registry = self.registry
    let a = Probe("a", log: log) { _ in registry.removeAll() }
    let b = Probe("b", log: log)
    registry.add(a)
    registry.add(b)
    registry.broadcast { $0.hear(1) }
    #expect(log.entries == ["a1"])
  }

  @Test func aDelegateAddedDuringABroadcastIsFirstCalledByTheNext() {
    let registry = self.registry
    let late = Probe("late", log: log)
    let a = Probe("a", log: log) { _ in registry.add(late) }
    registry.add(a)
    registry.broadcast { $0.hear(1) }
    #expect(log.entries == ["a1"])
    registry.broadcast { $0.hear(2) }
    #expect(log.entries == ["a1", "a2", "late2"])
  }

  @Test func aBroadcastStartedInsideACallbackIsDeliveredCompletely() {
    let registry = self.registry
    let a = Probe("a", log: log) { message in
      if message == 1 { registry.broadcast { $0.hear(2) } }
    }
    let b = Probe("b", log: log)
    registry.add(a)
    registry.add(b)
    registry.broadcast { $0.hear(1) }
    #expect(log.entries == ["a1", "a2", "b2", "b1"])
  }

  @Test func aDelegateDeallocatedDuringABroadcastIsSkipped() {
    var doomed: Probe? = Probe("doomed", log: log)
    let a = Probe("a", log: log) { _ in doomed = nil }
    registry.add(a)
    registry.add(doomed!)
    registry.broadcast { $0.hear(1) }
    #expect(log.entries == ["a1"])
  }

  @Test func callbacksRunWithoutTheRegistryLockHeld() async {
    // A callback that waits for another thread to use the registry would deadlock if the lock were held.
    let registry = self.registry
    let other = Probe("other", log: log)
    let a = Probe("a", log: log) { _ in
      let done = DispatchSemaphore(value: 0)
      Thread.detachNewThread {
        registry.add(other)
        _ = registry.count
        done.signal()
      }
      #expect(done.wait(timeout: .now() + 5) == .success, "the other thread could not take the registry's lock")
    }
    registry.add(a)
    registry.broadcast { $0.hear(1) }
    #expect(registry.contains(other))
  }

  @Test func anErrorThrownByTheMessageEndsTheBroadcast() {
    struct Stop: Error {}
    let a = Probe("a", log: log)
    let b = Probe("b", log: log)
    registry.add(a)
    registry.add(b)
    #expect(throws: Stop.self) {
      try registry.broadcast { delegate in
        delegate.hear(1)
        throw Stop()
      }
    }
    #expect(log.entries == ["a1"])
  }

  // MARK: Storage

  @Test func storageStaysBoundedUnderEndlessAddAndReleaseChurn() {
    let survivors = (0..<3).map { Probe("s\($0)", log: log) }
    for survivor in survivors { registry.add(survivor) }
    var peakStorage = 0
    for index in 0..<20_000 {
      registry.add(Probe("churn\(index)", log: log))
      peakStorage = max(peakStorage, registry.storedEntryCount)
    }
    // Three survivors plus at most one live newcomer: storage never needs more than a small constant.
    #expect(peakStorage <= 16)
    #expect(registry.count == 3)
    withExtendedLifetime(survivors) {}
  }

  @Test func storageStaysBoundedUnderAddAndRemoveChurn() {
    let keeper = Probe("keeper", log: log)
    var peakStorage = 0
    for index in 0..<20_000 {
      let probe = Probe("churn\(index)", log: log)
      registry.add(probe)
      registry.remove(probe)
      peakStorage = max(peakStorage, registry.storedEntryCount)
    }
    registry.add(keeper)
    #expect(peakStorage <= 16)
    #expect(registry.count == 1)
  }

  // MARK: Threads

  @Test func threadsMayAddRemoveAndBroadcastAtOnce() {
    let registry = self.registry
    let log = self.log
    let keepers = (0..<8).map { Probe("keeper\($0)", log: log) }
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      let keeper = keepers[thread]
      registry.add(keeper)
      for round in 0..<500 {
        let transient = Probe("t\(thread)-\(round)", log: log)
        registry.add(transient)
        registry.broadcast { $0.hear(round) }
        registry.remove(transient)
        _ = registry.contains(keeper)
      }
    }
    #expect(registry.count == 8)
    #expect(keepers.allSatisfy(registry.contains))
  }

  // MARK: Bad input

  @Test func aValueTypeIsRejectedWithADiagnosticAndNotStored() {
    let registry = DelegateRegistry<Any>()
    let messages = LockedValue<[String]>([])
    Diagnostics.withHandler({ message in messages.withValue { $0.append(message) } }) {
      registry.add(42)
    }
    #expect(registry.storedEntryCount == 0)
    #expect(registry.count == 0)
    #expect(messages.value.count == 1)
    #expect(messages.value.first?.contains("Int") == true)
  }

  @Test func aClassInstanceInsideAnErrorBoxIsRejectedWithADiagnostic() {
    final class Failure: Error {}
    let failure = Failure()
    let registry = DelegateRegistry<any Error>()
    let messages = LockedValue<[String]>([])
    Diagnostics.withHandler({ message in messages.withValue { $0.append(message) } }) {
      registry.add(failure)
    }
    #expect(registry.storedEntryCount == 0)
    #expect(messages.value.count == 1)
  }

  @Test func aClassInstanceBehindAnAnyIsAccepted() {
    let registry = DelegateRegistry<Any>()
    let probe = Probe("a", log: log)
    registry.add(probe)
    registry.broadcast { ($0 as? Probe)?.hear(1) }
    #expect(log.entries == ["a1"])
  }
}
