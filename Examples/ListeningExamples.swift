// The README's and Getting Started's examples of the other ways to listen: a delegate that asks for the current
// state, a closure, an AsyncStream and a Combine publisher. Tested in DocumentationExamplesTests; the Combine one on
// Linux against the stand-in.
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

/// A reply composer that may appear while the keyboard is already up: it asks for the current state when it adds
/// itself as a delegate.
@MainActor final class ReplyComposer: KeyboardObserverDelegate {
  private(set) var composerInset: CGFloat = 0

  init(keyboard: KeyboardObserver = .shared) {
    keyboard.addDelegate(self, replayingCurrentState: true)
  }

  func keyboardObserver(
    _ observer: KeyboardObserver,
    keyboardWillShowWith properties: KeyboardProperties,
    interfaceOrientationWillChange: Bool
  ) {
    observer.animateWithKeyboardProperties {
      self.composerInset = observer.snapshot.overlap(with: observer.screenBounds ?? .zero)
    }
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillHideWith properties: KeyboardProperties) {
    observer.animateWithKeyboardProperties { self.composerInset = 0 }
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
