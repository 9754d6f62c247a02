// The doc comments' test examples, run as written: ArticleCodeBlockTests checks that they quote these tests.
import Foundation
import KeyboardAnimation
@_spi(Tools) import KeyboardSimulation
import Testing

@testable import KeyboardBroadcastExamples

/// A delegate that keeps a chat's bottom inset on the keyboard's overlap with its frame, which fills the screen.
@MainActor final class InsetKeepingChatController: KeyboardObserverDelegate {
  private(set) var bottomInset: CGFloat = 0
  let frameOnScreen: CGRect
  let screenBounds: CGRect

  init(fillingScreen screenBounds: CGRect) {
    frameOnScreen = screenBounds
    self.screenBounds = screenBounds
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillChangeFrameWith properties: KeyboardProperties) {
    bottomInset = observer.snapshot.overlap(with: frameOnScreen, screenBounds: screenBounds)
  }
}

struct DocCommentExampleTests {
  /// The screen of `KeyboardDevice.iPhoneSE`.
  static let iPhoneSEScreen = CGRect(x: 0, y: 0, width: 375, height: 667)

  @MainActor @Test func aSimulatedKeyboardMovesADelegatesInsetThroughShowResizeAndHide() {
    let chatController = InsetKeepingChatController(fillingScreen: Self.iPhoneSEScreen)
    let center = NotificationCenter()
    let observer = KeyboardObserver(notificationCenter: center)
    observer.start()
    observer.addDelegate(chatController)

    let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPhoneSE)
    keyboard.show()  // will-change-frame, will-show, did-change-frame, did-show
    #expect(chatController.bottomInset == 260)
    keyboard.resize(to: 216)
    #expect(chatController.bottomInset == 216)
    keyboard.hide()
    #expect(chatController.bottomInset == 0)
  }

  @MainActor @Test func aKeyboardDraggedHalfwayAndLetGoStaysUp() {
    let center = NotificationCenter()
    let observer = KeyboardObserver(notificationCenter: center)
    observer.start()
    let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPhoneSE)

    keyboard.show()
    keyboard.interactiveDrag(to: 0.5, reportingTo: observer)
    keyboard.springBack()  // or interactiveDismiss(), which hides from here
    #expect(observer.snapshot.overlap(with: Self.iPhoneSEScreen, screenBounds: Self.iPhoneSEScreen) == 260)
  }
}
