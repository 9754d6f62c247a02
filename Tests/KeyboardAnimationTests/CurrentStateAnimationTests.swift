import Foundation
import KeyboardBroadcast
import KeyboardTestSupport
import Testing

@testable import KeyboardAnimation

/// Layout for the current state handed to a late listener, the observer's own animator, and motions.
@MainActor struct CurrentStateAnimationTests {
  let keyboard = ObserverHarness()
  let animator = RecordingKeyboardAnimator()

  init() {
    keyboard.observer.animator = animator
  }

  @Test func aDelegateReplayedToLaysOutAtOnce() {
    keyboard.post(.willShow, .iPhone8WillShow)
    let screen = AnimatingDelegate()
    keyboard.observer.addDelegate(screen, replayingCurrentState: true)
    #expect(screen.layouts == [true])
    #expect(animator.requests.isEmpty)
    #expect(animator.performWithoutAnimationCount == 1)
  }

  @Test func theSameDelegateAnimatesALaterShow() {
    let screen = AnimatingDelegate()
    keyboard.observer.addDelegate(screen, replayingCurrentState: true)
    keyboard.post(.willShow, .iPhone8WillShow)
    #expect(screen.layouts == [false])
    #expect(animator.requests == [.animated(duration: 0.25, curve: .keyboard)])
  }

  @Test func aClosureReplayedToLaysOutAtOnce() {
    keyboard.post(.willShow, .iPhone8WillShow)
    let observer = keyboard.observer
    let observation = observer.observe([.willShow], replayingCurrentState: true) { _ in
      observer.animateWithKeyboardProperties {}
    }
    #expect(animator.requests.isEmpty)
    #expect(animator.performWithoutAnimationCount == 1)
    withExtendedLifetime(observation) {}
  }

  @Test func animateWithKeyboardPropertiesUsesTheAnimatorTheAppSet() {
    keyboard.post(.willShow, .slowChangeFrame)
    keyboard.observer.animateWithKeyboardProperties {}
    #expect(animator.requests == [.animated(duration: 0.4, curve: .keyboard)])
  }

  @Test func withoutAnAnimatorSetTheObserverUsesThePlatformsOneEveryTime() {
    let fresh = KeyboardObserver(notificationCenter: NotificationCenter())
    #if canImport(UIKit) && !os(watchOS)
      #expect(fresh.animator is UIKitKeyboardAnimator)
    #else
      #expect(fresh.animator is ImmediateKeyboardAnimator)
    #endif
    #expect(fresh.animator === fresh.animator)
  }

  @Test func anAnimatedMotionAnimatesWithItsDurationAndCurve() {
    var ran = false
    keyboard.observer.animate(.animated(duration: 0.4, curve: .easeOut)) { ran = true }
    #expect(ran)
    #expect(animator.requests == [.animated(duration: 0.4, curve: .easeOut)])
  }

  @Test func anImmediateMotionRunsWithoutAnimationAndCompletesAtOnce() {
    var finished: Bool?
    keyboard.observer.animate(.immediate, { #expect(self.animator.isPerformingWithoutAnimation) }) {
      finished = $0
    }
    #expect(finished == true)
    #expect(animator.requests.isEmpty)
  }

  @Test func anOverlapObservationMovesInStepWithOneLine() {
    keyboard.observer.screenBounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    let observer = keyboard.observer
    var inset: CGFloat = -1
    let observation = observer.observeOverlap(measuring: {
      $0.overlap(with: CGRect(x: 0, y: 0, width: 375, height: 667))
    }) {
      overlap in observer.animate(overlap.motion) { inset = overlap.height }
    }
    keyboard.post(.willShow, .iPhone8WillShow)
    #expect(inset == 216)
    #expect(animator.performWithoutAnimationCount == 1)  // The first value, 0.
    #expect(animator.requests == [.animated(duration: 0.25, curve: .keyboard)])
    withExtendedLifetime(observation) {}
  }
}

/// Lays out through `animateWithKeyboardProperties` on every will-show, and notes whether it was a replay.
@MainActor private final class AnimatingDelegate: KeyboardObserverDelegate {
  private(set) var layouts: [Bool] = []

  func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillShowWith properties: KeyboardProperties,
    interfaceOrientationWillChange: Bool
  ) {
    layouts.append(observer.isReplayingCurrentState)
    observer.animateWithKeyboardProperties {}
  }
}
