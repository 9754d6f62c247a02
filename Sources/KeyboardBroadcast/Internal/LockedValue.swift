import Foundation

/// A value guarded by a lock, for the few pieces of state that several threads touch.
final class LockedValue<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var storage: Value

  init(_ value: Value) { storage = value }

  var value: Value { lock.withLock { storage } }

  func withValue<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    try lock.withLock { try body(&storage) }
  }

  func exchange(_ newValue: Value) -> Value {
    withValue { value in
      defer { value = newValue }
      return value
    }
  }
}
