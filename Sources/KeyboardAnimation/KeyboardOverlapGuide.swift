#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  import KeyboardBroadcast
  import UIKit

  /// A layout guide that is the part of its view the keyboard covers, from iOS 13: pin a composer's bottom to its
  /// top, as in `composer.bottomAnchor.constraint(equalTo: view.keyboardOverlapGuide.topAnchor)`, and the composer
  /// rides on the keyboard.
  ///
  /// Get it from `UIView.keyboardOverlapGuide`. Migrating from UIKit's `keyboardLayoutGuide` is a rename
  /// (<doc:MigratingFromUIKitsKeyboardLayoutGuide>).
  ///
  /// ## Geometry
  /// The guide is as wide as its view, its bottom on the view's bottom, and its height how much of the view the
  /// keyboard covers, measured where the view sits on its screen
  /// (`KeyboardSnapshot.overlap(with:screenBounds:)`).
  /// With ``usesBottomSafeArea`` it is never shorter than the bottom safe area. An undocked, split or floating
  /// keyboard counts as hidden, unless ``followsUndockedKeyboard`` is set. Every constant is finite and at least 0.
  ///
  /// ## Motion
  /// It follows everything its ``observer`` delivers, with the keyboard's animation, and lays its owning view out
  /// inside ``KeyboardBroadcast/KeyboardObserver/animate(_:_:completion:)``, so views pinned to it move with the
  /// keyboard. Delivery Rules, in KeyboardBroadcast's documentation, gives the rules it follows.
  ///
  /// ## When it measures
  /// The guide follows the keyboard while its view is in a window. It measures again, at once, when the view moves
  /// into a window, is resized, gets new safe-area insets, or its window's scene moves, so a screen pushed while the
  /// keyboard is up is right at its first layout. A view that only moves, without resizing, is measured again at the
  /// keyboard's next change. When the view leaves its window, the guide keeps its place. For all this the view
  /// carries a hidden subview that draws nothing and takes no touches.
  ///
  /// ## Names
  /// Its own properties and `UIView.keyboardOverlapGuide` are Swift-only, so nothing of it collides with UIKit's
  /// `keyboardLayoutGuide`, `usesBottomSafeArea` or `followsUndockedKeyboard`, or is called by UIKit.
  public final class KeyboardOverlapGuide: UILayoutGuide {
    /// The observer the guide follows: `KeyboardObserver.shared` unless an app or a test gives it another. Setting it
    /// measures again at once.
    public var observer: KeyboardObserver {
      didSet { if observer !== oldValue { watchGeometry() } }
    }

    /// Whether the guide is never shorter than its view's bottom safe-area inset: `true`, the default, as for UIKit's
    /// guide, keeps a pinned composer clear of the home indicator; `false` makes its height exactly the keyboard's
    /// overlap. Setting it measures again at once.
    public var usesBottomSafeArea = true {
      didSet { if usesBottomSafeArea != oldValue { followAgain() } }
    }

    /// Whether the guide follows an undocked, split or floating iPad keyboard: `false`, the default, as for UIKit's
    /// guide, counts such a keyboard as hidden; `true` makes the guide the keyboard's rectangle within the view.
    /// Setting it measures again at once.
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
