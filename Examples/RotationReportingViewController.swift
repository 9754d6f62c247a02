#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  // The Handling Rotation article's manual calls, written out: a view controller that reports the interface's
  // rotations to the observer with interfaceOrientationWillChange() and interfaceOrientationDidChange(), the two
  // calls VFKeyboardObserver asked for, which other platforms have too. Optional: the observer sees a rotation by
  // itself; a reported one begins before the keyboard's notifications and ends with the transition.
  import KeyboardAnimation
  import UIKit

  final class RotationReportingViewController: UIViewController {
    private let keyboard: KeyboardObserver

    init(keyboard: KeyboardObserver = .shared) {
      self.keyboard = keyboard
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      keyboard = .shared
      super.init(coder: coder)
    }

    override func viewWillTransition(
      to size: CGSize,
      with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      keyboard.interfaceOrientationWillChange()
      coordinator.animate(alongsideTransition: nil) { [keyboard] _ in
        keyboard.interfaceOrientationDidChange()
      }
    }
  }
#endif
