import Foundation
import Testing

@_spi(Tools) @testable import KeyboardBroadcast

/// The state's pure transitions, without an observer: what the observer builds its delivery on.
struct KeyboardStateMachineTests {
  static let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
  static let shown = KeyboardProperties(
    beginFrame: CGRect(x: 0, y: 667, width: 375, height: 258), endFrame: CGRect(x: 0, y: 409, width: 375, height: 258))
  static let hidden = KeyboardProperties(
    beginFrame: CGRect(x: 0, y: 409, width: 375, height: 258), endFrame: CGRect(x: 0, y: 667, width: 375, height: 258))

  private func shownState() -> KeyboardStateMachine {
    var state = KeyboardStateMachine()
    _ = state.receive(.willShow, Self.shown, screenBounds: Self.screen)
    return state
  }

  @Test func aHiddenOrUnknownKeyboardStartsNoRotation() {
    var state = KeyboardStateMachine()
    let begunWhileUnknown = state.beginRotation()
    _ = state.receive(.willHide, Self.hidden, screenBounds: Self.screen)
    let begunWhileHidden = state.beginRotation()
    #expect(!begunWhileUnknown && !begunWhileHidden)
    #expect(!state.isRotating)
  }

  @Test func aHideDuringARotationIsHeldAndHandedBackWhenItEnds() {
    var state = shownState()
    let begun = state.beginRotation()
    #expect(begun)
    let hide = state.receive(.willHide, Self.hidden, screenBounds: Self.screen)
    #expect(hide == nil)
    #expect(state.isShown)
    let held = state.endRotation(orientation: nil)
    #expect(held.map(\.event) == [.willHide])
    #expect(!state.isRotating)
  }

  @Test func aShowDuringARotationDropsTheHeldHidesAndIsFlagged() {
    var state = shownState()
    _ = state.beginRotation()
    _ = state.receive(.willHide, Self.hidden, screenBounds: Self.screen)
    let reshow = state.receive(.willShow, Self.shown, screenBounds: Self.screen)
    #expect(reshow?.update.interfaceOrientationWillChange == true)
    let held = state.endRotation(orientation: nil)
    #expect(held.isEmpty)
  }

  @Test func aDeliveredHideIsInForceUntilAChangeFrameMovesTheKeyboardElsewhere() {
    var state = shownState()
    _ = state.receive(.willHide, Self.shown, screenBounds: Self.screen)
    #expect(state.isHiddenByHide)
    _ = state.receive(.didChangeFrame, Self.shown, screenBounds: Self.screen)
    #expect(state.isHiddenByHide)
    _ = state.receive(.willChangeFrame, Self.hidden, screenBounds: Self.screen)
    #expect(!state.isHiddenByHide)
  }

  @Test func theRestingFrameRemembersTheScreenItWasJudgedAgainst() {
    let state = shownState()
    #expect(state.resting == KeyboardStateMachine.Resting(properties: Self.shown, screenBounds: Self.screen))
  }

  @Test func forgettingTheKeyboardKeepsDockedHeightsAndTheAppsBounds() {
    var state = shownState()
    state.appScreenBounds = Self.screen
    state.forgetKeyboard()
    #expect(state.resting == nil)
    #expect(state.presence == .unknown)
    #expect(state.dockedHeight(inPortrait: true) == 258)
    #expect(state.appScreenBounds == Self.screen)
  }
}
