#if canImport(UIKit) && !os(watchOS)
  import UIKit

  extension KeyboardObserver {
    /// Tells the observer that the interface is about to rotate, and ends the rotation when `coordinator`'s
    /// transition completes. Call it from `viewWillTransition(to:with:)`.
    ///
    /// Optional: the observer sees a rotation by itself (<doc:HandlingRotation>). A rotation reported this way begins
    /// before the keyboard's notifications and ends with the transition, or after ``orientationChangeTimeout`` if
    /// UIKit never runs the completion.
    public func interfaceOrientationWillChange(alongside coordinator: any UIViewControllerTransitionCoordinator) {
      interfaceOrientationWillChange()
      _ = coordinator.animate(alongsideTransition: nil) { [weak self] _ in
        self?.interfaceOrientationDidChange()
      }
    }
  }
#endif
