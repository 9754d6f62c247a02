import Foundation
import KeyboardBroadcast
import KeyboardTestSupport
import Testing

@MainActor struct LateScreenBoundsTests {
  // Frames recorded during a rotation, judged against bounds the app has not updated yet, must not make the first
  // ordinary resize after the rotation look like a dock.
  @Test func aResizeAfterARotationWithLateBoundsIsNotADock() {
    let keyboard = ObserverHarness(screenBounds: Screen.iPadPortrait)
    let portrait = Frame.iPadPortraitDocked
    keyboard.show(from: portrait.below(Screen.iPadPortrait), to: portrait)
    keyboard.observer.interfaceOrientationWillChange()
    // The landscape keyboard arrives before the app has updated screenBounds: judged against portrait, undocked.
    keyboard.changeFrame(from: portrait, to: Frame.iPadLandscapeDocked)
    keyboard.observer.screenBounds = Screen.iPadLandscape
    keyboard.observer.interfaceOrientationDidChange()
    // The QuickType bar appears: docked to docked.
    let taller = CGRect(x: 0, y: 340, width: 1024, height: 428)
    keyboard.changeFrame(from: Frame.iPadLandscapeDocked, to: taller)
    #expect(keyboard.delegate.placementCalls.isEmpty, "\(keyboard.delegate.placementCalls)")
  }
}
