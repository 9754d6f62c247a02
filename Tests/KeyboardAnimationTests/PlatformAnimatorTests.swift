import Foundation
import KeyboardBroadcast
import KeyboardTestSupport
import Testing

@testable import KeyboardAnimation

@MainActor struct PlatformAnimatorTests {
  #if !canImport(UIKit)
    @Test func thePlatformAnimatorWithoutUIKitIsTheImmediateOne() {
      #expect(ObserverHarness().observer.animator is ImmediateKeyboardAnimator)
    }

    @Test func observerAnimateWithKeyboardPropertiesAppliesTheChangesAtOnceWithoutUIKit() {
      let keyboard = ObserverHarness()
      keyboard.post(.willShow, .iPhone8WillShow)
      let log = EventLog()

      keyboard.observer.animateWithKeyboardProperties(
        { log.append("animations") }, completion: { log.append("completion(\($0))") })

      #expect(log.entries == ["animations", "completion(true)"])
    }
  #endif

  @Test func observerAnimateWithKeyboardPropertiesRunsAtOnceDuringARotation() {
    let keyboard = ObserverHarness()
    keyboard.beginRotationWithKeyboardShown()
    let log = EventLog()

    keyboard.observer.animateWithKeyboardProperties(
      { log.append("animations") }, completion: { log.append("completion(\($0))") })

    #expect(log.entries == ["animations", "completion(true)"])
  }
}
