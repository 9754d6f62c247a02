import Foundation
@_spi(Tools) import KeyboardBroadcast
@_spi(Tools) import KeyboardSimulation
import KeyboardTestSupport
import Testing

@MainActor struct KeyboardSimulatorShowHideTests {
  let harness = ObserverHarness()

  @Test func showPostsWillChangeFrameWillShowThenDidChangeFrameDidShow() {
    harness.simulator().show()
    #expect(harness.postedEvents == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
  }

  @Test func showDeliversTheKeyboardSlidingUpFromBelowTheScreen() {
    harness.simulator(.iPhoneSE).show()
    let properties = KeyboardProperties(beginFrame: rect(0, 667, 375, 260), endFrame: rect(0, 407, 375, 260))
    #expect(
      harness.delegate.calls == [
        .init(event: .willChangeFrame, properties: properties), .init(event: .willShow, properties: properties),
        .init(event: .didChangeFrame, properties: properties), .init(event: .didShow, properties: properties),
      ])
  }

  @Test func userInfoIsTypedAsIOSTypesIt() throws {
    harness.simulator().show()
    let info = try #require(harness.postedUserInfos.first)
    let frame = try #require(info["UIKeyboardFrameEndUserInfoKey"] as? NSValue)
    #expect(!(frame is NSNumber))
    #expect(String(cString: frame.objCType) == "{CGRect={CGPoint=dd}{CGSize=dd}}")
    #expect((info["UIKeyboardAnimationDurationUserInfoKey"] as? NSNumber)?.doubleValue == 0.25)
    #expect((info["UIKeyboardAnimationCurveUserInfoKey"] as? NSNumber)?.intValue == 7)
    #expect((info["UIKeyboardIsLocalUserInfoKey"] as? NSNumber)?.intValue == 1)
  }

  @Test func showWhileShownRepostsTheShowWithBeginEqualToEnd() {
    let simulator = harness.simulator()
    simulator.show()
    let posted = simulator.show()
    #expect(posted.map(\.event) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
    #expect(posted.allSatisfy { $0.properties.beginFrame == rect(0, 407, 375, 260) })
    #expect(posted.allSatisfy { $0.properties.endFrame == rect(0, 407, 375, 260) })
  }

  @Test func showWhileShownReachesDelegatesOnlyAsFrameChanges() {
    let simulator = harness.simulator()
    simulator.show()
    let before = harness.delegate.calls.count
    simulator.show()
    #expect(harness.delegate.events.dropFirst(before) == [.willChangeFrame, .didChangeFrame])
  }

  @Test func hideDeliversTheKeyboardSlidingBelowTheScreen() {
    let simulator = harness.simulator()
    simulator.show()
    let before = harness.delegate.calls.count
    simulator.hide()
    let properties = KeyboardProperties(beginFrame: rect(0, 407, 375, 260), endFrame: rect(0, 667, 375, 260))
    #expect(
      Array(harness.delegate.calls.dropFirst(before)) == [
        .init(event: .willChangeFrame, properties: properties), .init(event: .willHide, properties: properties),
        .init(event: .didChangeFrame, properties: properties), .init(event: .didHide, properties: properties),
      ])
  }

  @Test func hideWhileHiddenPostsNothing() {
    let posted = harness.simulator().hide()
    #expect(posted.isEmpty)
    #expect(harness.postedEvents.isEmpty)
  }

  @Test func notificationsCarryTheIsLocalFlagTheSimulatorIsSetTo() {
    let simulator = harness.simulator(.iPadLandscape)
    simulator.isLocal = false
    simulator.show()
    #expect(harness.delegate.calls.allSatisfy { !$0.properties.isLocal })
  }

  @Test(arguments: KeyboardDevice.builtIn)
  func showOnEveryBuiltInDeviceRestsOnTheScreensBottomEdge(device: KeyboardDevice) throws {
    harness.simulator(device).show()
    let end = try #require(harness.delegate.calls.last).properties.endFrame
    #expect(end.maxY == device.screenSize.height)
    #expect(end.width == device.screenSize.width)
    #expect(end.height == device.keyboardHeight)
  }
}

@MainActor struct KeyboardSimulatorInteractiveDismissTests {
  let harness = ObserverHarness()

  @Test func interactiveDismissDeliversAHideStartingWhereTheFingerLetGo() throws {
    let simulator = harness.simulator(.iPhoneSE)
    simulator.show()
    let before = harness.delegate.calls.count
    simulator.interactiveDismiss(releasedAt: 0.5)
    let calls = harness.delegate.calls.dropFirst(before)
    #expect(calls.map(\.event) == [.willChangeFrame, .willHide, .didChangeFrame, .didHide])
    let hide = try #require(calls.first { $0.event == .willHide })
    #expect(hide.properties.beginFrame == rect(0, 537, 375, 260))
    #expect(hide.properties.endFrame == rect(0, 667, 375, 260))
  }

  @Test func interactiveDismissWhileHiddenPostsNothing() {
    #expect(harness.simulator().interactiveDismiss().isEmpty)
    #expect(harness.postedEvents.isEmpty)
  }

  @Test func interactiveDismissOfAFloatingKeyboardPostsOnlyFrameChanges() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.undock()
    simulator.show()
    #expect(simulator.interactiveDismiss().map(\.event) == [.willChangeFrame, .didChangeFrame])
    #expect(!simulator.isKeyboardVisible)
  }
}

@MainActor struct KeyboardSimulatorResizeTests {
  let harness = ObserverHarness()

  @Test func resizeWhileShownDeliversAShowToTheNewHeightKeepingTheBottomEdge() {
    let simulator = harness.simulator(.iPhoneSE)
    simulator.show()
    let before = harness.delegate.calls.count
    simulator.resize(to: 216)
    let properties = KeyboardProperties(beginFrame: rect(0, 407, 375, 260), endFrame: rect(0, 451, 375, 216))
    #expect(
      Array(harness.delegate.calls.dropFirst(before)) == [
        .init(event: .willChangeFrame, properties: properties), .init(event: .willShow, properties: properties),
        .init(event: .didChangeFrame, properties: properties), .init(event: .didShow, properties: properties),
      ])
  }

  @Test func resizeWhileHiddenPostsNothingButTheNextShowUsesTheNewHeight() {
    let simulator = harness.simulator(.iPhoneSE)
    #expect(simulator.resize(to: 258).isEmpty)
    #expect(harness.postedEvents.isEmpty)
    simulator.show()
    #expect(harness.delegate.calls.last?.properties.endFrame == rect(0, 409, 375, 258))
  }

  @Test(arguments: [-1, CGFloat.nan, CGFloat.infinity, 260])
  func resizeToANegativeNonFiniteOrUnchangedHeightPostsNothing(height: CGFloat) {
    let simulator = harness.simulator(.iPhoneSE)
    simulator.show()
    #expect(simulator.resize(to: height).isEmpty)
    #expect(simulator.keyboardHeight == 260)
  }

  @Test func resizeOfAFloatingKeyboardPostsOnlyFrameChangesAndKeepsItsOrigin() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.undock()
    let before = harness.delegate.calls.count
    simulator.resize(to: 260)
    let calls = harness.delegate.calls.dropFirst(before)
    #expect(calls.map(\.event) == [.willChangeFrame, .didChangeFrame])
    #expect(calls.first?.properties.endFrame == rect(0, 355, 768, 260))
  }
}

@MainActor struct KeyboardSimulatorRotationTests {
  let harness = ObserverHarness()

  @Test func rotatePostsTwoHideShowPairsByDefault() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    let posted = simulator.rotate(to: .iPadLandscape)
    let hideShow: [KeyboardEvent] = [
      .willChangeFrame, .willHide, .didChangeFrame, .didHide, .willChangeFrame, .willShow, .didChangeFrame, .didShow,
    ]
    #expect(posted.map(\.event) == hideShow + hideShow)
  }

  @Test func rotateWithOneHideShowPairPostsOnePair() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    #expect(simulator.rotate(to: .iPadLandscape, hideShowPairs: 1).count == 8)
  }

  @Test func theFirstRotationHideSlidesOutOfTheOldScreenAndTheShowIntoTheNewOne() throws {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    let posted = simulator.rotate(to: .iPadLandscape)
    let hide = try #require(posted.first { $0.event == .willHide })
    #expect(hide.properties.beginFrame == rect(0, 711, 768, 313))
    #expect(hide.properties.endFrame == rect(0, 1024, 768, 313))
    let show = try #require(posted.first { $0.event == .willShow })
    #expect(show.properties.beginFrame == rect(0, 768, 1024, 391))
    #expect(show.properties.endFrame == rect(0, 377, 1024, 391))
  }

  @Test func anAnnouncedRotationReachesDelegatesAsShowsMarkedAsRotationWithoutHides() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    let before = harness.delegate.calls.count
    harness.observer.interfaceOrientationWillChange()
    simulator.rotate(to: .iPadLandscape)
    harness.observer.interfaceOrientationDidChange()
    let calls = harness.delegate.calls.dropFirst(before)
    #expect(!calls.contains { $0.event == .willHide || $0.event == .didHide })
    let shows = calls.filter { $0.event == .willShow }
    #expect(shows.count == 2)
    #expect(shows.allSatisfy { $0.interfaceOrientationWillChange })
    #expect(harness.observer.snapshot.isShown)
    #expect(harness.observer.lastKeyboardProperties?.endFrame == rect(0, 377, 1024, 391))
  }

  @Test func anUnannouncedRotationIsSeenByTheObserverWhichHoldsTheStormBack() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    let before = harness.delegate.calls.count
    simulator.rotate(to: .iPadLandscape, hideShowPairs: 1)
    let calls = harness.delegate.calls.dropFirst(before)
    #expect(
      calls.map(\.event) == [.willChangeFrame, .didChangeFrame, .willChangeFrame, .willShow, .didChangeFrame, .didShow])
    #expect(calls.filter { $0.event == .willShow }.allSatisfy { $0.interfaceOrientationWillChange })
    #expect(harness.observer.isInterfaceOrientationChanging)
  }

  @Test func theStormsFirstNotificationCarriesTheNewScreenAndTheOldGeometry() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    let first = simulator.rotate(to: .iPadLandscape).first
    #expect(first?.event == .willChangeFrame)
    #expect(first?.screenBounds == rect(0, 0, 1024, 768))
    #expect(first?.properties.endFrame == rect(0, 1024, 768, 313))
  }

  @Test func rotateWhileHiddenPostsNothingAndTheNextShowUsesTheNewDevice() {
    let simulator = harness.simulator(.iPadPortrait)
    #expect(simulator.rotate(to: .iPadLandscape).isEmpty)
    simulator.show()
    #expect(harness.delegate.calls.last?.properties.endFrame == rect(0, 377, 1024, 391))
  }

  @Test func rotatingAFloatingKeyboardPostsOnlyFrameChanges() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.undock()
    #expect(simulator.rotate(to: .iPadLandscape).map(\.event) == [.willChangeFrame, .didChangeFrame])
    #expect(simulator.isUndocked)
  }
}

@MainActor struct KeyboardSimulatorUndockingTests {
  let harness = ObserverHarness()

  @Test func undockDeliversOnlyFrameChangesToTheFloatingFrame() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    let before = harness.delegate.calls.count
    simulator.undock()
    let properties = KeyboardProperties(beginFrame: rect(0, 711, 768, 313), endFrame: rect(0, 355, 768, 313))
    #expect(
      Array(harness.delegate.calls.dropFirst(before)) == [
        .init(event: .willChangeFrame, properties: properties), .init(event: .didChangeFrame, properties: properties),
      ])
  }

  @Test func undockOnADeviceThatCannotUndockPostsNothingAndChangesNothing() {
    let simulator = harness.simulator(.iPhoneSE)
    simulator.show()
    #expect(simulator.undock().isEmpty)
    #expect(!simulator.isUndocked)
  }

  @Test func undockWhileHiddenPostsNothingAndTheNextShowPostsOnlyFrameChanges() {
    let simulator = harness.simulator(.iPadPortrait)
    #expect(simulator.undock().isEmpty)
    simulator.show()
    #expect(harness.delegate.events == [.willChangeFrame, .didChangeFrame])
    #expect(harness.delegate.calls.last?.properties.endFrame == rect(0, 355, 768, 313))
  }

  @Test func hidingAFloatingKeyboardPostsOnlyFrameChanges() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.undock()
    let before = harness.delegate.calls.count
    simulator.hide()
    #expect(Array(harness.delegate.events.dropFirst(before)) == [.willChangeFrame, .didChangeFrame])
    #expect(harness.delegate.calls.last?.properties.endFrame == rect(0, 1024, 768, 313))
  }

  @Test func dockDeliversOnlyFrameChangesBackToTheBottom() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.undock()
    let before = harness.delegate.calls.count
    simulator.dock()
    let properties = KeyboardProperties(beginFrame: rect(0, 355, 768, 313), endFrame: rect(0, 711, 768, 313))
    #expect(
      Array(harness.delegate.calls.dropFirst(before)) == [
        .init(event: .willChangeFrame, properties: properties), .init(event: .didChangeFrame, properties: properties),
      ])
  }

  @Test func dockWhileDockedPostsNothing() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    #expect(simulator.dock().isEmpty)
  }

  @Test func moveFloatingDeliversOnlyFrameChangesToTheNewOriginEvenOffScreen() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.undock()
    let before = harness.delegate.calls.count
    simulator.moveFloating(to: CGPoint(x: 0, y: -40))
    let calls = harness.delegate.calls.dropFirst(before)
    #expect(calls.map(\.event) == [.willChangeFrame, .didChangeFrame])
    #expect(calls.first?.properties.beginFrame == rect(0, 355, 768, 313))
    #expect(calls.first?.properties.endFrame == rect(0, -40, 768, 313))
  }

  @Test func moveFloatingWhileDockedPostsNothing() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    #expect(simulator.moveFloating(to: CGPoint(x: 0, y: 100)).isEmpty)
  }

  @Test func moveFloatingToWhereTheKeyboardIsPostsNothing() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.undock()
    #expect(simulator.moveFloating(to: CGPoint(x: 0, y: 355)).isEmpty)
  }
}

@MainActor struct KeyboardSimulatorHardwareKeyboardTests {
  let harness = ObserverHarness()

  @Test func attachingAHardwareKeyboardDeliversAShowOfTheMostlyOffScreenShortcutBar() throws {
    let simulator = harness.simulator(.iPadLandscape)
    simulator.show()
    let before = harness.delegate.calls.count
    simulator.attachHardwareKeyboard()
    let calls = harness.delegate.calls.dropFirst(before)
    #expect(calls.map(\.event) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
    let end = try #require(calls.first).properties.endFrame
    #expect(end == rect(0, 713, 1024, 391))
    #expect(end.intersection(rect(0, 0, 1024, 768)).height == 55)
  }

  @Test func showWithAHardwareKeyboardAttachedShowsTheShortcutBar() {
    let simulator = harness.simulator(.iPadPortrait)
    #expect(simulator.attachHardwareKeyboard().isEmpty)
    simulator.show()
    #expect(harness.delegate.calls.last?.properties.endFrame == rect(0, 969, 768, 313))
  }

  @Test func attachingASecondTimePostsNothing() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.attachHardwareKeyboard()
    #expect(simulator.attachHardwareKeyboard().isEmpty)
  }

  @Test func attachingWhileFloatingDocksTheShortcutBarWithFrameChangesOnly() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.undock()
    #expect(simulator.attachHardwareKeyboard().map(\.event) == [.willChangeFrame, .didChangeFrame])
    #expect(!simulator.isUndocked)
    #expect(simulator.keyboardFrame == rect(0, 969, 768, 313))
  }

  @Test func detachingBringsBackTheFullKeyboardWithAShow() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.attachHardwareKeyboard()
    let before = harness.delegate.calls.count
    simulator.detachHardwareKeyboard()
    let calls = harness.delegate.calls.dropFirst(before)
    #expect(calls.map(\.event) == [.willChangeFrame, .willShow, .didChangeFrame, .didShow])
    #expect(calls.last?.properties.endFrame == rect(0, 711, 768, 313))
  }

  @Test func detachingWithoutAHardwareKeyboardPostsNothing() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    #expect(simulator.detachHardwareKeyboard().isEmpty)
  }

  @Test func undockingWithAHardwareKeyboardAttachedPostsNothing() {
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.attachHardwareKeyboard()
    #expect(simulator.undock().isEmpty)
    #expect(!simulator.isUndocked)
  }
}

@MainActor struct KeyboardSimulatorTraceTests {
  @Test func willNotificationsAreTimedAtTheClockAndDidNotificationsOneDurationLater() {
    let simulator = KeyboardSimulator(device: .iPhoneSE)
    simulator.show()
    simulator.idle(for: 1)
    simulator.hide()
    #expect(simulator.trace.entries.map(\.time) == [0, 0, 0.25, 0.25, 1.25, 1.25, 1.5, 1.5])
  }

  @Test func idleIgnoresNegativeAndNonFiniteDurations() {
    let simulator = KeyboardSimulator(device: .iPhoneSE)
    simulator.idle(for: -1)
    simulator.idle(for: .nan)
    simulator.idle(for: .infinity)
    #expect(simulator.time == 0)
  }

  @Test func theTraceHoldsExactlyWhatWasPosted() {
    let harness = ObserverHarness()
    let simulator = harness.simulator(.iPadPortrait)
    simulator.show()
    simulator.undock()
    simulator.hide()
    #expect(simulator.trace.entries.map(\.event) == harness.postedEvents)
  }

  @Test func aSimulatorWithoutANotificationCenterStillBuildsItsTrace() {
    let simulator = KeyboardSimulator(device: .iPhoneSE)
    #expect(simulator.show().count == 4)
    #expect(simulator.trace.entries.count == 4)
  }
}
