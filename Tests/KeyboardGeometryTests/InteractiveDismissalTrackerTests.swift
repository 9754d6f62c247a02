// Linux only: it plays UIKit's part with the stand-in's own API (touches, events, screens), which Apple's UIKit does
// not have.
#if canImport(UIKit) && os(Linux)
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
    let screen = UIScreen(bounds: Screen.iPhone47Inch)
    let window = UIWindow(frame: Screen.iPhone47Inch)
    let list = UIScrollView(frame: Screen.iPhone47Inch)
    let cell = UIView(frame: CGRect(x: 0, y: 300, width: 375, height: 44))
    let field = UITextField(frame: CGRect(x: 0, y: 620, width: 375, height: 44))

    init() {
      observer = KeyboardObserver(notificationCenter: center)
      observer.start()
      window.screen = screen
      window.addSubview(list)
      list.addSubview(cell)
      window.addSubview(field)
      list.keyboardDismissMode = .interactive
    }

    /// The text field begins editing and the keyboard shows: P04, 216 points at y 451.
    private func beginEditing() {
      center.post(name: UITextField.textDidBeginEditingNotification, object: field)
      let shown = KeyboardProperties(
        beginFrame: CGRect(x: 0, y: 667, width: 375, height: 216),
        endFrame: CGRect(x: 0, y: 451, width: 375, height: 216))
      center.post(name: KeyboardEvent.willShow.notificationName, object: screen, userInfo: shown.userInfo)
    }

    private var recognizer: UIGestureRecognizer? {
      window.gestureRecognizers?.first { $0 is KeyboardDragRecognizer }
    }

    /// A finger that lands on `view` and moves to each height in `ys`, in the window's coordinates.
    private func drag(
      _ view: UIView, through ys: [CGFloat], fingers: Int = 1, with recognizer: UIGestureRecognizer? = nil
    ) {
      guard let recognizer = recognizer ?? self.recognizer else { return }
      let touch = UITouch(stubView: view, location: CGPoint(x: 100, y: 320))
      let others = (1..<max(fingers, 1)).map { _ in UITouch(stubView: view, location: CGPoint(x: 200, y: 320)) }
      recognizer.touchesBegan([touch], with: UIEvent(stubTouches: Set([touch] + others)))
      for y in ys {
        let moved = UITouch(stubView: view, location: CGPoint(x: 100, y: y))
        recognizer.touchesMoved([moved], with: UIEvent(stubTouches: Set([moved] + others)))
      }
    }

    private var overlap: CGFloat { observer.snapshot.overlap(with: screen.bounds) }

    @Test func editingAddsOneRecognizerToTheWindowThatNeverCancelsItsTouches() {
      beginEditing()
      beginEditing()
      #expect(window.gestureRecognizers?.filter { $0 is KeyboardDragRecognizer }.count == 1)
      #expect(recognizer?.cancelsTouchesInView == false)
    }

    @Test func aDragOfAnInteractiveListMovesTheKeyboardWithTheFinger() {
      beginEditing()
      drag(cell, through: [400, 520, 600])
      #expect(observer.snapshot.properties?.endFrame.minY == 600)
      #expect(overlap == 67)
    }

    @Test func theFingerIsMeasuredOnTheScreenNotInTheWindow() {
      // A window 100 points down the screen, as in a sheet.
      window.frame = CGRect(x: 0, y: 100, width: 375, height: 567)
      beginEditing()
      drag(cell, through: [450])
      #expect(observer.snapshot.properties?.endFrame.minY == 550)
    }

    @Test func interactiveWithAccessoryIsFollowedToo() {
      list.keyboardDismissMode = .interactiveWithAccessory
      beginEditing()
      drag(cell, through: [520])
      #expect(overlap == 147)
    }

    @Test(arguments: [UIScrollView.KeyboardDismissMode.none, .onDrag, .onDragWithAccessory])
    func aListThatDoesNotDismissInteractivelyIsNotFollowed(_ mode: UIScrollView.KeyboardDismissMode) {
      list.keyboardDismissMode = mode
      beginEditing()
      drag(cell, through: [520])
      #expect(overlap == 216)
    }

    @Test func aTouchOutsideAnyScrollViewIsNotFollowed() {
      beginEditing()
      drag(field, through: [620, 640])
      #expect(overlap == 216)
    }

    @Test func twoFingersAreNotFollowed() {
      beginEditing()
      drag(cell, through: [520], fingers: 2)
      #expect(overlap == 216)
    }

    /// The hidden view on UIKit's keyboard layout guide, laid out where the guide puts the keyboard's top (in the
    /// window's coordinates), as UIKit does each time the guide moves.
    private func guideMoves(toTop y: CGFloat) {
      guard let probe = observer.editingWindows?.exactTopProbes.first else { return }
      probe.frame = CGRect(x: 0, y: y, width: 0, height: window.bounds.height - y)
      probe.layoutSubviews()
    }

    @Test func editingAddsAHiddenViewOnUIKitsKeyboardLayoutGuide() {
      beginEditing()
      beginEditing()
      let probes = observer.editingWindows?.exactTopProbes ?? []
      #expect(probes.count == 1)
      #expect(probes.first?.isHidden == true)
      #expect(probes.first?.window === window)
    }

    @Test func duringADragTheGuidesTopWinsOverTheFingers() {
      beginEditing()
      drag(cell, through: [520])
      guideMoves(toTop: 530)
      #expect(observer.snapshot.properties?.endFrame.minY == 530)
    }

    @Test func theGuideMovingWithNoFingerOnAListChangesNothing() {
      beginEditing()
      guideMoves(toTop: 530)
      #expect(overlap == 216)
    }

    @Test func theGuideIsNotFollowedOnceTheFingerLifts() {
      beginEditing()
      drag(cell, through: [520])
      let lift = UITouch(stubView: cell, location: CGPoint(x: 100, y: 520))
      recognizer?.touchesEnded([lift], with: UIEvent(stubTouches: [lift]))
      guideMoves(toTop: 600)
      #expect(observer.snapshot.properties?.endFrame.minY == 520)
    }

    @Test func stoppingTheObserverTakesTheGuidesViewOut() {
      beginEditing()
      let probe = observer.editingWindows?.exactTopProbes.first
      observer.stop()
      #expect(probe?.window == nil)
    }

    @Test func theSceneTellsTheInterfaceOrientation() {
      let scene = UIWindowScene(stubInterfaceOrientation: .landscapeLeft)
      window.windowScene = scene
      beginEditing()
      #expect(observer.interfaceOrientationRawValue == UIInterfaceOrientation.landscapeLeft.rawValue)
      withExtendedLifetime(scene) {}
    }

    @Test func aTurnOf180DegreesStartsARotationThoughTheBoundsKeepTheirShape() {
      let scene = UIWindowScene(stubInterfaceOrientation: .portrait)
      window.windowScene = scene
      beginEditing()
      scene.stubInterfaceOrientation = .portraitUpsideDown
      let hidden = KeyboardProperties(
        beginFrame: CGRect(x: 0, y: 451, width: 375, height: 216),
        endFrame: CGRect(x: 0, y: 667, width: 375, height: 216))
      center.post(name: KeyboardEvent.willHide.notificationName, object: screen, userInfo: hidden.userInfo)
      #expect(observer.isInterfaceOrientationChanging)
      #expect(observer.snapshot.isShown)
      withExtendedLifetime(scene) {}
    }

    @Test func stoppingTheObserverTakesTheRecognizerOut() {
      beginEditing()
      observer.stop()
      #expect(recognizer == nil)
    }

    @Test func aRecognizerLeftBehindByAGoneObserverDoesNothing() {
      var gone: KeyboardObserver? = KeyboardObserver(notificationCenter: center)
      gone?.start()
      beginEditing()
      gone = nil
      let recognizers = window.gestureRecognizers?.compactMap { $0 as? KeyboardDragRecognizer } ?? []
      #expect(recognizers.count == 2)
      for recognizer in recognizers { drag(cell, through: [520], with: recognizer) }
      #expect(overlap == 147)
      #expect(gone == nil)
    }
  }
#endif
