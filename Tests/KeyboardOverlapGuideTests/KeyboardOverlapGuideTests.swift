// Written on real UIKit API: run on an iOS simulator (scripts/test-on-simulator.sh), and on Linux against the UIKit
// stand-in (scripts/test-with-uikit-stub.sh), which computes a guide's `layoutFrame` from the guide's constraints to
// its view. The simulated keyboard's notifications carry its screen's bounds, so a window needs no screen of its
// own; a view controller's `additionalSafeAreaInsets` gives a view its safe area.
#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  import KeyboardSimulation
  import Testing
  import UIKit

  @testable import KeyboardAnimation
  @testable import KeyboardBroadcast

  /// `UIView.keyboardOverlapGuide`, followed through a simulated keyboard: one behaviour per test.
  @MainActor struct KeyboardOverlapGuideTests {
    let center = NotificationCenter()
    let observer: KeyboardObserver
    let animator = RecordingKeyboardAnimator()

    init() {
      observer = KeyboardObserver(notificationCenter: center)
      observer.animator = animator
      observer.start()
    }

    /// A window filling a screen of `device`'s size (or at `windowFrame` on it), holding a view that fills the
    /// window (or sits at `viewFrame` in it), whose guide follows the test's observer.
    func scene(
      _ device: KeyboardDevice = .iPhoneSE, window windowFrame: CGRect? = nil, view viewFrame: CGRect? = nil,
      in windowScene: UIWindowScene? = nil
    ) -> GuideScene {
      let screenBounds = CGRect(origin: .zero, size: device.screenSize)
      let window = UIWindow(frame: windowFrame ?? screenBounds)
      window.windowScene = windowScene
      let view = LayoutRecordingView(frame: viewFrame ?? window.bounds, animator: animator)
      view.keyboardOverlapGuide.observer = observer
      window.addSubview(view)
      view.layoutIfNeeded()
      return GuideScene(window: window, view: view)
    }

    func simulator(_ device: KeyboardDevice = .iPhoneSE) -> KeyboardSimulator {
      KeyboardSimulator(notificationCenter: center, device: device)
    }

    // MARK: Following the keyboard

    @Test func risesWithTheKeyboardInsideItsAnimation() {
      let scene = scene()
      simulator().show()
      #expect(scene.guide.layoutFrame == CGRect(x: 0, y: 407, width: 375, height: 260))
      #expect(animator.requests == [.animated(duration: 0.25, curve: .keyboard)])
      #expect(scene.view.layouts.last == Layout(height: 260, isAnimated: true))
    }

    @Test func fallsBackToTheBottomWithTheKeyboardsHide() {
      let scene = scene()
      let keyboard = simulator()
      keyboard.show()
      keyboard.hide()
      #expect(scene.guide.layoutFrame == CGRect(x: 0, y: 667, width: 375, height: 0))
      #expect(animator.requests.count == 2)
      #expect(scene.view.layouts.last == Layout(height: 0, isAnimated: true))
    }

    @Test func followsAChangeOfTheKeyboardsFrame() {
      let scene = scene()
      let keyboard = simulator()
      keyboard.show()
      keyboard.resize(to: 216)
      #expect(scene.guide.layoutFrame.height == 216)
      #expect(scene.view.layouts.last == Layout(height: 216, isAnimated: true))
    }

    @Test func followsTheInteractiveDragAtOnce() {
      let scene = scene()
      let keyboard = simulator()
      keyboard.show()
      keyboard.interactiveDrag(to: 0.5, steps: 2, reportingTo: observer)
      #expect(scene.guide.layoutFrame.height == 130)
      #expect(animator.requests.count == 1)  // The show's; each step moves at once.
      #expect(
        scene.view.layouts.suffix(2) == [
          Layout(height: 195, isAnimated: false), Layout(height: 130, isAnimated: false),
        ])
    }

    @Test func springsBackWithTheKeyboard() {
      let scene = scene()
      let keyboard = simulator()
      keyboard.show()
      keyboard.interactiveDrag(to: 0.5, reportingTo: observer)
      keyboard.springBack()
      #expect(scene.guide.layoutFrame.height == 260)
      #expect(scene.view.layouts.last == Layout(height: 260, isAnimated: true))
    }

    @Test func followsARotationAtOnceWithItsHidesHeldBack() {
      let scene = scene(.iPadPortrait)
      let keyboard = simulator(.iPadPortrait)
      keyboard.show()
      let animationsBefore = animator.requests.count
      let layoutsBefore = scene.view.layouts.count
      scene.turn(to: .iPadLandscape)
      keyboard.rotate(to: .iPadLandscape)
      let storm = scene.view.layouts.dropFirst(layoutsBefore)
      #expect(scene.guide.layoutFrame == CGRect(x: 0, y: 377, width: 1024, height: 391))
      #expect(!storm.isEmpty && storm.allSatisfy { $0.height > 0 && !$0.isAnimated })
      #expect(animator.requests.count == animationsBefore)
    }

    @Test func sitsOnAHardwareKeyboardsShortcutBar() {
      let scene = scene(.iPadPortrait)
      let keyboard = simulator(.iPadPortrait)
      keyboard.attachHardwareKeyboard()
      keyboard.show()
      #expect(scene.guide.layoutFrame == CGRect(x: 0, y: 969, width: 768, height: 55))
    }

    // MARK: Undocked and floating keyboards

    @Test func countsAnUndockedKeyboardAsHiddenByDefault() {
      let scene = scene(.iPadPortrait)
      let keyboard = simulator(.iPadPortrait)
      keyboard.show()
      keyboard.undock()
      #expect(scene.guide.layoutFrame == CGRect(x: 0, y: 1024, width: 768, height: 0))
    }

    @Test func becomesTheUndockedKeyboardWhenItFollowsUndockedKeyboards() {
      let scene = scene(.iPadPortrait)
      scene.guide.followsUndockedKeyboard = true
      let keyboard = simulator(.iPadPortrait)
      keyboard.show()
      keyboard.undock()
      #expect(scene.guide.layoutFrame == CGRect(x: 0, y: 355, width: 768, height: 313))
      keyboard.dock()
      #expect(scene.guide.layoutFrame == CGRect(x: 0, y: 711, width: 768, height: 313))
    }

    @Test func countsAFloatingKeyboardAsHiddenByDefault() {
      let scene = scene(.iPadPortrait)
      let keyboard = simulator(.iPadPortrait)
      keyboard.show()
      keyboard.float()
      #expect(scene.guide.layoutFrame.height == 0)
    }

    @Test func becomesTheFloatingKeyboardWithItsPositionAndWidthWhenItFollowsUndockedKeyboards() {
      let scene = scene(.iPadPortrait)
      scene.guide.followsUndockedKeyboard = true
      let keyboard = simulator(.iPadPortrait)
      keyboard.show()
      keyboard.float()
      #expect(scene.guide.layoutFrame == CGRect(x: 224, y: 385, width: 320, height: 254))
    }

    // MARK: Where the view sits

    @Test func coversOnlyTheCoveredPartOfAFormSheetThatEndsAboveTheScreensBottom() {
      // The sheet ends at 824 on the screen; the keyboard's top is at 711.
      let scene = scene(.iPadPortrait, view: CGRect(x: 134, y: 200, width: 500, height: 624))
      simulator(.iPadPortrait).show()
      #expect(scene.guide.layoutFrame == CGRect(x: 0, y: 511, width: 500, height: 113))
    }

    @Test func isAsWideAsASplitViewWindowOffsetOnItsScreen() {
      let scene = scene(.iPadLandscape, window: CGRect(x: 517, y: 0, width: 507, height: 768))
      simulator(.iPadLandscape).show()
      #expect(scene.guide.layoutFrame == CGRect(x: 0, y: 377, width: 507, height: 391))
    }

    @Test func measuresAStageManagerWindowWhereItSitsOnTheScreen() {
      // The window ends at 718 on the screen, 341 points below the keyboard's top (377).
      let scene = scene(.iPadLandscape, window: CGRect(x: 200, y: 40, width: 600, height: 678))
      simulator(.iPadLandscape).show()
      #expect(scene.guide.layoutFrame == CGRect(x: 0, y: 337, width: 600, height: 341))
    }

    @Test func takesOnlyTheFloatingKeyboardsPartOverASplitViewWindow() {
      // The floating keyboard spans 352...672 on the screen; the window starts at 517.
      let scene = scene(.iPadLandscape, window: CGRect(x: 517, y: 0, width: 507, height: 768))
      scene.guide.followsUndockedKeyboard = true
      let keyboard = simulator(.iPadLandscape)
      keyboard.show()
      keyboard.float()
      #expect(scene.guide.layoutFrame == CGRect(x: 0, y: 257, width: 155, height: 254))
    }

    // MARK: Windows

    @Test func aScreenPushedWhileTheKeyboardIsUpHasTheRightGuideAtItsFirstLayout() {
      let window = scene().window
      simulator().show()
      let requests = animator.requests.count
      let pushed = LayoutRecordingView(frame: window.bounds, animator: animator)
      pushed.keyboardOverlapGuide.observer = observer
      window.addSubview(pushed)
      pushed.layoutIfNeeded()
      #expect(pushed.layouts.map(\.height) == [260])
      #expect(animator.requests.count == requests)
    }

    @Test func aScreenLeavingItsWindowKeepsItsPlaceOverTheKeyboard() {
      let scene = scene()
      let keyboard = simulator()
      keyboard.show()
      scene.view.removeFromSuperview()
      keyboard.hide()
      #expect(scene.guide.layoutFrame.height == 260)
      #expect(observer.activeHandlerCount == 0)
    }

    @Test func measuresAgainWhenItsViewComesBackToAWindow() {
      let scene = scene()
      let keyboard = simulator()
      keyboard.show()
      scene.view.removeFromSuperview()
      keyboard.hide()
      scene.window.addSubview(scene.view)
      #expect(scene.guide.layoutFrame.height == 0)
      keyboard.show()
      #expect(scene.guide.layoutFrame.height == 260)
    }

    // MARK: A view that moves while the keyboard stands still

    @Test func aSheetUIKitMovesInTheKeyboardsAnimationIsLiftedOnce() async {
      // A sheet from y 100 to the bottom of an iPhone SE; UIKit lifts it 150 points as the keyboard shows.
      let scene = scene(view: CGRect(x: 0, y: 100, width: 375, height: 567))
      let keyboard = simulator()
      keyboard.systemLayout = { entry in
        if entry.event == .willShow { scene.view.frame.origin.y = -50 }
      }
      keyboard.show()
      await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
      // The sheet now ends at 517, 110 points below the keyboard's top (407): the guide covers only that.
      #expect(scene.guide.layoutFrame.height == 110)
    }

    @Test func measuresAgainWhenItsViewIsResizedLikeASheetChangingDetent() {
      let scene = scene(.iPadPortrait)
      simulator(.iPadPortrait).show()
      // The sheet's view now ends 100 points above the keyboard's top (711).
      scene.view.frame.size.height = 611
      scene.view.layoutIfNeeded()
      #expect(scene.guide.layoutFrame == CGRect(x: 0, y: 611, width: 768, height: 0))
    }

    @Test func measuresAgainWhenTheSafeAreaChangesWhileTheKeyboardIsDown() {
      let scene = scene(.iPhone11, insetBy: 0)
      let before = scene.guide.layoutFrame.height
      scene.controller?.additionalSafeAreaInsets.bottom += 34
      scene.window.layoutIfNeeded()
      #expect(scene.guide.layoutFrame.height == before + 34)
      #expect(scene.guide.layoutFrame.maxY == 896)
    }

    @Test func itsHiddenWatcherLeavesTheViewWithTheGuide() {
      let scene = scene()
      let watcher = scene.view.subviews.last
      #expect(watcher?.isHidden == true && watcher?.frame == scene.view.bounds)
      scene.view.removeLayoutGuide(scene.guide)
      #expect(scene.view.subviews.isEmpty)
    }

    // MARK: Settings

    @Test func sitsOnTheBottomSafeAreaWhileTheKeyboardIsDownByDefault() {
      let scene = scene(.iPhone11, insetBy: 34)
      let safeArea = scene.view.safeAreaInsets.bottom
      #expect(safeArea >= 34)
      #expect(scene.guide.layoutFrame == CGRect(x: 0, y: 896 - safeArea, width: 414, height: safeArea))
      simulator(.iPhone11).show()
      #expect(scene.guide.layoutFrame.height == 346)
    }

    @Test func reachesTheViewsBottomWithoutTheSafeAreaWhenToldTo() {
      let scene = scene(.iPhone11, insetBy: 34)
      scene.guide.usesBottomSafeArea = false
      #expect(scene.guide.layoutFrame == CGRect(x: 0, y: 896, width: 414, height: 0))
      simulator(.iPhone11).show()
      #expect(scene.guide.layoutFrame.height == 346)
    }

    /// A window filling a screen of `device`'s size, whose root view controller adds `bottomSafeArea` to the bottom
    /// of its view's safe area (on a simulator, to what the window already has).
    private func scene(_ device: KeyboardDevice, insetBy bottomSafeArea: CGFloat) -> GuideScene {
      let window = UIWindow(frame: CGRect(origin: .zero, size: device.screenSize))
      let controller = GuideViewController(animator: animator)
      controller.additionalSafeAreaInsets.bottom = bottomSafeArea
      window.rootViewController = controller
      window.isHidden = false
      controller.view.keyboardOverlapGuide.observer = observer
      window.layoutIfNeeded()
      return GuideScene(window: window, view: controller.recordingView, controller: controller)
    }

    @Test func aGuideAddedByTheAppIsTheOneTheViewGives() {
      let view = UIView()
      let guide = KeyboardOverlapGuide(observer: observer)
      view.addLayoutGuide(guide)
      #expect(view.keyboardOverlapGuide === guide)
      #expect(view.keyboardOverlapGuide === view.keyboardOverlapGuide)
      #expect(view.layoutGuides.count == 1)
    }

    @Test func sixteenGuidesFollowOneObserverAndLeaveItWithTheirViews() {
      let window = scene().window
      let views = (0..<16).map { _ in LayoutRecordingView(frame: window.bounds, animator: animator) }
      for view in views {
        view.keyboardOverlapGuide.observer = observer
        window.addSubview(view)
      }
      simulator().show()
      #expect(views.allSatisfy { $0.keyboardOverlapGuide.layoutFrame.height == 260 })
      #expect(observer.activeHandlerCount == 17)
      for view in views { view.removeFromSuperview() }
      #expect(observer.activeHandlerCount == 1)
    }

    @Test func anObserverOnlyItsGuideHoldsIsReleasedWithItsWindow() {
      weak var releasedView: UIView?
      weak var releasedObserver: KeyboardObserver?
      do {
        let ownObserver = KeyboardObserver(notificationCenter: center)
        ownObserver.start()
        let window = UIWindow(frame: CGRect(origin: .zero, size: KeyboardDevice.iPhoneSE.screenSize))
        let view = UIView(frame: window.bounds)
        view.keyboardOverlapGuide.observer = ownObserver
        window.addSubview(view)
        simulator().show()
        #expect(view.keyboardOverlapGuide.layoutFrame.height == 260)
        (releasedView, releasedObserver) = (view, ownObserver)
      }
      #expect(releasedView == nil)
      #expect(releasedObserver == nil)
    }

    // MARK: Bad input

    @Test func dropsToItsRestingPlaceWhenTheObserverStops() {
      let scene = scene(.iPhone11, insetBy: 34)
      simulator(.iPhone11).show()
      observer.stop()
      #expect(scene.guide.layoutFrame.height == scene.view.safeAreaInsets.bottom)
    }

    @Test func keepsAFiniteHeightAndEndsItsObservationOnceItsViewIsGone() {
      let guide = KeyboardOverlapGuide(observer: observer)
      do {
        let scene = scene()
        scene.view.addLayoutGuide(guide)
        simulator().show()
      }
      let keyboard = simulator()
      keyboard.show()
      keyboard.hide()
      #expect(guide.owningView == nil)
      #expect(guide.constraintsToView.allSatisfy { $0.constant.isFinite && $0.constant >= 0 })
      #expect(observer.activeHandlerCount == 0)
    }

    @Test func restsAtTheBottomOfAViewInNoWindow() {
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      view.keyboardOverlapGuide.observer = observer
      simulator().show()
      #expect(view.keyboardOverlapGuide.layoutFrame == CGRect(x: 0, y: 667, width: 375, height: 0))
      #expect(observer.activeHandlerCount == 0)
    }

    @Test func neverGivesAutoLayoutANonFiniteConstant() {
      let scene = scene(.iPadPortrait)
      scene.guide.followsUndockedKeyboard = true
      scene.view.frame = CGRect(x: CGFloat.nan, y: -.infinity, width: .infinity, height: .nan)
      let keyboard = simulator(.iPadPortrait)
      keyboard.show()
      keyboard.float()
      keyboard.dock()
      keyboard.hide()
      scene.view.removeFromSuperview()
      scene.window.addSubview(scene.view)
      scene.view.layoutIfNeeded()
      for constant in scene.view.layouts.map(\.height) + [scene.guide.layoutFrame.height] {
        #expect(constant.isFinite && constant >= 0)
      }
      for constraint in scene.guide.constraintsToView {
        #expect(constraint.constant.isFinite)
      }
    }

    @Test func neverGivesAutoLayoutANonFiniteConstantForANonFiniteKeyboardFrame() {
      let scene = scene()
      scene.guide.followsUndockedKeyboard = true
      let huge = CGRect(x: 0, y: 300, width: CGFloat.infinity, height: .infinity)
      let properties = KeyboardProperties(beginFrame: huge, endFrame: huge, animationDuration: 0.25)
      center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: properties.userInfo)
      for constraint in scene.guide.constraintsToView {
        #expect(constraint.constant.isFinite)
      }
    }
  }

  /// One layout pass of a ``LayoutRecordingView``: its guide's height then, and whether it ran animated.
  struct Layout: Equatable {
    var height: CGFloat
    var isAnimated: Bool
  }

  /// A view that records, at each layout, its guide's height and whether the layout ran in an animation.
  @MainActor final class LayoutRecordingView: UIView {
    private(set) var layouts: [Layout] = []
    private let animator: RecordingKeyboardAnimator

    init(frame: CGRect, animator: RecordingKeyboardAnimator) {
      self.animator = animator
      super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
      super.layoutSubviews()
      layouts.append(
        Layout(height: keyboardOverlapGuide.layoutFrame.height, isAnimated: !animator.isPerformingWithoutAnimation))
    }
  }

  /// A view controller whose view records its layouts.
  @MainActor final class GuideViewController: UIViewController {
    let recordingView: LayoutRecordingView

    init(animator: RecordingKeyboardAnimator) {
      recordingView = LayoutRecordingView(frame: .zero, animator: animator)
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
      view = recordingView
    }
  }

  /// A window, holding a view with a guide, and the view's controller when it has one.
  @MainActor struct GuideScene {
    let window: UIWindow
    let view: LayoutRecordingView
    var controller: GuideViewController?
    var guide: KeyboardOverlapGuide { view.keyboardOverlapGuide }

    init(window: UIWindow, view: LayoutRecordingView, controller: GuideViewController? = nil) {
      (self.window, self.view, self.controller) = (window, view, controller)
    }

    /// Turns the window and the view to `device`'s size, as the interface does before the keyboard's rotation storm
    /// arrives; the simulated keyboard's notifications turn the screen.
    func turn(to device: KeyboardDevice) {
      let bounds = CGRect(origin: .zero, size: device.screenSize)
      window.frame = bounds
      view.frame = bounds
    }
  }
#endif
