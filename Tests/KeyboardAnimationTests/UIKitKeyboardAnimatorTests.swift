#if canImport(UIKit) && !os(watchOS)
  import Foundation
  import KeyboardBroadcast
  import KeyboardTestSupport
  import Testing
  import UIKit

  @testable import KeyboardAnimation

  /// The UIKit animator, read through what UIKit tells code inside an animation block: its duration
  /// (`UIView.inheritedAnimationDuration`) and whether animations are on. Runs on the simulator and against the
  /// stand-in.
  @MainActor struct UIKitKeyboardAnimatorTests {
    private static let beginFromCurrentState = UIView.AnimationOptions.beginFromCurrentState.rawValue

    @Test func runsTheAnimationsInsideAUIKitAnimationOfTheGivenDuration() {
      var durations: [TimeInterval] = []

      UIKitKeyboardAnimator().animate(
        withDuration: 0.4, curve: .keyboard, animations: { durations.append(UIView.inheritedAnimationDuration) },
        completion: nil)

      #expect(durations == [0.4])
    }

    @Test func theKeyboardsCurveGoesIntoTheCurveBitsWithBeginFromCurrentState() {
      #expect(UIKitKeyboardAnimator.options(for: .keyboard).rawValue == 7 << 16 | Self.beginFromCurrentState)
    }

    @Test(arguments: [0, 1, 2, 3, 7, 15])
    func shiftsTheRawCurveIntoTheCurveBitsOfTheOptions(rawCurve: Int) {
      let options = UIKitKeyboardAnimator.options(for: KeyboardAnimationCurve(rawValue: rawCurve))

      #expect(options.rawValue == UInt(rawCurve) << 16 | Self.beginFromCurrentState)
    }

    @Test(arguments: [-1, Int.min, 16, Int.max])
    func curvesOutsideTheCurveBitsBecomeTheKeyboardCurve(rawCurve: Int) {
      let options = UIKitKeyboardAnimator.options(for: KeyboardAnimationCurve(rawValue: rawCurve))

      #expect(options.rawValue == 7 << 16 | Self.beginFromCurrentState)
    }

    @Test func performWithoutAnimationTurnsUIKitsAnimationsOff() {
      var enabled: [Bool] = []

      UIKitKeyboardAnimator().performWithoutAnimation { enabled.append(UIView.areAnimationsEnabled) }

      #expect(enabled == [false])
      #expect(UIView.areAnimationsEnabled)
    }

    @Test func whileRotatingTheObserverLaysOutWithUIKitsAnimationsOff() {
      let keyboard = ObserverHarness()
      keyboard.beginRotationWithKeyboardShown()
      var seen: [(enabled: Bool, duration: TimeInterval)] = []

      keyboard.observer.animator = UIKitKeyboardAnimator()
      keyboard.observer.animateWithKeyboardProperties {
        seen.append((UIView.areAnimationsEnabled, UIView.inheritedAnimationDuration))
      }

      #expect(seen.map(\.enabled) == [false])
      #expect(seen.map(\.duration) == [0])
    }

    @Test func thePlatformAnimatorWithUIKitIsTheUIKitOne() {
      #expect(ObserverHarness().observer.animator is UIKitKeyboardAnimator)
    }

    @Test func observerAnimateWithKeyboardPropertiesAnimatesWithTheKeyboardsDuration() {
      let keyboard = ObserverHarness()
      keyboard.post(.willChangeFrame, .slowChangeFrame)
      var durations: [TimeInterval] = []

      keyboard.observer.animateWithKeyboardProperties { durations.append(UIView.inheritedAnimationDuration) }

      #expect(durations == [0.4])
    }
  }

  @MainActor struct InterfaceOrientationAlongsideTransitionTests {
    @Test func startsTheRotationAndEndsItInTheTransitionsCompletion() {
      let keyboard = ObserverHarness()
      keyboard.post(.willShow, .iPhone8WillShow)
      let transition = HandDrivenTransition()

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
      let keyboard = ObserverHarness()
      keyboard.post(.willShow, .iPhone8WillShow)
      let transition = HandDrivenTransition()

      keyboard.observer.interfaceOrientationWillChange(alongside: transition)

      #expect(transition.pendingCompletionCount == 1)
    }

    @Test func withTheKeyboardHiddenNoRotationStarts() {
      let keyboard = ObserverHarness()
      let transition = HandDrivenTransition()

      keyboard.observer.interfaceOrientationWillChange(alongside: transition)
      let rotatingDuringTheTransition = keyboard.observer.isInterfaceOrientationChanging
      transition.complete()

      #expect(!rotatingDuringTheTransition)
      #expect(!keyboard.observer.isInterfaceOrientationChanging)
    }
  }
#endif
