// What an app writes against KeyboardBroadcast's public API only: a delegate that lays out through
// animateWithKeyboardProperties, a closure observation and an AsyncStream. It imports KeyboardAnimation alone, which
// re-exports KeyboardBroadcast (KeyboardObserver, KeyboardProperties, KeyboardUpdate).
import Foundation
import KeyboardAnimation

/// A chat screen's keyboard logic, as a delegate.
@MainActor public final class ChatKeyboardLayout: KeyboardObserverDelegate {
  /// How far the composer sits above the bottom of the screen.
  public private(set) var composerInset: CGFloat = 0
  /// How many times the layout ran through `animateWithKeyboardProperties`.
  public private(set) var animatedLayouts = 0

  /// Becomes a delegate of `observer`.
  public init(observer: KeyboardObserver) {
    observer.addDelegate(self)
  }

  /// Moves the composer onto the keyboard.
  public func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillShowWith properties: KeyboardProperties,
    interfaceOrientationWillChange: Bool
  ) {
    observer.animateWithKeyboardProperties {
      self.composerInset = observer.snapshot.overlap(with: observer.screenBounds ?? .zero)
      self.animatedLayouts += 1
    }
  }

  /// Moves the composer back down.
  public func keyboardObserver(_ observer: KeyboardObserver, keyboardWillHideWith properties: KeyboardProperties) {
    observer.animateWithKeyboardProperties { self.composerInset = 0 }
  }
}

/// A view model that follows the keyboard with a closure.
@MainActor public final class KeyboardBadge {
  /// Whether the keyboard is up.
  public private(set) var isKeyboardUp = false
  private var observation: KeyboardObservation?

  /// Follows `observer`, starting from its current state.
  public init(observer: KeyboardObserver) {
    observation = observer.observe([.willShow, .willHide], replayingCurrentState: true) { [weak self] update in
      self?.isKeyboardUp = update.event == .willShow
    }
  }
}

/// Counts the updates `updates` yields until the observer stops and finishes it.
///
/// Pass `observer.updates` made before the keyboard moves: the stream listens from the moment it is made, not from the
/// moment a loop starts reading it, and keeps every update until then.
public func countUpdates(in updates: AsyncStream<KeyboardUpdate>) async -> Int {
  var count = 0
  for await _ in updates { count += 1 }
  return count
}
