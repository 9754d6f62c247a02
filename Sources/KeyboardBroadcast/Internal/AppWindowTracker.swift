#if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)
  import Foundation
  import UIKit
  #if os(iOS)
    // Where UIKit declares the touch methods and the settable `state` of a recognizer subclass.
    import UIKit.UIGestureRecognizerSubclass
  #endif

  /// Follows, for one started observer, the app's own windows: in each, a recognizer that watches one-finger drags
  /// of a scroll view whose `keyboardDismissMode` is interactive, and from iOS 17 a hidden probe on UIKit's keyboard
  /// layout guide; it tells the observer where the user holds the keyboard. It also reads the interface orientation
  /// of the window where text was last edited, which tells a turn of 180°.
  ///
  /// It learns of a window when the window becomes key, when text in it begins editing, and when the observer
  /// follows a view in it: public API gives no list of an app's windows that app extensions may use. A window is
  /// the app's own when it has a root view controller and the normal level; alert windows and the keyboard's own
  /// are left alone. Public API only: a recognizer added to the window, a hidden view in its root view, no private
  /// views, no swizzling.
  ///
  /// The rules, with their sources, are in Docs/DeviceBehaviour.md.
  @MainActor package final class AppWindowTracker {
    /// Where every drag signal goes; `nil` for a tracker that only reads the orientation and adds nothing to windows.
    private let onSignal: (@MainActor (DragSignal) -> Void)?
    /// UIKit's begin-editing and key-window notifications, for as long as the tracker follows them.
    private var subscription: NotificationSubscription?
    /// The window where text was last edited, and the view edited there.
    private weak var editingWindow: UIWindow?
    private weak var editingView: UIView?
    /// What the tracker added to each window, to take it out when it stops.
    private var attachments: [Attachment] = []

    /// Follows the app's windows as `center` announces them.
    /// - Parameter onSignal: Called with each signal of an interactive dismissal; `nil` to follow no drag, only the
    ///   orientation.
    package init(center: NotificationCenter, onSignal: (@MainActor (DragSignal) -> Void)?) {
      self.onSignal = onSignal
      let editingBegan: @Sendable (Notification) -> Void = { [weak self] notification in
        // UIKit posts them on the main thread; one posted elsewhere is ignored.
        guard let view = notification.object as? UIView, MainActorHop.isOnMainActor else { return }
        MainActor.assumeIsolated { self?.editingBegan(in: view) }
      }
      let becameKey: @Sendable (Notification) -> Void = { [weak self] notification in
        guard let window = notification.object as? UIWindow, MainActorHop.isOnMainActor else { return }
        MainActor.assumeIsolated { self?.learn(window) }
      }
      subscription = NotificationSubscription(
        center: center,
        observing: [
          (UITextField.textDidBeginEditingNotification, editingBegan),
          (UITextView.textDidBeginEditingNotification, editingBegan),
          (UIWindow.didBecomeKeyNotification, becameKey),
        ])
    }

    /// The raw `UIInterfaceOrientation` of the scene where text was last edited, or `nil`.
    package var interfaceOrientation: Int? { editingWindow?.windowScene?.interfaceOrientation.rawValue }

    /// The level of the window where text was last edited, or `nil`.
    package var editingWindowLevel: CGFloat? { editingWindow?.windowLevel.rawValue }

    /// Whether `screen` shows the display of the window where text was last edited, or `nil` when none was.
    package func isEditingScreen(_ screen: UIScreen) -> Bool? {
      editingWindow.map { screen.isSameDisplay(as: $0.screen) }
    }

    /// Takes out everything the tracker added and stops listening.
    package func stop() {
      subscription?.stop()
      subscription = nil
      for attachment in attachments { attachment.remove() }
      attachments = []
    }

    // MARK: Windows

    /// Whether `window` is one of the app's own: it has a root view controller and the normal level.
    static func isTheAppsOwn(_ window: UIWindow) -> Bool {
      window.rootViewController != nil && window.windowLevel == .normal
    }

    private func editingBegan(in view: UIView) {
      guard let window = view.window else { return }
      editingWindow = window
      editingView = view
      learn(window)
    }

    /// Adds the recognizer and the probe to `window` if it is the app's own and has none yet, and moves the probe
    /// into the window's root view if that changed.
    package func learn(_ window: UIWindow) {
      guard onSignal != nil, Self.isTheAppsOwn(window) else { return }
      attachments.removeAll { $0.window == nil }
      if !attachments.contains(where: { $0.window === window }) {
        let recognizer = KeyboardDragRecognizer()
        recognizer.tracker = self
        attachments.append(Attachment(window: window, recognizer: recognizer))
      }
      guard let index = attachments.firstIndex(where: { $0.window === window }) else { return }
      guard #available(iOS 17, *) else { return }
      let root = Self.probeHost(in: window)
      guard attachments[index].probe?.superview?.superview !== root else { return }
      attachments[index].probe?.superview?.removeFromSuperview()
      attachments[index].probe = root.map { KeyboardTopProbe.attach(to: $0, for: self) }
    }

    /// The view the probe goes in: the root view controller's loaded view, while it is in the window and does not
    /// scroll. A root view that scrolls would carry the probe with the content during the very drag it measures,
    /// and one a full-screen presentation took out of the window sees no keyboard; the finger is then the drag's
    /// only source.
    private static func probeHost(in window: UIWindow) -> UIView? {
      guard let root = window.rootViewController?.viewIfLoaded, root.window === window, !(root is UIScrollView)
      else { return nil }
      return root
    }

    /// A probe left its window, as when the window's root view controller changed: on the next turn of the main
    /// queue, when the new root view is in place, it is attached again.
    fileprivate func probeLeft(_ window: UIWindow) {
      DispatchQueue.main.async { [weak self, weak window] in
        MainActor.assumeIsolated {
          guard let self, let window, self.attachments.contains(where: { $0.window === window }) else { return }
          self.learn(window)
        }
      }
    }

    /// The hidden views on UIKit's keyboard layout guide this tracker added, one per window, from iOS 17.
    var exactTopProbes: [UIView] { attachments.compactMap(\.probe) }

    /// The window of the drag under way, whose guide alone counts.
    private weak var dragWindow: UIWindow?

    /// How a scroll view's pan recognizer stands; tests stand in for UIKit's, since they cannot make touches.
    var panState: @MainActor (UIScrollView) -> UIGestureRecognizer.State = { $0.panGestureRecognizer.state }

    // MARK: Drags

    /// Whether UIKit dismisses the keyboard as a finger drags `scrollView`: its dismiss mode is interactive and it
    /// scrolls.
    static func dismissesInteractively(_ scrollView: UIScrollView) -> Bool {
      scrollView.isScrollEnabled && scrollView.keyboardDismissMode.isInteractive
    }

    /// A finger on `scrollView` moved to `location` in its window: reported with the scroll view's pan state, or as
    /// `.possible` when the scroll view no longer dismisses interactively or does not scroll.
    func finger(on scrollView: UIScrollView, movedTo location: CGPoint) {
      guard let window = scrollView.window else { return }
      let onScreen = window.convert(CGRect(origin: location, size: .zero), to: window.screen.coordinateSpace)
      let state = panState(scrollView).rawValue
      let pan = Self.dismissesInteractively(scrollView) ? PanState(rawValue: state) ?? .possible : .possible
      dragWindow = window
      onSignal?(.finger(screenY: onScreen.minY, pan: pan))
    }

    /// The finger lifted, or its touch was cancelled.
    func fingerLifted() {
      dragWindow = nil
      onSignal?(.lifted)
    }

    /// UIKit's keyboard layout guide of `window` put the keyboard's top at `y` on the screen. During a drag, only the
    /// dragged window's guide counts: another window's, laid out meanwhile, says nothing of this keyboard.
    fileprivate func guideMoved(toScreenY y: CGFloat, in window: UIWindow) {
      if let dragWindow, dragWindow !== window { return }
      onSignal?(.guide(screenY: y, accessoryHeight: accessoryHeight))
    }

    /// The height of the input accessory of the view being edited, or 0.
    private var accessoryHeight: CGFloat {
      let accessory =
        (editingView as? UITextField)?.inputAccessoryView ?? (editingView as? UITextView)?.inputAccessoryView
      return accessory?.bounds.height ?? 0
    }
  }

  /// What a tracker added to one window: the recognizer, and from iOS 17 the probe on UIKit's keyboard layout guide.
  private struct Attachment {
    weak var window: UIWindow?
    weak var recognizer: KeyboardDragRecognizer?
    weak var probe: UIView?

    @MainActor init(window: UIWindow, recognizer: KeyboardDragRecognizer) {
      self.window = window
      self.recognizer = recognizer
      // It watches and never recognizes: the views under the finger get every touch, at once.
      recognizer.cancelsTouchesInView = false
      recognizer.delaysTouchesEnded = false
      window.addGestureRecognizer(recognizer)
    }

    @MainActor func remove() {
      if let recognizer { recognizer.view?.removeGestureRecognizer(recognizer) }
      probe?.superview?.removeFromSuperview()
    }
  }

  /// Watches the touches of its window without ever recognizing, and tells the tracker where one finger that
  /// landed on an interactively dismissing scroll view moves, and when it lifts. It never prevents another
  /// recognizer, nor is prevented, and never cancels or delays a touch, so scrolling works as before.
  final class KeyboardDragRecognizer: UIGestureRecognizer {
    weak var tracker: AppWindowTracker?
    /// The scroll view under the finger, while one finger is down on one.
    private weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      // Left behind by a tracker that is gone: take itself out.
      guard tracker != nil else { return view?.removeGestureRecognizer(self) ?? () }
      // A second finger ends the drag: UIKit follows one.
      let fingers = event.allTouches?.count ?? touches.count
      let touched = fingers == 1 ? touches.first.flatMap { Self.scrollView(under: $0.view) } : nil
      if touched == nil { return finish() }
      scrollView = touched
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesMoved(touches, with: event)
      guard let scrollView, (event.allTouches?.count ?? 1) == 1, let touch = touches.first else { return }
      tracker?.finger(on: scrollView, movedTo: touch.location(in: nil))
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

    /// Ends what the recognizer watched; the tracker hears of a lift only when a finger was on a scroll view.
    private func finish() {
      if scrollView != nil { tracker?.fingerLifted() }
      scrollView = nil
      state = .failed
    }

    /// The nearest scroll view at or above `view` whose dismiss mode is interactive, if any.
    static func scrollView(under view: UIView?) -> UIScrollView? {
      var view = view
      while let current = view {
        if let scrollView = current as? UIScrollView, scrollView.keyboardDismissMode.isInteractive {
          return scrollView
        }
        view = current.superview
      }
      return nil
    }
  }

  extension UIScrollView.KeyboardDismissMode {
    fileprivate var isInteractive: Bool {
      if self == .interactive { return true }
      if #available(iOS 16, *) { return self == .interactiveWithAccessory }
      return false
    }
  }

  /// A hidden view from the top of UIKit's keyboard layout guide to the bottom of a hidden host view that fills the
  /// window's root view; UIKit lays it out again each time the guide moves, and so tells where the guide puts the
  /// keyboard's top. From iOS 17 the guide follows the interactive dismissal, which makes it the exact source of the
  /// drag; before, the finger's height is the estimate.
  ///
  /// The guide is the host's: the window's does not animate, and the root view's settings belong to the app. It
  /// ignores the bottom safe area (`usesBottomSafeArea = false`), or it would stop short of the screen's bottom above
  /// a home indicator. Both views are zero points wide or hidden, and never touched.
  @available(iOS 17, *)
  final class KeyboardTopProbe: UIView {
    private weak var tracker: AppWindowTracker?
    private weak var attachedWindow: UIWindow?

    static func attach(to root: UIView, for tracker: AppWindowTracker) -> KeyboardTopProbe {
      let host = UIView(frame: root.bounds)
      host.isHidden = true
      host.isUserInteractionEnabled = false
      host.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      let guide = host.keyboardLayoutGuide
      guide.usesBottomSafeArea = false
      let probe = KeyboardTopProbe(frame: .zero)
      probe.tracker = tracker
      probe.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(probe)
      root.addSubview(host)
      NSLayoutConstraint.activate([
        probe.topAnchor.constraint(equalTo: guide.topAnchor),
        probe.bottomAnchor.constraint(equalTo: host.bottomAnchor),
        probe.leadingAnchor.constraint(equalTo: host.leadingAnchor),
        probe.widthAnchor.constraint(equalToConstant: 0),
      ])
      probe.attachedWindow = root.window
      return probe
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      if let window {
        attachedWindow = window
      } else if let attachedWindow {
        tracker?.probeLeft(attachedWindow)
      }
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      // Left behind by a tracker that is gone: take the host out.
      guard let tracker else { return superview?.removeFromSuperview() ?? () }
      guard let window else { return }
      let top = convert(CGRect(origin: bounds.origin, size: .zero), to: window.screen.coordinateSpace).minY
      // Told on the next turn of the main queue, outside UIKit's layout pass, so that an app that lays out in reply
      // does not lay out inside one.
      DispatchQueue.main.async { [weak tracker, weak window] in
        MainActor.assumeIsolated {
          guard let window else { return }
          tracker?.guideMoved(toScreenY: top, in: window)
        }
      }
    }
  }
#endif
