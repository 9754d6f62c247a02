// Linux only: each needs a second screen object, which a unit test on a simulator cannot make and the stand-in's
// UIScreen(bounds:) can.
#if canImport(UIKit) && os(Linux)
  import Foundation
  import KeyboardTestSupport
  import Testing
  import UIKit

  @testable import KeyboardBroadcast

  @MainActor struct UIKitGeometryStandInTests {
    let keyboard = KeyboardScreenTests()
    let externalDisplay = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080))

    @Test func aKeyboardOnAnotherScreenCoversNothing() {
      let (window, content) = Scene.window(Screen.iPadPortrait)
      let docked = KeyboardProperties(endFrame: Frame.iPadPortraitDocked)

      withExtendedLifetime(window) {
        #expect(docked.overlap(with: content, screenBounds: Screen.iPadPortrait, on: externalDisplay) == 0)
      }
    }

    @Test func aViewOnAnotherScreenThanTheKeyboardsIsNotCovered() {
      let (window, content) = Scene.window(Screen.iPhone47Inch)
      keyboard.observer.screenBounds = Screen.iPhone47Inch
      keyboard.post(.willShow, object: externalDisplay)
      withExtendedLifetime(window) { #expect(keyboard.observer.overlap(with: content) == 0) }
    }

    @Test func aKeyboardOnAnotherObjectForTheViewsDisplayCoversIt() {
      let (window, content) = Scene.window(Screen.iPhone47Inch)
      let sameDisplay = UIScreen(bounds: UIScreen.main.bounds)
      keyboard.observer.screenBounds = Screen.iPhone47Inch
      keyboard.post(.willShow, object: sameDisplay)
      withExtendedLifetime((window, sameDisplay)) { #expect(keyboard.observer.overlap(with: content) == 216) }
    }

    @Test func theKeyboardsScreenComesBeforeTheMainScreen() {
      let phone = UIScreen(bounds: Screen.iPhone47Inch)
      keyboard.post(.willShow, object: phone)
      #expect(keyboard.observer.screenBounds == Screen.iPhone47Inch)
      #expect(keyboard.observer.snapshot.placement == .docked)
    }

    @Test func aDisconnectedScreenIsNotKeptAlive() {
      var display: UIScreen? = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080))
      keyboard.post(.willShow, object: display)
      #expect(keyboard.observer.keyboardScreen != nil)

      display = nil

      #expect(keyboard.observer.keyboardScreen == nil)
    }
  }
#endif
