// Item 7 of issue 26: a keyboard event and a drag step reaching 16 keyboard overlap guides, against the same number of
// overlap observations; and, for issue 33, reaching 16 scroll views that adjust for the keyboard. Guides are UIKit code, so these build only where UIKit can be imported: on Linux, with the
// stand-ins of Stubs/ (scripts/benchmark-with-uikit-stub.sh); Docs/Benchmarks.md says what that measures and what not.
#if canImport(UIKit) && os(Linux)
  import Benchmark
  import Foundation
  import KeyboardAnimation
  import KeyboardBroadcast
  import UIKit

  func registerGuideBenchmarks() {
    let configuration = Benchmark.Configuration(scalingFactor: .kilo)
    for kind in FollowerKind.allCases {
      Benchmark("Drag step to 16 \(kind.rawValue)", configuration: configuration) { benchmark in
        // The closure waits for the main actor, so the two never use `benchmark` at the same time.
        nonisolated(unsafe) let benchmark = benchmark
        runOnMainActor {
          let scene = GuideScene(kind)
          scene.measure(benchmark) { step in
            scene.observer.keyboardDidMoveInteractively(toTop: GuideScene.dragTops[step & 1])
          }
          scene.check(benchmark) { step in GuideScene.screenBounds.maxY - GuideScene.dragTops[step & 1] }
        }
      }
      Benchmark("Will-change-frame to 16 \(kind.rawValue)", configuration: configuration) { benchmark in
        nonisolated(unsafe) let benchmark = benchmark
        runOnMainActor {
          let scene = GuideScene(kind)
          let payloads = willShowUserInfos()
          let name = KeyboardEvent.willChangeFrame.notificationName
          scene.measure(benchmark) { post in
            scene.center.post(name: name, object: scene.screen, userInfo: payloads[post & 1])
          }
          scene.check(benchmark) { post in GuideScene.keyboardHeights[post & 1] }
        }
      }
    }
  }

  /// What follows the keyboard in each of the 16 views.
  private enum FollowerKind: String, CaseIterable {
    /// `view.keyboardOverlapGuide`, which sets its constraints' constants and lays its view out in the keyboard's
    /// motion.
    case guides = "keyboard overlap guides"
    /// `observeOverlap(with:)` with the README's handler: a bottom constraint's constant set, and the view laid out,
    /// in the keyboard's motion. The same work as a guide, written by the app.
    case layingOutObservations = "overlap observations that lay out"
    /// `observeOverlap(with:)` with a handler that keeps the value: the floor under both.
    case bareObservations = "overlap observations"
    /// A scroll view filling the view, with `adjustsForKeyboard`: its insets follow the keyboard.
    case scrollAdjustments = "adjusting scroll views"
  }

  /// A started observer with a docked keyboard shown on an iPhone 6/7/8 screen (375 × 667, the screen of
  /// ``willShowUserInfos()``), and 16 full-screen views in one window, each followed by a ``FollowerKind``. The
  /// observer's animator runs animations at once, as UIKit's does for the measurement's purpose, so that only the
  /// library's work and the stand-in's views are timed.
  @MainActor private final class GuideScene {
    static let screenBounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    /// The heights of the keyboards of ``willShowUserInfos()``, in the order they alternate.
    static let keyboardHeights: [CGFloat] = [216, 258]
    /// Where the drag holds the keyboard's top, alternately, below where the 258-point keyboard rests (409).
    static let dragTops: [CGFloat] = [450, 500]
    /// Steps or posts before the measurement, so that it starts from the state it keeps.
    static let warmUpCount = 2

    let center = NotificationCenter()
    let observer: KeyboardObserver
    /// The screen the window is on, and the `object` of every keyboard notification, as from iOS 16.
    let screen: UIScreen
    private let window: UIWindow
    private let views: [CountingView]
    private var observations: [KeyboardObservation] = []
    private var scrollViews: [UIScrollView] = []

    init(_ kind: FollowerKind) {
      let observer = KeyboardObserver(notificationCenter: center)
      observer.animator = AtOnceAnimator()
      observer.start()
      let screen = UIScreen(bounds: Self.screenBounds)
      center.post(name: KeyboardEvent.willShow.notificationName, object: screen, userInfo: willShowUserInfos()[1])
      window = UIWindow(frame: Self.screenBounds)
      window.screen = screen
      views = (0..<16).map { _ in CountingView(frame: Self.screenBounds) }
      self.observer = observer
      self.screen = screen
      for view in views {
        window.addSubview(view)
        follow(view, kind)
      }
    }

    private func follow(_ view: CountingView, _ kind: FollowerKind) {
      switch kind {
      case .guides:
        view.keyboardOverlapGuide.observer = observer
      case .layingOutObservations:
        let composerBottom = view.heightAnchor.constraint(equalToConstant: 0)
        composerBottom.isActive = true
        view.composerBottom = composerBottom
        observations.append(
          observer.observeOverlap(with: view) { [weak view, observer] overlap in
            observer.animate(overlap.motion) {
              composerBottom.constant = overlap.height
              // What Auto Layout does on iOS when a constant changes, and the stand-in does not.
              view?.setNeedsLayout()
              view?.layoutIfNeeded()
            }
          })
      case .bareObservations:
        observations.append(observer.observeOverlap(with: view) { [weak view] in view?.overlap = $0.height })
      case .scrollAdjustments:
        let scrollView = UIScrollView(frame: view.bounds)
        view.addSubview(scrollView)
        scrollView.adjustsForKeyboard = true
        scrollView.keyboardAdjustment?.observer = observer
        scrollViews.append(scrollView)
      }
    }

    /// Runs `step` for the warm-up, untimed, then once per iteration of a sample, timed.
    func measure(_ benchmark: Benchmark, _ step: (Int) -> Void) {
      for warmUp in 0..<Self.warmUpCount { step(warmUp) }
      benchmark.startMeasurement()
      for iteration in benchmark.scaledIterations { step(iteration + Self.warmUpCount) }
      benchmark.stopMeasurement()
    }

    /// Fails the benchmark unless every view was left with the last step's overlap, read from its guide, its
    /// constraint, its observation or its scroll view's inset, and, where its follower lays it out, was laid out at
    /// every step. `expected` gives a step's overlap.
    func check(_ benchmark: Benchmark, expected: (Int) -> CGFloat) {
      let steps = Self.warmUpCount + benchmark.scaledIterations.count
      let overlap = expected(steps - 1)
      if let inset = scrollViews.first(where: { $0.contentInset.bottom != overlap })?.contentInset.bottom {
        benchmark.error("a scroll view was left inset by \(inset), not \(overlap)")
        return
      }
      for view in views where scrollViews.isEmpty {
        let isLaidOut = view.hasGuide || view.composerBottom != nil
        let seen =
          view.hasGuide ? view.keyboardOverlapGuide.layoutFrame.height : view.composerBottom?.constant ?? view.overlap
        if seen != overlap || (isLaidOut && view.layouts < steps) {
          benchmark.error("a view was left at \(seen) of \(overlap), laid out \(view.layouts) times in \(steps) steps")
          return
        }
      }
    }
  }

  /// Applies every change at once, so that a step costs what the followers do, not an animation.
  @MainActor private final class AtOnceAnimator: KeyboardAnimator {
    func animate(
      withDuration duration: TimeInterval, curve: KeyboardAnimationCurve,
      animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)?
    ) {
      animations()
      completion?(true)
    }

    func performWithoutAnimation(_ actions: @MainActor () -> Void) { actions() }
  }

  /// A view that counts its layouts, with what follows the keyboard in it.
  @MainActor private final class CountingView: UIView {
    /// The overlap a bare observation gives the view.
    var overlap: CGFloat = .nan
    /// The constraint an observation that lays out sets.
    var composerBottom: NSLayoutConstraint?
    private(set) var layouts = 0

    var hasGuide: Bool { layoutGuides.contains { $0 is KeyboardOverlapGuide } }

    override func layoutSubviews() {
      super.layoutSubviews()
      layouts += 1
    }
  }
#endif
