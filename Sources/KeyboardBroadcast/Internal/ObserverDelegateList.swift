/// The observer's delegates, with the rules of ``DelegateRegistry`` but none of its thread safety: held weakly, called
/// in the order they were added, each once; one removed during a broadcast is not called later in it, one added
/// during a broadcast is first called by the next.
///
/// Why not the registry itself: the observer is bound to the main actor, so its list needs no lock, and a weak
/// reference to a class-bound existential keeps its witness table, so calling a delegate needs no conditional cast.
/// The two were 45 % of what the observer spent per will-show beyond parsing (Docs/Benchmarks.md).
@MainActor final class ObserverDelegateList {
  /// One registration. Removal clears `delegate`, so that a removed delegate and a deallocated one look the same:
  /// skipped by broadcasts, pruned from storage.
  private final class Entry {
    weak var delegate: (any KeyboardObserverDelegate)?
    /// Where `entriesByIdentity` files the entry, still known after `delegate` is cleared.
    let identity: ObjectIdentifier

    init(_ delegate: any KeyboardObserverDelegate) {
      self.delegate = delegate
      identity = ObjectIdentifier(delegate)
    }
  }

  /// Registration order. May hold removed or deallocated entries until the next prune. No access calls anyone, so
  /// the runtime's exclusivity check is left out.
  @exclusivity(unchecked) private var entries: ContiguousArray<Entry> = []
  /// The live registrations, for duplicate checks and removal in constant time.
  private var entriesByIdentity: [ObjectIdentifier: Entry] = [:]
  /// `entries.count` at which `add` prunes next: storage stays within twice the live delegates, or 16.
  private var pruneThreshold = 16
  private var removedSincePrune = 0

  /// Adds `delegate` after the others; adding one that is already there changes nothing.
  ///
  /// - Returns: Whether it was added.
  @discardableResult func add(_ delegate: any KeyboardObserverDelegate) -> Bool {
    guard !contains(delegate) else { return false }
    // An entry still filed under this address belonged to a deallocated object; the new one replaces it.
    let entry = Entry(delegate)
    entries.append(entry)
    entriesByIdentity[entry.identity] = entry
    if entries.count >= pruneThreshold { prune() }
    return true
  }

  /// Removes `delegate`, also from a broadcast under way that has not reached it yet.
  func remove(_ delegate: any KeyboardObserverDelegate) {
    let identity = ObjectIdentifier(delegate)
    guard let entry = entriesByIdentity[identity], entry.delegate === delegate else { return }
    entry.delegate = nil
    entriesByIdentity[identity] = nil
    removedSincePrune += 1
    if removedSincePrune * 2 >= entries.count { prune() }
  }

  /// Whether `delegate` is added and not removed.
  func contains(_ delegate: any KeyboardObserverDelegate) -> Bool {
    entriesByIdentity[ObjectIdentifier(delegate)]?.delegate === delegate
  }

  /// Calls `message` on every live delegate, in the order they were added, as ``DelegateRegistry/broadcast(_:)``
  /// does: over the entries as they were when it started, reading each entry when its turn comes.
  @inline(__always) func broadcast(_ message: (any KeyboardObserverDelegate) -> Void) {
    let snapshot = entries
    for index in snapshot.indices {
      guard let delegate = snapshot[index].delegate else { continue }
      message(delegate)
    }
  }

  /// How many entries the list stores, live or not; tests use it to check that pruning bounds storage.
  var storedEntryCount: Int { entries.count }

  private func prune() {
    entries.removeAll { entry in
      if entry.delegate != nil { return false }
      if entriesByIdentity[entry.identity] === entry { entriesByIdentity[entry.identity] = nil }
      return true
    }
    removedSincePrune = 0
    pruneThreshold = max(16, entries.count * 2)
  }
}
