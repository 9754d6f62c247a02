// Linux only: it uses the stand-in's own API (UIKitStub), which Apple's UIKit does not have.
#if canImport(UIKit) && os(Linux)
  import Foundation
  import KeyboardBroadcast
  import KeyboardTestSupport
  import Testing
  import UIKit

  @testable import KeyboardAnimation

  // Run on Linux by scripts/test-with-uikit-stub.sh, against the UIKit stand-in in Stubs/UIKit.
  @MainActor @Suite(.serialized) struct UIKitKeyboardAnimatorTests {
    // Each test resets the stand-in's records as its first statement: bodies are synchronous on the main actor,
    // so no other test can record between the reset and the check. A suite's init runs before a suspension point.

    private static let beginFromCurrentState = UIView.AnimationOptions.beginFromCurrentState.rawValue

    @Test func passesTheDurationAndTheShiftedCurveToUIViewAnimate() {
      UIKitStub.reset()
      UIKitKeyboardAnimator().animate(withDuration: 0.4, curve: .keyboard, animations: {}, completion: nil)

      #expect(
        UIKitStub.animations == [
          UIKitStub.Animation(
            duration: 0.4, delay: 0, options: UIView.AnimationOptions(rawValue: 7 << 16 | Self.beginFromCurrentState),
            areAnimationsEnabled: true)
        ])
    }

    @Test(arguments: [0, 1, 2, 3, 7, 15])
    func shiftsTheRawCurveIntoTheCurveBitsOfTheOptions(rawCurve: Int) {
      UIKitStub.reset()
      UIKitKeyboardAnimator().animate(
        withDuration: 0.25, curve: KeyboardAnimationCurve(rawValue: rawCurve), animations: {}, completion: nil)

      #expect(UIKitStub.animations.map(\.options.rawValue) == [UInt(rawCurve) << 16 | Self.beginFromCurrentState])
    }

    @Test(arguments: [-1, Int.min, 16, Int.max])
    func curvesOutsideTheCurveBitsBecomeTheKeyboardCurve(rawCurve: Int) {
      UIKitStub.reset()
      UIKitKeyboardAnimator().animate(
        withDuration: 0.25, curve: KeyboardAnimationCurve(rawValue: rawCurve), animations: {}, completion: nil)

      #expect(UIKitStub.animations.map(\.options.rawValue) == [7 << 16 | Self.beginFromCurrentState])
    }

    @Test func runsTheAnimationsInsideUIViewAnimate() {
      UIKitStub.reset()
      let log = EventLog()

      UIKitKeyboardAnimator().animate(
        withDuration: 0.25, curve: .keyboard,
        animations: { log.append("animations after \(UIKitStub.animations.count)") },
        completion: nil)

      #expect(log.entries == ["animations after 1"])
    }

    @Test func passesUIKitsFinishedFlagToTheCompletion() {
      UIKitStub.reset()
      let log = EventLog()
      UIKitKeyboardAnimator().animate(
        withDuration: 0.25, curve: .keyboard, animations: {}, completion: { log.append("completion(\($0))") })
      let beforeUIKitFinishes = log.entries

      UIKitStub.completeAnimations(finished: false)

      #expect(beforeUIKitFinishes.isEmpty)
      #expect(log.entries == ["completion(false)"])
    }

    @Test func performWithoutAnimationUsesUIViewPerformWithoutAnimation() {
      UIKitStub.reset()
      let log = EventLog()

      UIKitKeyboardAnimator().performWithoutAnimation {
        log.append("animations enabled: \(UIView.areAnimationsEnabled)")
      }

      #expect(UIKitStub.performWithoutAnimationCount == 1)
      #expect(log.entries == ["animations enabled: false"])
    }

    @Test func whileRotatingTheCoordinatorUsesUIViewPerformWithoutAnimationAndNotAnimate() {
      UIKitStub.reset()
      let keyboard = ObserverHarness()
      keyboard.beginRotationWithKeyboardShown()
      let log = EventLog()

      keyboard.observer.animator = UIKitKeyboardAnimator()
      keyboard.observer.animateWithKeyboardProperties({
        log.append("animations enabled: \(UIView.areAnimationsEnabled)")
      })

      #expect(log.entries == ["animations enabled: false"])
      #expect(UIKitStub.performWithoutAnimationCount == 1)
      #expect(UIKitStub.animations.isEmpty)
    }

    @Test func thePlatformAnimatorWithUIKitIsTheUIKitOne() {
      UIKitStub.reset()
      #expect(ObserverHarness().observer.animator is UIKitKeyboardAnimator)
    }

    @Test func observerAnimateWithKeyboardPropertiesAnimatesWithUIView() {
      UIKitStub.reset()
      let keyboard = ObserverHarness()
      keyboard.post(.willChangeFrame, .slowChangeFrame)

      keyboard.observer.animateWithKeyboardProperties {}

      #expect(UIKitStub.animations.map(\.duration) == [0.4])
      #expect(UIKitStub.animations.map(\.options.rawValue) == [7 << 16 | Self.beginFromCurrentState])
    }
  }

  @MainActor struct InterfaceOrientationAlongsideTransitionTests {
    @Test func startsTheRotationAndEndsItInTheTransitionsCompletion() {
      UIKitStub.reset()
      let keyboard = ObserverHarness()
      keyboard.post(.willShow, .iPhone8WillShow)
      let transition = UIKitStub.TransitionCoordinator()

      keyboard.observer.interfaceOrientationWillChange(alongside: transition)
      let rotatingDuringTheTransition = keyboard.observer.isInterfaceOrientationChanging
      transition.animateAlongside()
      let rotatingWhileAnimating = keyboard.observer.isInterfaceOrientationChanging
      transition.complete()

      #expect(rotatingDuringTheTransition)
      #expect(rotatingWhileAnimating)
      #expect(!keyboard.observer.isInterfaceOrientationChanging)
    }

    @Test func asksTheTransitionForExactlyOneCompletion() {
      UIKitStub.reset()
      let keyboard = ObserverHarness()
      keyboard.post(.willShow, .iPhone8WillShow)
      let transition = UIKitStub.TransitionCoordinator()

      keyboard.observer.interfaceOrientationWillChange(alongside: transition)

      #expect(transition.pendingCompletionCount == 1)
    }

    @Test func withTheKeyboardHiddenNoRotationStarts() {
      UIKitStub.reset()
      let keyboard = ObserverHarness()
      let transition = UIKitStub.TransitionCoordinator()

      keyboard.observer.interfaceOrientationWillChange(alongside: transition)
      let rotatingDuringTheTransition = keyboard.observer.isInterfaceOrientationChanging
      transition.complete()

      #expect(!rotatingDuringTheTransition)
      #expect(!keyboard.observer.isInterfaceOrientationChanging)
    }
  }
#endif
