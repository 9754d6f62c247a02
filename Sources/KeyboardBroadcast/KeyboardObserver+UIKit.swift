#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension KeyboardObserver {
    /// Tells the observer that the interface is about to rotate, and ends the rotation when `coordinator`'s
    /// transition completes.
    ///
    /// Optional: the observer sees a rotation by itself (<doc:HandlingRotation>). A rotation reported this way begins
    /// before the keyboard's notifications and ends exactly with the transition. Call it from
    /// `viewWillTransition(to:with:)`:
    ///
    /// ```swift
    /// override func viewWillTransition(
    ///   to size: CGSize,
    ///   with coordinator: any UIViewControllerTransitionCoordinator
    /// ) {
    ///   super.viewWillTransition(to: size, with: coordinator)
    ///   keyboard.interfaceOrientationWillChange(alongside: coordinator)
    /// }
    /// ```
    ///
    /// It is ``interfaceOrientationWillChange()`` followed by ``interfaceOrientationDidChange()`` in the transition's
    /// completion, so it changes nothing while the keyboard is hidden. If UIKit does not run the completion (the
    /// coordinator refuses the blocks), the rotation still ends after ``orientationChangeTimeout``.
    public func interfaceOrientationWillChange(alongside coordinator: any UIViewControllerTransitionCoordinator) {
      interfaceOrientationWillChange()
      _ = coordinator.animate(alongsideTransition: nil) { [weak self] _ in
        self?.interfaceOrientationDidChange()
      }
    }
  }
#endif
