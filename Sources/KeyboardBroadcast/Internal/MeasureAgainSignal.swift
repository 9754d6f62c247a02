import Foundation

/// Tells the followers of one target to measure it again, at once, when the target moves while the keyboard stands
/// still.
///
/// A `ViewGeometryWatcher` sends it when its view moves; `follow(measuring:signal:…)` connects each follower it starts
/// with the signal, so that a publisher's subscriptions, which share one, all measure again. No other follower of
/// the observer does.
@MainActor package final class MeasureAgainSignal {
  /// A follower the signal reaches, held weakly: its observation decides how long it lives.
  private struct Connection {
    weak var observer: KeyboardObserver?
    weak var observation: KeyboardObservation?
  }

  private var connections: [Connection] = []

  package init() {}

  /// Connects the follower that `observation` ends.
  func connect(to observer: KeyboardObserver, _ observation: KeyboardObservation) {
    connections.removeAll { $0.observation == nil }
    connections.append(Connection(observer: observer, observation: observation))
  }

  /// Has every connected follower measure again; nothing for one whose observation ended.
  package func send() {
    for connection in connections {
      guard let observer = connection.observer, let observation = connection.observation else { continue }
      observer.measureAgain(observation)
    }
  }
}
