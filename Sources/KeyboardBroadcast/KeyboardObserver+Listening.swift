extension KeyboardObserver {
  /// Calls `handler` with every update of the given kinds until the returned token is cancelled or deallocated.
  ///
  /// ```swift
  /// let observation = observer.observe([.willShow, .willHide]) { [weak self] update in
  ///   self?.bottomInset = update.event == .willShow ? update.properties.endFrame.height : 0
  /// }
  /// ```
  ///
  /// The handler sees exactly what delegates see, after them. Keep the token: discarding it ends the observation at
  /// once, which is why the compiler warns when the result is unused. The observer holds the handler until the token
  /// ends, so a handler that captures its owner weakly never keeps the owner alive.
  public func observe(
    _ events: Set<KeyboardEvent> = Set(KeyboardEvent.allCases),
    handler: @escaping @MainActor (KeyboardUpdate) -> Void
  ) -> KeyboardObservation {
    listeners.addHandler(for: events, handler)
  }

  /// A new stream of every update, for `for await` loops. Each access makes a new stream, so any number of tasks
  /// can listen, and each gets every update in order.
  ///
  /// ```swift
  /// for await update in KeyboardObserver.shared.updates where update.event == .willShow {
  ///   composerOffset = update.properties.endFrame.height
  /// }
  /// ```
  ///
  /// The stream buffers without limit: keyboard updates come a few at a time, and a consumer that misses a hide
  /// would believe the keyboard is still up, so no update is ever dropped. A stream whose task is cancelled, or
  /// whose iterator is released, is removed from the observer. ``stop()`` and the observer's deallocation finish
  /// every stream.
  public var updates: AsyncStream<KeyboardUpdate> {
    listeners.makeStream()
  }
}

extension KeyboardObserver {
  /// How many streams made by ``updates`` are still listening.
  var activeStreamCount: Int { listeners.streamCount }

  /// How many closure handlers, including publishers' and `KeyboardState`'s, are registered.
  var activeHandlerCount: Int { listeners.handlerCount }
}
