import Foundation
@_spi(Tools) import KeyboardBroadcast
@_spi(Tools) import KeyboardSimulation
import KeyboardTestSupport
import Testing

/// The simulator tells the observer its device's screen, so placement works with no setup, and models the way
/// recent iPadOS reports a floating keyboard being dragged.
@MainActor struct SimulatedScreenTests {
  let harness = ObserverHarness()

  @Test func theObserverJudgesFramesAgainstTheSimulatedScreenWithNoSetup() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    #expect(harness.observer.screenBounds == CGRect(x: 0, y: 0, width: 768, height: 1024))
    #expect(harness.observer.snapshot.placement == .docked)
  }

  @Test func undockAndDockEventsNeedNoSetup() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.undock()
    simulator.dock()
    #expect(harness.delegate.placementCalls == ["willUndock", "didUndock", "willDock", "didDock"])
  }

  @Test func dockedHeightsAreRememberedWithNoSetup() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    #expect(harness.observer.lastDockedKeyboardHeight(inPortrait: true) == 313)
  }

  @Test func aRotationBringsTheNewOrientationsScreen() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    harness.observer.interfaceOrientationWillChange()
    simulator.rotate(to: .iPadLandscape)
    #expect(harness.observer.screenBounds == CGRect(x: 0, y: 0, width: 1024, height: 768))
    #expect(harness.observer.lastDockedKeyboardHeight(inPortrait: false) == 391)
  }

  @Test func boundsTheAppSetsComeBeforeTheSimulatedScreen() {
    let simulator = harness.simulator(.iPadPortrait)
    harness.observer.screenBounds = CGRect(x: 0, y: 0, width: 1024, height: 768)
    simulator.show()
    #expect(harness.observer.screenBounds == CGRect(x: 0, y: 0, width: 1024, height: 768))
  }

  @Test func aDragPostsZeroFrameWillChangeFramesThenOneDidChangeFrame() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.undock()
    let posted = simulator.dragFloating(to: CGPoint(x: 0, y: 100), steps: 3)
    #expect(posted.map(\.event) == [.willChangeFrame, .willChangeFrame, .willChangeFrame, .didChangeFrame])
    #expect(posted.dropLast().allSatisfy { $0.properties.endFrame == .zero && $0.properties.beginFrame == .zero })
    #expect(posted.last?.properties.endFrame == CGRect(x: 0, y: 100, width: 768, height: 313))
  }

  @Test func aDragReachesDelegatesAsAMoveWhoseDidEventFollowsItsWillEvent() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.undock()
    let before = harness.delegate.placementCalls.count
    simulator.dragFloating(to: CGPoint(x: 0, y: 100))
    #expect(
      Array(harness.delegate.placementCalls.dropFirst(before)) == ["willMoveWhileUndocked", "didMoveWhileUndocked"])
  }

  @Test func aDragLeavesTheKeyboardWhereItRestedUntilItLands() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.undock()
    let rested = harness.observer.lastKeyboardProperties?.endFrame
    var seenWhileDragging: [CGRect?] = []
    harness.delegate.onCall = { [observer = harness.observer] call in
      if call.properties.endFrame == .zero { seenWhileDragging.append(observer.lastKeyboardProperties?.endFrame) }
    }
    simulator.dragFloating(to: CGPoint(x: 0, y: 100), steps: 2)
    // The second zero-frame will-change-frame repeats the first, so the observer drops it as a duplicate.
    #expect(seenWhileDragging == [rested])
    #expect(harness.observer.lastKeyboardProperties?.endFrame == CGRect(x: 0, y: 100, width: 768, height: 313))
  }

  @Test func aDragWhileDockedPostsNothing() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    #expect(simulator.dragFloating(to: CGPoint(x: 0, y: 100)).isEmpty)
  }

  @Test(arguments: [CGPoint(x: CGFloat.nan, y: 0), CGPoint(x: 0, y: CGFloat.infinity)])
  func aDragToANonFiniteOriginPostsNothing(_ origin: CGPoint) {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.undock()
    #expect(simulator.dragFloating(to: origin).isEmpty)
  }
}
