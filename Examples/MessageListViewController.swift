#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  // The README's and the Following the Overlap article's RxKeyboard-style list: the keyboard's overlap with the list
  // drives its bottom inset. It starts following in viewIsAppearing(_:), once the list is in its window and laid
  // out, so that a screen pushed while the keyboard is up is inset at once. UIKit already insets the list by its
  // safe area (34 points at the bottom on an iPhone with a home indicator), which the keyboard covers too, so the
  // inset is the overlap less that. Compiled for iOS by .ci/checks/60-ios.sh and tested on Linux against the
  // stand-ins.
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
