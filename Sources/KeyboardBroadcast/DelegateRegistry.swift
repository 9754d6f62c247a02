import Foundation
internal import _KeyboardBroadcastAtomics

/// A thread-safe list of weakly held delegates that a message can be broadcast to.
///
/// ```swift
/// let delegates = DelegateRegistry<any ChatInputDelegate>()
/// delegates.add(composer)
/// delegates.broadcast { $0.chatInputDidChange(text) }
/// ```
///
/// ## Ownership
/// The registry never keeps a delegate alive. Once the last outside reference to a delegate goes away, the delegate
/// is deallocated, is never called again, and no longer counts. Only class instances can be delegates: in debug
/// builds, adding a value of another kind, or a class instance wrapped in a box of its own such as an `any Error`,
/// writes a diagnostic to standard error; in every build the value is ignored.
///
/// ## Identity
/// A delegate is the live object. Adding the same object twice keeps one entry, at its first position. An object
/// that reuses the memory address of a deallocated delegate is a new delegate: it is added and called.
///
/// ## Order
/// ``broadcast(_:)`` calls delegates in the order they were added.
///
/// ## Re-entrancy
/// A broadcast works on a snapshot of the delegates taken when it starts, and calls them with the registry unlocked,
/// so a callback may add, remove and broadcast freely:
/// - A delegate removed during a broadcast, by itself or by another callback, is not called later in that broadcast.
/// - A delegate added during a broadcast is first called by the next broadcast.
/// - A broadcast started inside a callback is delivered completely before the outer broadcast goes on.
/// - A delegate deallocated during a broadcast is skipped.
/// - An error thrown by `message` ends the broadcast; later delegates are not called.
///
/// ## Threading
/// Any thread may add, remove, query and broadcast at the same time. No callback runs while the registry's lock is
/// held. A broadcast never calls a delegate whose removal finished before the broadcast started; a removal that
/// finishes on another thread while a broadcast is running takes effect for the delegates that broadcast has not
/// reached yet, as far as the two threads' timing allows.
///
/// ## Cost
/// Broadcasting takes the lock once, copies no storage and allocates nothing. Removed and deallocated entries are
/// pruned as delegates are added and removed, so storage stays within the larger of 16 entries and twice the peak
/// number of live delegates.
public final class DelegateRegistry<Delegate>: @unchecked Sendable {
  // `lock`, `entries` and `Entry` are visible to inlinable code so that `broadcast(_:)` is specialized for the
  // caller's delegate type: unspecialized, it spends more on generic metadata than on the delegates.
  @usableFromInline let lock = NSLock()
  /// Registration order. May hold removed or deallocated entries until the next prune.
  @usableFromInline var entries: ContiguousArray<Entry> = []
  /// The live registrations, for duplicate checks and removal in constant time.
  private var entriesByIdentity: [ObjectIdentifier: Entry] = [:]
  /// `entries.count` at which `add` prunes next.
  private var pruneThreshold = DelegateRegistry.minimumPruneThreshold
  /// Entries removed since the last prune; `remove` prunes once they are half of the storage.
  private var removedSincePrune = 0

  private static var minimumPruneThreshold: Int { 16 }

  /// Creates an empty registry.
  public init() {}

  /// Adds a delegate, held weakly, after the ones already registered.
  ///
  /// Adding a delegate that is already registered changes nothing.
  /// - Parameter delegate: A class instance. Other values are ignored, with a diagnostic in debug builds.
  public func add(_ delegate: Delegate) {
    guard let object = Self.classInstance(delegate) else {
      Diagnostics.report(
        "DelegateRegistry.add(_:) ignored a value of type \(type(of: delegate as Any)): "
          + "delegates are held weakly, so only class instances can be added, and only as plain references.")
      return
    }
    let identity = ObjectIdentifier(object)
    lock.withLock {
      if let existing = entriesByIdentity[identity] {
        if existing.object === object { return }
        // The registered object is gone and a new one lives at its address.
        existing.markRemoved()
      }
      let entry = Entry(delegate, object: object)
      entries.append(entry)
      entriesByIdentity[identity] = entry
      if entries.count >= pruneThreshold { prune() }
    }
  }

  /// Removes a delegate. It is not called by any broadcast that starts afterwards, nor later in a running one.
  ///
  /// Removing a delegate that is not registered changes nothing.
  public func remove(_ delegate: Delegate) {
    guard let object = Self.classInstance(delegate) else { return }
    lock.withLock {
      guard let entry = liveEntry(for: object) else { return }
      entry.markRemoved()
      entriesByIdentity[ObjectIdentifier(object)] = nil
      removedSincePrune += 1
      if removedSincePrune * 2 >= entries.count { prune() }
    }
  }

  /// Whether `delegate` is registered and alive.
  public func contains(_ delegate: Delegate) -> Bool {
    guard let object = Self.classInstance(delegate) else { return false }
    return lock.withLock { liveEntry(for: object) != nil }
  }

  /// Removes every delegate.
  public func removeAll() {
    lock.withLock {
      for entry in entries { entry.markRemoved() }
      entries.removeAll()
      entriesByIdentity.removeAll()
      removedSincePrune = 0
      pruneThreshold = Self.minimumPruneThreshold
    }
  }

  /// The number of registered delegates that are still alive.
  public var count: Int {
    lock.withLock { entries.reduce(0) { $1.isCallable ? $0 + 1 : $0 } }
  }

  /// Whether no registered delegate is alive.
  public var isEmpty: Bool {
    lock.withLock { !entries.contains { $0.isCallable } }
  }

  /// Calls `message` once for every live delegate, in registration order.
  ///
  /// See the type's documentation for what happens when a callback adds, removes or broadcasts.
  /// - Parameter message: The call to make on each delegate. If it throws, the broadcast stops and rethrows.
  @inlinable
  public func broadcast(_ message: (Delegate) throws -> Void) rethrows {
    let snapshot = lock.withLock { entries }
    for index in snapshot.indices {
      // `snapshot` keeps its entries alive; borrowing each one spares two atomic reference count operations.
      try Unmanaged.passUnretained(snapshot[index])._withUnsafeGuaranteedRef { entry in
        guard !entry.isRemoved, let delegate = entry.liveDelegate() else { return }
        try message(delegate)
      }
    }
  }

  /// How many entries the registry stores, live or not; tests use it to check that pruning bounds storage.
  var storedEntryCount: Int { lock.withLock { entries.count } }

  private func liveEntry(for object: AnyObject) -> Entry? {
    guard let entry = entriesByIdentity[ObjectIdentifier(object)], entry.object === object else { return nil }
    return entry
  }

  /// Drops removed and deallocated entries. Called with the lock held.
  private func prune() {
    entries.removeAll { entry in
      if entry.isCallable { return false }
      if let indexed = entriesByIdentity[entry.identity], indexed === entry {
        entriesByIdentity[entry.identity] = nil
      }
      return true
    }
    removedSincePrune = 0
    pruneThreshold = max(Self.minimumPruneThreshold, entries.count * 2)
  }

  /// `delegate` as an object, or `nil` when the registry cannot hold it weakly: a value type, or a value that holds
  /// its object through a box of its own (an `any Error`, for one) rather than as a plain reference, which the
  /// entry's bitwise copy relies on.
  private static func classInstance(_ delegate: Delegate) -> AnyObject? {
    let dynamicType = type(of: delegate as Any)
    guard dynamicType is AnyObject.Type else { return nil }
    let object = delegate as AnyObject
    // A boxed instance converts to its box, an object of another type that dies with the value.
    guard ObjectIdentifier(type(of: object)) == ObjectIdentifier(dynamicType) else { return nil }
    let referencesObjectDirectly = withUnsafeBytes(of: delegate) { bytes in
      bytes.count >= MemoryLayout<UnsafeRawPointer>.size
        && bytes.loadUnaligned(as: UnsafeRawPointer.self)
          == UnsafeRawPointer(Unmanaged.passUnretained(object).toOpaque())
    }
    return referencesObjectDirectly ? object : nil
  }
}

extension DelegateRegistry {
  /// One registration: a weak reference for liveness, and the delegate value itself for calling.
  ///
  /// Turning the weakly held object back into `Delegate` with `as!` would cost a dynamic cast on every call of
  /// every broadcast. Instead the entry keeps a bitwise copy of the `Delegate` value that owns no reference: it is
  /// never destroyed, and ``liveDelegate()`` turns it into a real `Delegate` with the strong reference a weak load
  /// of `object` returned.
  @usableFromInline final class Entry {
    /// Only `init` writes it, so reads need no exclusivity check.
    @usableFromInline @exclusivity(unchecked) weak var object: AnyObject?
    let identity: ObjectIdentifier
    @usableFromInline let unownedDelegate: UnsafeMutablePointer<Delegate>
    @usableFromInline let removedMark: UnsafeMutablePointer<Bool>

    init(_ delegate: Delegate, object: AnyObject) {
      self.object = object
      identity = ObjectIdentifier(object)
      let storage = UnsafeMutablePointer<Delegate>.allocate(capacity: 1)
      withUnsafeBytes(of: delegate) { bytes in
        UnsafeMutableRawPointer(storage).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
      }
      unownedDelegate = storage
      removedMark = .allocate(capacity: 1)
      removedMark.initialize(to: false)
    }

    deinit {
      // Deallocated without deinitializing: the copy holds no reference to release.
      unownedDelegate.deallocate()
      removedMark.deallocate()
    }

    /// The delegate, or `nil` once it is deallocated.
    ///
    /// `add` accepts only values whose one strong reference is a plain reference to `object` in their first word (the
    /// class itself, a class-bound existential or composition, `Any` or another existential holding the instance
    /// inline), and checks it. So the value is rebuilt from the stored bits and given the weak load's strong
    /// reference: one more retain balanced by the release of `object`, a pair the optimizer removes, instead of
    /// copying the value and retaining it again.
    @inlinable func liveDelegate() -> Delegate? {
      guard let object else { return nil }
      _ = Unmanaged.passRetained(object)
      return withUnsafeTemporaryAllocation(of: Delegate.self, capacity: 1) { delegate in
        UnsafeMutableRawPointer(delegate.baseAddress!).copyMemory(
          from: unownedDelegate, byteCount: MemoryLayout<Delegate>.size)
        return delegate.baseAddress!.move()
      }
    }

    @inlinable var isRemoved: Bool { loadAcquire(removedMark) }

    var isCallable: Bool { !isRemoved && object != nil }

    func markRemoved() { kb_store_release(removedMark, true) }
  }
}

/// `kb_load_acquire`, callable from inlinable code, which cannot see the internally imported C module.
@usableFromInline func loadAcquire(_ flag: UnsafeMutablePointer<Bool>) -> Bool { kb_load_acquire(flag) }
