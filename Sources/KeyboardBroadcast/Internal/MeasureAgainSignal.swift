import Foundation

/// Tells one follower to measure its target again, at once, when the target moves while the keyboard stands still.
///
/// A `ViewGeometryWatcher` sends it when its view moves; ``KeyboardObserver/follow(measuring:signal:holdsThroughRotations:onEnd:onChange:)``
/// connects it to the follower it starts. Only that follower measures again, however many follow the observer.
@MainActor package final class MeasureAgainSignal {
  private weak var observer: KeyboardObserver?
  private weak var observation: KeyboardObservation?

  package init() {}

  /// Connects the signal to the follower `observation` ends.
  func connect(to observer: KeyboardObserver, _ observation: KeyboardObservation) {
    self.observer = observer
    self.observation = observation
  }

  /// Has the connected follower measure again; nothing once its observation ended.
  package func send() {
    guard let observer, let observation else { return }
    observer.measureAgain(observation)
  }
}
