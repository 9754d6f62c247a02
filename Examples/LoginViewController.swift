#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import KeyboardAnimation
  import UIKit

  /// A login screen with no scroll view: two fields in the middle of the screen. One inequality constraint to the
  /// keyboard's overlap guide keeps them above the keyboard; the centring gives way to it.
  final class LoginViewController: UIViewController {
    let fields = UIView()
    let email = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    let password = UITextField(frame: CGRect(x: 0, y: 56, width: 300, height: 44))
    private(set) var aboveTheKeyboard: NSLayoutConstraint?

    override func viewDidLoad() {
      super.viewDidLoad()
      fields.addSubview(email)
      fields.addSubview(password)
      fields.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(fields)
      let centred = fields.centerYAnchor.constraint(equalTo: view.centerYAnchor)
      centred.priority = .defaultHigh
      let aboveTheKeyboard = fields.bottomAnchor.constraint(
        lessThanOrEqualTo: view.keyboardOverlapGuide.topAnchor, constant: -20)
      NSLayoutConstraint.activate([
        fields.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        fields.widthAnchor.constraint(equalToConstant: 300),
        fields.heightAnchor.constraint(equalToConstant: 100),
        centred,
        aboveTheKeyboard,
      ])
      self.aboveTheKeyboard = aboveTheKeyboard
    }
  }
#endif
