#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  // A chat screen without the layout guide: the keyboard's overlap with the view drives the composer's bottom
  // constraint. The observation starts in viewIsAppearing(_:), once the view is in its window, so that a screen pushed
  // while the keyboard is up sits on it at once. Quoted by Getting Started.
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
