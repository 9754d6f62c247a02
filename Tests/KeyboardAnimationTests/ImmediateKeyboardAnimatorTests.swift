import Foundation
import KeyboardBroadcast
import Testing

@testable import KeyboardAnimation

@MainActor struct ImmediateKeyboardAnimatorTests {
  @Test func runsTheAnimationsThenTheCompletionWithTrueBeforeReturning() {
    let log = EventLog()

    ImmediateKeyboardAnimator().animate(
      withDuration: 0.25, curve: .keyboard, animations: { log.append("animations") },
      completion: { log.append("completion(\($0))") })

    #expect(log.entries == ["animations", "completion(true)"])
  }

  @Test func performWithoutAnimationRunsTheActionsBeforeReturning() {
    let log = EventLog()

    ImmediateKeyboardAnimator().performWithoutAnimation { log.append("actions") }

    #expect(log.entries == ["actions"])
  }
}

@MainActor struct RecordingKeyboardAnimatorTests {
  @Test func recordsEachRequestAndRunsItsAnimationsAtOnce() {
    let animator = RecordingKeyboardAnimator()
    let log = EventLog()

    animator.animate(withDuration: 0.4, curve: .keyboard, animations: { log.append("first") }, completion: nil)
    animator.animate(withDuration: 0, curve: .linear, animations: { log.append("second") }, completion: nil)

    #expect(animator.requests == [.animated(duration: 0.4, curve: .keyboard), .animated(duration: 0, curve: .linear)])
    #expect(log.entries == ["first", "second"])
  }

  @Test func keepsCompletionsUntilTheTestCompletesTheAnimations() {
    let animator = RecordingKeyboardAnimator()
    let log = EventLog()
    animator.animate(withDuration: 0.25, curve: .keyboard, animations: {}, completion: { log.append("first(\($0))") })
    animator.animate(withDuration: 0.25, curve: .keyboard, animations: {}, completion: { log.append("second(\($0))") })
    let pendingBefore = animator.pendingCompletionCount

    animator.completeAnimations(finished: false)

    #expect(pendingBefore == 2)
    #expect(log.entries == ["first(false)", "second(false)"])
    #expect(animator.pendingCompletionCount == 0)
  }

  @Test func reportsPerformingWithoutAnimationOnlyInsideTheBlock() {
    let animator = RecordingKeyboardAnimator()
    let log = EventLog()

    animator.performWithoutAnimation { log.append("inside: \(animator.isPerformingWithoutAnimation)") }

    #expect(log.entries == ["inside: true"])
    #expect(!animator.isPerformingWithoutAnimation)
    #expect(animator.performWithoutAnimationCount == 1)
  }
}
