// Part of the UIKit stand-in; see UIView.swift. Added for the interactive-dismissal tracker: a gesture recognizer
// subclass that watches touches (the subclass API of UIKit's UIGestureRecognizerSubclass.h), and the touches and
// events it receives. Nothing recognizes here: tests call the touch methods as UIKit would.
import Foundation

/// `UIGestureRecognizer`, reduced to what a subclass that only watches touches uses.
@MainActor open class UIGestureRecognizer {
  /// `UIGestureRecognizer.State`, with UIKit's raw values.
  public enum State: Int, Sendable {
    case possible = 0
    case began = 1
    case changed = 2
    case ended = 3
    case cancelled = 4
    case failed = 5
  }

  /// UIKit's `init()`.
  public init() {}

  /// The recognizer's state; subclasses set it.
  open var state = State.possible
  /// The view the recognizer is attached to.
  open internal(set) weak var view: UIView?
  /// Whether recognizing cancels the touches in the view; UIKit's default is `true`.
  open var cancelsTouchesInView = true
  /// Whether the view receives touches only after the recognizer fails; UIKit's default is `false`.
  open var delaysTouchesBegan = false
  /// Whether the view receives the end of touches only after the recognizer fails; UIKit's default is `true`.
  open var delaysTouchesEnded = true

  /// Touches began in the view or its subviews.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Touches moved.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Touches ended.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Touches were cancelled.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
  /// Whether another recognizer that recognizes may make this one fail; UIKit's default is `true`.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  /// Whether this recognizer, recognizing, may make another fail; UIKit's default is `true`.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

/// `UITouch`, reduced to where it is and the view it began in.
/// `UIPanGestureRecognizer`, reduced to what the package reads of a scroll view's own: its state, its touches and
/// where the finger is. The stand-in's never recognizes by itself; a test subclass sets what it reports.
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
  /// How many fingers the recognizer follows. The stand-in's follows none.
  open var numberOfTouches: Int { 0 }

  /// Where the touches' centroid is, in `view`'s coordinates (the window's for `nil`). The stand-in's is the origin.
  open func location(in view: UIView?) -> CGPoint { .zero }
}

@MainActor open class UITouch: Hashable {
  private let stubView: UIView?
  private let stubLocation: CGPoint

  /// Not in UIKit, where the system makes touches: a touch that began in `view`, now at `location` in its window's
  /// coordinates.
  public init(stubView view: UIView?, location: CGPoint) {
    stubView = view
    stubLocation = location
  }

  /// The view the touch began in.
  open var view: UIView? { stubView }

  /// Where the touch is, in `view`'s coordinates, or in its window's for `nil`.
  open func location(in view: UIView?) -> CGPoint {
    guard let view, let window = stubView?.window else { return stubLocation }
    let inView = window.convert(CGRect(origin: stubLocation, size: .zero), to: view)
    return inView.origin
  }

  /// Identity, as `NSObject`'s equality is for UIKit's touches.
  nonisolated public static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }

  /// Hashes the identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// `UIEvent`, reduced to its touches.
@MainActor open class UIEvent {
  private let stubTouches: Set<UITouch>

  /// Not in UIKit: an event of `touches`, every finger on the screen.
  public init(stubTouches touches: Set<UITouch>) {
    stubTouches = touches
  }

  /// Every touch of the event, fingers that did not move included.
  open var allTouches: Set<UITouch>? { stubTouches }
}

extension UIView {
  /// The recognizers attached to the view.
  public var gestureRecognizers: [UIGestureRecognizer]? {
    get { recognizers.isEmpty ? nil : recognizers }
    set {
      for recognizer in recognizers { recognizer.view = nil }
      recognizers = newValue ?? []
      for recognizer in recognizers { recognizer.view = self }
    }
  }

  /// Attaches a recognizer.
  public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
    recognizers.append(gestureRecognizer)
    gestureRecognizer.view = self
  }

  /// Detaches a recognizer.
  public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    recognizers.removeAll { $0 === gestureRecognizer }
    if gestureRecognizer.view === self { gestureRecognizer.view = nil }
  }
}
