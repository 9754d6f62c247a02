#if canImport(UIKit)
  // Written on real UIKit API: run on an iOS simulator (scripts/test-on-simulator.sh), and on Linux against the UIKit
  // stand-in in Stubs/UIKit (scripts/test-with-uikit-stub.sh). The proofs that the view controllers the
  // documentation shows are right in every case: each test runs all three under the keyboard simulator, so a sample
  // that is wrong in one case fails that case's test under its own name. Docs/Proofs.md lists the cases and these
  // tests. The simulated keyboard's notifications carry its screen's bounds, so a window needs no screen of its own,
  // and the observer's animator records how each screen moved.
  import Foundation
  @testable import KeyboardBroadcastExamples
  import KeyboardAnimation
  @_spi(Tools) import KeyboardSimulation
  import Testing
  import UIKit

  /// A view controller from Examples/ that the README or the articles show, and where its composer sits.
  enum DocumentedScreen: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// One constraint to `view.keyboardOverlapGuide`: the README's first sample.
    case guideChat = "GuideChatViewController"
    /// An overlap observation started in `viewIsAppearing(_:)`.
    case chat = "ChatViewController"
    /// The delegate, for code that comes from VFKeyboardObserver.
    case thread = "ThreadViewController"

    var testDescription: String { rawValue }

    /// The screen with its keyboard code following `observer`, as an app's follows `KeyboardObserver.shared`.
    @MainActor func make(following observer: KeyboardObserver) -> UIViewController {
      switch self {
      case .guideChat:
        let screen = GuideChatViewController(nibName: nil, bundle: nil)
        screen.view.keyboardOverlapGuide.observer = observer
        return screen
      case .chat: return ChatViewController(keyboard: observer)
      case .thread: return ThreadViewController(keyboard: observer)
      }
    }

    /// How far above its view's bottom the composer's bottom sits: the guide's height for the screen pinned to the
    /// guide (GuideChatExampleTests checks the pin), the bottom constraint's constant for the others.
    @MainActor func composerLift(of screen: UIViewController) -> CGFloat? {
      switch screen {
      case let screen as GuideChatViewController:
        screen.view.bounds.maxY - screen.view.keyboardOverlapGuide.layoutFrame.minY
      case let screen as ChatViewController: screen.composerBottom?.constant
      case let screen as ThreadViewController: screen.composerBottom?.constant
      default: nil
      }
    }
  }

  @MainActor struct DocumentedScreenTests {
    let center = NotificationCenter()
    let observer: KeyboardObserver
    let animator = RecordingKeyboardAnimator()

    init() {
      observer = KeyboardObserver(notificationCenter: center)
      observer.animator = animator
      observer.start()
    }

    /// Shows `screen` as iPadOS shows a scene's root view controller: its view fills a window whose frame is
    /// `windowFrame` on `device`'s screen (the whole screen by default), then it is told that it is appearing.
    private func show(_ screen: UIViewController, on device: KeyboardDevice, in windowFrame: CGRect? = nil) -> UIWindow
    {
      let window = UIWindow(frame: windowFrame ?? CGRect(origin: .zero, size: device.screenSize))
      screen.view.frame = window.bounds
      window.addSubview(screen.view)
      screen.viewIsAppearing(false)
      return window
    }

    // MARK: Shows and hides, rotation, the interactive dismissal

    @Test(arguments: DocumentedScreen.allCases)
    func showsAndHidesMoveTheComposerInsideTheKeyboardsAnimation(_ documented: DocumentedScreen) {
      let screen = documented.make(following: observer)
      let window = show(screen, on: .iPhoneSE)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPhoneSE)

      keyboard.show()
      let shown = documented.composerLift(of: screen)
      keyboard.hide()

      withExtendedLifetime(window) {
        #expect(shown == 260)
        #expect(documented.composerLift(of: screen) == 0)
      }
      #expect(animator.requests == Array(repeating: .animated(duration: 0.25, curve: .keyboard), count: 2))
    }

    @Test(arguments: DocumentedScreen.allCases)
    func aRotationLeavesTheComposerOnTheKeyboardOfTheNewOrientation(_ documented: DocumentedScreen) {
      let screen = documented.make(following: observer)
      let window = show(screen, on: .iPadPortrait)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPadPortrait)
      keyboard.show()

      // The interface turns, with no call to the observer, then iOS posts its storm of hides and shows.
      let landscape = CGRect(origin: .zero, size: KeyboardDevice.iPadLandscape.screenSize)
      window.frame = landscape
      screen.view.frame = landscape
      keyboard.rotate(to: .iPadLandscape)

      withExtendedLifetime(window) { #expect(documented.composerLift(of: screen) == 391) }
    }

    @Test(arguments: DocumentedScreen.allCases)
    func theComposerFollowsTheFingerThatDragsTheKeyboardAndSpringsBackWithIt(_ documented: DocumentedScreen) {
      let screen = documented.make(following: observer)
      let window = show(screen, on: .iPhoneSE)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPhoneSE)
      keyboard.show()

      keyboard.interactiveDrag(to: 0.5, reportingTo: observer)  // Half of the 260 points still on the screen.
      let dragged = documented.composerLift(of: screen)
      keyboard.springBack()

      withExtendedLifetime(window) {
        #expect(dragged == 130)
        #expect(documented.composerLift(of: screen) == 260)
      }
    }

    // MARK: An iPad keyboard that undocks, floats, is dragged, splits and docks

    @Test(arguments: DocumentedScreen.allCases)
    func anUndockedKeyboardLeavesTheComposerAtTheBottom(_ documented: DocumentedScreen) {
      let screen = documented.make(following: observer)
      let window = show(screen, on: .iPadPortrait)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPadPortrait)
      keyboard.show()
      let docked = documented.composerLift(of: screen)

      keyboard.undock()  // iPadOS posts change-frames only: no hide.

      withExtendedLifetime(window) {
        #expect(docked == 313)
        #expect(documented.composerLift(of: screen) == 0)
      }
    }

    @Test(arguments: DocumentedScreen.allCases)
    func aFloatingKeyboardLeavesTheComposerAtTheBottom(_ documented: DocumentedScreen) {
      let screen = documented.make(following: observer)
      let window = show(screen, on: .iPadPortrait)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPadPortrait)
      keyboard.show()

      keyboard.float()

      withExtendedLifetime(window) { #expect(documented.composerLift(of: screen) == 0) }
    }

    @Test(arguments: DocumentedScreen.allCases)
    func aFloatingKeyboardMovedOverTheComposerLeavesItAtTheBottom(_ documented: DocumentedScreen) {
      let screen = documented.make(following: observer)
      let window = show(screen, on: .iPadPortrait)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPadPortrait)
      keyboard.show()
      keyboard.float()

      // Down to the screen's bottom edge, over the composer, then across it: a floating keyboard covers no bottom
      // edge, and the guide's default (followsUndockedKeyboard false) counts it as hidden, as UIKit's guide does.
      keyboard.moveFloating(to: CGPoint(x: 224, y: 1024 - 254))
      let moved = documented.composerLift(of: screen)
      keyboard.dragFloating(to: CGPoint(x: 40, y: 1024 - 254))

      withExtendedLifetime(window) {
        #expect(keyboard.isFloating)
        #expect(moved == 0)
        #expect(documented.composerLift(of: screen) == 0)
      }
    }

    /// The will-change-frame an iPad posted when the user chose "Split" (Stack Overflow question 10749311, iOS 5,
    /// a 768 × 1024 screen and a 304-point keyboard). The question reports the same notification for "Undock": a
    /// split keyboard is one full-width frame off the bottom edge, which is why the simulator has `undock()` and no
    /// `split()`. The begin frame is as the device printed it.
    private var splitKeyboardsWillChangeFrame: KeyboardTrace {
      let properties = KeyboardProperties(
        beginFrame: CGRect(x: 0, y: 0, width: 768, height: 304),
        endFrame: CGRect(x: 0, y: -264, width: 768, height: 304), animationDuration: 0.25, animationCurve: .easeInOut)
      return KeyboardTrace(entries: [
        KeyboardTrace.Entry(
          time: 0, event: .willChangeFrame, properties: properties,
          screenBounds: CGRect(x: 0, y: 0, width: 768, height: 1024))
      ])
    }

    @Test(arguments: DocumentedScreen.allCases)
    func aSplitKeyboardLeavesTheComposerAtTheBottom(_ documented: DocumentedScreen) throws {
      let iPad = KeyboardDevice(
        name: "iPad, iOS 5, portrait", screenSize: CGSize(width: 768, height: 1024), keyboardHeight: 304,
        supportsUndocking: true)
      let screen = documented.make(following: observer)
      let window = show(screen, on: iPad)
      KeyboardSimulator(notificationCenter: center, device: iPad).show()
      let docked = documented.composerLift(of: screen)

      try splitKeyboardsWillChangeFrame.replay(into: center)

      withExtendedLifetime(window) {
        #expect(docked == 304)
        #expect(documented.composerLift(of: screen) == 0)
      }
    }

    @Test(arguments: DocumentedScreen.allCases)
    func aKeyboardThatDocksAgainPutsTheComposerBackOnIt(_ documented: DocumentedScreen) {
      let screen = documented.make(following: observer)
      let window = show(screen, on: .iPadPortrait)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPadPortrait)
      keyboard.show()
      keyboard.undock()
      keyboard.float()

      keyboard.dock()  // Change-frames only again: no show.

      withExtendedLifetime(window) { #expect(documented.composerLift(of: screen) == 313) }
    }

    // MARK: A hardware keyboard

    @Test(arguments: DocumentedScreen.allCases)
    func aHardwareKeyboardLeavesTheComposerOnTheShortcutBar(_ documented: DocumentedScreen) {
      let screen = documented.make(following: observer)
      let window = show(screen, on: .iPadPortrait)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPadPortrait)
      keyboard.show()

      // The frame stays 313 points high; only its 55-point shortcut bar is on the screen.
      keyboard.attachHardwareKeyboard()

      withExtendedLifetime(window) {
        #expect(keyboard.keyboardFrame.height == 313)
        #expect(documented.composerLift(of: screen) == 55)
      }
    }

    // MARK: A screen pushed while the keyboard is up

    @Test(arguments: DocumentedScreen.allCases)
    func aScreenPushedWhileTheKeyboardIsUpSitsOnItAtItsFirstLayout(_ documented: DocumentedScreen) {
      KeyboardSimulator(notificationCenter: center, device: .iPadPortrait).show()

      // The view loads, and is measured only once it is in its window: a replay asked for in viewDidLoad would
      // measure a view in no window, 0.
      let screen = documented.make(following: observer)
      let window = show(screen, on: .iPadPortrait)

      withExtendedLifetime(window) { #expect(documented.composerLift(of: screen) == 313) }
      #expect(animator.requests.isEmpty)  // Already there: nothing to animate.
    }

    @Test(arguments: DocumentedScreen.allCases)
    func aScreenComingBackWhileTheKeyboardIsUpSitsOnItAgain(_ documented: DocumentedScreen) {
      let screen = documented.make(following: observer)
      let window = show(screen, on: .iPadPortrait)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPadPortrait)

      // Another screen is pushed over it, which takes its view out of the window, and the keyboard rises there;
      // then that screen is popped.
      screen.view.removeFromSuperview()
      keyboard.show()
      window.addSubview(screen.view)
      screen.viewIsAppearing(false)

      withExtendedLifetime(window) { #expect(documented.composerLift(of: screen) == 313) }
    }

    // MARK: Split View and Stage Manager

    @Test(arguments: DocumentedScreen.allCases)
    func aSplitViewWindowOnTheRightHalfRisesByTheKeyboardUnderIt(_ documented: DocumentedScreen) {
      let screen = documented.make(following: observer)
      // The right half of a landscape iPad: the window starts 512 points from the screen's left edge.
      let window = show(screen, on: .iPadLandscape, in: CGRect(x: 512, y: 0, width: 512, height: 768))
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPadLandscape)

      keyboard.show()
      let shown = documented.composerLift(of: screen)
      keyboard.float()  // Floating over the other app's half, or over this one: nothing at the bottom.
      let floating = documented.composerLift(of: screen)
      keyboard.dock()

      withExtendedLifetime(window) {
        #expect(shown == 391)
        #expect(floating == 0)
        #expect(documented.composerLift(of: screen) == 391)
      }
    }

    @Test(arguments: DocumentedScreen.allCases)
    func aStageManagerWindowAboveTheScreensBottomRisesOnlyByThePartOfTheKeyboardThatCoversIt(
      _ documented: DocumentedScreen
    ) {
      let screen = documented.make(following: observer)
      // A Stage Manager window on a landscape iPad, 768 points high: it ends at 540, and the 391-point keyboard's
      // top is at 377, so 163 points of the window are behind the keyboard, not 391.
      let window = show(screen, on: .iPadLandscape, in: CGRect(x: 200, y: 40, width: 600, height: 500))
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPadLandscape)

      keyboard.show()

      withExtendedLifetime(window) { #expect(documented.composerLift(of: screen) == 163) }
    }

    @Test(arguments: DocumentedScreen.allCases)
    func aFormSheetRisesOnlyByThePartOfTheKeyboardThatCoversIt(_ documented: DocumentedScreen) {
      let screen = documented.make(following: observer)
      // Presented as a form sheet: 540 × 620 points in the middle of the screen, ending at 782. The keyboard's top
      // is at 711, so 71 points of the sheet are behind it.
      let presenter = UIViewController(nibName: nil, bundle: nil)
      let window = show(presenter, on: .iPadPortrait)
      let sheet = UIView(frame: CGRect(x: 114, y: 162, width: 540, height: 620))
      window.addSubview(sheet)
      screen.view.frame = sheet.bounds
      sheet.addSubview(screen.view)
      screen.viewIsAppearing(false)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPadPortrait)

      keyboard.show()

      withExtendedLifetime(window) { #expect(documented.composerLift(of: screen) == 71) }
    }

    @Test(arguments: DocumentedScreen.allCases)
    func aStageManagerWindowAboveTheKeyboardKeepsItsComposerAtTheBottom(_ documented: DocumentedScreen) {
      let screen = documented.make(following: observer)
      // Ends at 360, above the keyboard's top at 377.
      let window = show(screen, on: .iPadLandscape, in: CGRect(x: 100, y: 20, width: 700, height: 340))
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPadLandscape)

      keyboard.show()

      withExtendedLifetime(window) { #expect(documented.composerLift(of: screen) == 0) }
    }
  }
#endif
