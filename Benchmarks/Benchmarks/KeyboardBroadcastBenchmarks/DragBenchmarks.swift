import Benchmark
import Foundation
import KeyboardBroadcast

/// One step of an interactive dismissal, which UIKit reports up to 120 times a second, and one delivered
/// will-change-frame and will-show, each to the same listeners: 16 delegates and 16 overlap observations.
func registerDragBenchmarks() {
  let configuration = Benchmark.Configuration(scalingFactor: .kilo)
  Benchmark("Drag step to 16 delegates and 16 overlap observations", configuration: configuration) { benchmark in
    // The closure waits for the main actor, so the two never use `benchmark` at the same time.
    nonisolated(unsafe) let benchmark = benchmark
    runOnMainActor {
      let scene = DragScene()
      scene.measure(benchmark) { step in
        scene.observer.keyboardDidMoveInteractively(toTop: DragScene.dragTops[step & 1])
      }
      scene.check(benchmark, moved: \.dragSteps) { step in
        (DragScene.dragTops[step & 1], DragScene.composer.maxY - DragScene.dragTops[step & 1])
      }
    }
  }
  for event in [KeyboardEvent.willChangeFrame, .willShow] {
    Benchmark("\(event) to 16 delegates and 16 overlap observations", configuration: configuration) { benchmark in
      nonisolated(unsafe) let benchmark = benchmark
      runOnMainActor {
        let scene = DragScene()
        let payloads = willShowUserInfos()
        scene.measure(benchmark) { post in
          scene.center.post(name: event.notificationName, object: nil, userInfo: payloads[post & 1])
        }
        scene.check(benchmark, moved: event == .willShow ? \.shows : \.frameChanges) { post in
          let height = DragScene.keyboardHeights[post & 1]
          return (DragScene.screen.maxY - height, height)
        }
      }
    }
  }
}

/// A started observer with a docked keyboard shown, on a screen whose bounds the app set, followed by 16 view
/// controllers as delegates and 16 overlap observations of a composer.
@MainActor private final class DragScene {
  /// iPhone 6/7/8 portrait, the screen of ``willShowUserInfos()``.
  static let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
  /// The heights of the keyboards of ``willShowUserInfos()``, in the order they alternate.
  static let keyboardHeights: [CGFloat] = [216, 258]
  /// Where the drag holds the keyboard's top, alternately: below where the 258-point keyboard rests (409), and high
  /// enough that more than half of it stays on screen.
  static let dragTops: [CGFloat] = [450, 500]
  /// The bottom 300 points of the screen, which both keyboards and every drag step cover in part.
  static let composer = CGRect(x: 0, y: 367, width: 375, height: 300)
  /// Steps or posts before the measurement, so that it starts from the state it keeps: each one changes every
  /// value, and the first ones may grow storage.
  static let warmUpCount = 2

  let center = NotificationCenter()
  let observer: KeyboardObserver
  private let viewControllers: [FollowingViewController]
  private let followers: [OverlapFollower]

  init() {
    let observer = KeyboardObserver(notificationCenter: center)
    observer.start()
    observer.screenBounds = Self.screen
    center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: willShowUserInfos()[1])
    viewControllers = (0..<16).map { _ in FollowingViewController() }
    for viewController in viewControllers { observer.addDelegate(viewController) }
    followers = (0..<16).map { _ in OverlapFollower(observer, composer: Self.composer) }
    self.observer = observer
  }

  /// Runs `step` for the warm-up, untimed, then once per iteration of a sample, timed.
  func measure(_ benchmark: Benchmark, _ step: (Int) -> Void) {
    for warmUp in 0..<Self.warmUpCount { step(warmUp) }
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations { step(iteration + Self.warmUpCount) }
    benchmark.stopMeasurement()
  }

  /// Fails the benchmark unless every delegate heard every step, the warm-up's included, through the method that
  /// `moved` counts, and was left with the last step's top; and unless every observation heard a new overlap at
  /// every step and was left with the last one. `expected` gives a step's keyboard top and overlap.
  func check(
    _ benchmark: Benchmark, moved: KeyPath<FollowingViewController, Int>,
    expected: (Int) -> (top: CGFloat, overlap: CGFloat)
  ) {
    let steps = Self.warmUpCount + benchmark.scaledIterations.count
    let last = expected(steps - 1)
    if let missed = viewControllers.first(where: { $0[keyPath: moved] != steps || $0.keyboardTop != last.top }) {
      benchmark.error(
        "a delegate heard \(missed[keyPath: moved]) of \(steps) steps, the last at \(missed.keyboardTop)")
    }
    // The first value comes when the observation starts; each step brings one more.
    if let missed = followers.first(where: { $0.values != steps + 1 || $0.overlap != last.overlap }) {
      benchmark.error("an observation heard \(missed.values - 1) of \(steps) steps, the last \(missed.overlap)")
    }
  }
}

/// A view controller that follows the keyboard's top through a drag, change-frames and shows.
@MainActor private final class FollowingViewController: KeyboardObserverDelegate {
  private(set) var keyboardTop: CGFloat = .nan
  private(set) var dragSteps = 0
  private(set) var frameChanges = 0
  private(set) var shows = 0

  func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillShowWith properties: KeyboardProperties,
    interfaceOrientationWillChange: Bool
  ) {
    keyboardTop = properties.endFrame.minY
    shows += 1
  }

  func keyboardObserver(
    _ observer: KeyboardObserver, keyboardDidMoveInteractivelyWith properties: KeyboardProperties
  ) {
    keyboardTop = properties.endFrame.minY
    dragSteps += 1
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillChangeFrameWith properties: KeyboardProperties) {
    keyboardTop = properties.endFrame.minY
    frameChanges += 1
  }
}

/// An overlap observation of a rectangle on screen, which keeps every value it hears.
@MainActor private final class OverlapFollower {
  private(set) var values = 0
  private(set) var overlap: CGFloat = .nan
  private var observation: KeyboardObservation?

  init(_ observer: KeyboardObserver, composer: CGRect) {
    observation = observer.observeOverlap(measuring: { $0.overlap(with: composer) }) { [weak self] overlap in
      guard let self else { return }
      self.overlap = overlap.height
      values += 1
    }
  }
}
