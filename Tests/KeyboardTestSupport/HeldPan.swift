#if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)
  import UIKit

  /// A pan recognizer whose state the test sets, standing for the one UIKit scrolls a scroll view with: a unit test
  /// cannot make touches, so it holds the pan where UIKit would have it.
  public final class HeldPan: UIPanGestureRecognizer {
    /// The state the recognizer reports.
    public var heldState = UIGestureRecognizer.State.possible

    /// ``heldState``.
    override public var state: UIGestureRecognizer.State {
      get { heldState }
      set { heldState = newValue }
    }
  }

  /// A scroll view whose pan recognizer is a ``HeldPan``.
  public final class HeldPanScrollView: UIScrollView {
    /// The recognizer the scroll view reports as its own.
    public let heldPan = HeldPan()

    /// ``heldPan``.
    override public var panGestureRecognizer: UIPanGestureRecognizer { heldPan }
  }
#endif
