import Foundation

/// A value guarded by a lock: the package's one way to share mutable state between threads.
///
/// `@unchecked Sendable` because every access to `storage` is behind `lock`. Never call out to code that may reach
/// the same value from inside `withValue(_:)`: the lock is not recursive.
package final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: Value

  package init(_ value: Value) { storage = value }

  package var value: Value { lock.withLock { storage } }

  package func withValue<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&storage) }
  }

  /// Runs `body` with the lock held but the value untouched: for state that lives elsewhere yet is guarded by this
  /// lock, such as the weak references in `DelegateRegistry`'s entries.
  package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
    try lock.withLock(body)
  }

  package func exchange(_ newValue: Value) -> Value {
    withValue { value in
      defer { value = newValue }
      return value
    }
  }
}
