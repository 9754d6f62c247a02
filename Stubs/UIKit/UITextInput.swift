// Part of the UIKit stand-in; see UIView.swift. Added for forms (UIScrollView.adjustsForKeyboard): where a text
// input's caret is.
import Foundation

/// A place in a text input's text. The stand-in's positions carry no offset.
@MainActor open class UITextPosition {
  init() {}
}

/// A range of a text input's text, from `start` to `end`.
@MainActor open class UITextRange {
  private let bounds = (UITextPosition(), UITextPosition())

  init() {}

  /// The range's first position.
  open var start: UITextPosition { bounds.0 }

  /// The position just past the range; the caret's position when the range is empty.
  open var end: UITextPosition { bounds.1 }
}

/// `UITextInput`, reduced to the selection and the caret's place.
@MainActor public protocol UITextInput: AnyObject {
  /// The selected text; an empty range is the caret.
  var selectedTextRange: UITextRange? { get set }

  /// The caret's rectangle at `position`, in the input's own coordinates.
  func caretRect(for position: UITextPosition) -> CGRect
}

extension UITextField: UITextInput {}
extension UITextView: UITextInput {}
