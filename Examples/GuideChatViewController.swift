#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  // The chat screen the README opens with, and the Migrating from UIKit's Keyboard Layout Guide article's and Getting
  // Started's: a list of messages and a composer whose
  // bottom is pinned to the keyboard's overlap guide, from iOS 13. The list dismisses the keyboard interactively,
  // and the guide follows the finger; as the composer rises, the list keeps its last message in view. ArticleCodeBlockTests checks that the article quotes it exactly;
  // .ci/checks/60-ios.sh compiles it for iOS, and GuideChatExampleTests tests it on Linux.
  import KeyboardAnimation
  import UIKit

  final class GuideChatViewController: UIViewController {
    let messages = UIScrollView()
    let composer = UIView()
    private(set) var composerBottom: NSLayoutConstraint?

    override func viewDidLoad() {
      super.viewDidLoad()
      messages.keyboardDismissMode = .interactive
      messages.adjustsForKeyboard = true
      for subview in [messages, composer] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
      }
      let composerBottom = composer.bottomAnchor.constraint(equalTo: view.keyboardOverlapGuide.topAnchor)
      NSLayoutConstraint.activate([
        messages.topAnchor.constraint(equalTo: view.topAnchor),
        messages.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        messages.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        messages.bottomAnchor.constraint(equalTo: composer.topAnchor),
        composer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        composer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        composer.heightAnchor.constraint(equalToConstant: 56),
        composerBottom,
      ])
      self.composerBottom = composerBottom
    }
  }
#endif
