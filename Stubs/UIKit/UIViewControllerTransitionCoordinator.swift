// Part of the UIKit stand-in; see UIView.swift.

/// `UIViewControllerTransitionCoordinatorContext`, reduced to what the package uses (nothing but the type). In UIKit
/// it also inherits `NSObjectProtocol` and describes the transition.
@MainActor public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {}

/// `UIViewControllerTransitionCoordinator`, reduced to what the package uses. Main-actor isolated, as in UIKit.
@MainActor public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
  /// Runs `animation` alongside the transition and `completion` after it. Returns whether they were queued.
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool
}
