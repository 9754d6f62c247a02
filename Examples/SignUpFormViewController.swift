#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import KeyboardAnimation
  import UIKit

  /// A sign-up form in a scroll view. One line of keyboard code keeps its last field reachable above the keyboard.
  final class SignUpFormViewController: UIViewController {
    let form = UIScrollView()
    let fields = (0..<9).map { _ in UITextField() }

    override func loadView() {
      view = form
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      for (row, field) in fields.enumerated() {
        field.frame = CGRect(x: 20, y: 20 + CGFloat(row) * 60, width: 335, height: 44)
        form.addSubview(field)
      }
      form.contentSize = CGSize(width: 375, height: 20 + CGFloat(fields.count) * 60)
      form.adjustsForKeyboard = true
    }
  }
#endif
