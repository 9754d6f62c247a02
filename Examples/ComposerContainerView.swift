#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  // A Square-style container: it asks for the keyboard's overlap whenever it lays out, and lays out again in step with
  // the keyboard whenever the overlap changes. Quoted by Following the Keyboard's Overlap.
  import KeyboardAnimation
  import UIKit

  final class ComposerContainerView: UIView {
    let composer = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 56))
    private let keyboard: KeyboardObserver
    private var keyboardObservation: KeyboardObservation?

    init(frame: CGRect, keyboard: KeyboardObserver = .shared) {
      self.keyboard = keyboard
      super.init(frame: frame)
      addSubview(composer)
    }

    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      keyboardObservation = keyboard.observeOverlap(with: self) { [weak self, keyboard] overlap in
        self?.setNeedsLayout()
        keyboard.animate(overlap.motion) { self?.layoutIfNeeded() }
      }
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      let height = composer.frame.height
      composer.frame = CGRect(
        x: 0, y: bounds.height - height - keyboard.overlap(with: self), width: bounds.width, height: height)
    }
  }
#endif
