#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  // The delegate form of the chat screen, for code that comes from VFKeyboardObserver. It also hears the iPad
  // keyboard's undock and dock, for which iPadOS posts no show or hide. Quoted by Migrating from VFKeyboardObserver.
  import KeyboardAnimation
  import UIKit

  final class ThreadViewController: UIViewController, KeyboardObserverDelegate {
    let composer = UIView()
    private(set) var composerBottom: NSLayoutConstraint?
    private(set) var scrollsToLatestMessage = 0
    private let keyboard: KeyboardObserver

    init(keyboard: KeyboardObserver = .shared) {
      self.keyboard = keyboard
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
      keyboard = .shared
      super.init(coder: coder)
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      composer.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(composer)
      let bottom = view.bottomAnchor.constraint(equalTo: composer.bottomAnchor)
      bottom.isActive = true
      composerBottom = bottom
      keyboard.addDelegate(self)  // Held weakly: nothing to remove in deinit.
    }

    override func viewIsAppearing(_ animated: Bool) {
      super.viewIsAppearing(animated)
      // In its window at last, the view can be measured: sit on a keyboard that is already up.
      composerBottom?.constant = keyboard.overlap(with: view)
    }

    override func viewWillTransition(
      to size: CGSize,
      with coordinator: any UIViewControllerTransitionCoordinator
    ) {
      super.viewWillTransition(to: size, with: coordinator)
      keyboard.interfaceOrientationWillChange(alongside: coordinator)
    }

    func keyboardObserver(
      _ observer: KeyboardObserver,
      keyboardWillShowWith properties: KeyboardProperties,
      interfaceOrientationWillChange: Bool
    ) {
      observer.animateWithKeyboardProperties {
        self.composerBottom?.constant = observer.overlap(with: self.view)
        self.view.layoutIfNeeded()
      } completion: { _ in
        // After a rotation, the reader keeps their place.
        if !interfaceOrientationWillChange { self.scrollToLatestMessage() }
      }
    }

    func keyboardObserver(
      _ observer: KeyboardObserver,
      keyboardWillHideWith properties: KeyboardProperties
    ) {
      observer.animateWithKeyboardProperties {
        self.composerBottom?.constant = 0
        self.view.layoutIfNeeded()
      }
    }

    // iPadOS posts no show or hide when the keyboard undocks, splits, floats or docks again.
    func keyboardObserver(
      _ observer: KeyboardObserver,
      keyboardWillUndockWith properties: KeyboardProperties
    ) {
      observer.animateWithKeyboardProperties {
        self.composerBottom?.constant = 0
        self.view.layoutIfNeeded()
      }
    }

    func keyboardObserver(
      _ observer: KeyboardObserver,
      keyboardWillDockWith properties: KeyboardProperties
    ) {
      observer.animateWithKeyboardProperties {
        self.composerBottom?.constant = observer.overlap(with: self.view)
        self.view.layoutIfNeeded()
      }
    }

    func keyboardObserver(
      _ observer: KeyboardObserver,
      keyboardDidMoveInteractivelyWith properties: KeyboardProperties
    ) {
      // The finger moves the keyboard: follow it at once, without animation.
      composerBottom?.constant = observer.overlap(with: view)
      view.layoutIfNeeded()
    }

    private func scrollToLatestMessage() {
      scrollsToLatestMessage += 1
    }
  }
#endif
