// The Testing Your Keyboard Handling article's view model: keyboard layout logic that takes its observer and its
// animator from outside, so that tests can give it a simulated keyboard and a RecordingKeyboardAnimator.
import Foundation
import KeyboardAnimation

@MainActor final class ComposerViewModel: KeyboardObserverDelegate {
  /// How far the composer sits above the bottom of its screen area.
  private(set) var composerInset: CGFloat = 0
  /// Where the composer's screen area is, in screen coordinates; its view controller sets it. `nil`: the whole
  /// screen.
  var areaOnScreen: CGRect?
  /// Lays out the views that read `composerInset`; a view controller sets it to `view.layoutIfNeeded`.
  var layout: @MainActor () -> Void = {}
  init(observer: KeyboardObserver) {
    observer.addDelegate(self)
  }

  func keyboardObserver(
    _ observer: KeyboardObserver,
    keyboardWillShowWith properties: KeyboardProperties,
    interfaceOrientationWillChange: Bool
  ) {
    observer.animateWithKeyboardProperties {
      let area = self.areaOnScreen ?? observer.screenBounds ?? .zero
      self.composerInset = observer.snapshot.overlap(with: area)
      self.layout()
    }
  }

  func keyboardObserver(
    _ observer: KeyboardObserver,
    keyboardWillHideWith properties: KeyboardProperties
  ) {
    observer.animateWithKeyboardProperties {
      self.composerInset = 0
      self.layout()
    }
  }
}
