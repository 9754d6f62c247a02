// Linux only: it ends UIKit's animation early with the stand-in's UIKitStub.completeAnimations(finished:); on a
// simulator nothing can make UIKit report an unfinished animation on cue.
#if canImport(UIKit) && os(Linux)
  import KeyboardBroadcast
  import Testing
  import UIKit

  @testable import KeyboardAnimation

  @MainActor struct UIKitCompletionStandInTests {
    @Test func theAnimatorPassesUIKitsFinishedFlagToTheCompletionOnceUIKitEnds() {
      UIKitStub.reset()
      var flags: [Bool] = []
      UIKitKeyboardAnimator().animate(
        withDuration: 0.25, curve: .keyboard, animations: {}, completion: { flags.append($0) })
      let beforeUIKitEnds = flags

      UIKitStub.completeAnimations(finished: false)

      #expect(beforeUIKitEnds.isEmpty)
      #expect(flags == [false])
    }
  }
#endif
