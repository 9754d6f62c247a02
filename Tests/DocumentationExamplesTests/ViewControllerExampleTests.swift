// Linux only: it uses the stand-in's own API (UIKitStub, UIScreen(bounds:)), which Apple's UIKit does not have.
#if canImport(UIKit) && os(Linux)
  // Run on Linux by scripts/test-with-uikit-stub.sh, against the UIKit stand-in in Stubs/UIKit. Each test resets the
  // stand-in's records in its own body: the records are shared with other suites that run on the main actor too.
  import Foundation
  @testable import KeyboardBroadcastExamples
  import KeyboardAnimation
  import KeyboardSimulation
  import Testing
  import UIKit

  @MainActor struct ViewControllerExampleTests {
    private static let keyboardCurveOptions = UIView.AnimationOptions(rawValue: 7 << 16).union(.beginFromCurrentState)

    private func startedObserver(of center: NotificationCenter) -> KeyboardObserver {
      let observer = KeyboardObserver(notificationCenter: center)
      observer.start()
      return observer
    }

    /// Shows `controller`'s view in a window filling a screen of `device`'s size, as an app's root view controller
    /// is shown: the examples measure the keyboard against the view where it sits on its screen.
    private func window(showing controller: UIViewController, on device: KeyboardDevice) -> UIWindow {
      let window = UIWindow(frame: .zero)
      window.addSubview(controller.view)
      place(window, holding: controller, on: device)
      return window
    }

    /// Moves `window` to a new screen of `device`'s size and resizes it and `controller`'s view to fill it, as the
    /// interface does when it rotates.
    private func place(_ window: UIWindow, holding controller: UIViewController, on device: KeyboardDevice) {
      let bounds = CGRect(origin: .zero, size: device.screenSize)
      window.screen = UIScreen(bounds: bounds)
      window.frame = bounds
      controller.view.frame = bounds
    }

    // Quoted by the Testing Your Keyboard Handling article: it uses only UIKit's own API, and no helper of this file.
    @Test func chatComposerRisesByTheKeyboardsHeight() {
      let center = NotificationCenter()
      let observer = KeyboardObserver(notificationCenter: center)
      observer.start()
      let screen = ChatViewController(keyboard: observer)
      // The composer is measured where the view sits on its screen: show it in a
      // window, and simulate a keyboard on a screen of the same size.
      let window = UIWindow(frame: UIScreen.main.bounds)
      screen.view.frame = window.bounds
      window.addSubview(screen.view)
      let device = KeyboardDevice(
        name: "This screen", screenSize: window.bounds.size, keyboardHeight: 260)

      KeyboardSimulator(notificationCenter: center, device: device).show()

      withExtendedLifetime(window) {
        #expect(screen.composerBottom?.constant == 260)
      }
    }

    @Test func chatComposerSitsOnTheShortcutBarWithAHardwareKeyboard() {
      // The keyboard's frame is 313 points high, but only its 55-point shortcut bar is on the screen.
      let center = NotificationCenter()
      let screen = ChatViewController(keyboard: startedObserver(of: center))
      let window = window(showing: screen, on: .iPadPortrait)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPadPortrait)

      keyboard.attachHardwareKeyboard()
      keyboard.show()

      withExtendedLifetime(window) { #expect(screen.composerBottom?.constant == 55) }
    }

    @Test func chatComposerMovesInsideAnAnimationWithTheKeyboardsDurationAndCurve() {
      UIKitStub.reset()
      UIKitStub.layoutPasses = []
      let center = NotificationCenter()
      let screen = ChatViewController(keyboard: startedObserver(of: center))
      screen.loadViewIfNeeded()

      KeyboardSimulator(notificationCenter: center, device: .iPhone11).show()

      #expect(UIKitStub.animations.map(\.duration) == [0.25])
      #expect(UIKitStub.animations.map(\.options) == [Self.keyboardCurveOptions])
      #expect(UIKitStub.layoutPasses == [true])
    }

    @Test func chatComposerReturnsToTheBottomWhenTheKeyboardHides() {
      let center = NotificationCenter()
      let screen = ChatViewController(keyboard: startedObserver(of: center))
      let window = window(showing: screen, on: .iPhoneSE)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPhoneSE)
      keyboard.show()
      let shownConstant = screen.composerBottom?.constant

      keyboard.hide()

      withExtendedLifetime(window) {
        #expect(shownConstant == 260)
        #expect(screen.composerBottom?.constant == 0)
      }
    }

    @Test func chatRotationLaysOutWithoutAnimationAndEndsWithTheTransition() {
      UIKitStub.reset()
      UIKitStub.layoutPasses = []
      let center = NotificationCenter()
      let observer = startedObserver(of: center)
      let screen = ChatViewController(keyboard: observer)
      let window = window(showing: screen, on: .iPadPortrait)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPadPortrait)
      keyboard.show()
      let transition = UIKitStub.TransitionCoordinator()

      screen.viewWillTransition(to: CGSize(width: 1024, height: 768), with: transition)
      place(window, holding: screen, on: .iPadLandscape)
      keyboard.rotate(to: .iPadLandscape)

      withExtendedLifetime(window) { #expect(screen.composerBottom?.constant == 391) }
      #expect(UIKitStub.layoutPasses == [true, false, false])  // The show, then one per show of the storm.
      #expect(observer.isInterfaceOrientationChanging)
      transition.complete()
      #expect(!observer.isInterfaceOrientationChanging)
    }

    @Test func threadScrollsToTheLatestMessageWhenTheKeyboardShows() {
      UIKitStub.reset()
      let center = NotificationCenter()
      let screen = ThreadViewController(keyboard: startedObserver(of: center))
      let window = window(showing: screen, on: .iPhoneSE)

      KeyboardSimulator(notificationCenter: center, device: .iPhoneSE).show()
      UIKitStub.completeAnimations()

      withExtendedLifetime(window) {
        #expect(screen.composerBottom?.constant == 260)
        #expect(screen.scrollsToLatestMessage == 1)
      }
    }

    @Test func threadKeepsItsScrollPositionThroughARotation() {
      UIKitStub.reset()
      let center = NotificationCenter()
      let observer = startedObserver(of: center)
      let screen = ThreadViewController(keyboard: observer)
      let window = window(showing: screen, on: .iPadPortrait)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPadPortrait)
      keyboard.show()
      UIKitStub.completeAnimations()
      let transition = UIKitStub.TransitionCoordinator()

      screen.viewWillTransition(to: CGSize(width: 1024, height: 768), with: transition)
      place(window, holding: screen, on: .iPadLandscape)
      keyboard.rotate(to: .iPadLandscape)
      transition.complete()

      withExtendedLifetime(window) { #expect(screen.composerBottom?.constant == 391) }
      #expect(screen.scrollsToLatestMessage == 1)
      #expect(!observer.isInterfaceOrientationChanging)
    }
  }
#endif
