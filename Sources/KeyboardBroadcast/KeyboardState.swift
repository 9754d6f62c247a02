#if canImport(Observation)
  import Foundation
  import Observation

  /// The keyboard's state as an observable object, for SwiftUI views and view models.
  ///
  /// ```swift
  /// struct ComposerView: View {
  ///   @State private var keyboard = KeyboardState()
  ///   var body: some View {
  ///     MessageList().padding(.bottom, keyboard.height)
  ///   }
  /// }
  /// ```
  ///
  /// It follows the updates its observer delivers, with the same duplicate and rotation rules: during a rotation the
  /// keyboard stays visible. When the observer stops, it forgets the keyboard as the observer does. It registers a closure handler, so it is updated after the observer's delegates and
  /// the handlers registered before it.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor @Observable public final class KeyboardState {
    /// Whether the last delivered show or hide was a show.
    public private(set) var isVisible: Bool
    /// The properties of the last delivered update, or `nil` before the first one.
    public private(set) var properties: KeyboardProperties?
    /// The last delivered update.
    public private(set) var lastUpdate: KeyboardUpdate?
    /// Where the keyboard is, judged against the observer's ``KeyboardObserver/screenBounds``; `nil` until those
    /// bounds are set and an update arrives.
    public private(set) var placement: KeyboardPlacement?
    /// The observer's screen bounds when the last update arrived.
    private var screenBounds: CGRect?
    @ObservationIgnored private var observation: KeyboardObservation?

    /// Starts following `observer`, beginning with its current state.
    public init(observer: KeyboardObserver = .shared) {
      isVisible = false
      apply(nil, from: observer)
      observation = observer.listeners.addHandler(
        for: Set(KeyboardEvent.allCases),
        { [weak self, weak observer] update in
          guard let observer else { return }
          self?.apply(update, from: observer)
        },
        // `stop()` forgets the keyboard without an update; follow it, or the state would stay visible.
        onStop: { [weak self, weak observer] in
          guard let observer else { return }
          self?.apply(nil, from: observer)
        })
    }

    /// How much of the screen's bottom the keyboard covers: 0 while it is hidden, undocked or floating, and only
    /// the visible strip of a hardware keyboard's shortcut bar. Without screen bounds it is the end frame's height
    /// while the keyboard is visible.
    public var height: CGFloat {
      guard isVisible, let properties else { return 0 }
      guard let screenBounds else { return properties.endFrame.height }
      return properties.overlap(with: screenBounds, screenBounds: screenBounds)
    }

    private func apply(_ update: KeyboardUpdate?, from observer: KeyboardObserver) {
      lastUpdate = update
      properties = observer.lastKeyboardProperties
      isVisible = observer.isKeyboardVisible
      placement = observer.keyboardPlacement
      screenBounds = observer.screenBounds
    }
  }
#endif
