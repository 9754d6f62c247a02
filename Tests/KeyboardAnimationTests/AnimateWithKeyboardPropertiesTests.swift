import Foundation
import KeyboardBroadcast
import KeyboardTestSupport
import Testing

@testable import KeyboardAnimation

@MainActor struct AnimateWithKeyboardPropertiesTests {
  // MARK: Outside a rotation

  @Test func animatesWithTheDurationAndCurveOfTheLastDeliveredEvent() {
    let keyboard = ObserverHarness()
    keyboard.post(.willChangeFrame, .slowChangeFrame)
    let animator = RecordingKeyboardAnimator()

    keyboard.observer.animator = animator
    keyboard.observer.animateWithKeyboardProperties {}

    #expect(animator.requests == [.animated(duration: 0.4, curve: KeyboardAnimationCurve(rawValue: 7))])
  }

  @Test func passesAnOldStyleCurveOfTheLastEventOn() {
    let keyboard = ObserverHarness()
    keyboard.post(.willShow, .iOS5iPadWillShow)
    let animator = RecordingKeyboardAnimator()

    keyboard.observer.animator = animator
    keyboard.observer.animateWithKeyboardProperties {}

    #expect(animator.requests == [.animated(duration: 0.25, curve: .easeInOut)])
  }

  @Test func passesACurveItHasNoNameForOnUntouched() {
    let keyboard = ObserverHarness()
    keyboard.post(
      .willShow, KeyboardProperties(animationDuration: 0.3, animationCurve: KeyboardAnimationCurve(rawValue: 12)))
    let animator = RecordingKeyboardAnimator()

    keyboard.observer.animator = animator
    keyboard.observer.animateWithKeyboardProperties {}

    #expect(animator.requests == [.animated(duration: 0.3, curve: KeyboardAnimationCurve(rawValue: 12))])
  }

  @Test func runsTheAnimationsOnceInsideTheAnimation() {
    let keyboard = ObserverHarness()
    keyboard.post(.willShow, .iPhone8WillShow)
    let animator = RecordingKeyboardAnimator()
    let log = EventLog()

    keyboard.observer.animator = animator
    keyboard.observer.animateWithKeyboardProperties {
      log.append("animations after \(animator.requests.count) request(s)")
    }

    #expect(log.entries == ["animations after 1 request(s)"])
    #expect(animator.performWithoutAnimationCount == 0)
  }

  @Test func completionWaitsForTheAnimatorAndReceivesItsFinishedFlag() {
    let keyboard = ObserverHarness()
    keyboard.post(.willShow, .iPhone8WillShow)
    let animator = RecordingKeyboardAnimator()
    let log = EventLog()

    keyboard.observer.animator = animator
    keyboard.observer.animateWithKeyboardProperties(
      {}, completion: { finished in log.append("completion(\(finished))") })
    let beforeTheAnimationEnds = log.entries
    animator.completeAnimations(finished: false)

    #expect(beforeTheAnimationEnds.isEmpty)
    #expect(log.entries == ["completion(false)"])
  }

  // MARK: During a rotation

  @Test func duringARotationAnimationsRunWithoutAnimationThenTheCompletionWithTrue() {
    let keyboard = ObserverHarness()
    keyboard.beginRotationWithKeyboardShown()
    let animator = RecordingKeyboardAnimator()
    let log = EventLog()

    keyboard.observer.animator = animator
    keyboard.observer.animateWithKeyboardProperties(
      { log.append("animations, without animation: \(animator.isPerformingWithoutAnimation)") },
      completion: { finished in
        log.append("completion(\(finished)), without animation: \(animator.isPerformingWithoutAnimation)")
      })

    #expect(
      log.entries == ["animations, without animation: true", "completion(true), without animation: false"])
    #expect(animator.requests.isEmpty)
    #expect(animator.performWithoutAnimationCount == 1)
  }

  @Test func afterTheRotationEndsAnimationsAnimateAgain() {
    let keyboard = ObserverHarness()
    keyboard.beginRotationWithKeyboardShown()
    keyboard.observer.interfaceOrientationDidChange()
    let animator = RecordingKeyboardAnimator()

    keyboard.observer.animator = animator
    keyboard.observer.animateWithKeyboardProperties {}

    #expect(animator.requests.count == 1)
    #expect(animator.performWithoutAnimationCount == 0)
  }

  // MARK: Before any keyboard event

  @Test func withNoKeyboardPropertiesYetItAnimatesWithTheDocumentedDefaults() {
    let keyboard = ObserverHarness()
    let animator = RecordingKeyboardAnimator()

    keyboard.observer.animator = animator
    keyboard.observer.animateWithKeyboardProperties {}

    #expect(keyboard.observer.lastKeyboardProperties == nil)
    #expect(animator.requests == [.animated(duration: 0.25, curve: .keyboard)])
    #expect(KeyboardObserver.defaultProperties.animationDuration == 0.25)
    #expect(KeyboardObserver.defaultProperties.animationCurve == .keyboard)
  }

  @Test func withNoKeyboardPropertiesYetTheAnimationsRunExactlyOnce() {
    let keyboard = ObserverHarness()
    let log = EventLog()

    keyboard.observer.animator = ImmediateKeyboardAnimator()
    keyboard.observer.animateWithKeyboardProperties(
      { log.append("animations") }, completion: { log.append("completion(\($0))") })

    #expect(log.entries == ["animations", "completion(true)"])
  }
}
