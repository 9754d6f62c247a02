import Foundation

/// The delegate protocol of the broadcast benchmarks: class-bound with one method, which every variant calls once
/// per delegate through an existential, so the variants differ only in how they find their delegates.
///
/// `Sendable` only because `NotificationCenter` blocks must be; the benchmarks call it from one thread at a time.
protocol Listener: AnyObject, Sendable {
  func receive(_ value: Int)
}

/// A delegate that adds up what it receives, so that each benchmark can check every delegate was called.
final class CountingListener: Listener, @unchecked Sendable {
  private(set) var total = 0

  // Kept out of line so that no variant can fold the call into its loop.
  @inline(never)
  func receive(_ value: Int) { total &+= value }
}

/// How a hand-written weak delegate list keeps one delegate. A class, because iterating an array of them copies
/// only a reference that the array already keeps alive: the floor for anything that holds delegates weakly.
final class WeakListenerBox {
  weak var listener: (any Listener)?

  init(_ listener: any Listener) { self.listener = listener }
}

/// The other common way to write a weak box. Iterating an array of them copies each weak reference, which costs
/// two more atomic operations per delegate than ``WeakListenerBox``.
struct WeakListener {
  weak var listener: (any Listener)?
}

/// A value made the first time a benchmark iteration asks for it, so that registering benchmarks stays cheap and
/// the cost of building it never lands inside a measurement.
final class Lazy<Value> {
  private let make: () -> Value
  private var made: Value?

  init(_ make: @escaping () -> Value) { self.make = make }

  var value: Value {
    if let made { return made }
    let value = make()
    made = value
    return value
  }
}
