#if canImport(UIKit) && !os(watchOS)
  // Run on Linux by scripts/test-with-uikit-stub.sh, against the UIKit stand-in in Stubs/UIKit. Each test resets the
  // stand-in's records in its own body: the records are shared with other suites that run on the main actor too.
  import Foundation
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

    @Test func chatComposerRisesByTheKeyboardsHeight() {
      let center = NotificationCenter()
      let observer = KeyboardObserver(notificationCenter: center)
      observer.start()
      let screen = ChatViewController(keyboard: observer)
      screen.loadViewIfNeeded()

      KeyboardSimulator(notificationCenter: center, device: .iPhoneSE).show()

      #expect(screen.composerBottom?.constant == 260)
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
      screen.loadViewIfNeeded()
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPhoneSE)

      keyboard.show()
      keyboard.hide()

      #expect(screen.composerBottom?.constant == 0)
    }

    @Test func chatRotationLaysOutWithoutAnimationAndEndsWithTheTransition() {
      UIKitStub.reset()
      UIKitStub.layoutPasses = []
      let center = NotificationCenter()
      let observer = startedObserver(of: center)
      let screen = ChatViewController(keyboard: observer)
      screen.loadViewIfNeeded()
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPadPortrait)
      keyboard.show()
      let transition = UIKitStub.TransitionCoordinator()

      screen.viewWillTransition(to: CGSize(width: 1024, height: 768), with: transition)
      keyboard.rotate(to: .iPadLandscape)

      #expect(screen.composerBottom?.constant == 391)
      #expect(UIKitStub.layoutPasses == [true, false, false])  // The show, then one per show of the storm.
      #expect(observer.isInterfaceOrientationChanging)
      transition.complete()
      #expect(!observer.isInterfaceOrientationChanging)
    }

    @Test func threadScrollsToTheLatestMessageWhenTheKeyboardShows() {
      UIKitStub.reset()
      let center = NotificationCenter()
      let screen = ThreadViewController(keyboard: startedObserver(of: center))
      screen.loadViewIfNeeded()

      KeyboardSimulator(notificationCenter: center, device: .iPhoneSE).show()
      UIKitStub.completeAnimations()

      #expect(screen.composerBottom?.constant == 260)
      #expect(screen.scrollsToLatestMessage == 1)
    }

    @Test func threadKeepsItsScrollPositionThroughARotation() {
      UIKitStub.reset()
      let center = NotificationCenter()
      let observer = startedObserver(of: center)
      let screen = ThreadViewController(keyboard: observer)
      screen.loadViewIfNeeded()
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPadPortrait)
      keyboard.show()
      UIKitStub.completeAnimations()
      let transition = UIKitStub.TransitionCoordinator()

      screen.viewWillTransition(to: CGSize(width: 1024, height: 768), with: transition)
      keyboard.rotate(to: .iPadLandscape)
      transition.complete()

      #expect(screen.composerBottom?.constant == 391)
      #expect(screen.scrollsToLatestMessage == 1)
      #expect(!observer.isInterfaceOrientationChanging)
    }
  }
#endif
