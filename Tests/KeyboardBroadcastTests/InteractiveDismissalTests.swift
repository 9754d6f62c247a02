import Foundation
import KeyboardTestSupport
import Testing

@testable import KeyboardBroadcast

/// `keyboardDidMoveInteractively(toTop:)`: the keyboard follows the finger in an interactive dismissal, while UIKit
/// posts nothing.
@MainActor struct InteractiveDismissalTests {
  let harness = ObserverHarness()
  let drags = DragRecorder()
  static let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
  /// P10's keyboard: 258 points tall, resting at y 409 on a 375 × 667 screen.
  static let restingFrame = CGRect(x: 0, y: 409, width: 375, height: 258)
  static let wholeScreen = screen

  init() {
    harness.observer.screenBounds = Self.screen
    harness.observer.addDelegate(drags)
  }

  private func show() { harness.post(.willShow, Payload.p10WillShow) }

  // MARK: When it acts

  @Test func aDragMovesTheShownDockedKeyboardsTopAndKeepsItsSize() {
    show()
    harness.observer.keyboardDidMoveInteractively(toTop: 500)
    #expect(harness.observer.snapshot.properties?.endFrame == CGRect(x: 0, y: 500, width: 375, height: 258))
    #expect(harness.observer.snapshot.overlap(with: Self.wholeScreen) == 167)
  }

  @Test(arguments: [
    ("before any event", [KeyboardEvent]()),
    ("after a delivered hide", [.willShow, .willHide]),
  ])
  func aDragChangesNothingWithoutAShowInForce(_ moment: String, _ events: [KeyboardEvent]) {
    for event in events { harness.post(event, event == .willShow ? Payload.p10WillShow : Payload.p10WillHide) }
    let before = harness.observer.snapshot
    harness.observer.keyboardDidMoveInteractively(toTop: 500)
    #expect(harness.observer.snapshot == before, "\(moment)")
    #expect(drags.frames.isEmpty, "\(moment)")
  }

  @Test(arguments: [
    CGRect(x: 0, y: 200, width: 375, height: 258),  // undocked: the screen's width, off the bottom edge
    CGRect(x: 80, y: 300, width: 200, height: 180),  // floating
  ])
  func aDragChangesNothingForAKeyboardOffTheBottomEdge(_ frame: CGRect) {
    harness.post(.willShow, Payload.userInfo(begin: frame.offsetBy(dx: 0, dy: 667), end: frame))
    harness.observer.keyboardDidMoveInteractively(toTop: 500)
    #expect(harness.observer.snapshot.properties?.endFrame == frame)
    #expect(drags.frames.isEmpty)
  }

  @Test func aDragChangesNothingDuringARotation() {
    show()
    harness.observer.interfaceOrientationWillChange()
    harness.observer.keyboardDidMoveInteractively(toTop: 500)
    #expect(harness.observer.snapshot.properties?.endFrame == Self.restingFrame)
    #expect(drags.frames.isEmpty)
  }

  @Test func aRotationThatStartsDuringADragPutsTheKeyboardBackWhereItRests() {
    show()
    harness.observer.keyboardDidMoveInteractively(toTop: 500)
    harness.observer.interfaceOrientationWillChange()
    #expect(harness.observer.snapshot.properties?.endFrame == Self.restingFrame)
  }

  @Test func aDragChangesNothingAfterStop() {
    show()
    harness.observer.stop()
    harness.observer.keyboardDidMoveInteractively(toTop: 500)
    #expect(harness.observer.snapshot.properties == nil)
    #expect(drags.frames.isEmpty)
  }

  @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
  func aNonFiniteTopChangesNothing(_ top: CGFloat) {
    show()
    harness.observer.keyboardDidMoveInteractively(toTop: top)
    #expect(harness.observer.snapshot.properties?.endFrame == Self.restingFrame)
    #expect(drags.frames.isEmpty)
  }

  // MARK: Where it puts the keyboard

  @Test(arguments: [(100, 409), (409, 409), (520.5, 520.5), (667, 667), (5000, 667)] as [(CGFloat, CGFloat)])
  func theTopStaysBetweenWhereTheKeyboardRestsAndTheScreensBottom(_ finger: CGFloat, _ top: CGFloat) {
    show()
    harness.observer.keyboardDidMoveInteractively(toTop: 450)
    harness.observer.keyboardDidMoveInteractively(toTop: finger)
    #expect(harness.observer.snapshot.properties?.endFrame.minY == top)
  }

  @Test func aKeyboardDraggedBelowHalfWayStillCountsAsShownAndDocked() {
    show()
    harness.observer.keyboardDidMoveInteractively(toTop: 640)
    #expect(harness.observer.snapshot.placement == .docked)
    #expect(harness.observer.snapshot.isShown)
    #expect(harness.observer.snapshot.isOnScreen)
    #expect(harness.observer.snapshot.overlap(with: Self.wholeScreen) == 27)
  }

  // MARK: Who follows

  @Test func delegatesHearEachStepThatMovesTheKeyboardAndNoShowOrHide() {
    show()
    let callsBefore = harness.delegate.calls.count
    harness.observer.keyboardDidMoveInteractively(toTop: 450)
    harness.observer.keyboardDidMoveInteractively(toTop: 450)
    harness.observer.keyboardDidMoveInteractively(toTop: 100)
    #expect(drags.frames.map(\.minY) == [450, 409])
    #expect(harness.delegate.calls.count == callsBefore)
  }

  @Test func anOverlapObservationFollowsAtOnceAndOnlyWhenItChanges() {
    show()
    var overlaps: [KeyboardOverlap] = []
    let observation = harness.observer.observeOverlap(measuring: { $0.overlap(with: Self.wholeScreen) }) {
      overlaps.append($0)
    }
    harness.observer.keyboardDidMoveInteractively(toTop: 500)
    harness.observer.keyboardDidMoveInteractively(toTop: 500)
    #expect(
      overlaps == [KeyboardOverlap(height: 258, motion: .immediate), KeyboardOverlap(height: 167, motion: .immediate)])
    withExtendedLifetime(observation) {}
  }

  @Test func keyboardStateFollowsTheDragWithoutANewUpdate() {
    show()
    let state = KeyboardState(observer: harness.observer)
    let lastUpdate = state.lastUpdate
    harness.observer.keyboardDidMoveInteractively(toTop: 500)
    #expect(state.snapshot.properties?.endFrame.minY == 500)
    #expect(state.motion == .immediate)
    #expect(state.lastUpdate == lastUpdate)
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(.timeLimit(.minutes(5))) func anUpdatesStreamYieldsNoUpdateForADrag() async {
    let stream = harness.observer.updates
    show()
    harness.observer.keyboardDidMoveInteractively(toTop: 500)
    harness.post(.willHide, Payload.p10WillHide)
    harness.observer.stop()
    var events: [KeyboardEvent] = []
    for await update in stream { events.append(update.event) }
    #expect(events == [.willShow, .willHide])
  }

  // MARK: When the finger lifts

  @Test func aKeyboardLetGoLowHidesFromWhereTheFingerLeftIt() {
    show()
    harness.observer.keyboardDidMoveInteractively(toTop: 600)
    let dragged = CGRect(x: 0, y: 600, width: 375, height: 258)
    let hidden = CGRect(x: 0, y: 667, width: 375, height: 258)
    harness.post(.willHide, Payload.userInfo(begin: dragged, end: hidden))
    #expect(harness.delegate.calls.last?.event == .willHide)
    #expect(harness.observer.snapshot.overlap(with: Self.wholeScreen) == 0)
    #expect(!harness.observer.snapshot.isShown)
  }

  @Test func aKeyboardThatSpringsBackIsShownAgainThoughItsShowRepeatsTheLastOne() {
    show()
    harness.post(.didShow, Payload.p10WillShow)
    harness.observer.keyboardDidMoveInteractively(toTop: 500)
    harness.post(.willChangeFrame, Payload.p10WillShow)
    harness.post(.willShow, Payload.p10WillShow)
    harness.post(.didChangeFrame, Payload.p10WillShow)
    harness.post(.didShow, Payload.p10WillShow)
    #expect(
      harness.delegate.calls.map(\.event) == [
        .willShow, .didShow, .willChangeFrame, .willShow, .didChangeFrame, .didShow,
      ])
    #expect(harness.observer.snapshot.properties?.endFrame == Self.restingFrame)
    #expect(harness.observer.snapshot.overlap(with: Self.wholeScreen) == 258)
  }

  @Test func withoutADragTheSameShowIsStillDroppedAsARepeat() {
    show()
    show()
    #expect(harness.delegate.calls.map(\.event) == [.willShow])
  }
}

/// Records the frames of `keyboardDidMoveInteractivelyWith`.
@MainActor final class DragRecorder: KeyboardObserverDelegate {
  private(set) var frames: [CGRect] = []

  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidMoveInteractivelyWith properties: KeyboardProperties) {
    frames.append(properties.endFrame)
  }
}
