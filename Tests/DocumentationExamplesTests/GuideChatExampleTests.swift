#if canImport(UIKit)
  // Written on real UIKit API: run on an iOS simulator (scripts/test-on-simulator.sh), and on Linux against the UIKit
  // stand-in in Stubs/UIKit (scripts/test-with-uikit-stub.sh), which computes a layout guide's frame from its
  // constraints. The simulated keyboard's notifications carry its screen, so the window needs no screen of its own.
  import Foundation
  @testable import KeyboardBroadcastExamples
  import KeyboardAnimation
  import KeyboardSimulation
  import Testing
  import UIKit

  /// The chat screen built on the keyboard's overlap guide.
  @MainActor struct GuideChatExampleTests {
    let center = NotificationCenter()
    let observer: KeyboardObserver
    let screen = GuideChatViewController(nibName: nil, bundle: nil)
    let window = UIWindow(frame: CGRect(origin: .zero, size: KeyboardDevice.iPhoneSE.screenSize))

    init() {
      observer = KeyboardObserver(notificationCenter: center)
      observer.start()
      screen.loadViewIfNeeded()
      // The app's guide follows KeyboardObserver.shared; the test's, an observer of the test's own center.
      screen.view.keyboardOverlapGuide.observer = observer
      screen.view.frame = window.bounds
      window.addSubview(screen.view)
    }

    @Test func theComposersBottomIsPinnedToTheGuidesTop() throws {
      let constraint = try #require(screen.composerBottom)
      #expect(constraint.isActive)
      #expect(constraint.firstItem === screen.composer && constraint.firstAttribute == .bottom)
      #expect(constraint.secondItem === screen.view.keyboardOverlapGuide && constraint.secondAttribute == .top)
      #expect(constraint.constant == 0)
    }

    @Test func theGuidesTopIsTheKeyboardsTop() {
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPhoneSE)
      #expect(screen.view.keyboardOverlapGuide.layoutFrame.minY == 667)
      keyboard.show()
      #expect(screen.view.keyboardOverlapGuide.layoutFrame.minY == 407)
      keyboard.hide()
      #expect(screen.view.keyboardOverlapGuide.layoutFrame.minY == 667)
    }

    @Test func theListDismissesTheKeyboardInteractivelyAndTheGuideFollowsTheFinger() {
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPhoneSE)
      keyboard.show()
      keyboard.interactiveDrag(to: 0.5, reportingTo: observer)
      #expect(screen.messages.keyboardDismissMode == .interactive)
      #expect(screen.view.keyboardOverlapGuide.layoutFrame.minY == 537)
    }

    /// Gives the list the frame the screen's constraints give it, above the composer on the guide, and lays the
    /// window out. The stand-in solves no constraints; on UIKit, the layout gives the same frame.
    private func layOutTheList() {
      let composerTop = screen.view.keyboardOverlapGuide.layoutFrame.minY - 56
      screen.messages.frame = CGRect(x: 0, y: 0, width: window.bounds.width, height: composerTop)
      window.layoutIfNeeded()
    }

    @Test func theListKeepsItsLastMessageInViewAsTheComposerRises() {
      layOutTheList()
      screen.messages.keyboardAdjustment?.observer = observer
      screen.messages.contentSize = CGSize(width: 375, height: 2000)
      screen.messages.contentOffset.y = 1389
      KeyboardSimulator(notificationCenter: center, device: .iPhoneSE).show()
      layOutTheList()
      #expect(screen.messages.frame.height == 351)
      #expect(screen.messages.contentOffset.y == 1649)
    }
  }
#endif
