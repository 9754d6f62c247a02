import Foundation
import KeyboardTestSupport
import Testing

@testable import KeyboardBroadcast

@MainActor struct KeyboardObserverDeliveryTests {
  let harness = ObserverHarness()

  @Test func aNotificationPostedOnTheMainActorIsDeliveredBeforePostReturns() {
    harness.post(.willShow, Payload.p04WillShow)
    #expect(harness.delegate.calls == [.init(event: .willShow, properties: .init(userInfo: Payload.p04WillShow))])
  }

  @Test func notificationsPostedOnAnotherThreadAreDeliveredOnTheMainActorInOrder() async throws {
    let center = harness.center
    runOnAnotherThreadHoldingTheMainActor {
      center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: Payload.p10WillShow)
      center.post(name: KeyboardEvent.didShow.notificationName, object: nil, userInfo: Payload.p09DidShow)
      center.post(name: KeyboardEvent.willHide.notificationName, object: nil, userInfo: Payload.p10WillHide)
    }
    // The main actor was busy here while the thread posted, so nothing can have been delivered yet.
    #expect(harness.delegate.calls.isEmpty)
    try await waitUntil { harness.delegate.calls.count == 3 }
    #expect(harness.delegate.events == [.willShow, .didShow, .willHide])
  }

  @Test func everyDelegateReceivesEachEventInRegistrationOrder() {
    let second = RecordingDelegate()
    var order: [String] = []
    harness.delegate.onCall = { _ in order.append("first") }
    second.onCall = { _ in order.append("second") }
    harness.observer.addDelegate(second)
    harness.post(.willShow, Payload.p04WillShow)
    #expect(order == ["first", "second"])
  }

  @Test func aRemovedDelegateIsNotCalled() {
    harness.observer.removeDelegate(harness.delegate)
    harness.post(.willShow, Payload.p04WillShow)
    #expect(harness.delegate.calls.isEmpty)
  }

  @Test func aNotificationWithoutUserInfoIsDeliveredWithDefaultProperties() {
    harness.post(.willChangeFrame, nil)
    #expect(harness.delegate.calls == [.init(event: .willChangeFrame, properties: KeyboardProperties())])
  }

  @Test func aNotificationFromAnySenderIsAccepted() {
    harness.post(.willShow, Payload.p04WillShow, object: NSObject())
    #expect(harness.delegate.events == [.willShow])
  }

  @Test func eachNotificationReachesItsOwnDelegateMethod() {
    harness.post(.willChangeFrame, Payload.p10WillShow)
    harness.post(.willShow, Payload.p10WillShow)
    harness.post(.didChangeFrame, Payload.p10WillShow)
    harness.post(.didShow, Payload.p09DidShow)
    harness.post(.willHide, Payload.p10WillHide)
    harness.post(.didHide, Payload.p10WillHide)
    #expect(harness.delegate.events == [.willChangeFrame, .willShow, .didChangeFrame, .didShow, .willHide, .didHide])
  }
}

@MainActor struct KeyboardObserverLifecycleTests {
  let harness = ObserverHarness()

  @Test func startingTwiceDeliversEachEventOnce() {
    harness.observer.start()
    harness.post(.willShow, Payload.p04WillShow)
    #expect(harness.delegate.events == [.willShow])
  }

  @Test func nothingIsDeliveredAfterStop() {
    harness.observer.stop()
    harness.post(.willShow, Payload.p04WillShow)
    #expect(harness.delegate.calls.isEmpty)
    #expect(!harness.observer.isObserving)
  }

  @Test func notificationsQueuedFromAnotherThreadAreDroppedAfterStop() async {
    let center = harness.center
    runOnAnotherThreadHoldingTheMainActor {
      center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: Payload.p04WillShow)
    }
    harness.observer.stop()
    harness.observer.start()
    harness.post(.willChangeFrame, Payload.p04WillShow)
    await drainMainQueue()
    #expect(harness.delegate.events == [.willChangeFrame])
  }

  @Test func startingAgainAfterStopObservesAgain() {
    harness.observer.stop()
    harness.observer.start()
    harness.post(.willShow, Payload.p04WillShow)
    #expect(harness.delegate.events == [.willShow])
    #expect(harness.observer.isObserving)
  }

  @Test func stopForgetsTheKeyboardState() {
    harness.post(.willShow, Payload.p04WillShow)
    harness.observer.stop()
    #expect(harness.observer.lastKeyboardProperties == nil)
    #expect(!harness.observer.snapshot.isShown)
    harness.observer.start()
    harness.post(.willShow, Payload.p04WillShow)
    #expect(harness.delegate.events == [.willShow, .willShow])
  }

  @Test func aDeallocatedObserverStopsObserving() {
    let center = NotificationCenter()
    let delegate = RecordingDelegate()
    weak var released: KeyboardObserver?
    do {
      let observer = KeyboardObserver(notificationCenter: center)
      observer.start()
      observer.addDelegate(delegate)
      released = observer
    }
    center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: Payload.p04WillShow)
    #expect(released == nil)
    #expect(delegate.calls.isEmpty)
  }

  @Test func anObserverThatIsNotStartedDeliversNothing() {
    let center = NotificationCenter()
    let observer = KeyboardObserver(notificationCenter: center)
    let delegate = RecordingDelegate()
    observer.addDelegate(delegate)
    center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: Payload.p04WillShow)
    #expect(delegate.calls.isEmpty)
    #expect(!observer.isObserving)
  }

  @Test func theSharedObserverIsStartedOnTheDefaultCenter() {
    #expect(KeyboardObserver.shared.isObserving)
  }
}

@MainActor struct KeyboardObserverDuplicateTests {
  let harness = ObserverHarness()

  @Test func aRepeatedWillShowWithTheSameFrameIsDropped() {
    harness.post(.willShow, Payload.p10WillShow)
    harness.post(.willShow, Payload.p10WillShow)
    #expect(harness.delegate.events == [.willShow])
  }

  @Test func aWillShowWithANewEndFrameIsDelivered() {
    harness.post(.willShow, Payload.p18WillShow)
    harness.post(.willShow, Payload.p21Grows)
    #expect(harness.delegate.events == [.willShow, .willShow])
  }

  @Test func theDidShowAfterADeliveredWillShowIsDelivered() {
    harness.post(.willShow, Payload.p10WillShow)
    harness.post(.didShow, Payload.p09DidShow)
    harness.post(.willShow, Payload.p10WillShow)
    harness.post(.didShow, Payload.p09DidShow)
    #expect(harness.delegate.events == [.willShow, .didShow])
  }

  @Test func theDidShowOfAResizeIsDelivered() {
    harness.post(.willShow, Payload.p18WillShow)
    harness.post(.didShow, Payload.p18WillShow)
    harness.post(.willShow, Payload.p21Grows)
    harness.post(.didShow, Payload.p21Grows)
    #expect(harness.delegate.events == [.willShow, .didShow, .willShow, .didShow])
  }

  @Test func aRepeatedDidShowIsDropped() {
    harness.post(.didShow, Payload.p09DidShow)
    harness.post(.didShow, Payload.p09DidShow)
    #expect(harness.delegate.events == [.didShow])
  }

  @Test func aDidShowAfterAHideIsDeliveredAgain() {
    harness.post(.didShow, Payload.p09DidShow)
    harness.post(.willHide, Payload.p10WillHide)
    harness.post(.didShow, Payload.p09DidShow)
    #expect(harness.delegate.events == [.didShow, .willHide, .didShow])
  }

  @Test func hidesWhileAlreadyHiddenAreDropped() {
    harness.post(.willShow, Payload.p10WillShow)
    harness.post(.willHide, Payload.p10WillHide)
    harness.post(.didHide, Payload.p10WillHide)
    harness.post(.willHide, Payload.p10WillHide)
    harness.post(.didHide, Payload.p10WillHide)
    #expect(harness.delegate.events == [.willShow, .willHide, .didHide])
  }

  @Test func theFirstHideIsDeliveredWhenTheObserverStartedWithTheKeyboardUp() {
    harness.post(.willHide, Payload.p10WillHide)
    harness.post(.didHide, Payload.p10WillHide)
    #expect(harness.delegate.events == [.willHide, .didHide])
  }

  @Test func anIdenticalChangeFrameEventIsDropped() {
    harness.post(.willChangeFrame, Payload.p21Grows)
    harness.post(.willChangeFrame, Payload.p21Grows)
    harness.post(.didChangeFrame, Payload.p21Grows)
    harness.post(.didChangeFrame, Payload.p21Grows)
    harness.post(.willChangeFrame, Payload.p22Resize)
    #expect(harness.delegate.events == [.willChangeFrame, .didChangeFrame, .willChangeFrame])
  }

  @Test func theKeyboardCanShowAgainAfterAHide() {
    harness.post(.willShow, Payload.p10WillShow)
    harness.post(.willHide, Payload.p10WillHide)
    harness.post(.willShow, Payload.p10WillShow)
    #expect(harness.delegate.events == [.willShow, .willHide, .willShow])
  }
}

@MainActor struct KeyboardObserverRotationTests {
  let harness = ObserverHarness()

  /// The keyboard up, then `interfaceOrientationWillChange()`.
  func rotateWithKeyboardShown() {
    harness.post(.willShow, Payload.p10WillShow)
    harness.post(.didShow, Payload.p09DidShow)
    harness.observer.interfaceOrientationWillChange()
  }

  @Test func rotatingWithTheKeyboardShownSuppressesHidesAndFlagsTheShow() {
    rotateWithKeyboardShown()
    harness.post(.willHide, Payload.p10WillHide)
    harness.post(.didHide, Payload.p10WillHide)
    harness.post(.willShow, Payload.p31Landscape)
    let rotationCalls = harness.delegate.calls.dropFirst(2)
    #expect(rotationCalls.map(\.event) == [.willShow])
    #expect(rotationCalls.first?.interfaceOrientationWillChange == true)
  }

  @Test func everyHideAndShowPairOfARotationIsHandled() {
    rotateWithKeyboardShown()
    for _ in 0..<2 {
      harness.post(.willHide, Payload.p10WillHide)
      harness.post(.didHide, Payload.p10WillHide)
      harness.post(.willShow, Payload.p10WillShow)
      harness.post(.didShow, Payload.p09DidShow)
    }
    let rotationCalls = harness.delegate.calls.dropFirst(2)
    #expect(rotationCalls.map(\.event) == [.willShow, .didShow, .willShow, .didShow])
    let showFlags = rotationCalls.filter { $0.event == .willShow }.map(\.interfaceOrientationWillChange)
    #expect(showFlags == [true, true])
  }

  @Test func theRotationEndsAtInterfaceOrientationDidChange() {
    rotateWithKeyboardShown()
    #expect(harness.observer.isInterfaceOrientationChanging)
    harness.observer.interfaceOrientationDidChange()
    #expect(!harness.observer.isInterfaceOrientationChanging)
    harness.post(.willHide, Payload.p10WillHide)
    #expect(harness.delegate.events.last == .willHide)
  }

  @Test func theRotationEndsByItselfAfterTheTimeout() async throws {
    harness.observer.orientationChangeTimeout = 0.01
    rotateWithKeyboardShown()
    try await waitUntil { !harness.observer.isInterfaceOrientationChanging }
    #expect(!harness.observer.isInterfaceOrientationChanging)
  }

  @Test func aShowAfterTheRotationIsNotFlagged() {
    rotateWithKeyboardShown()
    harness.observer.interfaceOrientationDidChange()
    harness.post(.willShow, Payload.p21Grows)
    #expect(harness.delegate.calls.last?.interfaceOrientationWillChange == false)
  }

  @Test func aHideThatNoShowFollowedIsDeliveredWhenTheRotationEnds() {
    rotateWithKeyboardShown()
    harness.post(.willHide, Payload.p10WillHide)
    harness.post(.didHide, Payload.p10WillHide)
    #expect(harness.delegate.events == [.willShow, .didShow])
    harness.observer.interfaceOrientationDidChange()
    #expect(harness.delegate.events == [.willShow, .didShow, .willHide, .didHide])
    #expect(!harness.observer.snapshot.isShown)
  }

  @Test func aHideThatNoShowFollowedIsDeliveredWhenTheRotationTimesOut() async throws {
    harness.observer.orientationChangeTimeout = 0.01
    rotateWithKeyboardShown()
    harness.post(.willHide, Payload.p10WillHide)
    try await waitUntil { harness.delegate.events.count == 3 }
    #expect(harness.delegate.events == [.willShow, .didShow, .willHide])
  }

  @Test func rotatingWithTheKeyboardHiddenChangesNothing() {
    harness.observer.interfaceOrientationWillChange()
    #expect(!harness.observer.isInterfaceOrientationChanging)
    harness.post(.willShow, Payload.p10WillShow)
    #expect(harness.delegate.calls.first?.interfaceOrientationWillChange == false)
  }

  @Test func stoppingEndsARotationWithoutDelivering() {
    rotateWithKeyboardShown()
    harness.post(.willHide, Payload.p10WillHide)
    harness.observer.stop()
    #expect(!harness.observer.isInterfaceOrientationChanging)
    #expect(harness.delegate.events == [.willShow, .didShow])
  }

  @Test func aNegativeTimeoutEndsTheRotationAtOnce() async throws {
    harness.observer.orientationChangeTimeout = -1
    rotateWithKeyboardShown()
    try await waitUntil { !harness.observer.isInterfaceOrientationChanging }
    #expect(!harness.observer.isInterfaceOrientationChanging)
  }

  @Test func aNaNTimeoutCountsAsTheOneSecondDefault() async throws {
    harness.observer.orientationChangeTimeout = .nan
    rotateWithKeyboardShown()
    try await Task.sleep(nanoseconds: 100_000_000)
    #expect(harness.observer.isInterfaceOrientationChanging)
    try await waitUntil { !harness.observer.isInterfaceOrientationChanging }
    #expect(!harness.observer.isInterfaceOrientationChanging)
  }

  @Test func anInfiniteTimeoutNeitherTrapsNorOutlastsInterfaceOrientationDidChange() {
    harness.observer.orientationChangeTimeout = .infinity
    rotateWithKeyboardShown()
    harness.observer.interfaceOrientationDidChange()
    #expect(!harness.observer.isInterfaceOrientationChanging)
  }
}

@MainActor struct KeyboardObserverStateTests {
  let harness = ObserverHarness()

  @Test func lastKeyboardPropertiesAreThoseOfTheLastDeliveredEvent() {
    #expect(harness.observer.lastKeyboardProperties == nil)
    harness.post(.willShow, Payload.p18WillShow)
    harness.post(.willShow, Payload.p18WillShow)
    #expect(harness.observer.lastKeyboardProperties == KeyboardProperties(userInfo: Payload.p18WillShow))
    harness.post(.willHide, Payload.p18WillHide)
    #expect(harness.observer.lastKeyboardProperties == KeyboardProperties(userInfo: Payload.p18WillHide))
  }

  @Test func suppressedEventsDoNotChangeLastKeyboardProperties() {
    harness.post(.willShow, Payload.p10WillShow)
    harness.observer.interfaceOrientationWillChange()
    harness.post(.willHide, Payload.p10WillHide)
    #expect(harness.observer.lastKeyboardProperties == KeyboardProperties(userInfo: Payload.p10WillShow))
  }

  @Test func isKeyboardVisibleFollowsDeliveredShowsAndHides() {
    #expect(!harness.observer.snapshot.isShown)
    harness.post(.willShow, Payload.p18WillShow)
    #expect(harness.observer.snapshot.isShown)
    harness.post(.willChangeFrame, Payload.p18WillHide)
    #expect(harness.observer.snapshot.isShown)
    harness.post(.willHide, Payload.p18WillHide)
    #expect(!harness.observer.snapshot.isShown)
  }

  @Test func theKeyboardStaysVisibleThroughARotation() {
    harness.post(.willShow, Payload.p10WillShow)
    harness.observer.interfaceOrientationWillChange()
    harness.post(.willHide, Payload.p10WillHide)
    #expect(harness.observer.snapshot.isShown)
  }
}

@MainActor struct KeyboardObserverReentrancyTests {
  let harness = ObserverHarness()

  @Test func aDelegateThatStopsTheObserverEndsTheDeliveryUnderWay() {
    let later = RecordingDelegate()
    var handled: [KeyboardEvent] = []
    harness.delegate.onCall = { [observer = harness.observer] _ in observer.stop() }
    harness.observer.addDelegate(later)
    let observation = harness.observer.observe { handled.append($0.event) }
    harness.post(.willShow, Payload.p04WillShow)
    #expect(harness.delegate.events == [.willShow])
    #expect(later.calls.isEmpty)
    #expect(handled.isEmpty)
    withExtendedLifetime(observation) {}
  }

  @Test func stoppingWhileARotationReleasesItsHidesDeliversNoMore() {
    harness.post(.willShow, Payload.p10WillShow)
    harness.post(.didShow, Payload.p09DidShow)
    harness.observer.interfaceOrientationWillChange()
    harness.post(.willHide, Payload.p10WillHide)
    harness.post(.didHide, Payload.p10WillHide)
    harness.delegate.onCall = { [observer = harness.observer] call in
      if call.event == .willHide { observer.stop() }
    }
    harness.observer.interfaceOrientationDidChange()
    #expect(harness.delegate.events == [.willShow, .didShow, .willHide])
    #expect(harness.observer.lastKeyboardProperties == nil)
  }

  @Test func aNotificationPostedInsideACallbackReachesEveryListenerInPostingOrder() async {
    let later = RecordingDelegate()
    let stream = harness.observer.updates
    // Capturing the center, not the harness, which holds this delegate: no reference cycle.
    harness.delegate.onCall = { [center = harness.center] call in
      // As UIKit does when a delegate moves the first responder: the keyboard changes inside the callback.
      if call.event == .willShow {
        center.post(name: KeyboardEvent.willChangeFrame.notificationName, object: nil, userInfo: Payload.p21Grows)
      }
    }
    harness.observer.addDelegate(later)
    harness.post(.willShow, Payload.p18WillShow)
    #expect(harness.delegate.events == [.willShow, .willChangeFrame])
    #expect(later.events == [.willShow, .willChangeFrame])
    harness.observer.stop()
    var streamed: [KeyboardEvent] = []
    for await update in stream { streamed.append(update.event) }
    #expect(streamed == [.willShow, .willChangeFrame])
  }

  @Test func aStreamMadeDuringADeliveryStartsFromTheStateThatDeliveryMadeThenTheNextUpdate() async {
    var made: AsyncStream<KeyboardUpdate>?
    harness.delegate.onCall = { [observer = harness.observer] _ in
      if made == nil { made = observer.updates }
    }
    harness.post(.willShow, Payload.p18WillShow)
    harness.post(.willHide, Payload.p18WillHide)
    harness.observer.stop()
    var streamed: [KeyboardUpdate] = []
    if let made { for await update in made { streamed.append(update) } }
    // The will-show under way is the current state, replayed once; then the will-hide, delivered once.
    #expect(streamed.map(\.event) == [.willChangeFrame, .willShow, .willHide])
    #expect(streamed.map(\.isReplay) == [true, true, false])
  }
}
