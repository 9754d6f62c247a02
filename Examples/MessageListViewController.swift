#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  // An RxKeyboard-style list: the keyboard's overlap with the list drives its bottom inset, less the bottom safe area
  // UIKit already insets it by. Quoted by Following the Keyboard's Overlap.
  import KeyboardAnimation
  import UIKit

  final class MessageListViewController: UIViewController {
    let tableView = UIScrollView()
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
      view.addSubview(tableView)
    }

    override func viewIsAppearing(_ animated: Bool) {
      super.viewIsAppearing(animated)
      keyboardObservation = keyboard.observeOverlap(with: tableView) { [keyboard, tableView] overlap in
        keyboard.animate(overlap.motion) { tableView.contentInset.bottom = overlap.bottomContentInset(for: tableView) }
      }
    }
  }
#endif
