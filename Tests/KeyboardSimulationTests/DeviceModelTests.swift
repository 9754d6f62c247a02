import Foundation
import KeyboardBroadcast
import KeyboardTestSupport
import Testing

@testable import KeyboardSimulation

/// What the simulator models of what shipping libraries met on devices (Docs/Simulation.md, "Device behaviour"): a
/// drag whose pan never begins, one the system cancels, UIKit's layout guide trailing the finger, the cross-fade of
/// Reduce Motion, and UIKit's own layout in reply to the keyboard.
@MainActor struct DeviceModelTests {
  let harness = ObserverHarness()
  let moves = InteractiveMoveRecorder()
  let keyboard: KeyboardSimulator
  var snapshot: KeyboardSnapshot { harness.observer.snapshot }
  static let screen = rect(0, 0, 375, 667)

  init() {
    harness.observer.addDelegate(moves)
    keyboard = harness.simulator(.iPhoneSE)
  }

  @Test func aDragWhosePanNeverBeginsLeavesTheKeyboardWhereItRests() {
    keyboard.show()
    let frames = keyboard.interactiveDrag(to: 0.5, reportingTo: harness.observer, panBegins: false)
    #expect(frames.isEmpty)
    #expect(keyboard.keyboardFrame.minY == 407)
    #expect(snapshot.overlap(with: Self.screen) == 260)
    #expect(moves.tops.isEmpty)
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(.timeLimit(.minutes(1))) func aCancelledDragPostsNothingAndTheObserverReturnsTheKeyboardToRest() async throws {
    harness.observer.dragSettleDelay = 0.01
    keyboard.show()
    keyboard.interactiveDrag(to: 0.5, reportingTo: harness.observer)
    let posted = harness.postedEvents.count
    keyboard.cancelInteractiveDrag(reportingTo: harness.observer)
    #expect(keyboard.keyboardFrame.minY == 407)
    for _ in 0..<500 where snapshot.overlap(with: Self.screen) != 260 { try await Task.sleep(nanoseconds: 2_000_000) }
    #expect(snapshot.overlap(with: Self.screen) == 260)
    #expect(harness.postedEvents.count == posted)
    #expect(moves.tops.last == 407)
  }

  @Test func aGuideTrailingTheFingerNeverTakesTheKeyboardBack() {
    keyboard.show()
    let frames = keyboard.interactiveDrag(to: 0.6, steps: 3, reportingTo: harness.observer, guideTrails: true)
    let tops = frames.map(\.minY)
    // The finger, until the guide catches up with it where the finger stopped: never back to where it already was.
    #expect(moves.tops == tops)
    #expect(snapshot.properties?.endFrame.minY == tops[2])
  }

  @Test func aCrossFadedShowBeginsWhereItEndsAndItsDidNotificationsEndAtHeightZero() {
    keyboard.reducesMotion = true
    let entries = keyboard.show()
    let shown = rect(0, 407, 375, 260)
    #expect(entries.filter { $0.event.isAnnouncement }.allSatisfy { $0.properties.beginFrame == shown })
    #expect(entries.filter { !$0.event.isAnnouncement }.allSatisfy { $0.properties.endFrame == rect(0, 0, 375, 0) })
    #expect(snapshot.overlap(with: Self.screen) == 260)
  }

  @Test func aCrossFadedHideEndsAtHeightZeroAtTheTopAndIsAHide() {
    keyboard.reducesMotion = true
    keyboard.show()
    let entries = keyboard.hide()
    #expect(entries.allSatisfy { $0.properties.endFrame == rect(0, 0, 375, 0) })
    #expect(!snapshot.isOnScreen)
    #expect(harness.delegate.placementCalls.isEmpty)
  }

  @Test func anAutoFillBarIsLeftOutOfThePostedFramesButNotOutOfTheKeyboard() {
    keyboard.autoFillBarHeight = 44
    let entries = keyboard.show()
    #expect(entries.last?.properties.endFrame == rect(0, 407, 375, 260))
    #expect(keyboard.keyboardFrame == rect(0, 363, 375, 304))
    // The observer has only the posted frame outside a drag (Docs/DeviceBehaviour.md says why).
    #expect(snapshot.overlap(with: Self.screen) == 260)
  }

  @Test func systemLayoutRunsAfterEachWillNotificationOnceTheAppHeardIt() {
    var heard: [KeyboardEvent] = []
    harness.delegate.onCall = { heard.append($0.event) }
    var laidOut: [(KeyboardEvent, heardBefore: Int)] = []
    keyboard.systemLayout = { entry in laidOut.append((entry.event, heard.count)) }
    keyboard.show()
    #expect(laidOut.map(\.0) == [.willChangeFrame, .willShow])
    #expect(laidOut.map(\.heardBefore) == [1, 2])
  }
}
