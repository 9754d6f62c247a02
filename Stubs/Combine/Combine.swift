// A stand-in for Apple's Combine, declaring only what KeyboardBroadcast uses, with Combine's public signatures,
// so that `#if canImport(Combine)` code compiles and its tests run on Linux. The machinery behind the signatures
// is this file's own: a subject keeps its subscribers, and a subscriber keeps what its pipeline captured, as
// Combine does. It is never part of a product.

/// Combine's `Cancellable`.
public protocol Cancellable {
  /// Combine's `cancel()`.
  func cancel()
}

/// Combine's `Publisher`, reduced to its two associated types. `_attach` is the stand-in's own plumbing.
public protocol Publisher<Output, Failure> {
  /// Combine's `Output`.
  associatedtype Output
  /// Combine's `Failure`.
  associatedtype Failure: Error
  /// The stand-in's plumbing: calls `receive` with each value until the returned token is cancelled.
  func _attach(_ receive: @escaping (Output) -> Void) -> AnyCancellable
}

/// Combine's namespace for operator types.
public enum Publishers {
  /// The publisher `handleEvents(receiveOutput:receiveCancel:)` returns.
  public struct HandleEvents<Upstream: Publisher>: Publisher {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    let upstream: Upstream
    let receiveOutput: ((Output) -> Void)?
    let receiveCancel: (() -> Void)?

    /// Attaches to the upstream, calling the event handlers around `receive`.
    public func _attach(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
      let receiveOutput = self.receiveOutput
      let inner = upstream._attach { value in
        receiveOutput?(value)
        receive(value)
      }
      let receiveCancel = self.receiveCancel
      return AnyCancellable {
        inner.cancel()
        receiveCancel?()
      }
    }
  }
}

/// Combine's `PassthroughSubject`: sends each value to the subscribers it has at that moment.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
  private var subscribers: [ObjectIdentifier: (Output) -> Void] = [:]

  /// Combine's `init()`.
  public init() {}

  /// Combine's `send(_:)`.
  public func send(_ input: Output) {
    for receive in subscribers.values { receive(input) }
  }

  /// Keeps `receive` until the returned token is cancelled.
  public func _attach(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
    let token = AnyCancellable {}
    let key = ObjectIdentifier(token)
    subscribers[key] = receive
    token.onCancel = { [weak self] in self?.subscribers[key] = nil }
    return token
  }

  /// Stand-in only: how many subscriptions are live, for tests of the stand-in itself.
  public var _subscriberCount: Int { subscribers.count }
}

/// Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let attach: (@escaping (Output) -> Void) -> AnyCancellable

  /// Combine's `init(_:)`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    attach = publisher._attach
  }

  /// Attaches to the wrapped publisher.
  public func _attach(_ receive: @escaping (Output) -> Void) -> AnyCancellable { attach(receive) }
}

/// Combine's `AnyCancellable`: cancels when cancelled or deallocated.
public final class AnyCancellable: Cancellable, Hashable {
  fileprivate var onCancel: (() -> Void)?

  /// Combine's `init(_:)`.
  public init(_ cancel: @escaping () -> Void) { onCancel = cancel }

  deinit { cancel() }

  /// Combine's `cancel()`.
  public func cancel() {
    let action = onCancel
    onCancel = nil
    action?()
  }

  /// Combine's `store(in:)`.
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  /// Identity.
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  /// Identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Publisher {
  /// Combine's `eraseToAnyPublisher()`.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

  /// Combine's `handleEvents(receiveSubscription:receiveOutput:receiveCompletion:receiveCancel:receiveRequest:)`,
  /// with the two parameters the package uses.
  public func handleEvents(
    receiveOutput: ((Output) -> Void)? = nil, receiveCancel: (() -> Void)? = nil
  ) -> Publishers.HandleEvents<Self> {
    Publishers.HandleEvents(upstream: self, receiveOutput: receiveOutput, receiveCancel: receiveCancel)
  }
}

extension Publisher where Failure == Never {
  /// Combine's `sink(receiveValue:)`.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    let subscription = _attach(receiveValue)
    return AnyCancellable { subscription.cancel() }
  }
}
