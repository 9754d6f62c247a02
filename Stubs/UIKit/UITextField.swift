// Part of the UIKit stand-in; see UIView.swift. Added for the ported sign-in screen in Examples/: a text field and
// the delegate method that says it began editing. Tests call that method as UIKit would.
import Foundation

/// `UITextFieldDelegate`, reduced to the one method the examples implement. In UIKit it is an Objective-C protocol
/// whose methods are optional; here the default implementation stands for that.
@MainActor public protocol UITextFieldDelegate: AnyObject {
  /// The text field became first responder and began editing.
  func textFieldDidBeginEditing(_ textField: UITextField)
}

extension UITextFieldDelegate {
  /// Does nothing, as an unimplemented optional method does in UIKit.
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
}

/// `UITextField`, reduced to its delegate, its accessory view, its caret and the notifications of its editing.
@MainActor open class UITextField: UIView {
  private var selection: UITextRange? = UITextRange()

  /// The selected text. The stand-in keeps whatever range it is given.
  open var selectedTextRange: UITextRange? {
    get { selection }
    set { selection = newValue }
  }

  /// The caret's rectangle. The stand-in lays out no text: the caret stands at the field's leading edge, 2 points
  /// wide and as tall as the field.
  open func caretRect(for position: UITextPosition) -> CGRect {
    CGRect(x: 0, y: 0, width: 2, height: bounds.height)
  }

  /// The delegate, held weakly as in UIKit.
  open weak var delegate: (any UITextFieldDelegate)?

  /// The view UIKit shows above the keyboard while the field is edited.
  open var inputAccessoryView: UIView?

  /// Posted when a text field becomes first responder and begins editing; its object is the text field.
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextFieldTextDidBeginEditingNotification")

  /// Posted when a text field resigns first responder; its object is the text field.
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextFieldTextDidEndEditingNotification")
}

/// `UITextView`, reduced to its accessory view, its caret and the notifications of its editing.
@MainActor open class UITextView: UIScrollView {
  private var selection: UITextRange? = UITextRange()

  /// Whether the user can edit the text; a text view that only shows selectable text is not editable.
  open var isEditable = true

  /// The selected text. The stand-in keeps whatever range it is given.
  open var selectedTextRange: UITextRange? {
    get { selection }
    set { selection = newValue }
  }

  /// The caret's rectangle. The stand-in lays out no text: the caret stands at the top leading corner, 2 points
  /// wide and 20 tall.
  open func caretRect(for position: UITextPosition) -> CGRect {
    CGRect(x: 0, y: 0, width: 2, height: 20)
  }

  /// Posted when the text of a text view changes; its object is the text view.
  nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")

  /// The view UIKit shows above the keyboard while the text view is edited.
  open var inputAccessoryView: UIView?

  /// Posted when a text view becomes first responder and begins editing; its object is the text view.
  nonisolated public static let textDidBeginEditingNotification = Notification.Name(
    "UITextViewTextDidBeginEditingNotification")

  /// Posted when a text view resigns first responder; its object is the text view.
  nonisolated public static let textDidEndEditingNotification = Notification.Name(
    "UITextViewTextDidEndEditingNotification")
}
