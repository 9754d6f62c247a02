// Part of the UIKit stand-in; see UIView.swift. Nothing here exists in UIKit: it is how tests read what the package
// asked UIKit to do, and how they play the part of UIKit's animation and transition machinery.
import Foundation

/// What the package asked the UIKit stand-in to do. Tests call ``reset()`` first.
@MainActor public enum UIKitStub {
  /// One call of `UIView.animate(withDuration:delay:options:animations:completion:)`.
  public struct Animation: Equatable, Sendable {
    /// The duration passed.
    public var duration: TimeInterval
    /// The delay passed.
    public var delay: TimeInterval
    /// The options passed.
    public var options: UIView.AnimationOptions
    /// `UIView.areAnimationsEnabled` at the time of the call.
    public var areAnimationsEnabled: Bool

    /// Creates a record, for comparing with ``UIKitStub/animations``.
    public init(
      duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, areAnimationsEnabled: Bool
    ) {
      self.duration = duration
      self.delay = delay
      self.options = options
      self.areAnimationsEnabled = areAnimationsEnabled
    }
  }

  /// Every `UIView.animate` call since the last ``reset()``, oldest first.
  public private(set) static var animations: [Animation] = []
  /// How many times `UIView.performWithoutAnimation(_:)` was called since the last ``reset()``.
  public internal(set) static var performWithoutAnimationCount = 0
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
    animations = []
    performWithoutAnimationCount = 0
    areAnimationsEnabled = true
    inheritedAnimationDuration = 0
    pendingCompletions = []
  }

  static func recordAnimation(_ animation: Animation) {
    animations.append(animation)
  }

  /// A transition coordinator a test drives by hand: it keeps the blocks it is given until the test plays the
  /// transition with ``animateAlongside()`` and ends it with ``complete()``.
  public final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    private var animationBlocks: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completionBlocks: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

    /// Creates a coordinator for a transition that has not started.
    public init() {}

    /// How many completion blocks wait for ``complete()``.
    public var pendingCompletionCount: Int { completionBlocks.count }

    /// Keeps both blocks and returns `true`, as UIKit does during a transition.
    @discardableResult
    public func animate(
      alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
      completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
      if let animation { animationBlocks.append(animation) }
      if let completion { completionBlocks.append(completion) }
      return true
    }

    /// Runs the animation blocks, as UIKit does when the transition's animation starts.
    public func animateAlongside() {
      let blocks = animationBlocks
      animationBlocks = []
      for block in blocks { block(self) }
    }

    /// Runs the completion blocks, as UIKit does when the transition ends.
    public func complete() {
      let blocks = completionBlocks
      completionBlocks = []
      for block in blocks { block(self) }
    }
  }
}
