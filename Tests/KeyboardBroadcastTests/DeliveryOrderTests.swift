import Foundation
import KeyboardTestSupport
import Testing

@_spi(Tools) @testable import KeyboardBroadcast

/// What listeners see when one of them stops the observer, changes its state, or starts listening during a delivery.
@MainActor struct DeliveryOrderTests {
  let harness = ObserverHarness()
  private let screen = CGRect(x: 0, y: 0, width: 375, height: 812)

  @Test func aNotificationPostedWhileListenersHearOfAChangeAtTheEndOfADeliveryIsDelivered() {
    let (observer, center) = (harness.observer, harness.center)
    var posted = false
    // Registered first: it hears the will-show before the rotation begins, and the rotation at the delivery's end.
    let (_, follower) = observer.follow(measuring: { $0.isInterfaceOrientationChanging }, holdsThroughRotations: false)
    { rotating, _ in
      guard rotating, !posted else { return }
      posted = true
      center.post(name: KeyboardEvent.didShow.notificationName, object: nil, userInfo: Payload.p09DidShow)
    }
    let rotator = observer.observe([.willShow]) { _ in observer.interfaceOrientationWillChange() }
    harness.post(.willShow, Payload.p10WillShow)
    #expect(posted)
    #expect(harness.delegate.events == [.willShow, .didShow])
    withExtendedLifetime((follower, rotator)) {}
  }

  @Test func aHandlerThatStopsTheObserverEndsTheDeliveryForLaterListeners() {
    let stopper = harness.observer.observe { [observer = harness.observer] _ in observer.stop() }
    var later = 0
    let laterHandler = harness.observer.observe { _ in later += 1 }
    let state = KeyboardState(observer: harness.observer)
    harness.post(.willShow, Payload.p18WillShow)
    #expect(later == 0)
    #expect(!state.snapshot.isShown)
    #expect(state.snapshot.properties == nil)
    withExtendedLifetime((stopper, laterHandler)) {}
  }

  @Test func aStateListenerAfterAHandlerThatSetsScreenBoundsSeesTheNewBounds() {
    let setter = harness.observer.observe { [observer = harness.observer, screen] _ in observer.screenBounds = screen }
    let state = KeyboardState(observer: harness.observer)
    harness.post(.willShow, Payload.p18WillShow)
    #expect(state.snapshot.screenBounds == screen)
    #expect(state.screenOverlap == 333)
    withExtendedLifetime(setter) {}
  }

  @Test func screenBoundsSetByADelegateReachOverlapsWithTheKeyboardsAnimation() {
    harness.delegate.onCall = { [observer = harness.observer, screen] call in
      if call.event == .willShow { observer.screenBounds = screen }
    }
    var values: [KeyboardOverlap] = []
    let observation = harness.observer.observeOverlap(measuring: { [screen] in $0.overlap(with: screen) }) {
      values.append($0)
    }
    harness.post(.willShow, Payload.p18WillShow)
    #expect(values.last == KeyboardOverlap(height: 333, motion: .animated(duration: 0.25, curve: .keyboard)))
    #expect(values.count == 2)
    withExtendedLifetime(observation) {}
  }

  @Test func aHandlerAddedDuringADeliveryWithTheCurrentStateHearsItOnce() {
    var received: [KeyboardUpdate] = []
    var observation: KeyboardObservation?
    harness.delegate.onCall = { [observer = harness.observer] call in
      guard observation == nil, call.event == .willShow else { return }
      observation = observer.observe(replayingCurrentState: true) { received.append($0) }
    }
    harness.post(.willShow, Payload.p18WillShow)
    #expect(received.map(\.event) == [.willChangeFrame, .willShow])
    #expect(received.allSatisfy { $0.isReplay })
    harness.post(.willHide, Payload.p18WillHide)
    #expect(received.last?.event == .willHide)
    withExtendedLifetime(observation) {}
  }

  @Test func aDelegateThatRemovesItselfDuringItsReplayHearsNoMoreOfIt() {
    harness.post(.willChangeFrame, Payload.p18WillShow)
    harness.post(.willShow, Payload.p18WillShow)
    harness.post(.didChangeFrame, Payload.p18WillShow)
    harness.post(.didShow, Payload.p18WillShow)
    let leaving = RecordingDelegate()
    leaving.onCall = { [observer = harness.observer, unowned leaving] call in
      if call.event == .willShow { observer.removeDelegate(leaving) }
    }
    harness.observer.addDelegate(leaving, replayingCurrentState: true)
    #expect(leaving.events == [.willChangeFrame, .willShow])
  }

  @Test func hidesReleasedAtTheEndOfARotationMoveLayoutAtOnce() {
    harness.observer.screenBounds = screen
    harness.post(.willShow, Payload.p18WillShow)
    var motions: [KeyboardMotion] = []
    let observation = harness.observer.observeOverlap(measuring: { [screen] in $0.overlap(with: screen) }) {
      motions.append($0.motion)
    }
    harness.observer.interfaceOrientationWillChange()
    harness.post(.willHide, Payload.p18WillHide)
    harness.observer.interfaceOrientationDidChange()
    #expect(motions == [.immediate, .immediate])
    withExtendedLifetime(observation) {}
  }

  @Test func duringARotationTheKeyboardIsJudgedAgainstTheScreenItWasShownOn() {
    // The screen's bounds turn with the interface before the rotation's show arrives.
    let portrait = SimulatedScreen(bounds: CGRect(x: 0, y: 0, width: 768, height: 1024))
    let landscape = SimulatedScreen(bounds: CGRect(x: 0, y: 0, width: 1024, height: 768))
    let docked = KeyboardProperties(
      beginFrame: CGRect(x: 0, y: 1024, width: 768, height: 313),
      endFrame: CGRect(x: 0, y: 711, width: 768, height: 313))
    harness.post(.willShow, docked.userInfo, object: portrait)
    harness.observer.interfaceOrientationWillChange()
    // A change-frame from the turned screen, which the rotation does not let move the keyboard.
    harness.post(.willChangeFrame, KeyboardProperties(endFrame: .zero).userInfo, object: landscape)
    #expect(harness.observer.screenBounds == landscape.bounds)
    #expect(harness.observer.snapshot.placement == .docked)
    #expect(harness.observer.snapshot.overlap(with: portrait.bounds) == 313)
    harness.observer.interfaceOrientationDidChange()
    #expect(harness.observer.snapshot.placement != .docked)
  }

  @Test func aSimulatorsScreenOutlivesTheSimulator() {
    do {
      let screen = SimulatedScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667))
      harness.post(.willShow, Payload.p04WillShow, object: screen)
    }
    #expect(harness.observer.screenBounds == CGRect(x: 0, y: 0, width: 375, height: 667))
    #expect(harness.observer.snapshot.placement == .docked)
  }
}
