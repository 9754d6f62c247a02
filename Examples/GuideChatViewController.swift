#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  // The README's chat screen: a list of messages and a composer pinned to the keyboard's overlap guide. The list
  // dismisses the keyboard interactively and keeps its last message in view as the composer rises.
  import KeyboardAnimation
  import UIKit

  final class GuideChatViewController: UIViewController {
    let messages = UIScrollView()
    let composer = UIView()
    private(set) var composerBottom: NSLayoutConstraint?

    override func viewDidLoad() {
      super.viewDidLoad()
      for subview in [messages, composer] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
      }
      NSLayoutConstraint.activate([
        messages.topAnchor.constraint(equalTo: view.topAnchor),
        messages.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        messages.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        messages.bottomAnchor.constraint(equalTo: composer.topAnchor),
        composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        composer.heightAnchor.constraint(equalToConstant: 56),
      ])
      // The keyboard code: the list lets a drag pull the keyboard down and keeps its last message in view, and the
      // composer sits on the keyboard.
      messages.keyboardDismissMode = .interactive
      messages.adjustsForKeyboard = true
      let composerBottom = composer.bottomAnchor.constraint(equalTo: view.keyboardOverlapGuide.topAnchor)
      composerBottom.isActive = true
      self.composerBottom = composerBottom
    }
  }
#endif
