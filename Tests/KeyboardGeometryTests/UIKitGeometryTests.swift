// Written on real UIKit API: run on an iOS simulator (scripts/test-on-simulator.sh), and on Linux against the UIKit
// stand-in (scripts/test-with-uikit-stub.sh). Windows are on the main screen, the only one a unit test has; the
// keyboard is judged against the screen bounds each test gives. UIKitGeometryStandInTests holds the few that need a
// second screen.
#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  import KeyboardTestSupport
  import Testing
  import UIKit

  @_spi(Tools) @testable import KeyboardBroadcast

  #if canImport(Combine)
    import Combine
  #endif

  extension KeyboardProperties {
    /// How much of `view` a keyboard shown with these properties on a screen with `screenBounds` covers, measured
    /// as the observer measures a view.
    @MainActor func overlap(with view: UIView, screenBounds: CGRect, on screen: UIScreen? = nil) -> CGFloat {
      KeyboardSnapshot(
        properties: self, isShown: true, isInterfaceOrientationChanging: false, screenBounds: screenBounds,
        isHiddenByHide: false
      ).overlap(with: view, on: screen)
    }
  }

  /// Views in windows, built the way an app's hierarchy is.
  @MainActor enum Scene {
    /// A window at `frame` in its screen's coordinates, holding one content view that fills it.
    static func window(_ frame: CGRect) -> (window: UIWindow, content: UIView) {
      let window = UIWindow(frame: frame)
      let content = UIView(frame: window.bounds)
      window.addSubview(content)
      return (window, content)
    }
  }

  @MainActor struct UIViewOverlapTests {
    /// P04: iPhone 6/7/8 portrait, the keyboard docked at y 451, 216 points high.
    static let p04Docked = KeyboardProperties(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216))
    /// P50: iPad landscape, the keyboard docked at y 377, 391 points high.
    static let p50Docked = KeyboardProperties(endFrame: Frame.iPadLandscapeDocked)

    @Test func aViewFillingAFullScreenWindowIsCoveredByTheWholeKeyboard() {
      let screen = Screen.iPhone47Inch
      let (window, content) = Scene.window(Screen.iPhone47Inch)

      withExtendedLifetime(window) { #expect(Self.p04Docked.overlap(with: content, screenBounds: screen) == 216) }
    }

    @Test func aSplitViewWindowOnTheRightIsCoveredByTheKeyboardAcrossBothApps() {
      let screen = Screen.iPadLandscape
      let (window, content) = Scene.window(CGRect(x: 517, y: 0, width: 507, height: 768))

      withExtendedLifetime(window) { #expect(Self.p50Docked.overlap(with: content, screenBounds: screen) == 391) }
    }

    @Test func aStageManagerWindowIsMeasuredWhereItSitsOnTheScreen() {
      // Narrower than the keyboard and ending 50 points above the screen's bottom edge: the keyboard's top (377)
      // is 341 points above the window's bottom (718). The window's own bounds would give 301.
      let screen = Screen.iPadLandscape
      let (window, content) = Scene.window(CGRect(x: 200, y: 40, width: 600, height: 678))

      withExtendedLifetime(window) { #expect(Self.p50Docked.overlap(with: content, screenBounds: screen) == 341) }
    }

    @Test func aViewInsideAStageManagerWindowAddsItsOwnOffsetToTheWindows() {
      // The view spans 300...600 in the window, so 340...640 on the screen: 263 points below the keyboard's top.
      let screen = Screen.iPadLandscape
      let (window, content) = Scene.window(CGRect(x: 200, y: 40, width: 600, height: 678))
      let field = UIView(frame: CGRect(x: 20, y: 300, width: 560, height: 300))
      content.addSubview(field)

      withExtendedLifetime(window) { #expect(Self.p50Docked.overlap(with: field, screenBounds: screen) == 263) }
    }

    @Test func aViewInAScrolledContainerIsMeasuredWhereItIsShown() {
      // The container starts at y 100 and is scrolled by 200, so a view at y 450 in its content is shown at
      // 100 + 450 - 200 = 350 and ends at 550: 99 points below the keyboard's top (451). Without the scroll offset
      // it would be wholly behind the keyboard (200); without the container's offset, wholly above it (0).
      let screen = Screen.iPhone47Inch
      let (window, content) = Scene.window(Screen.iPhone47Inch)
      let scrollView = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 500))
      scrollView.bounds.origin.y = 200
      let row = UIView(frame: CGRect(x: 0, y: 450, width: 375, height: 200))
      content.addSubview(scrollView)
      scrollView.addSubview(row)

      withExtendedLifetime(window) { #expect(Self.p04Docked.overlap(with: row, screenBounds: screen) == 99) }
    }

    @Test func aViewInNoWindowIsNotCovered() {
      let view = UIView(frame: Screen.iPhone47Inch)

      #expect(Self.p04Docked.overlap(with: view, screenBounds: Screen.iPhone47Inch) == 0)
    }

    @Test func anUndockedKeyboardCoversNothing() {
      let screen = Screen.iPadPortrait
      let (window, content) = Scene.window(Screen.iPadPortrait)
      let undocked = KeyboardProperties(endFrame: Frame.iPadPortraitUndockedNegativeY)

      withExtendedLifetime(window) { #expect(undocked.overlap(with: content, screenBounds: screen) == 0) }
    }

    @Test func theShortcutBarCoversAViewByItsVisibleStrip() {
      let screen = Screen.iPadPortrait
      let (window, content) = Scene.window(Screen.iPadPortrait)
      let shortcutBar = KeyboardProperties(endFrame: Frame.iPadPortraitShortcutBar)

      withExtendedLifetime(window) { #expect(shortcutBar.overlap(with: content, screenBounds: screen) == 55) }
    }

    @Test func aKeyboardOnTheViewsOwnScreenCoversIt() {
      let (window, content) = Scene.window(Screen.iPadPortrait)
      let docked = KeyboardProperties(endFrame: Frame.iPadPortraitDocked)

      withExtendedLifetime(window) {
        #expect(docked.overlap(with: content, screenBounds: Screen.iPadPortrait, on: UIScreen.main) == 264)
      }
    }
  }

  /// Writes down which screen the observer had each time a show or hide reached it, by identity, so that it keeps
  /// no screen alive.
  @MainActor final class ScreenRecordingDelegate: KeyboardObserverDelegate {
    private(set) var screens: [ObjectIdentifier?] = []

    func keyboardObserver(
      _ observer: KeyboardObserver, keyboardWillShowWith properties: KeyboardProperties,
      interfaceOrientationWillChange: Bool
    ) { screens.append(observer.keyboardScreen.map(ObjectIdentifier.init)) }

    func keyboardObserver(_ observer: KeyboardObserver, keyboardWillHideWith properties: KeyboardProperties) {
      screens.append(observer.keyboardScreen.map(ObjectIdentifier.init))
    }
  }

  @MainActor struct KeyboardScreenTests {
    let harness = ObserverHarness()
    let delegate = ScreenRecordingDelegate()
    /// The screen a unit test's windows are on.
    let screen = UIScreen.main
    var observer: KeyboardObserver { harness.observer }

    init() {
      harness.observer.addDelegate(delegate)
    }

    /// Posts a notification as iOS 16.1 and later do, with `object` as its object.
    func post(_ event: KeyboardEvent, endFrame: CGRect = UIViewOverlapTests.p04Docked.endFrame, object: Any?) {
      harness.post(event, KeyboardProperties(endFrame: endFrame).userInfo, object: object)
    }

    @Test func theObserverKeepsTheScreenANotificationCarries() {
      post(.willShow, object: screen)

      #expect(observer.keyboardScreen === screen)
    }

    @Test func delegatesReadTheScreenOfTheNotificationTheyAreCalledFor() {
      let hidden = UIViewOverlapTests.p04Docked.endFrame.below(Screen.iPhone47Inch)

      post(.willShow, object: screen)
      post(.willHide, endFrame: hidden, object: nil)

      #expect(delegate.screens == [ObjectIdentifier(screen), nil])
    }

    @Test func anObjectThatIsNotAScreenGivesNoScreen() {
      let sender = NSObject()

      post(.willShow, object: sender)

      #expect(observer.keyboardScreen == nil)
      #expect(delegate.screens.count == 1)
    }

    @Test func aNotificationWithoutAScreenReplacesTheLastOne() {
      post(.willShow, object: screen)
      post(.didShow, object: nil)

      #expect(observer.keyboardScreen == nil)
    }

    @Test func aRepeatedNotificationThatReachesNoDelegateStillUpdatesTheScreen() {
      post(.willShow, object: nil)
      post(.willShow, object: screen)

      #expect(delegate.screens.count == 1)
      #expect(observer.keyboardScreen === screen)
    }

    @Test func stopForgetsTheScreen() {
      post(.willShow, object: screen)

      observer.stop()

      #expect(observer.keyboardScreen == nil)
    }
  }

  /// The screen the observer judges keyboard frames against when the app sets none.
  @MainActor struct AutomaticScreenBoundsTests {
    let keyboard = KeyboardScreenTests()

    @Test func withoutAScreenInTheNotificationsItIsTheMainScreen() {
      keyboard.post(.willShow, object: nil)
      #expect(keyboard.observer.screenBounds == UIScreen.main.bounds)
    }

    @Test func boundsTheAppSetsComeFirstUntilItSetsNil() {
      keyboard.observer.screenBounds = Screen.iPadPortrait
      keyboard.post(.willShow, object: keyboard.screen)
      #expect(keyboard.observer.screenBounds == Screen.iPadPortrait)
      keyboard.observer.screenBounds = nil
      #expect(keyboard.observer.screenBounds == UIScreen.main.bounds)
    }
  }

  /// `KeyboardObserver.overlap(with:)` and the observations of a view, the keyboard judged against a 4.7-inch
  /// iPhone's screen.
  @MainActor struct ObserverViewOverlapTests {
    let keyboard = KeyboardScreenTests()
    private let hidden = UIViewOverlapTests.p04Docked.endFrame.below(Screen.iPhone47Inch)

    init() {
      keyboard.observer.screenBounds = Screen.iPhone47Inch
    }

    @Test func aViewInAWindowIsCoveredByTheShownKeyboard() {
      let (window, content) = Scene.window(Screen.iPhone47Inch)
      keyboard.post(.willShow, object: keyboard.screen)
      withExtendedLifetime(window) { #expect(keyboard.observer.overlap(with: content) == 216) }
    }

    @Test func aViewInNoWindowIsNotCovered() {
      keyboard.post(.willShow, object: keyboard.screen)
      #expect(keyboard.observer.overlap(with: UIView(frame: Screen.iPhone47Inch)) == 0)
    }

    @Test func anObservationFollowsTheViewsOverlap() {
      let (window, content) = Scene.window(Screen.iPhone47Inch)
      var heights: [CGFloat] = []
      let observation = keyboard.observer.observeOverlap(with: content) { heights.append($0.height) }
      keyboard.post(.willShow, object: keyboard.screen)
      keyboard.post(.willHide, endFrame: hidden, object: keyboard.screen)
      #expect(heights == [0, 216, 0])
      withExtendedLifetime((window, observation)) {}
    }

    @Test func anObservationDoesNotKeepItsViewAliveAndEndsOnceItIsGone() {
      weak var released: UIView?
      var count = 0
      let observation: KeyboardObservation
      do {
        let view = UIView(frame: Screen.iPhone47Inch)
        released = view
        observation = keyboard.observer.observeOverlap(with: view) { _ in count += 1 }
      }
      #expect(released == nil)
      keyboard.post(.willShow, object: keyboard.screen)
      #expect(observation.isCancelled)
      #expect(count == 1)
    }

    @Test func midRotationAViewIsCoveredAsTheLastShowLeftIt() {
      // The notifications carry the screen's bounds, as the simulator's do; the app sets none.
      keyboard.observer.screenBounds = nil
      let portrait = SimulatedScreen(bounds: Screen.iPhone47Inch)
      let (window, content) = Scene.window(Screen.iPhone47Inch)
      keyboard.post(.willShow, object: portrait)
      var heights: [CGFloat] = []
      let observation = keyboard.observer.observeOverlap(with: content) { heights.append($0.height) }
      keyboard.observer.interfaceOrientationWillChange()
      // The screen turns before the rotation's hide and show arrive, and before the view is resized.
      let landscape = portrait.turned(to: CGRect(x: 0, y: 0, width: 667, height: 375))
      keyboard.post(.willChangeFrame, endFrame: hidden, object: landscape)
      keyboard.post(.willHide, endFrame: hidden, object: landscape)
      #expect(keyboard.observer.overlap(with: content) == 216)
      #expect(keyboard.observer.overlap(with: content) == keyboard.observer.snapshot.overlap(with: Screen.iPhone47Inch))
      #expect(heights == [216])
      withExtendedLifetime((window, observation)) {}
    }

    @Test func screenBoundsTheAppSetsJudgeAViewAsTheyJudgeARectangle() {
      // As before iOS 16.1, the notifications name no screen; the window is on the main screen, whatever its size,
      // and the app says that the keyboard's screen is 375 by 667.
      let (window, content) = Scene.window(Screen.iPhone47Inch)
      keyboard.post(.willShow, object: nil)
      withExtendedLifetime(window) {
        #expect(
          keyboard.observer.overlap(with: content) == keyboard.observer.snapshot.overlap(with: Screen.iPhone47Inch))
        #expect(keyboard.observer.overlap(with: content) == 216)
      }
    }

    @Test func aViewIsNotCoveredAfterStop() {
      let (window, content) = Scene.window(Screen.iPhone47Inch)
      keyboard.post(.willShow, object: keyboard.screen)
      keyboard.observer.stop()
      withExtendedLifetime(window) { #expect(keyboard.observer.overlap(with: content) == 0) }
    }

    @Test(arguments: [
      CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan),
      CGRect(x: 0, y: 500, width: 375, height: CGFloat.nan),
      CGRect(x: 0, y: 600, width: 0, height: 0),
      CGRect(x: 0, y: 600, width: 375, height: 0),
    ])
    func aViewWithNaNOrZeroSizeGetsAFiniteOverlap(_ frame: CGRect) {
      let (window, content) = Scene.window(Screen.iPhone47Inch)
      let view = UIView(frame: frame)
      content.addSubview(view)
      keyboard.post(.willShow, object: keyboard.screen)
      let overlap = keyboard.observer.overlap(with: view)
      #expect(overlap.isFinite)
      #expect(overlap >= 0)
      #expect(overlap <= (frame.height.isNaN ? 0 : frame.height))
      withExtendedLifetime(window) {}
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.timeLimit(.minutes(5))) func aStreamOfAViewNeverKeepsItAliveAndEndsAtTheNextChange() async {
      weak var released: UIView?
      let listening = keyboard.observer.activeHandlerCount
      let stream: AsyncStream<KeyboardOverlap>
      do {
        let view = UIView(frame: Screen.iPhone47Inch)
        released = view
        stream = keyboard.observer.overlaps(with: view)
      }
      #expect(released == nil)
      // Nothing watches the view itself: the stream learns that it is gone when it measures it at the next change.
      #expect(keyboard.observer.activeHandlerCount == listening + 1)
      keyboard.post(.willShow, object: keyboard.screen)
      #expect(keyboard.observer.activeHandlerCount == listening)
      var count = 0
      for await _ in stream { count += 1 }
      #expect(count == 1)
    }

    #if canImport(Combine)
      @Test func aPublisherOfAViewStartsWithItsOverlap() {
        let (window, content) = Scene.window(Screen.iPhone47Inch)
        keyboard.post(.willShow, object: keyboard.screen)
        var heights: [CGFloat] = []
        let subscription = keyboard.observer.overlapPublisher(with: content).sink { heights.append($0.height) }
        #expect(heights == [216])
        withExtendedLifetime((window, subscription)) {}
      }

      @Test func aPublisherOfAViewNeverKeepsItAliveAndFinishesAtTheNextChange() {
        weak var released: UIView?
        var heights: [CGFloat] = []
        var isFinished = false
        let subscription: AnyCancellable
        do {
          let view = UIView(frame: Screen.iPhone47Inch)
          released = view
          subscription = keyboard.observer.overlapPublisher(with: view).sink(
            receiveCompletion: { _ in isFinished = true }, receiveValue: { heights.append($0.height) })
        }
        #expect(released == nil)
        #expect(!isFinished)
        keyboard.post(.willShow, object: keyboard.screen)
        #expect(isFinished)
        #expect(heights == [0])
        withExtendedLifetime(subscription) {}
      }
    #endif
  }
#endif
