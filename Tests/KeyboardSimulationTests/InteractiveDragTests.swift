import Foundation
@_spi(Tools) import KeyboardBroadcast
@_spi(Tools) import KeyboardSimulation
import KeyboardTestSupport
import Testing

/// `interactiveDrag(to:steps:reportingTo:panBegins:guideTrails:)` and `springBack()`: the finger drags the keyboard while UIKit
/// posts nothing, then lets go high or low.
@MainActor struct InteractiveDragTests {
  let harness = ObserverHarness()
  let moves = InteractiveMoveRecorder()
  /// The iPhone SE's 375 × 667 screen, the whole area a full-screen composer sits in.
  static let screen = rect(0, 0, 375, 667)

  init() {
    harness.observer.addDelegate(moves)
  }

  /// A shown iPhone SE keyboard: 260 points tall, resting at y 407.
  private func shownKeyboard() -> KeyboardSimulator {
    let simulator = harness.simulator(.iPhoneSE)
    simulator.show()
    return simulator
  }

  // MARK: The drag

  @Test func aDragPostsNothing() {
    let simulator = shownKeyboard()
    let posted = harness.postedEvents.count
    let traced = simulator.trace.entries.count
    simulator.interactiveDrag(to: 0.5, reportingTo: harness.observer)
    #expect(harness.postedEvents.count == posted)
    #expect(simulator.trace.entries.count == traced)
  }

  @Test func aDragMovesTheKeyboardDownInEqualStepsAnEighthOfASecondApart() {
    let simulator = shownKeyboard()
    let start = simulator.time
    let steps = simulator.interactiveDrag(to: 0.3, steps: 3, reportingTo: harness.observer)
    #expect(steps == [rect(0, 433, 375, 260), rect(0, 459, 375, 260), rect(0, 485, 375, 260)])
    #expect(simulator.time - start == 0.375)
  }

  @Test func theKeyboardFrameFollowsTheFingerAndTheKeyboardStaysShownAndDocked() {
    let simulator = shownKeyboard()
    simulator.interactiveDrag(to: 0.5, reportingTo: harness.observer)
    #expect(simulator.keyboardFrame == rect(0, 537, 375, 260))
    #expect(simulator.isKeyboardVisible)
    #expect(simulator.placement == .docked)
  }

  @Test func theObserverIsToldOfEveryStep() {
    let simulator = shownKeyboard()
    simulator.interactiveDrag(to: 0.3, steps: 3, reportingTo: harness.observer)
    #expect(moves.tops == [433, 459, 485])
  }

  @Test func theOverlapFollowsTheDrag() {
    let simulator = shownKeyboard()
    #expect(harness.observer.snapshot.overlap(with: Self.screen) == 260)
    simulator.interactiveDrag(to: 0.3, reportingTo: harness.observer)
    #expect(harness.observer.snapshot.overlap(with: Self.screen) == 182)
  }

  @Test func aSecondDragMovesTheFingerOnFromWhereTheFirstLeftIt() {
    let simulator = shownKeyboard()
    simulator.interactiveDrag(to: 0.5, reportingTo: harness.observer)
    let steps = simulator.interactiveDrag(to: 0.25, steps: 2, reportingTo: harness.observer)
    #expect(steps.map(\.minY) == [504.5, 472])
  }

  @Test(arguments: [(-1, 407), (2, 667)] as [(CGFloat, CGFloat)])
  func fractionsOutsideZeroToOneAreClamped(fraction: CGFloat, top: CGFloat) {
    let simulator = shownKeyboard()
    simulator.interactiveDrag(to: 0.5, reportingTo: harness.observer)
    simulator.interactiveDrag(to: fraction, reportingTo: harness.observer)
    #expect(simulator.keyboardFrame.minY == top)
  }

  @Test func stepsBelowOneCountAsOne() {
    let simulator = shownKeyboard()
    #expect(simulator.interactiveDrag(to: 0.5, steps: 0, reportingTo: harness.observer).count == 1)
  }

  @Test func aDragToWhereTheKeyboardIsDoesNothing() {
    let simulator = shownKeyboard()
    let time = simulator.time
    #expect(simulator.interactiveDrag(to: 0, reportingTo: harness.observer).isEmpty)
    #expect(simulator.time == time)
    #expect(moves.tops.isEmpty)
  }

  @Test func aNaNFractionDoesNothing() {
    let simulator = shownKeyboard()
    #expect(simulator.interactiveDrag(to: .nan, reportingTo: harness.observer).isEmpty)
    #expect(simulator.keyboardFrame == rect(0, 407, 375, 260))
  }

  /// A keyboard in each state UIKit's interactive dismissal does not drag.
  enum UndraggableState: String, CaseIterable, CustomTestStringConvertible {
    case hidden, undocked, floating, hardwareKeyboard
    var testDescription: String { rawValue }

    func make(_ simulator: KeyboardSimulator) {
      switch self {
      case .hidden: break
      case .undocked: simulator.undock()
      case .floating: simulator.float()
      case .hardwareKeyboard: simulator.attachHardwareKeyboard()
      }
      if self != .hidden { simulator.show() }
    }
  }

  @Test(arguments: UndraggableState.allCases)
  func aDragOfAKeyboardThatCannotBeDraggedDoesNothing(_ state: UndraggableState) {
    let simulator = harness.simulator(.iPadPortrait)
    state.make(simulator)
    let frame = simulator.keyboardFrame
    let time = simulator.time
    let posted = harness.postedEvents.count
    #expect(simulator.interactiveDrag(to: 0.5, reportingTo: harness.observer).isEmpty)
    #expect(simulator.keyboardFrame == frame)
    #expect(simulator.time == time)
    #expect(harness.postedEvents.count == posted)
    #expect(moves.tops.isEmpty)
  }

  // MARK: Letting go

  @Test func springBackPostsAShowFromWhereTheFingerLeftTheKeyboardToWhereItRests() {
    let simulator = shownKeyboard()
    simulator.interactiveDrag(to: 0.3, reportingTo: harness.observer)
    let posted = simulator.springBack()
    #expect(posted.map(\.event) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
    #expect(posted.allSatisfy { $0.properties.beginFrame == rect(0, 485, 375, 260) })
    #expect(posted.allSatisfy { $0.properties.endFrame == rect(0, 407, 375, 260) })
    #expect(simulator.keyboardFrame == rect(0, 407, 375, 260))
  }

  @Test func springBackRestoresTheOverlapAndDelegatesHearTheShow() {
    let simulator = shownKeyboard()
    simulator.interactiveDrag(to: 0.3, reportingTo: harness.observer)
    let before = harness.delegate.calls.count
    simulator.springBack()
    #expect(harness.observer.snapshot.overlap(with: Self.screen) == 260)
    #expect(
      harness.delegate.events.dropFirst(before) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
  }

  @Test func springBackWithoutADragPostsNothing() {
    let simulator = shownKeyboard()
    #expect(simulator.springBack().isEmpty)
    #expect(harness.simulator().springBack().isEmpty)
  }

  @Test func springBackAfterTheKeyboardSprangBackPostsNothing() {
    let simulator = shownKeyboard()
    simulator.interactiveDrag(to: 0.3, reportingTo: harness.observer)
    simulator.springBack()
    #expect(simulator.springBack().isEmpty)
  }

  @Test func releaseLowHidesTheKeyboardFromWhereTheDragLeftIt() throws {
    let simulator = shownKeyboard()
    simulator.interactiveDrag(to: 0.75, reportingTo: harness.observer)
    let before = harness.delegate.calls.count
    simulator.interactiveDismiss()
    let calls = harness.delegate.calls.dropFirst(before)
    #expect(calls.map(\.event) == [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
    let hide = try #require(calls.first { $0.event == .willHide })
    #expect(hide.properties.beginFrame == rect(0, 602, 375, 260))
    #expect(hide.properties.endFrame == rect(0, 667, 375, 260))
    #expect(!harness.observer.snapshot.isShown)
    #expect(harness.observer.snapshot.overlap(with: Self.screen) == 0)
  }

  @Test func aReleaseFractionAfterADragSaysWhereTheFingerLetGo() {
    let simulator = shownKeyboard()
    simulator.interactiveDrag(to: 0.75, reportingTo: harness.observer)
    let posted = simulator.interactiveDismiss(releasedAt: 0.5)
    #expect(posted.first?.properties.beginFrame == rect(0, 537, 375, 260))
  }

  @Test func aHideDuringADragStartsWhereTheFingerHoldsTheKeyboard() {
    let simulator = shownKeyboard()
    simulator.interactiveDrag(to: 0.5, reportingTo: harness.observer)
    #expect(simulator.hide().first?.properties.beginFrame == rect(0, 537, 375, 260))
    #expect(simulator.springBack().isEmpty)
  }

  @Test func aDragAfterTheKeyboardHidTakesItFromWhereItRests() {
    let simulator = shownKeyboard()
    simulator.interactiveDrag(to: 0.5, reportingTo: harness.observer)
    simulator.interactiveDismiss()
    simulator.show()
    let steps = simulator.interactiveDrag(to: 0.1, steps: 1, reportingTo: harness.observer)
    #expect(steps.map(\.minY) == [433])
  }
}

/// Records the top edge of every `keyboardDidMoveInteractivelyWith` a delegate hears.
@MainActor final class InteractiveMoveRecorder: KeyboardObserverDelegate {
  private(set) var tops: [CGFloat] = []

  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidMoveInteractivelyWith properties: KeyboardProperties) {
    tops.append(properties.endFrame.minY)
  }
}
