// Part of the UIKit stand-in; see UIView.swift. Added for forms (UIScrollView.adjustsForKeyboard): the responder
// chain's next link and whether a responder is first responder.
import Foundation

/// `UIResponder`, reduced to the responder chain and first-responder status. Views and view controllers are
/// responders, as in UIKit.
@MainActor open class UIResponder {
  /// Makes a responder.
  public init() {}

  /// The next responder in the chain: for a view, its view controller if it is that controller's root view, and
  /// otherwise its superview; for a view controller, its root view's superview.
  open var next: UIResponder? { nil }

  /// Whether the responder is first responder. The stand-in has no keyboard focus: `false` unless a subclass says
  /// otherwise.
  open var isFirstResponder: Bool { false }
}
