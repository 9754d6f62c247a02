import Foundation
import KeyboardTestSupport
import Testing

@testable import KeyboardBroadcast

#if canImport(Observation)
  import Observation
#endif
#if canImport(Combine)
  import Combine
#endif

@MainActor struct KeyboardStateTests {
  let harness = ObserverHarness()
  private let iPhoneX = CGRect(x: 0, y: 0, width: 375, height: 812)
  private let iPhone8 = CGRect(x: 0, y: 0, width: 375, height: 667)

  @Test func followsShowsAndHides() {
    harness.observer.screenBounds = iPhoneX
    let state = KeyboardState(observer: harness.observer)
    #expect(!state.snapshot.isShown)
    #expect(state.screenOverlap == 0)
    harness.post(.willShow, Payload.p18WillShow)
    #expect(state.snapshot.isShown)
    #expect(state.screenOverlap == 333)
    harness.post(.willHide, Payload.p18WillHide)
    #expect(!state.snapshot.isShown)
    #expect(state.screenOverlap == 0)
  }

  @Test func reportsPlacementAndTheCoveredHeightAgainstTheScreen() {
    harness.observer.screenBounds = iPhoneX
    let state = KeyboardState(observer: harness.observer)
    harness.post(.willShow, Payload.p18WillShow)
    #expect(state.snapshot.placement == .docked)
    #expect(state.screenOverlap == 333)
    // A frame that stops short of the bottom edge is undocked: it covers nothing.
    harness.post(.willShow, Payload.userInfo(begin: .zero, end: CGRect(x: 0, y: 300, width: 375, height: 333)))
    #expect(state.snapshot.placement == .undocked)
    #expect(state.screenOverlap == 0)
  }

  @Test func aHideWhoseEndFrameIsStillOnScreenLeavesItHidden() {
    // iOS can post a will-hide whose end frame is the shown keyboard's; peer libraries test for it.
    harness.observer.screenBounds = iPhoneX
    let state = KeyboardState(observer: harness.observer)
    harness.post(.willShow, Payload.p18WillShow)
    harness.post(.willHide, Payload.p18WillShow)
    #expect(!state.snapshot.isShown)
    #expect(state.snapshot.placement == .hidden)
    #expect(state.screenOverlap == 0)
  }

  #if !canImport(UIKit)
    // Where UIKit exists the observer always knows a screen.
    @Test func withoutScreenBoundsItsHeightIsTheEndFramesWhileVisible() {
      let state = KeyboardState(observer: harness.observer)
      harness.post(.willShow, Payload.p18WillShow)
      #expect(state.snapshot.placement == nil)
      #expect(state.screenOverlap == 333)
      harness.post(.willHide, Payload.p18WillShow)
      #expect(state.screenOverlap == 0)
    }

    @Test func withoutScreenBoundsAKeyboardLessThanAPointHighCoversNothing() {
      // The overlap's rule, shared by every surface: less than a point counts as none.
      let state = KeyboardState(observer: harness.observer)
      harness.post(.willShow, KeyboardProperties(endFrame: CGRect(x: 0, y: 811.5, width: 375, height: 0.5)))
      #expect(state.snapshot.isShown)
      #expect(state.screenOverlap == 0)
      #expect(
        state.screenOverlap == harness.observer.snapshot.overlap(with: CGRect(x: 0, y: 0, width: 375, height: 812)))
    }
  #endif

  @Test func startsFromTheObserversCurrentState() {
    harness.post(.willShow, Payload.p18WillShow)
    let state = KeyboardState(observer: harness.observer)
    #expect(state.snapshot.isShown)
    #expect(state.snapshot.properties == KeyboardProperties(userInfo: Payload.p18WillShow))
    #expect(state.motion == .immediate)
  }

  @Test func startsMidRotationSayingSo() {
    harness.post(.willShow, Payload.p10WillShow)
    harness.observer.interfaceOrientationWillChange()
    harness.post(.willHide, Payload.p10WillHide)
    let state = KeyboardState(observer: harness.observer)
    #expect(state.snapshot.isShown)
    #expect(state.snapshot.isInterfaceOrientationChanging)
    harness.observer.interfaceOrientationDidChange()
    #expect(!state.snapshot.isInterfaceOrientationChanging)
  }

  @Test func keepsItsHeightThroughTheChangeFramesOfARotation() {
    harness.observer.screenBounds = iPhone8
    let state = KeyboardState(observer: harness.observer)
    harness.post(.willChangeFrame, Payload.p10WillShow)
    harness.post(.willShow, Payload.p10WillShow)
    harness.observer.interfaceOrientationWillChange()
    harness.post(.willChangeFrame, Payload.p10WillHide)  // iOS sends it along with the rotation's will-hide.
    harness.post(.willHide, Payload.p10WillHide)
    #expect(state.snapshot.isShown)
    #expect(state.screenOverlap == 258)
    #expect(harness.observer.snapshot.placement == .docked)
  }

  @Test func forgetsTheKeyboardWhenTheObserverStops() {
    let state = KeyboardState(observer: harness.observer)
    harness.post(.willShow, Payload.p18WillShow)
    harness.observer.stop()
    #expect(!state.snapshot.isShown)
    #expect(state.screenOverlap == 0)
    #expect(state.snapshot.properties == nil)
    #expect(state.lastUpdate == nil)
  }

  @Test func carriesTheKeyboardsAnimationAfterAWillEventAndNoneAfterADidEvent() {
    let state = KeyboardState(observer: harness.observer)
    harness.post(.willShow, Payload.p26SlowShow)
    #expect(state.motion == .animated(duration: 0.4, curve: .keyboard))
    harness.post(.didShow, Payload.p26SlowShow)
    #expect(state.motion == .immediate)
  }

  @Test func followsScreenBoundsSetLater() {
    let state = KeyboardState(observer: harness.observer)
    harness.post(.willShow, Payload.p18WillShow)
    harness.observer.screenBounds = iPhoneX
    #expect(state.snapshot.placement == .docked)
  }

  @Test func doesNotKeepItsObserverAlive() {
    weak var released: KeyboardObserver?
    var state: KeyboardState?
    do {
      let observer = KeyboardObserver(notificationCenter: NotificationCenter())
      released = observer
      state = KeyboardState(observer: observer)
    }
    #expect(released == nil)
    #expect(state?.snapshot.isShown == false)
  }

  @Test func isReleasedWhileItsObserverLives() {
    weak var released: KeyboardState?
    do {
      let state = KeyboardState(observer: harness.observer)
      released = state
    }
    #expect(released == nil)
    harness.post(.willShow, Payload.p18WillShow)
  }

  #if canImport(Observation)
    @Test func tellsObservationTrackingAboutChanges() {
      guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
      let state = KeyboardState(observer: harness.observer)
      let changed = LockedFlag()
      withObservationTracking {
        _ = state.snapshot.isShown
      } onChange: {
        changed.set()
      }
      harness.post(.willShow, Payload.p18WillShow)
      #expect(changed.isSet)
    }

    @Test func tellsObservationTrackingNothingWhenNothingChanged() {
      guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) else { return }
      harness.post(.willShow, Payload.p18WillShow)
      let state = KeyboardState(observer: harness.observer)
      let changed = LockedFlag()
      withObservationTracking {
        _ = state.snapshot.isShown
      } onChange: {
        changed.set()
      }
      harness.post(.willShow, Payload.p18WillShow)  // A duplicate: dropped, so nothing changes.
      harness.observer.screenBounds = harness.observer.screenBounds
      #expect(!changed.isSet)
    }
  #endif

  #if canImport(Combine)
    @Test func sendsObjectWillChangeBeforeAChange() {
      let state = KeyboardState(observer: harness.observer)
      var visibleWhenSent: [Bool] = []
      let subscription = state.objectWillChange.sink { visibleWhenSent.append(state.snapshot.isShown) }
      harness.post(.willShow, Payload.p18WillShow)
      #expect(visibleWhenSent == [false])
      withExtendedLifetime(subscription) {}
    }
  #endif
}

private final class LockedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false
  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}
