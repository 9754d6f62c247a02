#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  import KeyboardBroadcast
  import UIKit

  extension KeyboardObserver {
    /// Lays `view` out again, in step with the keyboard, whenever the keyboard's overlap with it changes: what a
    /// Square-style `layoutSubviews` that asks `overlap(with:)` needs to run when the keyboard moves.
    ///
    /// ```swift
    /// override func didMoveToWindow() {
    ///   super.didMoveToWindow()
    ///   keyboardObservation = keyboard.observeOverlap(layingOut: self)
    /// }
    /// ```
    ///
    /// Each time `observeOverlap(with:handler:)` reports a new overlap, the view is marked with `setNeedsLayout()`
    /// and laid out with `layoutIfNeeded()` inside ``animate(_:_:completion:)``: with the keyboard's duration and
    /// curve when a will-notification moved it; at once during a rotation, after a did-notification, and for the
    /// first value, which comes before this method returns. The view's `layoutSubviews()` reads the overlap itself,
    /// so the layout code stays in one place.
    ///
    /// The view is measured where it is when the observation starts, at each change of the keyboard's state, and
    /// when it moves while the keyboard stands still, as `observeOverlap(with:handler:)`
    /// describes. The view and the observer are held weakly; keep the returned `KeyboardObservation`, which ends
    /// the observation when it is cancelled or deallocated. Once the view is gone, the observation ends at the next
    /// change of the keyboard's state.
    /// - Parameter view: The view to lay out.
    /// - Returns: The observation.
    public func observeOverlap(layingOut view: UIView) -> KeyboardObservation {
      observeOverlap(with: view) { [weak self, weak view] overlap in
        guard let self, let view else { return }
        view.setNeedsLayout()
        animate(overlap.motion) { view.layoutIfNeeded() }
      }
    }
  }
#endif
