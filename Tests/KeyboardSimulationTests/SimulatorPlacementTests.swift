import Foundation
@_spi(Tools) import KeyboardBroadcast
@_spi(Tools) import KeyboardSimulation
import KeyboardTestSupport
import Testing

/// `placement`: where the simulated keyboard is, and the flags read from it.
@MainActor struct SimulatorPlacementTests {
  let harness = ObserverHarness()

  @Test func aHiddenKeyboardKeepsItsPlacementForTheNextShow() {
    let simulator = harness.simulator(.iPadPortrait)
    #expect(simulator.placement == .hidden)
    simulator.float()
    #expect(simulator.placement == .hidden)
    #expect(simulator.isFloating && simulator.isUndocked && !simulator.isKeyboardVisible)
    simulator.show()
    #expect(simulator.placement == .floating)
  }

  @Test func theFlagsFollowThePlacement() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    #expect(simulator.placement == .docked)
    #expect(!simulator.isUndocked && !simulator.isFloating && !simulator.isHardwareKeyboardAttached)
    simulator.undock()
    #expect(simulator.placement == .undocked)
    #expect(simulator.isUndocked && !simulator.isFloating)
    simulator.attachHardwareKeyboard()
    #expect(simulator.placement == .shortcutBar)
    #expect(simulator.isHardwareKeyboardAttached && !simulator.isUndocked)
  }

  @Test func theObserverReadsTheSamePlacementFromWhatTheSimulatorPosts() {
    let simulator = harness.simulator(.iPadLandscape)
    let actions: [(String, () -> [KeyboardTrace.Entry])] = [
      ("show", { simulator.show() }),
      ("undock", { simulator.undock() }),
      ("move", { simulator.moveFloating(to: CGPoint(x: 0, y: 100)) }),
      ("float", { simulator.float() }),
      ("drag", { simulator.dragFloating(to: CGPoint(x: 100, y: 100)) }),
      ("hide", { simulator.hide() }),
      ("show floating", { simulator.show() }),
      ("dock", { simulator.dock() }),
      ("attach", { simulator.attachHardwareKeyboard() }),
      ("detach", { simulator.detachHardwareKeyboard() }),
      (
        "rotate",
        {
          // The transition's end, which the rotation's timeout would otherwise bring a second later.
          defer { harness.observer.interfaceOrientationDidChange() }
          return simulator.rotate(to: .iPadPortrait)
        }
      ),
      ("dismiss", { simulator.interactiveDismiss() }),
    ]
    for (name, action) in actions {
      #expect(!action().isEmpty, "\(name) posted nothing")
      #expect(harness.observer.snapshot.placement == simulator.placement, "after \(name)")
    }
  }
}
