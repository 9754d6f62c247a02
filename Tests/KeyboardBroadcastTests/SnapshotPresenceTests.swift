import Foundation
import KeyboardBroadcast
import KeyboardTestSupport
import Testing

/// `isShown` says what the last show or hide said; `isOnScreen` says whether the keyboard is on screen at all.
@MainActor struct SnapshotPresenceTests {
  let harness = ObserverHarness()
  static let iPadPortrait = CGRect(x: 0, y: 0, width: 768, height: 1024)
  static let floatingFrame = CGRect(x: 224, y: 385, width: 320, height: 254)

  @Test func nothingKnownIsNeitherShownNorOnScreen() {
    harness.observer.screenBounds = Self.iPadPortrait
    #expect(!harness.observer.snapshot.isShown)
    #expect(!harness.observer.snapshot.isOnScreen)
  }

  @Test func aDockedShowIsShownAndOnScreen() {
    harness.observer.screenBounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    harness.post(.willShow, Payload.p10WillShow)
    #expect(harness.observer.snapshot.isShown)
    #expect(harness.observer.snapshot.isOnScreen)
  }

  @Test func aFloatingKeyboardShownWithChangeFramesOnlyIsOnScreenWithoutBeingShown() {
    harness.observer.screenBounds = Self.iPadPortrait
    let offScreen = CGRect(x: 224, y: 1024, width: 320, height: 254)
    harness.post(.willChangeFrame, Payload.userInfo(begin: offScreen, end: Self.floatingFrame))
    #expect(!harness.observer.snapshot.isShown)
    #expect(harness.observer.snapshot.isOnScreen)
  }

  @Test func aDeliveredHideIsOffScreenEvenWhenItsEndFrameIsStillOnScreen() {
    harness.observer.screenBounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    harness.post(.willShow, Payload.p10WillShow)
    // The hide's end frame is where the shown keyboard was: a hide still means hidden.
    harness.post(.willHide, Payload.p10WillShow)
    #expect(!harness.observer.snapshot.isOnScreen)
  }

  #if !canImport(UIKit)
    // Where UIKit exists the observer always knows a screen: UIScreen.main.
    @Test func withoutScreenBoundsOnScreenFollowsTheLastShowOrHide() {
      harness.post(.willShow, Payload.p10WillShow)
      #expect(harness.observer.snapshot.screenBounds == nil)
      #expect(harness.observer.snapshot.isOnScreen)
      harness.post(.willHide, Payload.p10WillHide)
      #expect(!harness.observer.snapshot.isOnScreen)
    }
  #endif

  @Test func keyboardStateReportsBoth() {
    harness.observer.screenBounds = Self.iPadPortrait
    let state = KeyboardState(observer: harness.observer)
    let offScreen = CGRect(x: 224, y: 1024, width: 320, height: 254)
    harness.post(.willChangeFrame, Payload.userInfo(begin: offScreen, end: Self.floatingFrame))
    #expect(!state.snapshot.isShown)
    #expect(state.isOnScreen)
  }
}
