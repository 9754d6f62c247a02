import Foundation
import KeyboardTestSupport
import Testing

@_spi(Tools) @testable import KeyboardBroadcast

/// The observer starts a rotation by itself when a notification arrives after the interface turned, as iOS orders
/// the storm: the screen already has its new bounds while the keyboard's frames are still the old geometry (the
/// device log of RxKeyboard issue #46; see Docs/DeviceBehaviour.md).
@MainActor struct RotationDetectionTests {
  let harness = ObserverHarness()
  /// An iPhone Plus, 414 × 736 points, as in the log.
  static let portrait = SimulatedScreen(bounds: CGRect(x: 0, y: 0, width: 414, height: 736))
  static let landscape = portrait.turned(to: CGRect(x: 0, y: 0, width: 736, height: 414))
  static let portraitShown = CGRect(x: 0, y: 465, width: 414, height: 271)
  static let portraitHidden = CGRect(x: 0, y: 736, width: 414, height: 271)
  static let landscapeShown = CGRect(x: 0, y: 205, width: 736, height: 209)
  static let landscapeHidden = CGRect(x: 0, y: 414, width: 736, height: 209)

  private func post(_ event: KeyboardEvent, from begin: CGRect, to end: CGRect, on screen: SimulatedScreen) {
    harness.post(event, Payload.userInfo(begin: begin, end: end), object: screen)
  }

  private func showInPortrait() {
    post(.willChangeFrame, from: Self.portraitHidden, to: Self.portraitShown, on: Self.portrait)
    post(.willShow, from: Self.portraitHidden, to: Self.portraitShown, on: Self.portrait)
    post(.didChangeFrame, from: Self.portraitHidden, to: Self.portraitShown, on: Self.portrait)
    post(.didShow, from: Self.portraitHidden, to: Self.portraitShown, on: Self.portrait)
  }

  /// The storm after the turn to landscape: a hide in the old geometry, then a show in the new.
  private func stormToLandscape() {
    post(.willChangeFrame, from: Self.portraitShown, to: Self.portraitHidden, on: Self.landscape)
    post(.willHide, from: Self.portraitShown, to: Self.portraitHidden, on: Self.landscape)
    post(.didChangeFrame, from: Self.portraitShown, to: Self.portraitHidden, on: Self.landscape)
    post(.didHide, from: Self.portraitShown, to: Self.portraitHidden, on: Self.landscape)
    showInLandscape()
  }

  private func showInLandscape() {
    post(.willChangeFrame, from: Self.landscapeHidden, to: Self.landscapeShown, on: Self.landscape)
    post(.willShow, from: Self.landscapeHidden, to: Self.landscapeShown, on: Self.landscape)
    post(.didChangeFrame, from: Self.landscapeHidden, to: Self.landscapeShown, on: Self.landscape)
    post(.didShow, from: Self.landscapeHidden, to: Self.landscapeShown, on: Self.landscape)
  }

  private var shownAndHidden: [KeyboardEvent] {
    harness.delegate.calls.map(\.event).filter { $0 != .willChangeFrame && $0 != .didChangeFrame }
  }

  @Test func theStormAfterATurnReachesDelegatesAsOneFlaggedShowWithNoHide() {
    showInPortrait()
    stormToLandscape()
    #expect(shownAndHidden == [.willShow, .didShow, .willShow, .didShow])
    let reshow = harness.delegate.calls.filter { $0.event == .willShow }.last
    #expect(reshow?.interfaceOrientationWillChange == true)
  }

  @Test func theNotificationThatRevealsTheTurnIsAlreadyPartOfTheRotation() {
    showInPortrait()
    var rotatingWhenHeard: [Bool] = []
    let observation = harness.observer.observe([.willChangeFrame]) { _ in
      rotatingWhenHeard.append(harness.observer.isInterfaceOrientationChanging)
    }
    post(.willChangeFrame, from: Self.portraitShown, to: Self.portraitHidden, on: Self.landscape)
    #expect(rotatingWhenHeard == [true])
    withExtendedLifetime(observation) {}
  }

  @Test func theKeyboardStaysWhereTheLastShowLeftItThroughTheStorm() {
    showInPortrait()
    let composer = CGRect(x: 0, y: 0, width: 414, height: 736)
    post(.willChangeFrame, from: Self.portraitShown, to: Self.portraitHidden, on: Self.landscape)
    post(.willHide, from: Self.portraitShown, to: Self.portraitHidden, on: Self.landscape)
    #expect(harness.observer.snapshot.overlap(with: composer) == 271)
  }

  @Test func aHideWithNoTurnIsDeliveredAtOnce() {
    showInPortrait()
    post(.willHide, from: Self.portraitShown, to: Self.portraitHidden, on: Self.portrait)
    #expect(shownAndHidden.last == .willHide)
    #expect(!harness.observer.isInterfaceOrientationChanging)
  }

  @Test func aKeyboardHiddenWhileTheInterfaceTurnsChangesNothing() {
    showInPortrait()
    post(.willHide, from: Self.portraitShown, to: Self.portraitHidden, on: Self.portrait)
    showInLandscape()
    #expect(!harness.observer.isInterfaceOrientationChanging)
    let show = harness.delegate.calls.filter { $0.event == .willShow }.last
    #expect(show?.interfaceOrientationWillChange == false)
  }

  @Test func aNotificationFromAnotherScreenIsNoTurn() {
    showInPortrait()
    let externalDisplay = SimulatedScreen(bounds: CGRect(x: 0, y: 0, width: 1920, height: 1080))
    post(.willHide, from: Self.portraitShown, to: Self.portraitHidden, on: externalDisplay)
    #expect(shownAndHidden.last == .willHide)
    #expect(!harness.observer.isInterfaceOrientationChanging)
  }

  @Test func boundsAnAppSetsInTheSameOrientationAreNoTurn() {
    showInPortrait()
    // Split View: narrower, still portrait.
    harness.observer.screenBounds = CGRect(x: 0, y: 0, width: 320, height: 736)
    post(.willHide, from: Self.portraitShown, to: Self.portraitHidden, on: Self.portrait)
    #expect(shownAndHidden.last == .willHide)
  }

  @Test func anUndockedKeyboardFollowsTheRulesOfACallOnly() {
    let iPadPortrait = SimulatedScreen(bounds: CGRect(x: 0, y: 0, width: 768, height: 1024))
    let iPadLandscape = iPadPortrait.turned(to: CGRect(x: 0, y: 0, width: 1024, height: 768))
    let undocked = CGRect(x: 0, y: 400, width: 768, height: 313)
    post(.willShow, from: undocked.offsetBy(dx: 0, dy: 624), to: undocked, on: iPadPortrait)
    post(.willChangeFrame, from: undocked, to: CGRect(x: 0, y: 200, width: 1024, height: 398), on: iPadLandscape)
    #expect(!harness.observer.isInterfaceOrientationChanging)
    #expect(harness.observer.lastKeyboardProperties?.endFrame == CGRect(x: 0, y: 200, width: 1024, height: 398))
  }

  @Test func aManualDidChangeEndsADetectedRotationAndDeliversTheHeldHides() {
    showInPortrait()
    post(.willHide, from: Self.portraitShown, to: Self.portraitHidden, on: Self.landscape)
    harness.observer.interfaceOrientationDidChange()
    #expect(!harness.observer.isInterfaceOrientationChanging)
    #expect(shownAndHidden.last == .willHide)
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(.timeLimit(.minutes(5))) func aDetectedRotationEndsAtTheTimeoutAndDeliversTheHeldHides() async throws {
    harness.observer.orientationChangeTimeout = 0.01
    showInPortrait()
    post(.willHide, from: Self.portraitShown, to: Self.portraitHidden, on: Self.landscape)
    try await waitUntil { !harness.observer.isInterfaceOrientationChanging }
    #expect(!harness.observer.isInterfaceOrientationChanging)
    #expect(shownAndHidden.last == .willHide)
  }

  @Test func aManualWillChangeDuringADetectedRotationStartsNoSecondOne() {
    showInPortrait()
    post(.willChangeFrame, from: Self.portraitShown, to: Self.portraitHidden, on: Self.landscape)
    harness.observer.interfaceOrientationWillChange()
    showInLandscape()
    harness.observer.interfaceOrientationDidChange()
    #expect(!harness.observer.isInterfaceOrientationChanging)
    post(.willHide, from: Self.landscapeShown, to: Self.landscapeHidden, on: Self.landscape)
    #expect(shownAndHidden == [.willShow, .didShow, .willShow, .didShow, .willHide])
  }

  @Test func aRotationThatEndsWithoutAReshowIsNotDetectedAgainByTheNextNotification() {
    showInPortrait()
    post(.willChangeFrame, from: Self.portraitShown, to: Self.portraitShown, on: Self.landscape)
    harness.observer.interfaceOrientationDidChange()
    post(.willShow, from: Self.landscapeHidden, to: Self.landscapeShown, on: Self.landscape)
    #expect(!harness.observer.isInterfaceOrientationChanging)
  }

  @Test func theCallsCopiedFromVFKeyboardObserverStillWork() {
    showInPortrait()
    harness.observer.interfaceOrientationWillChange()
    post(.willHide, from: Self.portraitShown, to: Self.portraitHidden, on: Self.portrait)
    post(.willShow, from: Self.landscapeHidden, to: Self.landscapeShown, on: Self.portrait)
    harness.observer.interfaceOrientationDidChange()
    #expect(shownAndHidden == [.willShow, .didShow, .willShow])
  }
}

/// A turn of 180° keeps the bounds' shape; the window scene's interface orientation tells it.
struct UpsideDownTurnTests {
  static let screen = CGRect(x: 0, y: 0, width: 736, height: 414)
  static let shown = KeyboardProperties(
    beginFrame: CGRect(x: 0, y: 414, width: 736, height: 209), endFrame: CGRect(x: 0, y: 205, width: 736, height: 209))

  @Test func aChangeOfInterfaceOrientationWithTheSameBoundsStartsARotation() {
    var state = KeyboardStateMachine()
    // UIInterfaceOrientation.landscapeLeft is 4, landscapeRight 3.
    _ = state.receive(.willShow, Self.shown, screenBounds: Self.screen, interfaceOrientation: 4)
    _ = state.receive(.willChangeFrame, Self.shown, screenBounds: Self.screen, interfaceOrientation: 3)
    #expect(state.isRotating)
  }

  @Test func anUnknownInterfaceOrientationTellsNothing() {
    var state = KeyboardStateMachine()
    _ = state.receive(.willShow, Self.shown, screenBounds: Self.screen, interfaceOrientation: 4)
    _ = state.receive(.willChangeFrame, Self.shown, screenBounds: Self.screen, interfaceOrientation: 0)
    #expect(!state.isRotating)
  }
}
