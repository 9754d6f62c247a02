// swift-format-ignore-file: AllPublicDeclarationsHaveDocumentation
// (The members at the bottom only complete Apple's protocol, and their names say all there is to say.)
#if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)
  import Foundation
  import UIKit

  /// A transition coordinator a test drives by hand, conforming to UIKit's own protocol, so that a test written with
  /// it runs on the simulator as well as against the stand-in: it keeps the blocks it is given until the test plays
  /// the transition's animation with ``animateAlongside()`` and ends it with ``complete()``, as UIKit does during a
  /// rotation.
  @MainActor public final class HandDrivenTransition: NSObject, UIViewControllerTransitionCoordinator {
    /// The type of the blocks UIKit runs with the transition's context.
    public typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

    private var animations: [Block] = []
    private var completions: [Block] = []

    override public init() {}

    /// How many completion blocks wait for ``complete()``.
    public var pendingCompletionCount: Int { completions.count }

    /// Keeps both blocks and returns `true`, as UIKit does while a transition runs.
    @discardableResult
    public func animate(alongsideTransition animation: Block?, completion: Block? = nil) -> Bool {
      if let animation { animations.append(animation) }
      if let completion { completions.append(completion) }
      return true
    }

    /// Runs the kept animation blocks, as UIKit does when the transition's animation starts.
    public func animateAlongside() {
      let blocks = animations
      animations = []
      for block in blocks { block(self) }
    }

    /// Runs the kept completion blocks, as UIKit does when the transition ends.
    public func complete() {
      let blocks = completions
      completions = []
      for block in blocks { block(self) }
    }

    #if !os(Linux)
      // The rest of Apple's protocol, which the stand-in leaves out since the package reads none of it: a rotation's
      // context, animated, not interactive, a quarter turn.
      public func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block? = nil) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
      }
      public func notifyWhenInteractionEnds(_ handler: @escaping Block) {}
      public func notifyWhenInteractionChanges(_ handler: @escaping Block) {}
      public var isAnimated: Bool { true }
      public var presentationStyle: UIModalPresentationStyle { .none }
      public var initiallyInteractive: Bool { false }
      public var isInterruptible: Bool { false }
      public var isInteractive: Bool { false }
      public var isCancelled: Bool { false }
      public var transitionDuration: TimeInterval { 0.4 }
      public var percentComplete: CGFloat { 0 }
      public var completionVelocity: CGFloat { 1 }
      public var completionCurve: UIView.AnimationCurve { .easeInOut }
      public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
      public func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
      public var containerView: UIView { UIView() }
      public var targetTransform: CGAffineTransform { CGAffineTransform(rotationAngle: .pi / 2) }
    #endif
  }
#endif
