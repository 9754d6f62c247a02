import Foundation
import KeyboardBroadcast

/// A test double that records what it is asked to animate and finishes animations when the test says so.
///
/// Like UIKit, it runs the animation block at once and calls the completion later: here, when the test calls
/// ``completeAnimations(finished:)``. That lets a test check both what ran inside the animation and what the
/// completion does.
///
/// ```swift
/// @MainActor @Test func bottomInsetFollowsTheKeyboard() {
///   let animator = RecordingKeyboardAnimator()
///   let screen = ComposerScreen(animator: animator)
///   let keyboardFrame = CGRect(x: 0, y: 584, width: 390, height: 260)
///   screen.keyboardWillShow(KeyboardProperties(endFrame: keyboardFrame, animationDuration: 0.4))
///   #expect(animator.requests == [.init(duration: 0.4, curve: .keyboard)])
///   #expect(screen.bottomInset == 260)
///   animator.completeAnimations()
/// }
/// ```
///
/// It is public so that apps can test their own keyboard layout code with it.
@MainActor public final class RecordingKeyboardAnimator: KeyboardAnimator {
  /// One call of ``animate(withDuration:curve:animations:completion:)``.
  public struct Request: Hashable, Sendable {
    /// The duration it was asked to animate for, in seconds.
    public var duration: TimeInterval
    /// The curve it was asked to animate on.
    public var curve: KeyboardAnimationCurve

    /// Creates a request, for comparing with ``RecordingKeyboardAnimator/requests``.
    public init(duration: TimeInterval, curve: KeyboardAnimationCurve) {
      self.duration = duration
      self.curve = curve
    }
  }

  /// Every animation requested so far, oldest first.
  public private(set) var requests: [Request] = []
  /// How many times ``performWithoutAnimation(_:)`` was called.
  public private(set) var performWithoutAnimationCount = 0
  /// Whether a ``performWithoutAnimation(_:)`` block is running right now; read it from inside the block under test.
  public private(set) var isPerformingWithoutAnimation = false
  private var pendingCompletions: [@MainActor (Bool) -> Void] = []

  /// Creates an animator with nothing recorded.
  public init() {}

  /// How many completions are waiting for ``completeAnimations(finished:)``.
  public var pendingCompletionCount: Int { pendingCompletions.count }

  /// Records the request and runs `animations` at once; keeps `completion` for ``completeAnimations(finished:)``.
  public func animate(
    withDuration duration: TimeInterval, curve: KeyboardAnimationCurve,
    animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?
  ) {
    requests.append(Request(duration: duration, curve: curve))
    animations()
    if let completion { pendingCompletions.append(completion) }
  }

  /// Counts the call and runs `actions` with ``isPerformingWithoutAnimation`` set.
  public func performWithoutAnimation(_ actions: @MainActor () -> Void) {
    performWithoutAnimationCount += 1
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
