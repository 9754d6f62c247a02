// A stand-in for Apple's Combine, declaring only what KeyboardBroadcast uses, with Combine's public signatures,
// so that `#if canImport(Combine)` code compiles and its tests run on Linux. The probe in Stubs/Probe checks every
// declaration against Apple's SDK. The machinery behind the signatures is this file's own, and simpler than
// Combine's: demand is only whether a subscriber has asked yet (`_Demand`), and a scheduler only runs work. A subject
// keeps its subscribers, and a subscriber keeps what its pipeline captured, as Combine does. It is never part of a
// product.

import Dispatch

/// Combine's `Cancellable`.
public protocol Cancellable {
  /// Combine's `cancel()`.
  func cancel()
}

/// Combine's `Subscribers` namespace, reduced to `Completion`.
public enum Subscribers {
  /// Combine's `Subscribers.Completion`: how a publisher ended.
  public enum Completion<Failure: Error> {
    /// Combine's `finished`.
    case finished
    /// Combine's `failure(_:)`.
    case failure(Failure)
  }
}

/// Combine's `Publisher`, reduced to its two associated types. `_attach` is the stand-in's own plumbing.
public protocol Publisher<Output, Failure> {
  /// Combine's `Output`.
  associatedtype Output
  /// Combine's `Failure`.
  associatedtype Failure: Error
  /// The stand-in's plumbing: calls `receive` with each value and `complete` at the end, until the returned token is
  /// cancelled. Until `demand` is requested, each publisher treats the subscriber as its Combine counterpart treats
  /// one that has not asked yet: a sequence waits, a subject drops the value, a buffer holds it.
  func _attach(
    _ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void,
    _ demand: _Demand
  ) -> AnyCancellable
}

/// The stand-in's model of a subscriber's demand, reduced to whether it has asked yet: the subscribers the package
/// and its tests make ask for unlimited values at once (`sink`), and a buffer that prefetches asks for as many as it
/// can hold. Counting demand down is left out, since none of them ever runs short.
public final class _Demand {
  /// Whether the subscriber has asked.
  public private(set) var isRequested: Bool
  private var waiting: [() -> Void] = []

  /// A demand that has been asked for already, or not yet.
  public init(isRequested: Bool) { self.isRequested = isRequested }

  /// Asks, once; runs what waited for it, in order.
  public func request() {
    guard !isRequested else { return }
    isRequested = true
    let actions = waiting
    waiting = []
    for action in actions { action() }
  }

  /// Runs `action` once the subscriber has asked: now, if it has.
  public func whenRequested(_ action: @escaping () -> Void) {
    if isRequested { action() } else { waiting.append(action) }
  }
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
    public func _attach(
      _ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void,
      _ demand: _Demand
    ) -> AnyCancellable {
      let receiveOutput = self.receiveOutput
      let inner = upstream._attach(
        { value in
          receiveOutput?(value)
          receive(value)
        }, complete, demand)
      let receiveCancel = self.receiveCancel
      return AnyCancellable {
        inner.cancel()
        receiveCancel?()
      }
    }
  }

  /// Combine's `Publishers.Sequence`: sends the elements, then finishes.
  public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
    /// The elements' type.
    public typealias Output = Elements.Element
    let sequence: Elements

    /// Sends every element, then finishes, once the subscriber asks (before returning, if it has asked), unless
    /// cancelled first.
    public func _attach(
      _ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void,
      _ demand: _Demand
    ) -> AnyCancellable {
      let token = AnyCancellable {}
      let sequence = self.sequence
      demand.whenRequested { [weak token] in
        guard let token, !token.isCancelled else { return }
        for element in sequence { receive(element) }
        complete(.finished)
      }
      return token
    }
  }

  /// The publisher `prepend(_:)` returns: the prefix's values, then the suffix's.
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
    /// The values' type.
    public typealias Output = Suffix.Output
    /// The failure's type.
    public typealias Failure = Suffix.Failure
    let prefix: Prefix
    let suffix: Suffix

    /// Attaches to the prefix; once it finishes, to the suffix.
    public func _attach(
      _ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void,
      _ demand: _Demand
    ) -> AnyCancellable {
      var suffixToken: AnyCancellable?
      let suffix = self.suffix
      let prefixToken = prefix._attach(
        receive,
        { completion in
          switch completion {
          case .finished: suffixToken = suffix._attach(receive, complete, demand)
          case .failure: complete(completion)
          }
        }, demand)
      return AnyCancellable {
        prefixToken.cancel()
        suffixToken?.cancel()
      }
    }
  }
}

extension Publishers {
  /// The publisher `subscribe(on:options:)` returns: subscribes to the upstream, and cancels it, on a scheduler.
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    let upstream: Upstream
    let scheduler: Context
    let options: Context.SchedulerOptions?

    /// Schedules the attachment to the upstream, and then the subscriber's request, each in a turn of its own: Combine
    /// performs subscribe, request and cancel on the scheduler, and the subscriber asks only once it has been handed
    /// the subscription, in the first turn. So the upstream has no demand until the second turn, and a subject there
    /// drops what it sends in between. The returned token schedules the cancellation. The upstream's values reach
    /// `receive` on whatever thread the upstream sends them.
    public func _attach(
      _ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void,
      _ demand: _Demand
    ) -> AnyCancellable {
      let attachment = ScheduledAttachment()
      let upstream = self.upstream
      let upstreamDemand = _Demand(isRequested: false)
      let scheduler = self.scheduler
      let options = self.options
      scheduler.schedule(options: options) {
        attachment.start { upstream._attach(receive, complete, upstreamDemand) }
        demand.whenRequested {
          scheduler.schedule(options: options) {
            if !attachment.isCancelled { upstreamDemand.request() }
          }
        }
      }
      return AnyCancellable {
        scheduler.schedule(options: options) { attachment.cancel() }
      }
    }
  }
}

extension Publishers {
  /// Combine's `Publishers.PrefetchStrategy`: when a buffer asks its upstream for values.
  public enum PrefetchStrategy {
    /// Combine's `keepFull`: as soon as the buffer is subscribed, for as many values as it holds.
    case keepFull
    /// Combine's `byRequest`: when the buffer's subscriber asks.
    case byRequest
  }

  /// Combine's `Publishers.BufferingStrategy`: what a full buffer does with one more value.
  public enum BufferingStrategy<Failure: Error> {
    /// Combine's `dropNewest`: drops the value.
    case dropNewest
    /// Combine's `dropOldest`: drops the oldest value it holds, and keeps the new one.
    case dropOldest
    /// Combine's `customError(_:)`: fails with the error the closure makes.
    case customError(() -> Failure)
  }

  /// The publisher `buffer(size:prefetch:whenFull:)` returns: holds the upstream's values until its subscriber asks.
  public struct Buffer<Upstream: Publisher>: Publisher {
    /// The upstream's output.
    public typealias Output = Upstream.Output
    /// The upstream's failure.
    public typealias Failure = Upstream.Failure
    let upstream: Upstream
    let size: Int
    let prefetch: PrefetchStrategy
    let whenFull: BufferingStrategy<Failure>

    /// Attaches to the upstream, asking it at once with `keepFull`, and holds what it sends, and how it ends, until
    /// `demand` is requested; then sends what it holds, in order, and passes later values straight through.
    public func _attach(
      _ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void,
      _ demand: _Demand
    ) -> AnyCancellable {
      let held = HeldValues(size: size, whenFull: whenFull, receive: receive, complete: complete)
      let upstreamDemand = _Demand(isRequested: prefetch == .keepFull)
      let token = upstream._attach(held.take, held.end, upstreamDemand)
      demand.whenRequested {
        held.release()
        upstreamDemand.request()
      }
      return AnyCancellable {
        held.discard()
        token.cancel()
      }
    }
  }
}

/// What a `Buffer` holds until its subscriber asks.
private final class HeldValues<Output, Failure: Error> {
  private let size: Int
  private let whenFull: Publishers.BufferingStrategy<Failure>
  private let receive: (Output) -> Void
  private let complete: (Subscribers.Completion<Failure>) -> Void
  private var values: [Output] = []
  private var completion: Subscribers.Completion<Failure>?
  private var isReleased = false
  private var isDiscarded = false

  init(
    size: Int, whenFull: Publishers.BufferingStrategy<Failure>, receive: @escaping (Output) -> Void,
    complete: @escaping (Subscribers.Completion<Failure>) -> Void
  ) {
    self.size = size
    self.whenFull = whenFull
    self.receive = receive
    self.complete = complete
  }

  func take(_ value: Output) {
    guard completion == nil, !isDiscarded else { return }
    if isReleased { return receive(value) }
    guard values.count >= size else { return values.append(value) }
    switch whenFull {
    case .dropNewest: break
    case .dropOldest:
      if !values.isEmpty { values.removeFirst() }
      if size > 0 { values.append(value) }
    case .customError(let makeError): end(.failure(makeError()))
    }
  }

  func end(_ completion: Subscribers.Completion<Failure>) {
    guard self.completion == nil, !isDiscarded else { return }
    self.completion = completion
    if isReleased { complete(completion) }
  }

  /// Drops what it holds, and what comes later: the subscription is cancelled.
  func discard() {
    isDiscarded = true
    values = []
  }

  /// Sends the held values, then the held completion. A value the upstream sends meanwhile is held behind them.
  func release() {
    guard !isDiscarded else { return }
    while !values.isEmpty && !isDiscarded { receive(values.removeFirst()) }
    guard !isDiscarded else { return }
    isReleased = true
    if let completion { complete(completion) }
  }
}

/// The upstream token of a `SubscribeOn`, touched only by work run on its scheduler: the stand-in's schedulers are
/// serial, so a cancellation scheduled after the start always finds the start done.
private final class ScheduledAttachment {
  private var token: AnyCancellable?
  private(set) var isCancelled = false

  func start(_ attach: () -> AnyCancellable) {
    guard !isCancelled else { return }
    token = attach()
  }

  func cancel() {
    isCancelled = true
    token?.cancel()
    token = nil
  }
}

/// Combine's `Scheduler`, reduced to running work as soon as it can.
public protocol Scheduler {
  /// Combine's `SchedulerOptions`.
  associatedtype SchedulerOptions
  /// Combine's `schedule(options:_:)`.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
}

extension DispatchQueue: Scheduler {
  /// Combine's `DispatchQueue.SchedulerOptions`, without its members.
  public struct SchedulerOptions {}

  /// Combine's `schedule(options:_:)`: runs `action` asynchronously on the queue.
  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    // Combine's scheduler takes a closure that is not `Sendable` and hands it to the queue, as this does; the callers
    // here hand it work meant for that queue alone.
    nonisolated(unsafe) let action = action
    async { action() }
  }
}

/// Combine's `PassthroughSubject`: sends each value to the subscribers it has at that moment.
public final class PassthroughSubject<Output, Failure: Error>: Publisher {
  private typealias Subscriber = (
    receive: (Output) -> Void, complete: (Subscribers.Completion<Failure>) -> Void, demand: _Demand
  )
  private var subscribers: [ObjectIdentifier: Subscriber] = [:]
  private var completion: Subscribers.Completion<Failure>?

  /// Combine's `init()`.
  public init() {}

  /// Combine's `send(_:)`: a subscriber that has not asked yet misses the value, as Combine's subject drops values
  /// beyond a subscriber's demand.
  public func send(_ input: Output) {
    for subscriber in subscribers.values where subscriber.demand.isRequested { subscriber.receive(input) }
  }

  /// Combine's `send(completion:)`: ends every subscription; later values and subscribers get only the completion.
  public func send(completion: Subscribers.Completion<Failure>) {
    guard self.completion == nil else { return }
    self.completion = completion
    let ending = subscribers
    subscribers = [:]
    for subscriber in ending.values { subscriber.complete(completion) }
  }

  /// Keeps `receive` until the returned token is cancelled or the subject completes.
  public func _attach(
    _ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void,
    _ demand: _Demand
  ) -> AnyCancellable {
    if let completion {
      complete(completion)
      return AnyCancellable {}
    }
    let token = AnyCancellable {}
    let key = ObjectIdentifier(token)
    subscribers[key] = (receive, complete, demand)
    token.onCancel = { [weak self] in self?.subscribers[key] = nil }
    return token
  }

  /// Stand-in only: how many subscriptions are live, for tests of the stand-in itself.
  public var _subscriberCount: Int { subscribers.count }
}

/// Combine's `Deferred`: makes a new publisher for each subscriber, when it subscribes.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  /// The made publisher's output.
  public typealias Output = DeferredPublisher.Output
  /// The made publisher's failure.
  public typealias Failure = DeferredPublisher.Failure
  /// Combine's `createPublisher`.
  public let createPublisher: () -> DeferredPublisher

  /// Combine's `init(createPublisher:)`.
  public init(createPublisher: @escaping () -> DeferredPublisher) {
    self.createPublisher = createPublisher
  }

  /// Makes a publisher and attaches to it.
  public func _attach(
    _ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void,
    _ demand: _Demand
  ) -> AnyCancellable {
    createPublisher()._attach(receive, complete, demand)
  }
}

/// Combine's `Empty`: sends nothing, and finishes at once.
public struct Empty<Output, Failure: Error>: Publisher {
  private let completeImmediately: Bool

  /// Combine's `init(completeImmediately:)`.
  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  /// Finishes at once, if it completes immediately.
  public func _attach(
    _ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void,
    _ demand: _Demand
  ) -> AnyCancellable {
    if completeImmediately { complete(.finished) }
    return AnyCancellable {}
  }
}

/// Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
  private let attach:
    (@escaping (Output) -> Void, @escaping (Subscribers.Completion<Failure>) -> Void, _Demand) -> AnyCancellable

  /// Combine's `init(_:)`.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    attach = publisher._attach
  }

  /// Attaches to the wrapped publisher.
  public func _attach(
    _ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Failure>) -> Void,
    _ demand: _Demand
  ) -> AnyCancellable {
    attach(receive, complete, demand)
  }
}

/// Combine's `AnyCancellable`: cancels when cancelled or deallocated.
public final class AnyCancellable: Cancellable, Hashable {
  fileprivate var onCancel: (() -> Void)?
  fileprivate var isCancelled: Bool { onCancel == nil }

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

/// Combine's `ObservableObject`, with the publisher type this package uses.
public protocol ObservableObject: AnyObject {
  /// Combine's `ObjectWillChangePublisher`.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never
  /// Combine's `objectWillChange`.
  var objectWillChange: ObjectWillChangePublisher { get }
}

/// Combine's `ObservableObjectPublisher`: sends `()` before an object changes.
public final class ObservableObjectPublisher: Publisher {
  /// Combine's `Output`.
  public typealias Output = Void
  /// Combine's `Failure`.
  public typealias Failure = Never
  private let subject = PassthroughSubject<Void, Never>()

  /// Combine's `init()`.
  public init() {}

  /// Combine's `send()`.
  public func send() { subject.send(()) }

  /// Attaches to the sends.
  public func _attach(
    _ receive: @escaping (Output) -> Void, _ complete: @escaping (Subscribers.Completion<Never>) -> Void,
    _ demand: _Demand
  ) -> AnyCancellable {
    subject._attach(receive, complete, demand)
  }
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

  /// Combine's `subscribe(on:options:)`.
  public func subscribe<S>(on scheduler: S, options: S.SchedulerOptions? = nil) -> Publishers.SubscribeOn<Self, S>
  where S: Scheduler {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }

  /// Combine's `buffer(size:prefetch:whenFull:)`.
  public func buffer(
    size: Int, prefetch: Publishers.PrefetchStrategy, whenFull: Publishers.BufferingStrategy<Failure>
  ) -> Publishers.Buffer<Self> {
    Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
  }

  /// Combine's `prepend(_:)` for a sequence.
  public func prepend<S: Swift.Sequence>(_ elements: S) -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self>
  where S.Element == Output {
    Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
  }

  /// Combine's `sink(receiveCompletion:receiveValue:)`.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void, receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    // `sink` asks for unlimited values as soon as it subscribes.
    let subscription = _attach(receiveValue, receiveCompletion, _Demand(isRequested: true))
    return AnyCancellable { subscription.cancel() }
  }
}

extension Publisher where Failure == Never {
  /// Combine's `sink(receiveValue:)`.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }
}
