#if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)
  import Foundation
  import UIKit
  #if os(iOS)
    // Where UIKit declares the touch methods and the settable `state` of a recognizer subclass.
    import UIKit.UIGestureRecognizerSubclass
  #endif

  /// Follows, for one started observer, the windows where text is edited: in each, a recognizer that watches
  /// one-finger drags of a scroll view whose `keyboardDismissMode` is interactive and tells the observer where the
  /// finger holds the keyboard; and the window scene's interface orientation, which tells a turn of 180°.
  ///
  /// It learns of a window when a text field or a text view in it begins editing (UIKit's `textDidBeginEditing`
  /// notifications, posted to the observer's center): public API gives no list of an app's windows that app
  /// extensions may use. Public API only: a recognizer added to the window, no private views, no swizzling.
  @MainActor package final class EditingWindowTracker {
    /// Where a drag step goes; `nil` for a tracker that only reads the orientation, and adds no recognizer.
    private let fingerMoved: (@MainActor (CGFloat) -> Void)?
    /// UIKit's begin-editing notifications, for as long as the tracker follows them.
    private var subscription: NotificationSubscription?
    /// The window where text was last edited.
    private weak var editingWindow: UIWindow?
    /// The recognizers this tracker added, to take them out of their windows when it stops.
    private var added: [WeakRecognizer] = []

    /// Follows the windows where text begins editing, as `center` announces it.
    /// - Parameter fingerMoved: Called with the finger's height on the screen at each step of a drag it follows;
    ///   `nil` to follow no drag, only the interface's orientation.
    package init(center: NotificationCenter, fingerMoved: (@MainActor (CGFloat) -> Void)?) {
      self.fingerMoved = fingerMoved
      let names = [UITextField.textDidBeginEditingNotification, UITextView.textDidBeginEditingNotification]
      let editingBegan: @Sendable (Notification) -> Void = { [weak self] notification in
        // UIKit posts them on the main thread; one posted elsewhere is ignored.
        guard let view = notification.object as? UIView, MainActorHop.isOnMainActor else { return }
        MainActor.assumeIsolated { self?.editingBegan(in: view) }
      }
      subscription = NotificationSubscription(center: center, observing: names.map { ($0, editingBegan) })
    }

    /// The raw `UIInterfaceOrientation` of the scene where text was last edited, or `nil`.
    package var interfaceOrientation: Int? { editingWindow?.windowScene?.interfaceOrientation.rawValue }

    /// Takes the recognizers out of their windows and stops listening.
    package func stop() {
      subscription?.stop()
      subscription = nil
      for entry in added {
        if let recognizer = entry.recognizer { recognizer.view?.removeGestureRecognizer(recognizer) }
        entry.exactTop?.removeFromSuperview()
      }
      added = []
    }

    private func editingBegan(in view: UIView) {
      guard let window = view.window else { return }
      editingWindow = window
      guard fingerMoved != nil else { return }
      added.removeAll { $0.recognizer?.view == nil && $0.exactTop?.superview == nil }
      guard !added.contains(where: { $0.recognizer?.view === window }) else { return }
      if #available(iOS 17, *) {
        added.append(WeakRecognizer(exactTop: KeyboardTopProbe.attach(to: window, for: self)))
      }
      let recognizer = KeyboardDragRecognizer()
      recognizer.tracker = self
      // It watches and never recognizes: the views under the finger get every touch, at once.
      recognizer.cancelsTouchesInView = false
      recognizer.delaysTouchesEnded = false
      window.addGestureRecognizer(recognizer)
      added.append(WeakRecognizer(recognizer: recognizer))
    }

    /// The hidden views on UIKit's keyboard layout guide this tracker added, one per window, from iOS 17.
    var exactTopProbes: [UIView] { added.compactMap(\.exactTop) }

    /// Whether a recognizer follows a finger now: the keyboard layout guide's moves are the drag's only then.
    fileprivate var isFollowingAFinger = false

    fileprivate func fingerMoved(toScreenY y: CGFloat) {
      fingerMoved?(y)
    }

    /// Where UIKit's keyboard layout guide puts the keyboard's top, exact where the finger's height is an estimate:
    /// it comes after the finger's in the same turn of the run loop, and so wins.
    fileprivate func guideMoved(toScreenY y: CGFloat) {
      guard isFollowingAFinger else { return }
      fingerMoved?(y)
    }
  }

  /// Watches the touches of its window without ever recognizing: while one finger drags a scroll view whose
  /// `keyboardDismissMode` is interactive, it reports the finger's height on the screen, where UIKit holds the
  /// keyboard's top edge (RxKeyboard and InputBarAccessoryView follow the drag the same way). It never prevents
  /// another recognizer, nor is prevented, so scrolling works as before.
  final class KeyboardDragRecognizer: UIGestureRecognizer {
    weak var tracker: EditingWindowTracker?
    private var isFollowing = false

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      // A second finger ends the drag: UIKit follows one (RxKeyboard's PR #112).
      let fingers = event.allTouches?.count ?? touches.count
      isFollowing = fingers == 1 && touches.first.map(Self.dragsAnInteractiveScrollView) == true
      tracker?.isFollowingAFinger = isFollowing
      if !isFollowing { state = .failed }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      guard isFollowing, (event.allTouches?.count ?? 1) == 1, let touch = touches.first,
        let window = view as? UIWindow
      else { return }
      let finger = CGRect(origin: touch.location(in: nil), size: .zero)
      tracker?.fingerMoved(toScreenY: window.convert(finger, to: window.screen.coordinateSpace).minY)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      finish()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesCancelled(touches, with: event)
      finish()
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// When the finger lifts, UIKit's notifications say where the keyboard goes.
    private func finish() {
      isFollowing = false
      tracker?.isFollowingAFinger = false
      state = .failed
    }

    private static func dragsAnInteractiveScrollView(_ touch: UITouch) -> Bool {
      var view = touch.view
      while let current = view {
        if let scrollView = current as? UIScrollView, followsTheFinger(scrollView.keyboardDismissMode) { return true }
        view = current.superview
      }
      return false
    }

    private static func followsTheFinger(_ mode: UIScrollView.KeyboardDismissMode) -> Bool {
      if mode == .interactive { return true }
      if #available(iOS 16, *) { return mode == .interactiveWithAccessory }
      return false
    }
  }

  /// What a tracker added to one window: the recognizer, and from iOS 17 the probe on UIKit's keyboard layout guide.
  private struct WeakRecognizer {
    weak var recognizer: KeyboardDragRecognizer?
    weak var exactTop: UIView?

    init(recognizer: KeyboardDragRecognizer) { self.recognizer = recognizer }
    init(exactTop: UIView) { self.exactTop = exactTop }
  }

  /// A hidden view from UIKit's keyboard layout guide's top to the window's bottom, which UIKit lays out again each
  /// time the guide moves, and so tells where the guide puts the keyboard's top. From iOS 17 the guide follows the
  /// interactive dismissal (WWDC23, "Keep up with the keyboard"), which makes it the exact source of the drag; before,
  /// the finger's height is the estimate. It is zero points wide, hidden and never touched; STYLE.md allows such a
  /// view, and this comment says why it exists.
  @available(iOS 17, *)
  final class KeyboardTopProbe: UIView {
    weak var tracker: EditingWindowTracker?

    static func attach(to window: UIWindow, for tracker: EditingWindowTracker) -> KeyboardTopProbe {
      let probe = KeyboardTopProbe(frame: .zero)
      probe.tracker = tracker
      probe.isHidden = true
      probe.translatesAutoresizingMaskIntoConstraints = false
      window.addSubview(probe)
      NSLayoutConstraint.activate([
        probe.topAnchor.constraint(equalTo: window.keyboardLayoutGuide.topAnchor),
        probe.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        probe.leadingAnchor.constraint(equalTo: window.leadingAnchor),
        probe.widthAnchor.constraint(equalToConstant: 0),
      ])
      return probe
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      guard let window else { return }
      let top = CGRect(x: frame.minX, y: frame.minY, width: 0, height: 0)
      tracker?.guideMoved(toScreenY: window.convert(top, to: window.screen.coordinateSpace).minY)
    }
  }

#endif
