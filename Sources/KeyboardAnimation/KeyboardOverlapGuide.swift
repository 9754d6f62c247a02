#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  import KeyboardBroadcast
  import UIKit

  /// A layout guide that is the part of its view the keyboard covers, from iOS 13: pin a composer's bottom to its
  /// top, and the composer rides on the keyboard.
  ///
  /// ```swift
  /// let composerBottom = composer.bottomAnchor.constraint(equalTo: view.keyboardOverlapGuide.topAnchor)
  /// ```
  ///
  /// Activate it with the screen's other constraints, as `Examples/GuideChatViewController.swift` in the
  /// repository does.
  ///
  /// Get it from `UIView.keyboardOverlapGuide`, which makes one on first use and adds it to the view; migrating
  /// from UIKit's `keyboardLayoutGuide` is a rename (<doc:MigratingFromUIKitsKeyboardLayoutGuide>).
  ///
  /// ## Geometry
  /// The guide is as wide as its view, its bottom on the view's bottom, and its height how much of the view the
  /// keyboard covers, measured where the view sits on its screen, so it is right in sheets, popovers, Split View,
  /// Slide Over and Stage Manager, and with a hardware keyboard's shortcut bar. With ``usesBottomSafeArea``, as by
  /// default, it is never shorter than the view's bottom safe-area inset: while the keyboard is down its top is
  /// where the safe area ends. An undocked, split or floating keyboard counts as hidden, unless
  /// ``followsUndockedKeyboard`` makes the guide that keyboard's rectangle within the view. Every constant it gives
  /// Auto Layout is finite and at least 0, whatever UIKit reported.
  ///
  /// ## Motion
  /// It follows everything its ``observer`` follows ("Delivery Rules" in the KeyboardBroadcast documentation): a show,
  /// a hide or a new frame inside the keyboard's animation, with its duration and curve; the interactive dismissal's
  /// drag and its spring back, and a rotation, at once, the rotation's hides held back. Each time, the guide's
  /// constants change and its owning view is laid out inside
  /// ``KeyboardBroadcast/KeyboardObserver/animate(_:_:completion:)``, so views pinned to it move with the keyboard.
  ///
  /// ## When it measures
  /// The guide follows the keyboard while its view is in a window, and measures the view again, at once, whenever
  /// the view moves into a window, is resized (a sheet that changes detent, a window resized), gets new safe-area
  /// insets, or its window's scene is moved or resized (a Stage Manager window, from iOS 16), while the keyboard
  /// stands still. So a screen pushed while the keyboard is up has the right guide at its first layout. When the
  /// view leaves its window, the guide keeps its place, so a screen that leaves slides away with the keyboard under
  /// its composer. A view that only moves within its window, without resizing, is measured again at the keyboard's
  /// next change. To hear of these moves the view carries a hidden subview that fills it, draws nothing and takes
  /// no touches; it leaves with the guide.
  ///
  /// ## Names
  /// Objective-C sees the class, under its Swift-mangled runtime name, and the members of `UILayoutGuide` it
  /// overrides (`init`, `init(coder:)` and `owningView`), nothing else: its own properties and
  /// `UIView.keyboardOverlapGuide` are Swift-only. So nothing of it collides with UIKit's `keyboardLayoutGuide`, `UIKeyboardLayoutGuide`,
  /// `usesBottomSafeArea` or `followsUndockedKeyboard`, which live beside it from iOS 15, or is called by UIKit.
  public final class KeyboardOverlapGuide: UILayoutGuide {
    /// The observer the guide follows: `KeyboardObserver.shared` unless an app or a test gives it another. Setting it
    /// measures again at once.
    public var observer: KeyboardObserver {
      didSet { if observer !== oldValue { watchGeometry() } }
    }

    /// Whether the guide is never shorter than its view's bottom safe-area inset: `true`, the default, as for
    /// UIKit's guide, puts its top where the safe area ends while the keyboard is down, so a composer pinned to it
    /// stays clear of the home indicator; `false` makes its height exactly the keyboard's overlap, 0 while the
    /// keyboard is down. Setting it measures again at once.
    public var usesBottomSafeArea = true {
      didSet { if usesBottomSafeArea != oldValue { followAgain() } }
    }

    /// Whether the guide follows an undocked, split or floating iPad keyboard: `false`, the default, as for UIKit's
    /// guide, counts such a keyboard as hidden; `true` makes the guide the keyboard's rectangle within the view, its
    /// position and width included, while the keyboard is off the bottom edge. Setting it measures again at once.
    public var followsUndockedKeyboard = false {
      didSet { if followsUndockedKeyboard != oldValue { followAgain() } }
    }

    /// The guide's place, as its constraints were last given it.
    private(set) var placement = OverlapGuidePlacement()
    /// The guide's constraints to its owning view, made when it is added to one: left, right, bottom, height.
    private(set) var constraintsToView: [NSLayoutConstraint] = []
    private var observation: KeyboardObservation?
    /// Has the guide measure again when its view moves; see "When it measures".
    private let geometrySignal = MeasureAgainSignal()
    /// Keeps the hidden view that tells the guide when its view moves; see "When it measures".
    private var geometryLease: AnyObject?

    /// A guide that follows `observer`. Add it to a view with `addLayoutGuide(_:)`; `UIView.keyboardOverlapGuide`
    /// then returns it. A test gives a guide its own observer this way, or sets ``observer``.
    /// - Parameter observer: The observer to follow.
    public init(observer: KeyboardObserver) {
      self.observer = observer
      super.init()
    }

    /// A guide that follows `KeyboardObserver.shared`.
    public override convenience init() {
      self.init(observer: .shared)
    }

    /// Unavailable: the guide is made in code, never decoded from a storyboard.
    @available(*, unavailable)
    public required init?(coder: NSCoder) { nil }

    /// The view the guide was added to. UIKit sets it in `addLayoutGuide(_:)` and `removeLayoutGuide(_:)`, which
    /// is when the guide pins itself to the view and starts following, or lets the view go.
    public override weak var owningView: UIView? {
      didSet { if owningView !== oldValue { owningViewDidChange() } }
    }

    private func owningViewDidChange() {
      for constraint in constraintsToView { constraint.isActive = false }
      constraintsToView = []
      observation = nil
      geometryLease = nil
      guard let view = owningView else { return }
      // Made with the guide's place, which `apply(_:)` then changes constant by constant.
      let left = leftAnchor.constraint(equalTo: view.leftAnchor, constant: placement.left)
      let right = view.rightAnchor.constraint(equalTo: rightAnchor, constant: placement.right)
      let bottom = view.bottomAnchor.constraint(equalTo: bottomAnchor, constant: placement.bottom)
      let height = heightAnchor.constraint(equalToConstant: placement.height)
      constraintsToView = [left, right, bottom, height]
      for constraint in constraintsToView { constraint.isActive = true }
      watchGeometry()
    }

    /// Has the view tell the guide when it moves into or out of a window, and have it measured again when it moves
    /// while the keyboard stands still; a new observer gets a new watcher, since the guide follows it anew.
    private func watchGeometry() {
      geometryLease = nil
      guard let view = owningView else { return }
      geometryLease = observer.watchGeometry(of: view, signal: geometrySignal) { [weak self] in
        self?.windowDidChange()
      }
      windowDidChange()
    }

    /// Follows from when the view is in a window; keeps its place when the view leaves one.
    private func windowDidChange() {
      if owningView?.window == nil {
        observation = nil
      } else {
        followAgain()
      }
    }

    /// Measures now, without animation, and follows the keyboard from here. What the measuring reads is taken now:
    /// a new view, observer or setting follows again.
    private func followAgain() {
      observation = nil
      guard let view = owningView, view.window != nil else { return }
      let usesBottomSafeArea = usesBottomSafeArea
      let followsUndockedKeyboard = followsUndockedKeyboard
      let (first, observation) = observer.follow(
        measuring: { [weak view, observer] snapshot in
          guard let view else { return nil }
          let screen = observer.keyboardScreen
          return followsUndockedKeyboard
            ? OverlapGuidePlacement.followingUndockedKeyboard(
              view, in: snapshot, keyboardScreen: screen, usesBottomSafeArea: usesBottomSafeArea)
            : OverlapGuidePlacement(
              height: OverlapGuidePlacement.height(
                of: view, in: snapshot, keyboardScreen: screen, usesBottomSafeArea: usesBottomSafeArea))
        }, signal: geometrySignal
      ) { [weak self, weak view] placement, motion in
        self?.move(to: placement, motion, in: view)
      }
      self.observation = observation
      guard let first, first != placement else { return }
      apply(first)
      view.setNeedsLayout()
    }

    /// Takes `newPlacement`, and lays `view`, the owning view, out in `motion`.
    private func move(to newPlacement: OverlapGuidePlacement, _ motion: KeyboardMotion, in view: UIView?) {
      apply(newPlacement)
      guard let view else { return }
      view.setNeedsLayout()
      observer.animate(motion) { view.layoutIfNeeded() }
    }

    private func apply(_ newPlacement: OverlapGuidePlacement) {
      let oldPlacement = placement
      placement = newPlacement
      let constraints = constraintsToView
      guard constraints.count == 4 else { return }
      // Only the constants that change: a drag or a show moves the height alone, and each constant set makes Auto
      // Layout update its engine.
      if newPlacement.left != oldPlacement.left { constraints[0].constant = newPlacement.left }
      if newPlacement.right != oldPlacement.right { constraints[1].constant = newPlacement.right }
      if newPlacement.bottom != oldPlacement.bottom { constraints[2].constant = newPlacement.bottom }
      if newPlacement.height != oldPlacement.height { constraints[3].constant = newPlacement.height }
    }
  }

#endif
