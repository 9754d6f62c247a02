import Foundation
import KeyboardBroadcast
import KeyboardSimulation
import KeyboardTestSupport
import Testing

/// The rules of a rotation the observer sees by itself, played with the simulator, whose storm carries the new
/// screen from its first notification while the hide's frames are still the old geometry.
@MainActor struct RotationWithoutCallsTests {
  let harness = ObserverHarness()

  private var shownAndHidden: [KeyboardEvent] {
    harness.delegate.calls.map(\.event).filter { $0 != .willChangeFrame && $0 != .didChangeFrame }
  }

  @Test func theStormReachesDelegatesAsFlaggedShowsWithNoHide() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.rotate(to: .iPadLandscape)
    #expect(shownAndHidden == [.willShow, .didShow, .willShow, .didShow, .willShow, .didShow])
    let shows = harness.delegate.calls.filter { $0.event == .willShow }
    #expect(shows.map(\.interfaceOrientationWillChange) == [false, true, true])
    #expect(harness.observer.lastKeyboardProperties?.endFrame == rect(0, 377, 1024, 391))
  }

  @Test func theOverlapOfTheWholeScreenNeverDropsToZeroThroughTheStorm() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    var overlaps: [CGFloat] = []
    let observation = harness.observer.observeOverlap(measuring: { keyboard in
      keyboard.screenBounds.map { keyboard.overlap(with: $0) }
    }) { overlaps.append($0.height) }
    simulator.rotate(to: .iPadLandscape)
    #expect(overlaps.first == 313)
    #expect(overlaps.last == 391)
    #expect(!overlaps.contains(0))
    withExtendedLifetime(observation) {}
  }

  @Test func aViewThatTurnsBeforeTheKeyboardHoldsItsOverlapUntilTheKeyboardsNewShow() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    let observer = harness.observer
    var overlaps: [CGFloat] = []
    // A view filling the screen as it is now: it turns with the interface, before the keyboard's new show arrives.
    let observation = observer.observeOverlap(measuring: { keyboard in
      observer.screenBounds.map { keyboard.overlap(with: $0) }
    }) { overlaps.append($0.height) }
    simulator.rotate(to: .iPadLandscape)
    #expect(overlaps == [313, 391])
    withExtendedLifetime(observation) {}
  }

  @Test func aKeyboardHiddenWhileTheInterfaceTurnsChangesNothing() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.hide()
    simulator.rotate(to: .iPadLandscape)
    simulator.show()
    #expect(!harness.observer.isInterfaceOrientationChanging)
    #expect(harness.delegate.calls.filter { $0.event == .willShow }.last?.interfaceOrientationWillChange == false)
  }

  @Test func anUndockedKeyboardIsLeftToTheCalls() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.undock()
    simulator.rotate(to: .iPadLandscape)
    #expect(!harness.observer.isInterfaceOrientationChanging)
    #expect(harness.observer.snapshot.placement == .undocked)
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(.timeLimit(.minutes(5))) func aRealHideDuringTheRotationIsDeliveredWhenItEnds() async throws {
    harness.observer.orientationChangeTimeout = 0.01
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.rotate(to: .iPadLandscape)
    simulator.hide()
    #expect(shownAndHidden.last == .didShow)
    try await waitUntil { !harness.observer.isInterfaceOrientationChanging }
    #expect(shownAndHidden.suffix(2) == [.willHide, .didHide])
    #expect(!harness.observer.snapshot.isShown)
  }

  @Test func theCallsStillWorkAndStartNoSecondRotation() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    harness.observer.interfaceOrientationWillChange()
    simulator.rotate(to: .iPadLandscape)
    harness.observer.interfaceOrientationWillChange()
    harness.observer.interfaceOrientationDidChange()
    #expect(!harness.observer.isInterfaceOrientationChanging)
    simulator.hide()
    #expect(shownAndHidden.suffix(2) == [.willHide, .didHide])
  }
}

/// Waits on the main actor until `condition` holds or two seconds pass.
@MainActor private func waitUntil(_ condition: () -> Bool) async throws {
  for _ in 0..<2000 where !condition() {
    try await Task.sleep(nanoseconds: 1_000_000)
  }
}
