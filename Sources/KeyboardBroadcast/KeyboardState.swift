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
  /// keyboard stays visible. It registers a closure handler, so it is updated after the observer's delegates and
  /// the handlers registered before it.
  @available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
  @MainActor @Observable public final class KeyboardState {
    /// Whether the last delivered show or hide was a show.
    public private(set) var isVisible: Bool
    /// The properties of the last delivered update, or `nil` before the first one.
    public private(set) var properties: KeyboardProperties?
    /// The last delivered update.
    public private(set) var lastUpdate: KeyboardUpdate?
    @ObservationIgnored private var observation: KeyboardObservation?

    /// Starts following `observer`, beginning with its current state.
    public init(observer: KeyboardObserver = .shared) {
      isVisible = observer.isKeyboardVisible
      properties = observer.lastKeyboardProperties
      observation = observer.observe { [weak self, weak observer] update in
        guard let observer else { return }
        self?.apply(update, isVisible: observer.isKeyboardVisible)
      }
    }

    /// The keyboard's height while it is visible, 0 while it is hidden.
    public var height: CGFloat {
      guard isVisible, let properties else { return 0 }
      return properties.endFrame.height
    }

    private func apply(_ update: KeyboardUpdate, isVisible: Bool) {
      lastUpdate = update
      properties = update.properties
      self.isVisible = isVisible
    }
  }
#endif
