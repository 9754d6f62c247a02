#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  // The README's and the Getting Started article's view controller: the keyboard's overlap with the view drives the
  // composer's bottom constraint. That one observation follows shows, hides, rotations, the drag of the list's
  // interactive dismissal, undocked and floating keyboards and a hardware keyboard's shortcut bar, with no other
  // keyboard code. It starts in viewIsAppearing(_:), once the view is in its window and laid out, so that a screen
  // pushed while the keyboard is up sits on it at once. ArticleCodeBlockTests checks that the articles quote it
  // exactly; .ci/checks/60-ios.sh compiles it for iOS, and scripts/test-with-uikit-stub.sh tests it on Linux.
  import KeyboardAnimation
  import UIKit

  final class ChatViewController: UIViewController {
    let messageList = UIScrollView()
    let composer = UIView()
    private(set) var composerBottom: NSLayoutConstraint?
    private let keyboard: KeyboardObserver
    private var keyboardObservation: KeyboardObservation?

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
      messageList.keyboardDismissMode = .interactive  // A drag down the list pulls the keyboard down with it.
      view.addSubview(messageList)
      composer.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(composer)
      let bottom = view.bottomAnchor.constraint(equalTo: composer.bottomAnchor)
      bottom.isActive = true
      composerBottom = bottom
    }

    override func viewIsAppearing(_ animated: Bool) {
      super.viewIsAppearing(animated)
      keyboardObservation = keyboard.observeOverlap(with: view) { [weak self, keyboard] overlap in
        keyboard.animate(overlap.motion) {
          self?.composerBottom?.constant = overlap.height
          self?.view.layoutIfNeeded()
        }
      }
    }
  }
#endif
