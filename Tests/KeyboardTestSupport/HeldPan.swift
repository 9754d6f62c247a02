#if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)
  import UIKit

  /// The state a test holds a scroll view's pan in: a unit test cannot make touches, so it tells the observer's
  /// window tracker where UIKit's pan recognizer would be.
  @MainActor public final class HeldPan {
    /// The state the tracker reads.
    public var state = UIGestureRecognizer.State.possible

    /// A pan that has not begun.
    public init() {}
  }
#endif
