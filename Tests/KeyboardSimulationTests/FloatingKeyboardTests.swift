import Foundation
import KeyboardBroadcast
import KeyboardSimulation
import KeyboardTestSupport
import Testing

/// `float()`: iPadOS's small floating keyboard, which the observer tells apart from the undocked one by its width.
@MainActor struct FloatingKeyboardTests {
  let harness = ObserverHarness()

  @Test func floatMovesTheShownKeyboardToAPhoneSizedFrameInTheMiddleOfTheScreen() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    let posted = simulator.float()
    #expect(posted.map(\.event) == [.willChangeFrame, .didChangeFrame])
    #expect(posted.last?.properties.endFrame == rect(224, 385, 320, 254))
    #expect(simulator.isFloating && simulator.isUndocked)
  }

  @Test func theObserverCallsTheFloatingKeyboardFloatingAndItsOverlapNone() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.float()
    #expect(harness.observer.snapshot.placement == .floating)
    #expect(harness.observer.snapshot.overlap(with: rect(0, 0, 768, 1024)) == 0)
    #expect(harness.delegate.placementCalls == ["willUndock", "didUndock"])
  }

  @Test func aDragOfTheFloatingKeyboardReachesDelegatesAsAMoveWhoseDidEventFollowsItsWillEvent() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.float()
    simulator.dragFloating(to: CGPoint(x: 400, y: 120))
    #expect(
      harness.delegate.placementCalls == ["willUndock", "didUndock", "willMoveWhileUndocked", "didMoveWhileUndocked"])
    #expect(harness.observer.lastKeyboardProperties?.endFrame == rect(400, 120, 320, 254))
    #expect(harness.observer.snapshot.placement == .floating)
  }

  @Test func dockingTheFloatingKeyboardBringsBackTheFullKeyboard() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.float()
    let posted = simulator.dock()
    #expect(posted.last?.properties.endFrame == rect(0, 711, 768, 313))
    #expect(!simulator.isFloating && !simulator.isUndocked)
    #expect(Array(harness.delegate.placementCalls.suffix(2)) == ["willDock", "didDock"])
  }

  @Test func floatWhileUndockedShrinksTheKeyboardToTheFloatingOne() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.undock()
    #expect(simulator.float().last?.properties.endFrame == rect(224, 385, 320, 254))
  }

  @Test func floatWhileHiddenPostsNothingAndTheNextShowFloats() {
    let simulator = harness.simulator(.iPadPortrait)
    #expect(simulator.float().isEmpty)
    let posted = simulator.show()
    #expect(posted.map(\.event) == [.willChangeFrame, .didChangeFrame])
    #expect(posted.last?.properties.endFrame == rect(224, 385, 320, 254))
  }

  @Test func floatOnADeviceThatCannotUndockPostsNothingAndChangesNothing() {
    let simulator = harness.simulator(.iPhoneSE)
    simulator.show()
    #expect(simulator.float().isEmpty)
    #expect(!simulator.isFloating)
  }

  @Test func floatWhileFloatingPostsNothing() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.float()
    #expect(simulator.float().isEmpty)
  }

  @Test func undockWhileFloatingPostsNothingAndTheKeyboardStaysFloating() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.float()
    #expect(simulator.undock().isEmpty)
    #expect(simulator.isFloating)
  }

  @Test func aResizeWhileFloatingPostsNothingAndTheFloatingKeyboardKeepsItsSize() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.float()
    #expect(simulator.resize(to: 400).isEmpty)
    #expect(simulator.keyboardFrame.size == KeyboardSimulator.floatingKeyboardSize)
  }

  @Test func attachingAHardwareKeyboardDocksTheFloatingKeyboardAsTheShortcutBar() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.float()
    simulator.attachHardwareKeyboard()
    #expect(!simulator.isFloating)
    #expect(harness.observer.snapshot.placement == .shortcutBar)
  }
}
