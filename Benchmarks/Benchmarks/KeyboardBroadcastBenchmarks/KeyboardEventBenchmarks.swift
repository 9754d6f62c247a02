import Benchmark
import Foundation
import KeyboardBroadcast

/// Part 2 of issue 7: one will-show notification, from `post` to 16 view controllers that have read it.
func registerKeyboardEventBenchmarks() {
  let configuration = Benchmark.Configuration(scalingFactor: .kilo)
  Benchmark("Will-show to 16 view controllers: KeyboardObserver", configuration: configuration) { benchmark in
    // The closure waits for the main actor, so the two never use `benchmark` at the same time.
    nonisolated(unsafe) let benchmark = benchmark
    runOnMainActor {
      let scene = KeyboardObserverScene(viewControllerCount: 16)
      measurePosts(into: scene.center, benchmark)
      scene.check(posts: benchmark.scaledIterations.count, benchmark)
    }
  }
  // The floor under both: what posting costs before anyone reads the userInfo.
  Benchmark("Will-show to 1 observer that reads nothing: NotificationCenter", configuration: configuration) {
    benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    runOnMainActor {
      let center = NotificationCenter()
      let token = center.addObserver(forName: KeyboardEvent.willShow.notificationName, object: nil, queue: nil) { _ in }
      measurePosts(into: center, benchmark)
      center.removeObserver(token)
    }
  }
  Benchmark("Will-show to 16 view controllers: NotificationCenter", configuration: configuration) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    runOnMainActor {
      let scene = NotificationCenterScene(viewControllerCount: 16)
      measurePosts(into: scene.center, benchmark)
      scene.check(posts: benchmark.scaledIterations.count, benchmark)
    }
  }
  registerObserverCostBenchmarks(configuration)
}

/// Item 8 of issue 21: what `KeyboardObserver` itself costs per will-show. Its own work is the first benchmark
/// above minus the floor here, dispatch and parse, and is held against the bare broadcast here, which hands the same
/// parsed properties to the same 16 view controllers through the same delegate method.
private func registerObserverCostBenchmarks(_ configuration: Benchmark.Configuration) {
  // The floor under `KeyboardObserver`: posting, and parsing the userInfo once, with nothing delivered.
  Benchmark("Will-show to 1 observer that parses: NotificationCenter", configuration: configuration) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    runOnMainActor {
      let center = NotificationCenter()
      let parser = ParsingObserver()
      let token = center.addObserver(forName: KeyboardEvent.willShow.notificationName, object: nil, queue: nil) {
        parser.parse($0)
      }
      measurePosts(into: center, benchmark)
      center.removeObserver(token)
      parser.check(posts: benchmark.scaledIterations.count, benchmark)
    }
  }
  Benchmark("Will-show to 16 view controllers: DelegateRegistry, parsed", configuration: configuration) { benchmark in
    nonisolated(unsafe) let benchmark = benchmark
    runOnMainActor {
      let scene = DelegateRegistryScene(viewControllerCount: 16)
      scene.measureBroadcasts(benchmark)
      scene.check(broadcasts: benchmark.scaledIterations.count, benchmark)
    }
  }
}

/// Posts will-show notifications whose `userInfo` looks like iOS's: `NSValue` frames, `NSNumber` numbers and the
/// legacy keys. The end frame alternates between the keyboard with and without its QuickType bar, so each post is a
/// real change that `KeyboardObserver` must deliver, not a duplicate it drops.
@MainActor private func measurePosts(into center: NotificationCenter, _ benchmark: Benchmark) {
  let payloads = willShowUserInfos()
  benchmark.startMeasurement()
  for post in benchmark.scaledIterations {
    center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: payloads[post & 1])
  }
  benchmark.stopMeasurement()
}

/// iPhone 6/7/8 portrait (375 x 667), payloads P04 and P08 of /work/shared/keyboard-payloads.md, in the order they
/// alternate. iOS sends the same keys with a will-change-frame, so the drag benchmarks post them as that too.
func willShowUserInfos() -> [[AnyHashable: Any]] {
  [willShowUserInfo(keyboardHeight: 216), willShowUserInfo(keyboardHeight: 258)]
}

private func willShowUserInfo(keyboardHeight height: CGFloat) -> [AnyHashable: Any] {
  let screenHeight: CGFloat = 667
  let properties = KeyboardProperties(
    beginFrame: CGRect(x: 0, y: screenHeight, width: 375, height: height),
    endFrame: CGRect(x: 0, y: screenHeight - height, width: 375, height: height),
    animationDuration: 0.25, animationCurve: .keyboard, isLocal: true)
  var userInfo: [AnyHashable: Any] = [
    "UIKeyboardFrameBeginUserInfoKey": NSValue.rect(properties.beginFrame),
    "UIKeyboardFrameEndUserInfoKey": NSValue.rect(properties.endFrame),
    "UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: properties.animationDuration),
    "UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: properties.animationCurve.rawValue),
    "UIKeyboardIsLocalUserInfoKey": NSNumber(value: properties.isLocal),
  ]
  userInfo["UIKeyboardBoundsUserInfoKey"] = NSValue.rect(CGRect(x: 0, y: 0, width: 375, height: height))
  userInfo["UIKeyboardCenterBeginUserInfoKey"] = NSValue.point(CGPoint(x: 187.5, y: screenHeight + height / 2))
  userInfo["UIKeyboardCenterEndUserInfoKey"] = NSValue.point(CGPoint(x: 187.5, y: screenHeight - height / 2))
  return userInfo
}

/// Runs `body` on the main actor and waits for it. Keyboard notifications arrive on the main thread, and
/// `KeyboardObserver` delivers synchronously only there; benchmark closures run on another thread.
func runOnMainActor(_ body: @MainActor () -> Void) {
  if Thread.isMainThread {
    MainActor.assumeIsolated(body)
  } else {
    DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
  }
}

// MARK: - With KeyboardObserver

/// A shared observer that parses each notification once and calls 16 delegates.
@MainActor private final class KeyboardObserverScene {
  let center = NotificationCenter()
  private let observer: KeyboardObserver
  private let viewControllers: [KeyboardDelegateViewController]

  init(viewControllerCount: Int) {
    observer = KeyboardObserver(notificationCenter: center)
    observer.start()
    viewControllers = (0..<viewControllerCount).map { _ in KeyboardDelegateViewController() }
    for viewController in viewControllers { observer.addDelegate(viewController) }
  }

  func check(posts: Int, _ benchmark: Benchmark) {
    if let missed = viewControllers.first(where: { $0.willShowCount != posts }) {
      benchmark.error("a view controller saw \(missed.willShowCount) of \(posts) will-shows")
    }
  }
}

/// A view controller that follows the keyboard as a `KeyboardObserver` delegate.
@MainActor private final class KeyboardDelegateViewController: KeyboardObserverDelegate {
  private(set) var keyboard = KeyboardLayout()
  private(set) var willShowCount = 0

  func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillShowWith properties: KeyboardProperties,
    interfaceOrientationWillChange: Bool
  ) {
    keyboard = KeyboardLayout(
      bottomInset: properties.endFrame.height, animationDuration: properties.animationDuration,
      animationCurve: properties.animationCurve.rawValue)
    willShowCount += 1
  }
}

// MARK: - The parts of KeyboardObserver's cost

/// A block observer that parses each will-show with `KeyboardProperties(userInfo:)`, as `KeyboardObserver` does once
/// per notification, and keeps the result without delivering it.
///
/// `Sendable` only because `NotificationCenter` blocks must be; it is called on the main thread alone.
private final class ParsingObserver: @unchecked Sendable {
  private var parsedCount = 0
  private var lastParsed: KeyboardProperties?

  func parse(_ notification: Notification) {
    lastParsed = KeyboardProperties(userInfo: notification.userInfo ?? [:])
    parsedCount += 1
  }

  /// Fails the benchmark unless every post was parsed, and the last one to the frame it carried.
  func check(posts: Int, _ benchmark: Benchmark) {
    let expected = KeyboardProperties(userInfo: willShowUserInfos()[(posts - 1) & 1])
    if parsedCount != posts || lastParsed != expected {
      benchmark.error("parsed \(parsedCount) of \(posts) will-shows, the last as \(String(describing: lastParsed))")
    }
  }
}

/// The 16 view controllers of ``KeyboardObserverScene`` in a bare `DelegateRegistry`, and the will-shows they hear,
/// parsed beforehand: what `KeyboardObserver` hands on, without the observer.
@MainActor private final class DelegateRegistryScene {
  private let registry = DelegateRegistry<any KeyboardObserverDelegate>()
  /// Passed to the delegate method; never started.
  private let observer = KeyboardObserver(notificationCenter: NotificationCenter())
  private let viewControllers: [KeyboardDelegateViewController]
  private let properties = willShowUserInfos().map(KeyboardProperties.init(userInfo:))

  init(viewControllerCount: Int) {
    viewControllers = (0..<viewControllerCount).map { _ in KeyboardDelegateViewController() }
    for viewController in viewControllers { registry.add(viewController) }
  }

  /// Broadcasts the will-shows alternately, as `measurePosts(into:_:)` posts them.
  func measureBroadcasts(_ benchmark: Benchmark) {
    let observer = observer
    benchmark.startMeasurement()
    for broadcast in benchmark.scaledIterations {
      let properties = properties[broadcast & 1]
      registry.broadcast { delegate in
        delegate.keyboardObserver(observer, keyboardWillShowWith: properties, interfaceOrientationWillChange: false)
      }
    }
    benchmark.stopMeasurement()
  }

  func check(broadcasts: Int, _ benchmark: Benchmark) {
    let lastHeight = properties[(broadcasts - 1) & 1].endFrame.height
    if let missed = viewControllers.first(where: {
      $0.willShowCount != broadcasts || $0.keyboard.bottomInset != lastHeight
    }) {
      benchmark.error("a view controller saw \(missed.willShowCount) of \(broadcasts) will-shows")
    }
  }
}

// MARK: - With NotificationCenter

/// 16 view controllers that each observe `NotificationCenter` and read the `userInfo` themselves.
@MainActor private final class NotificationCenterScene {
  let center = NotificationCenter()
  private let viewControllers: [NotificationObservingViewController]

  init(viewControllerCount: Int) {
    viewControllers = (0..<viewControllerCount).map { _ in NotificationObservingViewController() }
    for viewController in viewControllers { viewController.startObserving(center) }
  }

  func check(posts: Int, _ benchmark: Benchmark) {
    if let missed = viewControllers.first(where: { $0.willShowCount != posts }) {
      benchmark.error("a view controller saw \(missed.willShowCount) of \(posts) will-shows")
    }
  }
}

/// A view controller written the usual way, without a shared observer: a block observer of will-show that reads
/// the three values it needs straight out of `userInfo`.
@MainActor private final class NotificationObservingViewController {
  private(set) var keyboard = KeyboardLayout()
  private(set) var willShowCount = 0
  private var observation: NSObjectProtocol?

  func startObserving(_ center: NotificationCenter) {
    observation = center.addObserver(
      forName: KeyboardEvent.willShow.notificationName, object: nil, queue: nil
    ) { [weak self] notification in
      guard let userInfo = notification.userInfo,
        let endFrame = (userInfo["UIKeyboardFrameEndUserInfoKey"] as? NSValue)?.keyboardFrameValue,
        let duration = (userInfo["UIKeyboardAnimationDurationUserInfoKey"] as? NSNumber)?.doubleValue,
        let curve = (userInfo["UIKeyboardAnimationCurveUserInfoKey"] as? NSNumber)?.intValue
      else { return }
      let keyboard = KeyboardLayout(bottomInset: endFrame.height, animationDuration: duration, animationCurve: curve)
      // The block is not isolated, but UIKit posts keyboard notifications on the main thread.
      MainActor.assumeIsolated { self?.keyboardWillShow(keyboard) }
    }
  }

  private func keyboardWillShow(_ keyboard: KeyboardLayout) {
    self.keyboard = keyboard
    willShowCount += 1
  }
}

/// What both kinds of view controller keep from a will-show, so that both do the same work per notification.
private struct KeyboardLayout: Sendable {
  var bottomInset: CGFloat = 0
  var animationDuration: TimeInterval = 0
  var animationCurve = 0
}

extension NSValue {
  /// UIKit's `cgRectValue`, which Foundation outside Apple's platforms spells `rectValue`.
  fileprivate var keyboardFrameValue: CGRect { rectValue }

  /// UIKit's `NSValue(cgRect:)`, which Foundation outside Apple's platforms spells `NSValue(rect:)`.
  fileprivate static func rect(_ rect: CGRect) -> NSValue { NSValue(rect: rect) }

  /// UIKit's `NSValue(cgPoint:)`, which Foundation outside Apple's platforms spells `NSValue(point:)`.
  fileprivate static func point(_ point: CGPoint) -> NSValue { NSValue(point: point) }
}
