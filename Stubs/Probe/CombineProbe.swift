// The Combine half of the stand-in probe; see UIKitProbe.swift.
#if canImport(Combine)
  import Combine

  enum CombineProbe {
    static func subjects() {
      // probe: PassthroughSubject
      // probe: PassthroughSubject.init()
      let subject = PassthroughSubject<Int, Never>()
      // probe: PassthroughSubject.send(_:)
      subject.send(1)
      // probe: Publisher
      // probe: Publisher.Output
      // probe: Publisher.Failure
      // probe: Publishers
      // probe: Publishers.HandleEvents
      // probe: Publisher.handleEvents(receiveOutput:receiveCancel:)
      let handled: Publishers.HandleEvents<PassthroughSubject<Int, Never>> = subject.handleEvents(
        receiveOutput: { (_: Int) -> Void in }, receiveCancel: { () -> Void in })
      // probe: Publishers.HandleEvents.Output
      // probe: Publishers.HandleEvents.Failure
      let _: Publishers.HandleEvents<PassthroughSubject<Int, Never>>.Output.Type = Int.self
      let _: Publishers.HandleEvents<PassthroughSubject<Int, Never>>.Failure.Type = Never.self
      // probe: Publisher.eraseToAnyPublisher()
      // probe: AnyPublisher
      let erased: AnyPublisher<Int, Never> = handled.eraseToAnyPublisher()
      // probe: AnyPublisher.init(_:)
      let _: AnyPublisher<Int, Never> = AnyPublisher(subject)
      // probe: Publisher.sink(receiveValue:)
      // probe: AnyCancellable
      let cancellable: AnyCancellable = erased.sink(receiveValue: { (_: Int) -> Void in })
      // probe: AnyCancellable.store(in:)
      var cancellables: Set<AnyCancellable> = []
      cancellable.store(in: &cancellables)
      // probe: AnyCancellable.init(_:)
      let other = AnyCancellable({ () -> Void in })
      // probe: AnyCancellable.==(_:_:)
      // probe: AnyCancellable.hash(into:)
      let _: Bool = cancellable == other && cancellables.contains(other)
      // probe: Cancellable
      // probe: Cancellable.cancel()
      // probe: AnyCancellable.cancel()
      let cancellation: any Cancellable = other
      cancellation.cancel()
    }
  }
#endif
