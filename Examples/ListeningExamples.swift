// Other ways to listen, quoted by Getting Started: a closure, an AsyncStream and a Combine publisher. Tested in
// DocumentationExamplesTests; the Combine one on Linux against the stand-in.
import Foundation
import KeyboardAnimation

/// A view model that follows the keyboard with a closure, starting from the current state.
@MainActor final class ComposerState {
  private(set) var isKeyboardUp = false
  private var keyboardObservation: KeyboardObservation?

  init(keyboard: KeyboardObserver = .shared) {
    keyboardObservation = keyboard.observe([.willShow, .willHide], replayingCurrentState: true) { [weak self] update in
      self?.isKeyboardUp = update.event == .willShow
    }
  }
}

/// Writes down every keyboard update, for a debug screen, from an `AsyncStream` in a task.
@MainActor final class KeyboardLog {
  private(set) var lines: [String] = []

  func record(_ keyboard: KeyboardObserver) async {
    for await update in keyboard.updates {
      lines.append("\(update.event) to \(update.properties.endFrame.minY)\(update.isReplay ? " (current)" : "")")
    }
  }
}

#if canImport(Combine)
  // Combine exists on Apple platforms only.
  import Combine

  /// A view model that shows a "hide keyboard" button while the keyboard is on screen, with Combine.
  @MainActor final class HideKeyboardButtonModel {
    private(set) var showsButton = false
    private var cancellables: Set<AnyCancellable> = []

    init(keyboard: KeyboardObserver = .shared) {
      keyboard.updatePublisher
        .sink { [weak self, keyboard] _ in self?.showsButton = keyboard.snapshot.isOnScreen }
        .store(in: &cancellables)
    }
  }
#endif
