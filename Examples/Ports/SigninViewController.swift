#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  // A real screen ported from another keyboard library: the sign-in screen of the Httper app (MuShare/Httper-iOS,
  // SigninViewController.swift), which uses RxKeyboard. When a field begins editing, the screen moves its whole view
  // up just enough to keep that field's bottom edge, plus some padding, above the keyboard, and down again when the
  // keyboard hides. The original spreads about thirty keyboard lines over the view controller, its view model and
  // two protocol files, and animates with a fixed 0.2 seconds; this port needs the lines between the "Keyboard"
  // marks, moves with the keyboard's own animation, and not at all during a rotation. Docs/Ports.md compares the two.
  import KeyboardAnimation
  import UIKit

  final class SigninViewController: UIViewController, UITextFieldDelegate {
    let emailField = UITextField(frame: CGRect(x: 20, y: 300, width: 335, height: 44))
    let passwordField = UITextField(frame: CGRect(x: 20, y: 360, width: 335, height: 44))
    /// Space kept between the edited field and the keyboard.
    let bottomPadding: CGFloat = 16
    private let keyboard: KeyboardObserver
    private var editingField: UITextField?
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
      for field in [emailField, passwordField] {
        field.delegate = self
        view.addSubview(field)
      }
    }

    // Keyboard: from the moment a field is edited, move the view up by as much as the keyboard covers that field
    // and its padding.
    func textFieldDidBeginEditing(_ textField: UITextField) {
      editingField = textField
      keyboardObservation = keyboard.observeOverlap(measuring: { [weak self] keyboard in
        self.map { keyboard.overlap(with: $0.screenAboveEditingField) }
      }) { [weak self, keyboard] overlap in
        keyboard.animate(overlap.motion) { self?.view.frame.origin.y = -overlap.height }
      }
    }
    // Keyboard: end.

    /// The screen from its top down to the edited field's bottom edge plus the padding, where the view sits when it
    /// is not moved; empty when no field is edited. Like the original, it takes the view to fill the screen (the
    /// view's own coordinates stand for the screen's), which holds for this full-screen sign-in page but not in a
    /// sheet or Split View.
    private var screenAboveEditingField: CGRect {
      guard let field = editingField else { return .zero }
      return CGRect(x: 0, y: 0, width: view.bounds.width, height: field.frame.maxY + bottomPadding)
    }
  }
#endif
