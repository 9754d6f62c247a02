import Foundation

/// A thread-safe list of weakly held delegates that a message can be broadcast to.
///
/// ```swift
/// let delegates = DelegateRegistry<any ChatInputDelegate>()
/// delegates.add(composer)
/// delegates.broadcast { $0.chatInputDidChange(text) }
/// ```
///
/// ## Ownership and identity
/// The registry never keeps a delegate alive: a deallocated delegate is never called again and no longer counts.
/// Only plain class instances can be delegates. Any other value, or an instance boxed as an `any Error`, is ignored,
/// with a diagnostic in debug builds. Adding the same object twice keeps one entry, at its first position. An object
/// that reuses a deallocated delegate's address is a new delegate.
///
/// ## Broadcasts
/// ``broadcast(_:)`` calls delegates in the order they were added, with the registry unlocked, so a callback may
/// add, remove and broadcast:
/// - A delegate removed or deallocated during a broadcast is not called later in it.
/// - A delegate added during a broadcast is first called by the next one.
/// - A broadcast started inside a callback is delivered completely before the outer one goes on.
/// - An error thrown by `message` ends the broadcast.
///
/// Any thread may add, remove, query and broadcast at once. A broadcast never calls a delegate whose removal finished
/// before it started. Broadcasting allocates nothing, and storage stays within the larger of 16 entries and twice
/// the peak number of live delegates.
public final class DelegateRegistry<Delegate>: Sendable {
  /// Every registration, and the `object` of every entry, including entries in a broadcast's snapshot, are read
  /// and written only inside this lock.
  private let storage = LockedValue(Storage())

  /// Creates an empty registry.
  public init() {}

  /// Adds a delegate, held weakly, after the ones already registered. Adding one already registered changes nothing.
  /// - Parameter delegate: A class instance. Other values are ignored, with a diagnostic in debug builds.
  public func add(_ delegate: Delegate) {
    guard let object = Self.classInstance(delegate) else {
      Diagnostics.report(
        "DelegateRegistry.add(_:) ignored a value of type \(type(of: delegate as Any)): "
          + "delegates are held weakly, so only class instances can be added, and only as plain references.")
      return
    }
    storage.withValue { $0.add(object) }
  }

  /// Removes a delegate: no broadcast calls it afterwards, not even a running one. Removing a delegate that is not
  /// registered changes nothing.
  public func remove(_ delegate: Delegate) {
    guard let object = Self.classInstance(delegate) else { return }
    storage.withValue { $0.remove(object) }
  }

  /// Whether `delegate` is registered and alive.
  public func contains(_ delegate: Delegate) -> Bool {
    guard let object = Self.classInstance(delegate) else { return false }
    return storage.withValue { $0.liveEntry(for: object) != nil }
  }

  /// Removes every delegate.
  public func removeAll() {
    storage.withValue { $0.removeAll() }
  }

  /// The number of registered delegates that are still alive.
  public var count: Int {
    storage.withValue { $0.entries.reduce(0) { $1.object != nil ? $0 + 1 : $0 } }
  }

  /// Whether no registered delegate is alive.
  public var isEmpty: Bool {
    storage.withValue { !$0.entries.contains { $0.object != nil } }
  }

  /// Calls `message` once for every live delegate, in registration order. See the type's rules for callbacks that
  /// add, remove or broadcast.
  /// - Parameter message: The call to make on each delegate. If it throws, the broadcast stops and rethrows.
  @inlinable
  public func broadcast(_ message: (Delegate) throws -> Void) rethrows {
    try broadcast(to: snapshot(), message)
  }

  /// Calls `message` for every delegate of `snapshot` that is still registered and alive, in registration order.
  ///
  /// A caller that makes several broadcasts for one event takes one ``snapshot()`` first, so that a delegate added
  /// by a callback hears none of them.
  @inlinable
  func broadcast(to snapshot: ContiguousArray<Entry>, _ message: (Delegate) throws -> Void) rethrows {
    // Inlinable, so that callers in other modules get it specialized for their delegate type.
    for index in snapshot.indices {
      // Unwrapped before the cast, because `nil` itself casts to `Any`, and to `AnyObject` as `NSNull`.
      guard let object = liveObject(of: snapshot[index]), let delegate = object as? Delegate else { continue }
      try message(delegate)
    }
  }

  /// The entries in registration order, for a broadcast to go through with the lock released.
  @usableFromInline func snapshot() -> ContiguousArray<Entry> {
    storage.withValue { $0.entries }
  }

  /// The entry's delegate, or `nil` once it is removed or deallocated.
  ///
  /// Read under the lock, so that a broadcast sees every removal made since its snapshot, by one of its own
  /// callbacks or by another thread.
  @usableFromInline func liveObject(of entry: Entry) -> AnyObject? {
    storage.withLock { entry.object }
  }

  /// How many entries the registry stores, live or not; tests use it to check that pruning bounds storage.
  var storedEntryCount: Int { storage.withValue { $0.entries.count } }

  /// `delegate` as an object, or `nil` when the registry cannot hold it weakly: a value type, or a class instance
  /// inside a box of its own, which converts to an object of the box's type.
  private static func classInstance(_ delegate: Delegate) -> AnyObject? {
    let dynamicType = type(of: delegate as Any)
    guard dynamicType is AnyObject.Type else { return nil }
    let object = delegate as AnyObject
    return type(of: object) == dynamicType ? object : nil
  }
}

extension DelegateRegistry {
  /// One registration. `remove` clears `object`, so that a removed delegate and a deallocated one look the same:
  /// skipped by broadcasts, pruned from storage.
  @usableFromInline final class Entry {
    /// Read and written inside the registry's lock.
    weak var object: AnyObject?
    /// Where `entriesByIdentity` files the entry, still known after `object` is cleared.
    let identity: ObjectIdentifier

    init(_ object: AnyObject) {
      self.object = object
      identity = ObjectIdentifier(object)
    }
  }

  /// The registrations, changed only inside the registry's lock.
  private struct Storage {
    private static var minimumPruneThreshold: Int { 16 }

    /// Registration order. May hold removed or deallocated entries until the next prune.
    private(set) var entries: ContiguousArray<Entry> = []
    /// The live registrations, for duplicate checks and removal in constant time.
    private var entriesByIdentity: [ObjectIdentifier: Entry] = [:]
    /// `entries.count` at which `add` prunes next.
    private var pruneThreshold = Storage.minimumPruneThreshold
    /// Entries removed since the last prune; `remove` prunes once they are half of the storage.
    private var removedSincePrune = 0

    mutating func add(_ object: AnyObject) {
      if liveEntry(for: object) != nil { return }
      // Any entry still indexed under this address belonged to a deallocated object; the new one replaces it.
      let entry = Entry(object)
      entries.append(entry)
      entriesByIdentity[entry.identity] = entry
      if entries.count >= pruneThreshold { prune() }
    }

    mutating func remove(_ object: AnyObject) {
      guard let entry = liveEntry(for: object) else { return }
      entry.object = nil
      entriesByIdentity[entry.identity] = nil
      removedSincePrune += 1
      if removedSincePrune * 2 >= entries.count { prune() }
    }

    mutating func removeAll() {
      // Running broadcasts hold these entries in their snapshots; cleared, they are skipped there too.
      for entry in entries { entry.object = nil }
      self = Storage()
    }

    /// The entry that holds `object`, if any.
    func liveEntry(for object: AnyObject) -> Entry? {
      guard let entry = entriesByIdentity[ObjectIdentifier(object)], entry.object === object else { return nil }
      return entry
    }

    /// Drops removed and deallocated entries.
    private mutating func prune() {
      var live = ContiguousArray<Entry>()
      for entry in entries {
        if entry.object != nil {
          live.append(entry)
        } else if entriesByIdentity[entry.identity] === entry {
          entriesByIdentity[entry.identity] = nil
        }
      }
      entries = live
      removedSincePrune = 0
      pruneThreshold = max(Self.minimumPruneThreshold, entries.count * 2)
    }
  }
}
