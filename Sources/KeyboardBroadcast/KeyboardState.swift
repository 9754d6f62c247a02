import Foundation

#if canImport(Combine)
  import Combine
#endif
#if canImport(Observation)
  import Observation
#endif

/// The keyboard's state as an observable object, for SwiftUI views and view models: an `ObservableObject` from
/// iOS 13, and `@Observable` (Observation) from iOS 17.
///
/// ```swift
/// @MainActor struct ObservedKeyboardBadge: View {
///   @State private var keyboard = KeyboardState()
///
///   var body: some View {
///     Text(keyboard.isOnScreen ? "Keyboard up, \(Int(keyboard.screenOverlap)) pt" : "Keyboard down")
///   }
/// }
/// ```
///
/// From iOS 17 keep it in `@State`; before, in `@StateObject` (iOS 14) or `@ObservedObject`. Mark such a view
/// `@MainActor`, since the state is made on the main actor.
///
/// It starts from its observer's current state and follows every change of it (<doc:DeliveryRules>). It holds its
/// observer weakly. It follows the observer it is made with, ``KeyboardObserver/shared`` by default, not the one in
/// a SwiftUI view's environment: the article "Using KeyboardBroadcast with SwiftUI" shows how to follow that one.
@MainActor public final class KeyboardState {
  #if canImport(Combine)
    /// Sends before every change, for `ObservableObject`. A constant whose `send()` is thread-safe, so reading it
    /// from any isolation is safe; it is sent on the main actor only.
    public nonisolated(unsafe) let objectWillChange = ObservableObjectPublisher()
  #endif

  private struct State {
    var snapshot: KeyboardSnapshot
    var lastUpdate: KeyboardUpdate?
    var motion: KeyboardMotion
  }

  private var state: State
  #if canImport(Observation)
    /// An `ObservationRegistrar` from iOS 17 on, stored untyped because stored properties cannot be limited to an
    /// OS version.
    private let registrar: Any?
  #endif
  private var observation: KeyboardObservation?

  /// Starts following `observer`, beginning with its current state.
  public init(observer: KeyboardObserver = .shared) {
    state = State(snapshot: observer.snapshot, lastUpdate: nil, motion: .immediate)
    #if canImport(Observation)
      if #available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *) {
        registrar = ObservationRegistrar()
      } else {
        registrar = nil
      }
    #endif
    observation = observer.listeners.add { [weak self] change in
      guard let self else { return }
      // A stop forgets the keyboard, and the last update with it.
      let lastUpdate = change.snapshot.properties == nil ? nil : change.update ?? state.lastUpdate
      apply(State(snapshot: change.snapshot, lastUpdate: lastUpdate, motion: change.motion))
    }
  }

  /// The whole state, as ``KeyboardObserver/snapshot`` gave it last.
  public var snapshot: KeyboardSnapshot { tracked.snapshot }

  /// Whether the keyboard is on screen in any placement; see ``KeyboardSnapshot/isOnScreen``.
  public var isOnScreen: Bool { tracked.snapshot.isOnScreen }

  /// The last update delivered since this object was made, or `nil`; `nil` again after the observer stops.
  public var lastUpdate: KeyboardUpdate? { tracked.lastUpdate }

  /// How to move to the current state: the keyboard's animation after a will-event, at once otherwise.
  public var motion: KeyboardMotion { tracked.motion }

  /// How much of the screen's bottom the keyboard covers: ``KeyboardSnapshot/overlap(with:screenBounds:)`` of the
  /// whole screen, with its rules. Without screen bounds, which happens only off UIKit, a shown keyboard covers its
  /// own height.
  public var screenOverlap: CGFloat {
    let snapshot = tracked.snapshot
    let screen = snapshot.screenBounds ?? snapshot.properties?.endFrame ?? .zero
    return snapshot.overlap(with: screen)
  }

  /// The state, with the read reported to Observation.
  private var tracked: State {
    #if canImport(Observation)
      if #available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *),
        let registrar = registrar as? ObservationRegistrar
      {
        registrar.access(self, keyPath: \.state)
      }
    #endif
    return state
  }

  private func apply(_ newState: State) {
    // The motion describes how to reach a new state; alone it is no change.
    guard newState.snapshot != state.snapshot || newState.lastUpdate != state.lastUpdate else { return }
    #if canImport(Combine)
      objectWillChange.send()
    #endif
    #if canImport(Observation)
      if #available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *),
        let registrar = registrar as? ObservationRegistrar
      {
        registrar.withMutation(of: self, keyPath: \.state) { state = newState }
        return
      }
    #endif
    state = newState
  }
}

#if canImport(Combine)
  extension KeyboardState: ObservableObject {}
#endif

#if canImport(Observation)
  @available(iOS 17, macOS 14, macCatalyst 17, tvOS 17, watchOS 10, visionOS 1, *)
  extension KeyboardState: Observable {}
#endif
