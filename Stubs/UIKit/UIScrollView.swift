// Part of the UIKit stand-in; see UIView.swift. Added for the documentation examples: a scroll view's content
// inset, with UIKit's types.
import Foundation

/// `UIEdgeInsets`, with UIKit's members.
public struct UIEdgeInsets: Equatable, Sendable {
  /// The top inset.
  public var top: CGFloat
  /// The left inset.
  public var left: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The right inset.
  public var right: CGFloat

  /// UIKit's memberwise initializer.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// No inset.
  public static var zero: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
}

/// `UIScrollView`, reduced to its content inset and keyboard dismiss mode. Nothing scrolls.
@MainActor open class UIScrollView: UIView {
  private let pan = UIPanGestureRecognizer()

  /// `UIScrollView.ContentInsetAdjustmentBehavior`, with UIKit's raw values.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic = 0
    case scrollableAxes = 1
    case never = 2
    case always = 3
  }

  /// `UIScrollView.KeyboardDismissMode`, with UIKit's raw values.
  public enum KeyboardDismissMode: Int, Sendable {
    case none = 0
    case onDrag = 1
    case interactive = 2
    case onDragWithAccessory = 3
    case interactiveWithAccessory = 4
  }

  /// The inset of the content from the scroll view's edges.
  open var contentInset = UIEdgeInsets.zero

  /// How a drag of the scroll view dismisses the keyboard; UIKit's default is `.none`.
  open var keyboardDismissMode = KeyboardDismissMode.none

  /// The insets of the vertical scroll indicator. The stand-in draws no indicator, so it only remembers the value.
  open var verticalScrollIndicatorInsets = UIEdgeInsets.zero

  /// Whether UIKit adds the safe area to the content's insets (``adjustedContentInset``); UIKit's default is
  /// `.automatic`.
  open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic

  /// Whether UIKit adds the safe area to the scroll indicator's insets, as it does by default. The stand-in draws no
  /// indicator, so it only remembers the value.
  open var automaticallyAdjustsScrollIndicatorInsets = true

  /// Where the content is scrolled to: the origin of the view's bounds, as in UIKit.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }

  /// The size of the content. The stand-in scrolls nothing by itself, so it only remembers the value.
  open var contentSize = CGSize.zero

  /// Scrolls to `contentOffset`. The stand-in never animates: the offset is set at once.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Whether the user has touched the content and may be about to drag it. The stand-in has no touches: `false`.
  open var isTracking: Bool { false }

  /// Whether the user is dragging the content. The stand-in has no touches: `false`.
  open var isDragging: Bool { false }

  /// Whether the user can scroll the view; UIKit's pan recognizer does not begin while it is `false`.
  open var isScrollEnabled = true

  /// The recognizer UIKit scrolls the view with, made with the view. The stand-in's never begins by itself.
  open var panGestureRecognizer: UIPanGestureRecognizer { pan }

  /// The inset UIKit lays the content out with: ``contentInset`` plus the top and bottom safe area
  /// (`safeAreaInsets`), as every ``contentInsetAdjustmentBehavior`` but `.never` gives a scroll view that scrolls
  /// vertically; ``contentInset`` alone with `.never`.
  open var adjustedContentInset: UIEdgeInsets {
    guard contentInsetAdjustmentBehavior != .never else { return contentInset }
    return UIEdgeInsets(
      top: contentInset.top + safeAreaInsets.top, left: contentInset.left,
      bottom: contentInset.bottom + safeAreaInsets.bottom, right: contentInset.right)
  }
}
