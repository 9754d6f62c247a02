import Foundation
import KeyboardTestSupport
import Testing

@testable import KeyboardBroadcast

#if canImport(Combine)
  import Combine
#endif

/// Where the keyboard is when a listener starts: the five moments the late-listener rules name.
enum ListeningMoment: String, CaseIterable, CustomTestStringConvertible, Sendable {
  case beforeAnyEvent, whileShown, midRotation, afterHide, afterStop

  var testDescription: String { rawValue }

  static let shown = KeyboardProperties(userInfo: Payload.p18WillShow)

  /// Brings `harness` to this moment with the notifications iOS posts.
  @MainActor func arrange(_ harness: ObserverHarness) {
    guard self != .beforeAnyEvent else { return }
    harness.post(.willChangeFrame, Payload.p18WillShow)
    harness.post(.willShow, Payload.p18WillShow)
    harness.post(.didChangeFrame, Payload.p18WillShow)
    harness.post(.didShow, Payload.p18WillShow)
    switch self {
    case .beforeAnyEvent, .whileShown: break
    case .midRotation:
      harness.observer.interfaceOrientationWillChange()
      harness.post(.willHide, Payload.p18WillHide)  // Held back: the keyboard stays shown.
    case .afterHide:
      harness.post(.willHide, Payload.p18WillHide)
      harness.post(.didHide, Payload.p18WillHide)
    case .afterStop:
      harness.observer.stop()
      harness.observer.start()
    }
  }

  /// What a listener that asks for the current state receives at once: the four notifications of a show, marked as
  /// a replay, while the keyboard is up; nothing otherwise.
  var replay: [KeyboardUpdate] {
    switch self {
    case .beforeAnyEvent, .afterHide, .afterStop: return []
    case .whileShown, .midRotation:
      let rotating = self == .midRotation
      let properties = Self.shown
      return [
        KeyboardUpdate(event: .willChangeFrame, properties: properties, isReplay: true),
        KeyboardUpdate(
          event: .willShow, properties: properties, interfaceOrientationWillChange: rotating, isReplay: true),
        KeyboardUpdate(event: .didChangeFrame, properties: properties, isReplay: true),
        KeyboardUpdate(event: .didShow, properties: properties, isReplay: true),
      ]
    }
  }
}

@MainActor struct CurrentStateTests {
  let harness = ObserverHarness()
  /// A later update every listener must still receive after the current state.
  private let later = KeyboardUpdate(
    event: .willChangeFrame, properties: KeyboardProperties(userInfo: Payload.p21Grows))

  private func postLaterUpdate() {
    harness.post(.willChangeFrame, Payload.p21Grows)
  }

  @Test(arguments: ListeningMoment.allCases)
  func aDelegateThatAsksForTheCurrentStateReceivesItAtOnce(_ moment: ListeningMoment) {
    moment.arrange(harness)
    let delegate = RecordingDelegate()
    harness.observer.addDelegate(delegate, replayingCurrentState: true)
    #expect(delegate.calls == moment.replay)
    postLaterUpdate()
    #expect(delegate.calls == moment.replay + [later])
  }

  @Test(arguments: ListeningMoment.allCases)
  func aDelegateAddedWithoutAskingHearsOnlyLaterUpdates(_ moment: ListeningMoment) {
    moment.arrange(harness)
    let delegate = RecordingDelegate()
    harness.observer.addDelegate(delegate)
    #expect(delegate.calls.isEmpty)
    postLaterUpdate()
    #expect(delegate.calls == [later])
  }

  @Test func aDelegateAddedAgainIsNotReplayedTo() {
    ListeningMoment.whileShown.arrange(harness)
    harness.observer.addDelegate(harness.delegate, replayingCurrentState: true)
    #expect(harness.delegate.calls.filter(\.isReplay).isEmpty)
  }

  @Test func aReplayReachesOnlyTheNewDelegate() {
    ListeningMoment.whileShown.arrange(harness)
    let before = harness.delegate.calls
    harness.observer.addDelegate(RecordingDelegate(), replayingCurrentState: true)
    #expect(harness.delegate.calls == before)
  }

  @Test func aKeyboardStillAnimatingInIsReplayedWithoutItsDidEvents() {
    harness.post(.willChangeFrame, Payload.p18WillShow)
    harness.post(.willShow, Payload.p18WillShow)
    let delegate = RecordingDelegate()
    harness.observer.addDelegate(delegate, replayingCurrentState: true)
    #expect(delegate.events == [.willChangeFrame, .willShow])
    harness.post(.didChangeFrame, Payload.p18WillShow)
    harness.post(.didShow, Payload.p18WillShow)
    #expect(delegate.events == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
  }

  @Test func aKeyboardShownWithChangeFramesOnlyIsReplayedAsChangeFrames() {
    // iPadOS announces the floating keyboard with change-frames only.
    harness.observer.screenBounds = CGRect(x: 0, y: 0, width: 1024, height: 768)
    let floating = KeyboardProperties(
      beginFrame: CGRect(x: 362, y: 768, width: 300, height: 250),
      endFrame: CGRect(x: 362, y: 300, width: 300, height: 250))
    harness.post(.willChangeFrame, floating)
    harness.post(.didChangeFrame, floating)
    let delegate = RecordingDelegate()
    harness.observer.addDelegate(delegate, replayingCurrentState: true)
    #expect(delegate.events == [.willChangeFrame, .didChangeFrame])
    #expect(delegate.calls.allSatisfy { $0.isReplay && $0.properties == floating })
  }

  @Test(arguments: ListeningMoment.allCases)
  func aClosureThatAsksForTheCurrentStateReceivesItAtOnce(_ moment: ListeningMoment) {
    moment.arrange(harness)
    var received: [KeyboardUpdate] = []
    let observation = harness.observer.observe(replayingCurrentState: true) { received.append($0) }
    #expect(received == moment.replay)
    postLaterUpdate()
    #expect(received == moment.replay + [later])
    withExtendedLifetime(observation) {}
  }

  @Test func aClosureReceivesOnlyTheReplayedEventsItAskedFor() {
    ListeningMoment.whileShown.arrange(harness)
    var received: [KeyboardEvent] = []
    let observation = harness.observer.observe([.willShow, .willHide], replayingCurrentState: true) {
      received.append($0.event)
    }
    #expect(received == [.willShow])
    withExtendedLifetime(observation) {}
  }

  @Test func aClosureAddedWithoutAskingHearsOnlyLaterUpdates() {
    ListeningMoment.whileShown.arrange(harness)
    var received: [KeyboardUpdate] = []
    let observation = harness.observer.observe { received.append($0) }
    #expect(received.isEmpty)
    withExtendedLifetime(observation) {}
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(.timeLimit(.minutes(5)), arguments: ListeningMoment.allCases)
  func aStreamStartsFromTheCurrentState(_ moment: ListeningMoment) async {
    moment.arrange(harness)
    let stream = harness.observer.updates
    postLaterUpdate()
    harness.observer.stop()
    var received: [KeyboardUpdate] = []
    for await update in stream { received.append(update) }
    #expect(received == moment.replay + [later])
  }

  #if canImport(Combine)
    @Test(arguments: ListeningMoment.allCases)
    func aPublisherSubscriptionStartsFromTheCurrentState(_ moment: ListeningMoment) {
      moment.arrange(harness)
      var received: [KeyboardUpdate] = []
      let subscription = harness.observer.updatePublisher.sink { received.append($0) }
      #expect(received == moment.replay)
      postLaterUpdate()
      #expect(received == moment.replay + [later])
      withExtendedLifetime(subscription) {}
    }
  #endif

  @Test(arguments: ListeningMoment.allCases)
  func keyboardStateStartsFromTheCurrentState(_ moment: ListeningMoment) {
    moment.arrange(harness)
    let state = KeyboardState(observer: harness.observer)
    let isShown = moment == .whileShown || moment == .midRotation
    #expect(state.snapshot.isShown == isShown)
    #expect(state.snapshot.isInterfaceOrientationChanging == (moment == .midRotation))
    switch moment {
    case .beforeAnyEvent, .afterStop: #expect(state.snapshot.properties == nil)
    case .whileShown, .midRotation: #expect(state.snapshot.properties == ListeningMoment.shown)
    case .afterHide: #expect(state.snapshot.properties == KeyboardProperties(userInfo: Payload.p18WillHide))
    }
  }

  @Test(arguments: ListeningMoment.allCases)
  func theSnapshotSaysWhatTheLateListenersReceive(_ moment: ListeningMoment) {
    moment.arrange(harness)
    let snapshot = harness.observer.snapshot
    #expect(snapshot.isShown == !moment.replay.isEmpty)
    #expect(snapshot.isInterfaceOrientationChanging == (moment == .midRotation))
    #expect((snapshot.properties == nil) == (moment == .beforeAnyEvent || moment == .afterStop))
  }
}
