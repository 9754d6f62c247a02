import Foundation
import KeyboardBroadcast
import KeyboardTestSupport
import Testing

/// `lastDockedKeyboardHeight(inPortrait:)`: what the observer remembers, for which orientation, and what it ignores.
@MainActor struct DockedHeightMemoryTests {
  @Test func nothingIsRememberedBeforeADockedKeyboardIsSeen() {
    let keyboard = ObserverHarness(screenBounds: Screen.iPadPortrait)
    #expect(keyboard.observer.lastDockedKeyboardHeight(inPortrait: true) == nil)
    #expect(keyboard.observer.lastDockedKeyboardHeight(inPortrait: false) == nil)
  }

  @Test func aDockedHeightIsRememberedForTheScreensOrientation() {
    let keyboard = ObserverHarness(screenBounds: Screen.iPadPortrait)
    keyboard.show(from: Frame.iPadPortraitDocked.below(Screen.iPadPortrait), to: Frame.iPadPortraitDocked)
    #expect(keyboard.observer.lastDockedKeyboardHeight(inPortrait: true) == 264)
    #expect(keyboard.observer.lastDockedKeyboardHeight(inPortrait: false) == nil)
  }

  @Test func eachOrientationKeepsItsOwnHeight() {
    let keyboard = ObserverHarness(screenBounds: Screen.iPadPortrait)
    keyboard.show(from: Frame.iPadPortraitDocked.below(Screen.iPadPortrait), to: Frame.iPadPortraitDocked)
    keyboard.hide(from: Frame.iPadPortraitDocked, to: Frame.iPadPortraitDocked.below(Screen.iPadPortrait))
    keyboard.observer.screenBounds = Screen.iPadLandscape
    keyboard.show(from: Frame.iPadLandscapeDocked.below(Screen.iPadLandscape), to: Frame.iPadLandscapeDocked)
    #expect(keyboard.observer.lastDockedKeyboardHeight(inPortrait: true) == 264)
    #expect(keyboard.observer.lastDockedKeyboardHeight(inPortrait: false) == 391)
  }

  @Test func theLatestDockedHeightReplacesTheEarlierOne() {
    // P21: the QuickType bar appears and the iPhone X keyboard grows from 291 to 335 points.
    let keyboard = ObserverHarness(screenBounds: Screen.iPhoneX)
    let before = CGRect(x: 0, y: 521, width: 375, height: 291)
    keyboard.show(from: before.below(Screen.iPhoneX), to: before)
    keyboard.post(.willChangeFrame, from: before, to: CGRect(x: 0, y: 477, width: 375, height: 335))
    #expect(keyboard.observer.lastDockedKeyboardHeight(inPortrait: true) == 335)
  }

  @Test func theShortcutBarDoesNotReplaceTheDockedHeight() {
    let keyboard = ObserverHarness(screenBounds: Screen.iPadPortrait)
    keyboard.show(from: Frame.iPadPortraitDocked.below(Screen.iPadPortrait), to: Frame.iPadPortraitDocked)
    keyboard.hide(from: Frame.iPadPortraitDocked, to: Frame.iPadPortraitDocked.below(Screen.iPadPortrait))
    keyboard.show(from: Frame.iPadPortraitShortcutBar.below(Screen.iPadPortrait), to: Frame.iPadPortraitShortcutBar)
    #expect(keyboard.observer.lastDockedKeyboardHeight(inPortrait: true) == 264)
  }

  @Test func undockedAndFloatingKeyboardsAreNotRemembered() {
    let keyboard = ObserverHarness(screenBounds: Screen.iPadLandscape)
    keyboard.changeFrame(from: Frame.iPadLandscapeUndocked, to: Frame.iPadLandscapeSplit)
    keyboard.changeFrame(from: Frame.iPadLandscapeSplit, to: Frame.iPadLandscapeFloating)
    #expect(keyboard.observer.lastDockedKeyboardHeight(inPortrait: false) == nil)
  }

  @Test func aFrameMeasuredAgainstTheOtherOrientationIsNotRemembered() {
    // The screen bounds still say portrait when the landscape keyboard arrives.
    let keyboard = ObserverHarness(screenBounds: Screen.iPadPortrait)
    keyboard.show(from: Frame.iPadLandscapeDocked.below(Screen.iPadLandscape), to: Frame.iPadLandscapeDocked)
    #expect(keyboard.observer.lastDockedKeyboardHeight(inPortrait: true) == nil)
    #expect(keyboard.observer.lastDockedKeyboardHeight(inPortrait: false) == nil)
  }

  @Test func aSquareScreenCountsAsLandscape() {
    let square = CGRect(x: 0, y: 0, width: 800, height: 800)
    let keyboard = ObserverHarness(screenBounds: square)
    keyboard.show(
      from: CGRect(x: 0, y: 800, width: 800, height: 300), to: CGRect(x: 0, y: 500, width: 800, height: 300))
    #expect(keyboard.observer.lastDockedKeyboardHeight(inPortrait: false) == 300)
    #expect(keyboard.observer.lastDockedKeyboardHeight(inPortrait: true) == nil)
  }

  @Test func heightsAreNotRememberedWithoutScreenBounds() {
    let keyboard = ObserverHarness(screenBounds: nil)
    keyboard.show(from: Frame.iPadPortraitDocked.below(Screen.iPadPortrait), to: Frame.iPadPortraitDocked)
    #expect(keyboard.observer.lastDockedKeyboardHeight(inPortrait: true) == nil)
  }

  @Test func heightsOutliveStop() {
    let keyboard = ObserverHarness(screenBounds: Screen.iPadPortrait)
    keyboard.show(from: Frame.iPadPortraitDocked.below(Screen.iPadPortrait), to: Frame.iPadPortraitDocked)
    keyboard.observer.stop()
    #expect(keyboard.observer.lastDockedKeyboardHeight(inPortrait: true) == 264)
  }
}
