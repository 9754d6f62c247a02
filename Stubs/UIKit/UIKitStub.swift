// Part of the UIKit stand-in; see UIView.swift. Nothing here exists in UIKit: it is how a Linux-only test plays the
// part of UIKit ending an animation.
import Foundation

/// The stand-in's animation state. A test that uses it calls ``reset()`` first.
@MainActor public enum UIKitStub {
  static var areAnimationsEnabled = true
  static var inheritedAnimationDuration: TimeInterval = 0
  static var pendingCompletions: [(Bool) -> Void] = []

  /// How many `UIView.animate` completions wait for ``completeAnimations(finished:)``.
  public static var pendingCompletionCount: Int { pendingCompletions.count }

  /// Ends the running animations: calls their completions, oldest first, with `finished`.
  public static func completeAnimations(finished: Bool = true) {
    let completions = pendingCompletions
    pendingCompletions = []
    for completion in completions { completion(finished) }
  }

  /// Forgets every record and pending completion.
  public static func reset() {
    areAnimationsEnabled = true
    inheritedAnimationDuration = 0
    pendingCompletions = []
  }
}
