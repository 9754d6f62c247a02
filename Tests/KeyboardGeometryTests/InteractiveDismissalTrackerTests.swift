// Written on real UIKit API: run on an iOS simulator (scripts/test-on-simulator.sh), and on Linux against the UIKit
// stand-in (scripts/test-with-uikit-stub.sh). A unit test cannot make touches, so it hands the tracker the finger's
// place as the window's recognizer does, and holds the scroll view's pan in the state UIKit would put it in.
// InteractiveDismissalStandInTests holds the few that need the stand-in's touches or scenes.
#if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)
  import Foundation
  import KeyboardTestSupport
  import Testing
  import UIKit

  @testable import KeyboardBroadcast

  /// The tracker every started observer runs where UIKit exists: the keyboard follows a finger that drags a scroll
  /// view whose `keyboardDismissMode` is interactive, with no app code.
  @MainActor struct InteractiveDismissalTrackerTests {
    let center = NotificationCenter()
    let observer: KeyboardObserver
    let delegate = RecordingDelegate()
    let window = UIWindow(frame: Screen.iPhone47Inch)
    let root = UIViewController()
    let list = UIScrollView(frame: Screen.iPhone47Inch)
    /// Where UIKit's pan recognizer of any scroll view stands, as the tracker reads it.
    let pan = HeldPan()
    let field = UITextField(frame: CGRect(x: 0, y: 620, width: 375, height: 44))
    /// P04: the keyboard shown, 216 points high at y 451, and hidden.
    static let shown = KeyboardProperties(
      beginFrame: CGRect(x: 0, y: 667, width: 375, height: 216), endFrame: CGRect(x: 0, y: 451, width: 375, height: 216)
    )
    static let hidden = KeyboardProperties(
      beginFrame: CGRect(x: 0, y: 451, width: 375, height: 216), endFrame: CGRect(x: 0, y: 667, width: 375, height: 216)
    )

    init() {
      observer = KeyboardObserver(notificationCenter: center)
      observer.screenBounds = Screen.iPhone47Inch
      observer.start()
      observer.addDelegate(delegate)
      window.rootViewController = root
      window.isHidden = false
      root.view.frame = window.bounds
      root.view.addSubview(list)
      root.view.addSubview(field)
      list.keyboardDismissMode = .interactive
      observer.appWindows?.panState = { [pan] _ in pan.state }
    }

    var tracker: AppWindowTracker? { observer.appWindows }
    var recognizers: [UIGestureRecognizer] { window.gestureRecognizers?.filter { $0 is KeyboardDragRecognizer } ?? [] }
    var overlap: CGFloat { observer.snapshot.overlap(with: Screen.iPhone47Inch) }

    /// The text field begins editing and the keyboard shows.
    func beginEditing() {
      center.post(name: UITextField.textDidBeginEditingNotification, object: field)
      post(.willShow, Self.shown)
    }

    func post(_ event: KeyboardEvent, _ properties: KeyboardProperties) {
      center.post(name: event.notificationName, object: nil, userInfo: properties.userInfo)
    }

    /// A finger drags `scrollView` through each height in `ys`, in the window's coordinates, with its pan begun.
    func drag(through ys: [CGFloat]) {
      for (step, y) in ys.enumerated() {
        pan.state = step == 0 ? .began : .changed
        tracker?.finger(on: list, movedTo: CGPoint(x: 100, y: y))
      }
    }

    func lift() {
      pan.state = .ended
      tracker?.fingerLifted()
    }

    @Test func theTestsWindowHoldsItsViews() {
      #expect(field.window === window)
      #expect(list.window === window)
    }

    // MARK: Windows

    @Test func editingAddsOneRecognizerToTheWindowThatNeverCancelsItsTouches() {
      beginEditing()
      beginEditing()
      #expect(recognizers.count == 1)
      #expect(recognizers.first?.cancelsTouchesInView == false)
    }

    @Test func aWindowIsFollowedOnceItBecomesKeyBeforeAnythingIsEdited() {
      center.post(name: UIWindow.didBecomeKeyNotification, object: window)
      #expect(recognizers.count == 1)
      if #available(iOS 17, *) { #expect(tracker?.exactTopProbes.count == 1) }
    }

    @Test func aRootViewThatScrollsGetsNoProbe() {
      let scrolling = UIViewController()
      scrolling.view = UIScrollView(frame: window.bounds)
      window.rootViewController = scrolling
      center.post(name: UIWindow.didBecomeKeyNotification, object: window)
      #expect(recognizers.count == 1)
      #expect(tracker?.exactTopProbes.isEmpty == true)
    }

    @Test func aRootViewOutOfItsWindowGetsNoProbe() {
      root.view.removeFromSuperview()
      center.post(name: UIWindow.didBecomeKeyNotification, object: window)
      #expect(tracker?.exactTopProbes.isEmpty == true)
    }

    @Test func aWindowIsFollowedOnceTheObserverFollowsAViewInIt() {
      let observation = observer.observeOverlap(with: list) { _ in }
      #expect(recognizers.count == 1)
      withExtendedLifetime(observation) {}
    }

    @Test func aWindowWithoutARootViewControllerIsLeftAlone() {
      let bare = UIWindow(frame: Screen.iPhone47Inch)
      center.post(name: UIWindow.didBecomeKeyNotification, object: bare)
      #expect(bare.gestureRecognizers?.isEmpty ?? true)
      #expect(bare.subviews.isEmpty)
    }

    @Test func aWindowAboveTheNormalLevelIsLeftAlone() {
      window.windowLevel = .alert
      beginEditing()
      #expect(recognizers.isEmpty)
      #expect(tracker?.exactTopProbes.isEmpty == true)
    }

    @Test func stoppingTheObserverTakesTheRecognizerOut() {
      beginEditing()
      observer.stop()
      #expect(recognizers.isEmpty)
    }

    @Test func aGoneObserverTakesItsTrackerWithIt() {
      weak var goneTracker: AppWindowTracker?
      do {
        let gone = KeyboardObserver(notificationCenter: center)
        gone.start()
        goneTracker = gone.appWindows
        beginEditing()
        #expect(goneTracker != nil)
      }
      #expect(goneTracker == nil)
    }

    // MARK: Following the finger

    @Test func aDragOfAnInteractiveListMovesTheKeyboardWithTheFinger() {
      beginEditing()
      drag(through: [400, 520, 600])
      #expect(observer.snapshot.properties?.endFrame.minY == 600)
      #expect(overlap == 67)
    }

    @Test func aFingerAboveTheKeyboardLeavesItWhereItRests() {
      beginEditing()
      drag(through: [300, 400])
      #expect(overlap == 216)
      #expect(delegate.events == [.willShow])
    }

    @Test func theFingerIsMeasuredOnTheScreenNotInTheWindow() {
      // A window 100 points down the screen, as in a sheet.
      window.frame = CGRect(x: 0, y: 100, width: 375, height: 567)
      beginEditing()
      drag(through: [450])
      #expect(observer.snapshot.properties?.endFrame.minY == 550)
    }

    @available(iOS 16, *)
    @Test func interactiveWithAccessoryIsFollowedToo() {
      list.keyboardDismissMode = .interactiveWithAccessory
      beginEditing()
      drag(through: [520])
      #expect(overlap == 147)
    }

    @Test(arguments: [UIScrollView.KeyboardDismissMode.none, .onDrag])
    func aListThatDoesNotDismissInteractivelyIsNotFollowed(_ mode: UIScrollView.KeyboardDismissMode) {
      list.keyboardDismissMode = mode
      beginEditing()
      drag(through: [520])
      #expect(overlap == 216)
    }

    @Test func aPanThatNeverBeginsIsNotFollowed() {
      beginEditing()
      tracker?.finger(on: list, movedTo: CGPoint(x: 100, y: 520))
      #expect(overlap == 216)
    }

    @Test func aListWithScrollingTurnedOffIsNotFollowed() {
      list.isScrollEnabled = false
      beginEditing()
      drag(through: [520])
      #expect(overlap == 216)
    }

    @Test func aPanThatIsCancelledEndsTheDrag() {
      beginEditing()
      drag(through: [520])
      pan.state = .cancelled
      tracker?.finger(on: list, movedTo: CGPoint(x: 100, y: 600))
      #expect(overlap == 147)
      #expect(observer.dragDeadline != nil)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.timeLimit(.minutes(1))) func aLiftThatNoNotificationFollowsReturnsTheKeyboardToRest() async throws {
      observer.dragSettleDelay = 0.01
      beginEditing()
      drag(through: [520])
      lift()
      #expect(overlap == 147)
      for _ in 0..<500 where overlap != 216 { try await Task.sleep(nanoseconds: 2_000_000) }
      #expect(overlap == 216)
      #expect(observer.snapshot.properties?.endFrame == Self.shown.endFrame)
      #expect(delegate.interactiveMoves.map(\.endFrame.minY) == [520, 451])
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.timeLimit(.minutes(1))) func aLiftThatAHideFollowsIsNotUndoneLater() async throws {
      observer.dragSettleDelay = 0.01
      beginEditing()
      drag(through: [520])
      lift()
      post(.willHide, Self.hidden)
      try await Task.sleep(nanoseconds: 50_000_000)
      #expect(!observer.snapshot.isShown)
      #expect(delegate.events.last == .willHide)
    }

    // MARK: UIKit's keyboard layout guide, from iOS 17

    /// The probe laid out where the guide puts the keyboard's top, `y` on the screen (the window's top is the
    /// screen's here), as UIKit does each time the guide moves.
    func guideMoves(toTop y: CGFloat) async {
      guard let probe = tracker?.exactTopProbes.first else { return }
      probe.frame = CGRect(x: 0, y: y, width: 0, height: window.bounds.height - y)
      probe.layoutSubviews()
      // The tracker hears of it on the next turn of the main queue, outside UIKit's layout pass.
      await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
    }

    @available(iOS 17, *)
    @Test func aHiddenHostInTheRootViewCarriesTheProbeOnItsOwnGuideWithoutTheSafeArea() {
      beginEditing()
      let probes = tracker?.exactTopProbes ?? []
      let host = probes.first?.superview
      #expect(probes.count == 1)
      #expect(host?.superview === root.view)
      #expect(host?.isHidden == true)
      #expect(host?.keyboardLayoutGuide.usesBottomSafeArea == false)
    }

    @available(iOS 17, *)
    @Test(.timeLimit(.minutes(1))) func theProbeMovesToANewRootView() async throws {
      beginEditing()
      let next = UIViewController()
      window.rootViewController = next
      next.view.frame = window.bounds
      for _ in 0..<500 where tracker?.exactTopProbes.first?.superview?.superview !== next.view {
        try await Task.sleep(nanoseconds: 2_000_000)
      }
      #expect(tracker?.exactTopProbes.first?.superview?.superview === next.view)
      #expect(tracker?.exactTopProbes.count == 1)
    }

    @Test func onceTheGuideCatchesUpItIsTheDragsOnlySource() async {
      beginEditing()
      await guideMoves(toTop: 451)
      drag(through: [520])
      await guideMoves(toTop: 530)
      drag(through: [540, 560])
      #expect(observer.snapshot.properties?.endFrame.minY == 530)
      await guideMoves(toTop: 550)
      #expect(observer.snapshot.properties?.endFrame.minY == 550)
    }

    @Test func theGuideMovingWithNoFingerOnAListChangesNothing() async {
      beginEditing()
      await guideMoves(toTop: 530)
      #expect(overlap == 216)
    }

    @Test func theGuideIsNotFollowedOnceTheFingerLifts() async {
      beginEditing()
      drag(through: [520])
      lift()
      await guideMoves(toTop: 600)
      #expect(observer.snapshot.properties?.endFrame.minY == 520)
    }

    @Test func theAccessoryTheGuideLeavesOutWhileDraggingIsAddedBack() async {
      // At rest the guide's top is the accessory's; once a drag moves it, the keyboard's own, 44 points lower.
      field.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
      beginEditing()
      await guideMoves(toTop: 451)
      drag(through: [460])
      await guideMoves(toTop: 495)
      #expect(observer.snapshot.properties?.endFrame.minY == 460)
      await guideMoves(toTop: 545)
      #expect(observer.snapshot.properties?.endFrame.minY == 501)
    }

    @Test func stoppingTheObserverTakesTheProbeOut() {
      beginEditing()
      let probe = tracker?.exactTopProbes.first
      observer.stop()
      #expect(probe?.window == nil)
    }

    @Test func theRecognizerFindsTheInteractiveScrollViewAboveTheTouchedView() {
      let cell = UIView(frame: CGRect(x: 0, y: 300, width: 375, height: 44))
      list.addSubview(cell)
      #expect(KeyboardDragRecognizer.scrollView(under: cell) === list)
      #expect(KeyboardDragRecognizer.scrollView(under: field) == nil)
      list.keyboardDismissMode = .onDrag
      #expect(KeyboardDragRecognizer.scrollView(under: cell) == nil)
    }
  }
#endif
