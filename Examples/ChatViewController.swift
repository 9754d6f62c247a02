#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  // The Getting Started article's and the README's view controller. ArticleCodeBlockTests checks they quote it
  // exactly; .ci/checks/60-ios.sh compiles it for iOS, and scripts/test-with-uikit-stub.sh tests it on Linux.
  import KeyboardAnimation
  import UIKit

  final class ChatViewController: UIViewController, KeyboardObserverDelegate {
    let composer = UIView()
    private(set) var composerBottom: NSLayoutConstraint?
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

    func keyboardObserver(
      _ observer: KeyboardObserver,
      keyboardWillShowWith properties: KeyboardProperties,
      interfaceOrientationWillChange: Bool
    ) {
      observer.animateWithKeyboardProperties {
        self.composerBottom?.constant = properties.overlap(with: self.view, on: observer.keyboardScreen)
        self.view.layoutIfNeeded()
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
