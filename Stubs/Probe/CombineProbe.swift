// The Combine half of the stand-in probe; see UIKitProbe.swift for what it checks and how.
#if canImport(Combine)
  import Combine
  import Dispatch

  enum CombineProbe {
    static func subjects() {
      // probe: PassthroughSubject
      // probe: PassthroughSubject.init()
      let subject = PassthroughSubject<Int, Never>()
      // probe: PassthroughSubject: Publisher
      let _: any Publisher = subject
      // probe: PassthroughSubject.send(_:)
      subject.send(1)
      // probe: Publisher
      // probe: Publisher.Output
      // probe: Publisher.Failure
      // probe: Publishers
      // probe: Publishers.HandleEvents
      // probe: Publisher.handleEvents(receiveOutput:receiveCancel:) by value
      // Combine's declaration has three more parameters, all defaulted, so it cannot be referenced by the stand-in's
      // name: the closures are passed as values of the stand-in's parameter types instead, which fails for iOS as a
      // reference would where Combine's parameters are stricter.
      let receiveOutput: ((Int) -> Void)? = { (_: Int) -> Void in }
      let receiveCancel: (() -> Void)? = { () -> Void in }
      let handled: Publishers.HandleEvents<PassthroughSubject<Int, Never>> = subject.handleEvents(
        receiveOutput: receiveOutput, receiveCancel: receiveCancel)
      // probe: Publishers.HandleEvents: Publisher
      let _: any Publisher = handled
      // probe: Publishers.HandleEvents.Output
      // probe: Publishers.HandleEvents.Failure
      let _: Publishers.HandleEvents<PassthroughSubject<Int, Never>>.Output.Type = Int.self
      let _: Publishers.HandleEvents<PassthroughSubject<Int, Never>>.Failure.Type = Never.self
      // probe: Publisher.eraseToAnyPublisher()
      // probe: AnyPublisher
      let erased: AnyPublisher<Int, Never> = handled.eraseToAnyPublisher()
      // probe: AnyPublisher: Publisher
      let _: any Publisher = erased
      // probe: AnyPublisher.init(_:)
      let _: AnyPublisher<Int, Never> = AnyPublisher(subject)
      // probe: Publisher.sink(receiveValue:)
      // probe: AnyCancellable
      let cancellable: AnyCancellable = erased.sink(receiveValue: { (_: Int) -> Void in })
      let _: (@escaping (Int) -> Void) -> AnyCancellable = erased.sink(receiveValue:)
      // probe: AnyCancellable.store(in:)
      var cancellables: Set<AnyCancellable> = []
      cancellable.store(in: &cancellables)
      // probe: AnyCancellable.init(_:)
      let other = AnyCancellable({ () -> Void in })
      let _: (@escaping () -> Void) -> AnyCancellable = AnyCancellable.init(_:)
      // probe: AnyCancellable.==(_:_:)
      // probe: AnyCancellable.hash(into:)
      // probe: AnyCancellable: Equatable
      // probe: AnyCancellable: Hashable
      var hasher = Hasher()
      other.hash(into: &hasher)
      let _: Bool = cancellable == other && cancellables.contains(other)
      let _: any Hashable & Equatable = other
      // probe: Cancellable
      // probe: Cancellable.cancel()
      // probe: AnyCancellable.cancel()
      // probe: AnyCancellable: Cancellable
      let cancellation: any Cancellable = other
      cancellation.cancel()
      other.cancel()
    }

    static func completions() {
      let subject = PassthroughSubject<Int, Never>()
      // probe: Subscribers
      // probe: Subscribers.Completion
      // probe: Subscribers.Completion.finished
      // probe: PassthroughSubject.send(completion:)
      subject.send(completion: Subscribers.Completion<Never>.finished)
      // probe: Subscribers.Completion.failure(_:)
      let _: Subscribers.Completion<CancellationError> = .failure(CancellationError())
      // probe: Publisher.sink(receiveCompletion:receiveValue:)
      let _: AnyCancellable = subject.sink(
        receiveCompletion: { (_: Subscribers.Completion<Never>) -> Void in }, receiveValue: { (_: Int) -> Void in })
      let _: (@escaping (Subscribers.Completion<Never>) -> Void, @escaping (Int) -> Void) -> AnyCancellable =
        subject.sink(receiveCompletion:receiveValue:)
      // probe: Publisher.prepend(_:)
      // probe: Publishers.Concatenate
      // probe: Publishers.Sequence
      let prepended: Publishers.Concatenate<Publishers.Sequence<[Int], Never>, PassthroughSubject<Int, Never>> =
        subject.prepend([1, 2])
      // probe: Publishers.Concatenate.Output
      // probe: Publishers.Concatenate.Failure
      // probe: Publishers.Sequence.Output
      let _: Publishers.Concatenate<Publishers.Sequence<[Int], Never>, PassthroughSubject<Int, Never>>.Output.Type =
        Int.self
      let _: Publishers.Concatenate<Publishers.Sequence<[Int], Never>, PassthroughSubject<Int, Never>>.Failure.Type =
        Never.self
      let _: Publishers.Sequence<[Int], Never>.Output.Type = Int.self
      // probe: Publishers.Concatenate: Publisher
      // probe: Publishers.Sequence: Publisher
      let _: any Publisher = prepended
      let _: any Publisher.Type = Publishers.Sequence<[Int], Never>.self
      // probe: Deferred
      // probe: Deferred.init(createPublisher:)
      // probe: Deferred.createPublisher
      // probe: Deferred.Output
      // probe: Deferred.Failure
      let deferred = Deferred(createPublisher: { () -> AnyPublisher<Int, Never> in prepended.eraseToAnyPublisher() })
      let _: (@escaping () -> AnyPublisher<Int, Never>) -> Deferred<AnyPublisher<Int, Never>> =
        Deferred.init(createPublisher:)
      // probe: Deferred: Publisher
      let _: any Publisher = deferred
      let _: () -> AnyPublisher<Int, Never> = deferred.createPublisher
      let _: Deferred<AnyPublisher<Int, Never>>.Output.Type = Int.self
      let _: Deferred<AnyPublisher<Int, Never>>.Failure.Type = Never.self
      // probe: Empty
      // probe: Empty.init(completeImmediately:)
      let empty: Empty<Int, Never> = Empty(completeImmediately: true)
      // probe: Empty: Publisher
      let _: any Publisher = empty
    }

    static func schedulers() {
      let subject = PassthroughSubject<Int, Never>()
      // probe: Publisher.subscribe(on:options:)
      // probe: Publishers.SubscribeOn
      // probe: DispatchQueue: Scheduler
      let options: DispatchQueue.SchedulerOptions? = nil
      let subscribed: Publishers.SubscribeOn<PassthroughSubject<Int, Never>, DispatchQueue> = subject.subscribe(
        on: DispatchQueue.main, options: options)
      // probe: Publishers.SubscribeOn: Publisher
      let _: any Publisher = subscribed
      // probe: Publishers.SubscribeOn.Output
      // probe: Publishers.SubscribeOn.Failure
      let _: Publishers.SubscribeOn<PassthroughSubject<Int, Never>, DispatchQueue>.Output.Type = Int.self
      let _: Publishers.SubscribeOn<PassthroughSubject<Int, Never>, DispatchQueue>.Failure.Type = Never.self
      // probe: DispatchQueue.SchedulerOptions
      // probe: DispatchQueue.schedule(options:_:)
      let _: (DispatchQueue.SchedulerOptions?, @escaping () -> Void) -> Void = DispatchQueue.main.schedule(options:_:)
      scheduleOnAnyScheduler(DispatchQueue.main)
    }

    static func buffers() {
      let subject = PassthroughSubject<Int, Never>()
      // probe: Publishers.PrefetchStrategy
      // probe: Publishers.PrefetchStrategy.keepFull
      // probe: Publishers.PrefetchStrategy.byRequest
      let prefetch: Publishers.PrefetchStrategy = .keepFull
      // probe: Publishers.PrefetchStrategy: Equatable
      // probe: Publishers.PrefetchStrategy: Hashable
      let _: any Hashable & Equatable = Publishers.PrefetchStrategy.byRequest
      // probe: Publishers.BufferingStrategy
      // probe: Publishers.BufferingStrategy.dropNewest
      // probe: Publishers.BufferingStrategy.dropOldest
      let whenFull: Publishers.BufferingStrategy<Never> = .dropNewest
      let _: Publishers.BufferingStrategy<Never> = .dropOldest
      // probe: Publishers.BufferingStrategy.customError(_:)
      let _: (@escaping () -> CancellationError) -> Publishers.BufferingStrategy<CancellationError> =
        Publishers.BufferingStrategy<CancellationError>.customError(_:)
      // probe: Publisher.buffer(size:prefetch:whenFull:)
      // probe: Publishers.Buffer
      typealias BufferedSubject = Publishers.Buffer<PassthroughSubject<Int, Never>>
      let buffered: BufferedSubject = subject.buffer(size: Int.max, prefetch: prefetch, whenFull: whenFull)
      let _: (Int, Publishers.PrefetchStrategy, Publishers.BufferingStrategy<Never>) -> BufferedSubject =
        subject.buffer(size:prefetch:whenFull:)
      // probe: Publishers.Buffer: Publisher
      let _: any Publisher = buffered
      // probe: Publishers.Buffer.Output
      // probe: Publishers.Buffer.Failure
      let _: BufferedSubject.Output.Type = Int.self
      let _: BufferedSubject.Failure.Type = Never.self
    }

    // probe: Scheduler
    // probe: Scheduler.SchedulerOptions
    // probe: Scheduler.schedule(options:_:)
    static func scheduleOnAnyScheduler<S: Scheduler>(_ scheduler: S) {
      let options: S.SchedulerOptions? = nil
      let _: (S.SchedulerOptions?, @escaping () -> Void) -> Void = scheduler.schedule(options:_:)
      scheduler.schedule(options: options, { () -> Void in })
    }

    final class ObservedThing: ObservableObject {
      let objectWillChange = ObservableObjectPublisher()
    }

    static func observableObjects() {
      // probe: ObservableObject
      // probe: ObservableObject.ObjectWillChangePublisher
      // probe: ObservableObject.objectWillChange
      let thing = ObservedThing()
      let _: ObservedThing.ObjectWillChangePublisher = thing.objectWillChange
      // probe: ObservableObjectPublisher
      // probe: ObservableObjectPublisher.init()
      // probe: ObservableObjectPublisher.send()
      // probe: ObservableObjectPublisher.Output
      // probe: ObservableObjectPublisher.Failure
      let publisher: ObservableObjectPublisher = ObservableObjectPublisher()
      publisher.send()
      // probe: ObservableObjectPublisher: Publisher
      let _: any Publisher = publisher
      let _: ObservableObjectPublisher.Output.Type = Void.self
      let _: ObservableObjectPublisher.Failure.Type = Never.self
    }
  }
#endif
