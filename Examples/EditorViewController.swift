#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import KeyboardAnimation
  import UIKit

  /// A full-screen editor: the text view is the scroll view. One line of keyboard code keeps its caret above the
  /// keyboard as the user types.
  final class EditorViewController: UIViewController {
    let editor = UITextView()

    override func loadView() {
      view = editor
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      editor.adjustsForKeyboard = true
    }
  }
#endif
