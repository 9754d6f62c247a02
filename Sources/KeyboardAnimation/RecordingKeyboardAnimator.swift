import Foundation
import KeyboardBroadcast

/// A test double that records how it is asked to move and finishes animations when the test says so.
///
/// Like UIKit, it runs the animation block at once and calls the completion later, when the test calls
/// ``completeAnimations(finished:)``. The KeyboardSimulation article "Testing Your Keyboard Handling" shows it in a
/// test.
@MainActor public final class RecordingKeyboardAnimator: KeyboardAnimator {
  /// Every request so far, oldest first: `KeyboardMotion.animated(duration:curve:)` for an animation,
  /// `KeyboardMotion.immediate` for changes made without animation.
  public private(set) var motions: [KeyboardMotion] = []
  /// Whether a ``performWithoutAnimation(_:)`` block is running right now.
  package private(set) var isPerformingWithoutAnimation = false
  private var pendingCompletions: [@MainActor (Bool) -> Void] = []

  /// Creates an animator with nothing recorded.
  public init() {}

  /// The animations requested so far, oldest first.
  package var requests: [KeyboardMotion] { motions.filter { $0 != .immediate } }

  /// How many times ``performWithoutAnimation(_:)`` was called.
  package var performWithoutAnimationCount: Int { motions.filter { $0 == .immediate }.count }

  /// How many completions are waiting for ``completeAnimations(finished:)``.
  package var pendingCompletionCount: Int { pendingCompletions.count }

  /// Records the request and runs `animations` at once; keeps `completion` for ``completeAnimations(finished:)``.
  public func animate(
    withDuration duration: TimeInterval, curve: KeyboardAnimationCurve,
    animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?
  ) {
    motions.append(.animated(duration: duration, curve: curve))
    animations()
    if let completion { pendingCompletions.append(completion) }
  }

  /// Records `KeyboardMotion.immediate` and runs `actions`.
  public func performWithoutAnimation(_ actions: @MainActor () -> Void) {
    motions.append(.immediate)
    let wasPerforming = isPerformingWithoutAnimation
    isPerformingWithoutAnimation = true
    defer { isPerformingWithoutAnimation = wasPerforming }
    actions()
  }

  /// Calls the waiting completions, oldest first, with `finished`; `false` stands for an interrupted animation.
  ///
  /// Completions requested while these run wait for the next call.
  public func completeAnimations(finished: Bool = true) {
    let completions = pendingCompletions
    pendingCompletions = []
    for completion in completions { completion(finished) }
  }
}
