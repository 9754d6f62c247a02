import Foundation

/// How many points of a view the keyboard covers, and how to move to that value.
///
/// Streams, publishers and closures that follow a view's overlap deliver one of these each time the value changes,
/// starting with the current one:
///
/// ```swift
/// keyboardObservation = keyboard.observeOverlap(with: view) { [weak self, keyboard] overlap in
///   keyboard.animate(overlap.motion) {
///     self?.composerBottom?.constant = overlap.height
///     self?.view.layoutIfNeeded()
///   }
/// }
/// ```
public struct KeyboardOverlap: Hashable, Sendable {
  /// How many points of the view's height, measured up from its bottom edge, the keyboard covers. 0 when the keyboard
  /// is hidden, undocked or floating, or leaves the view clear; never negative, never more than the view's height.
  public var height: CGFloat
  /// How to move to ``height``: with the keyboard's duration and curve, or at once during a rotation, for the first
  /// value, and after the keyboard finished moving.
  public var motion: KeyboardMotion

  /// Creates a value.
  public init(height: CGFloat, motion: KeyboardMotion) {
    self.height = height
    self.motion = motion
  }
}
