// Linux only: it sets a scroll view's safe area with the stand-in's stubSafeAreaInsets; on a simulator the safe area
// comes from the device and the window, and UIKit adds it to a plain scroll view's inset only where it scrolls.
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
