import Foundation

extension KeyboardObserver {
  /// The updates that bring a listener from "hidden" to the current state: what iOS posts for a show, marked as a
  /// replay.
  func currentStateReplay() -> [KeyboardUpdate] {
    state.currentStateReplay(placement: snapshot.placement)
  }

  /// Calls `receive` with each update of ``currentStateReplay()``, with ``isReplayingCurrentState`` set. Keyboard
  /// notifications posted meanwhile wait until the replay is done, so that the listener sees the current state
  /// before anything newer.
  func replayCurrentState(to receive: (KeyboardUpdate) -> Void) {
    let replay = currentStateReplay()
    guard !replay.isEmpty else { return }
    inDeliveryOrder {
      let wasReplaying = isReplayingCurrentState
      isReplayingCurrentState = true
      defer { isReplayingCurrentState = wasReplaying }
      let token = token
      for update in replay where token.isValid { receive(update) }
    }
  }
}
