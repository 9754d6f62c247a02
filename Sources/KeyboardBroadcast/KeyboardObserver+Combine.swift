#if canImport(Combine)
  import Combine

  extension KeyboardObserver {
    /// A Combine publisher of every update, for codebases built on Combine.
    ///
    /// ```swift
    /// KeyboardObserver.shared.updatePublisher
    ///   .filter { $0.event == .willShow }
    ///   .sink { [weak self] update in self?.composerOffset = update.properties.endFrame.height }
    ///   .store(in: &cancellables)
    /// ```
    ///
    /// It sends exactly what delegates see, after them, as a closure handler registered at the moment the property
    /// is read (see ``observe(_:handler:)``). Each read makes a new publisher; it observes for as long as the
    /// publisher or any of its subscriptions lives, and never completes.
    public var updatePublisher: AnyPublisher<KeyboardUpdate, Never> {
      let subject = PassthroughSubject<KeyboardUpdate, Never>()
      let observation = observe { subject.send($0) }
      // Capturing the token here ties the observation's life to the pipeline: the publisher and every subscription
      // keep this closure, and the observation ends when the last of them goes.
      return subject.handleEvents(receiveOutput: { _ in withExtendedLifetime(observation) {} })
        .eraseToAnyPublisher()
    }
  }
#endif
