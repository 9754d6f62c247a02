// Linux only: these drive a view controller transition with the stand-in's UIKitStub.TransitionCoordinator, and set
// a scroll view's safe area with stubSafeAreaInsets; a unit test on a simulator can make neither.
#if canImport(UIKit) && os(Linux)
  import Foundation
  @testable import KeyboardBroadcastExamples
  import KeyboardAnimation
  import KeyboardSimulation
  import Testing
  import UIKit

  @MainActor struct ViewControllerStandInTests {
    private func startedObserver(of center: NotificationCenter) -> KeyboardObserver {
      let observer = KeyboardObserver(notificationCenter: center)
      observer.start()
      return observer
    }

    @Test func aReportedRotationEndsWithTheTransition() {
      let center = NotificationCenter()
      let observer = startedObserver(of: center)
      let screen = RotationReportingViewController(keyboard: observer)
      let window = window(showing: screen, on: .iPadPortrait)
      KeyboardSimulator(notificationCenter: center, device: .iPadPortrait).show()
      let transition = UIKitStub.TransitionCoordinator()

      screen.viewWillTransition(to: CGSize(width: 1024, height: 768), with: transition)
      let changingDuringTheTransition = observer.isInterfaceOrientationChanging
      transition.complete()

      withExtendedLifetime(window) {
        #expect(changingDuringTheTransition)
        #expect(!observer.isInterfaceOrientationChanging)
      }
    }

    @Test func threadKeepsItsScrollPositionThroughARotation() {
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

    @Test func theListOnAPhoneWithAHomeIndicatorIsInsetByTheKeyboardLessTheSafeAreaUIKitAlreadyInsetsItBy() {
      // An iPhone 11: a 346-point keyboard, and a 34-point bottom safe area that UIKit adds to the list's inset.
      let bounds = CGRect(origin: .zero, size: KeyboardDevice.iPhone11.screenSize)
      let window = UIWindow(frame: bounds)
      let center = NotificationCenter()
      let observer = startedObserver(of: center)
      observer.screenBounds = bounds
      let list = MessageListViewController(keyboard: observer)
      list.view.frame = bounds
      list.tableView.frame = bounds
      list.tableView.stubSafeAreaInsets.bottom = 34
      window.addSubview(list.view)
      list.viewIsAppearing(false)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPhone11)
      keyboard.show()
      #expect(list.tableView.contentInset.bottom == 312)
      #expect(list.tableView.adjustedContentInset.bottom == 346)
      keyboard.hide()
      #expect(list.tableView.contentInset.bottom == 0)
      #expect(list.tableView.adjustedContentInset.bottom == 34)
    }
  }
#endif
