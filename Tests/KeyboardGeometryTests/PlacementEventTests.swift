import Foundation
import KeyboardBroadcast
import KeyboardTestSupport
import Testing

/// End to end: change-frame notifications posted into an observer's notification center, and the placement events
/// a delegate receives. iPad landscape throughout; the frames are in Support/Fixtures.swift.
@MainActor struct PlacementEventTests {
  let screen = Screen.iPadLandscape
  let docked = Frame.iPadLandscapeDocked

  @Test func undockingSendsWillUndockThenDidUndock() {
    let keyboard = ObserverHarness(screenBounds: screen)
    keyboard.show(from: docked.below(screen), to: docked)
    keyboard.changeFrame(from: docked, to: Frame.iPadLandscapeUndocked)
    #expect(keyboard.delegate.placementCalls == ["willUndock", "didUndock"])
  }

  @Test func splittingTheDockedKeyboardIsAnUndock() {
    let keyboard = ObserverHarness(screenBounds: screen)
    keyboard.show(from: docked.below(screen), to: docked)
    keyboard.changeFrame(from: docked, to: Frame.iPadLandscapeSplit)
    #expect(keyboard.delegate.placementCalls == ["willUndock", "didUndock"])
  }

  @Test func floatingTheDockedKeyboardIsAnUndock() {
    let keyboard = ObserverHarness(screenBounds: screen)
    keyboard.show(from: docked.below(screen), to: docked)
    keyboard.changeFrame(from: docked, to: Frame.iPadLandscapeFloating)
    #expect(keyboard.delegate.placementCalls == ["willUndock", "didUndock"])
  }

  @Test func dockingSendsWillDockThenDidDock() {
    let keyboard = ObserverHarness(screenBounds: screen)
    keyboard.show(from: docked.below(screen), to: docked)
    keyboard.changeFrame(from: docked, to: Frame.iPadLandscapeUndocked)
    keyboard.changeFrame(from: Frame.iPadLandscapeUndocked, to: docked)
    #expect(keyboard.delegate.placementCalls == ["willUndock", "didUndock", "willDock", "didDock"])
  }

  @Test func draggingTheUndockedKeyboardSendsMoveEvents() {
    let keyboard = ObserverHarness(screenBounds: screen)
    keyboard.show(from: docked.below(screen), to: docked)
    keyboard.changeFrame(from: docked, to: Frame.iPadLandscapeUndocked)
    keyboard.changeFrame(from: Frame.iPadLandscapeUndocked, to: Frame.iPadLandscapeSplit)
    #expect(
      keyboard.delegate.placementCalls == ["willUndock", "didUndock", "willMoveWhileUndocked", "didMoveWhileUndocked"])
  }

  @Test func draggingTheFloatingKeyboardSendsMoveEvents() {
    let keyboard = ObserverHarness(screenBounds: screen)
    keyboard.changeFrame(from: Frame.iPadLandscapeFloating, to: Frame.iPadLandscapeFloating)
    keyboard.changeFrame(from: Frame.iPadLandscapeFloating, to: Frame.iPadLandscapeFloatingMoved)
    #expect(keyboard.delegate.placementCalls == ["willMoveWhileUndocked", "didMoveWhileUndocked"])
  }

  @Test func aDelegateAddedDuringAChangeFrameHearsNoneOfThePlacementEventsItBrings() {
    let keyboard = ObserverHarness(screenBounds: screen)
    keyboard.show(from: docked.below(screen), to: docked)
    let late = RecordingDelegate()
    keyboard.delegate.onCall = { [observer = keyboard.observer] call in
      if call.event == .willChangeFrame { observer.addDelegate(late) }
    }
    keyboard.post(.willChangeFrame, from: docked, to: Frame.iPadLandscapeUndocked)
    #expect(late.placementCalls.isEmpty)
    keyboard.post(.didChangeFrame, from: docked, to: Frame.iPadLandscapeUndocked)
    #expect(late.placementCalls == ["didUndock"])
  }

  @Test func placementEventsFollowTheChangeFrameCallsTheyComeFrom() {
    let keyboard = ObserverHarness(screenBounds: screen)
    keyboard.show(from: docked.below(screen), to: docked)
    let callsBefore = keyboard.delegate.log.count
    keyboard.changeFrame(from: docked, to: Frame.iPadLandscapeUndocked)
    #expect(
      Array(keyboard.delegate.log.dropFirst(callsBefore)) == [
        "willChangeFrame", "willUndock", "didChangeFrame", "didUndock",
      ])
  }

  @Test func theSameEndFrameAgainIsNotAMove() {
    let keyboard = ObserverHarness(screenBounds: screen)
    keyboard.show(from: docked.below(screen), to: docked)
    keyboard.changeFrame(from: docked, to: Frame.iPadLandscapeUndocked)
    // A different duration gets the notification past the duplicate filter; the keyboard did not move.
    keyboard.post(.willChangeFrame, from: Frame.iPadLandscapeUndocked, to: Frame.iPadLandscapeUndocked, duration: 0)
    keyboard.post(.didChangeFrame, from: Frame.iPadLandscapeUndocked, to: Frame.iPadLandscapeUndocked, duration: 0)
    #expect(keyboard.delegate.placementCalls == ["willUndock", "didUndock"])
  }

  @Test func showingAndHidingTheDockedKeyboardSendsNoPlacementEvents() {
    let keyboard = ObserverHarness(screenBounds: screen)
    keyboard.show(from: docked.below(screen), to: docked)
    keyboard.hide(from: docked, to: docked.below(screen))
    #expect(keyboard.delegate.log.count == 8)
    #expect(keyboard.delegate.placementCalls.isEmpty)
  }

  @Test func aHideBetweenUndockedAndDockedIsNotADock() {
    let keyboard = ObserverHarness(screenBounds: screen)
    keyboard.changeFrame(from: Frame.iPadLandscapeUndocked, to: Frame.iPadLandscapeUndocked)
    keyboard.changeFrame(from: Frame.iPadLandscapeUndocked, to: Frame.iPadLandscapeUndocked.below(screen))
    keyboard.show(from: docked.below(screen), to: docked)
    #expect(keyboard.delegate.placementCalls.isEmpty)
  }

  @Test func theFirstChangeFrameIsComparedWithItsOwnBeginFrame() {
    let keyboard = ObserverHarness(screenBounds: screen)
    keyboard.changeFrame(from: docked, to: Frame.iPadLandscapeUndocked)
    #expect(keyboard.delegate.placementCalls == ["willUndock", "didUndock"])
  }

  @Test func afterAStopTheFirstChangeFrameIsComparedWithItsOwnBeginFrame() {
    let keyboard = ObserverHarness(screenBounds: screen)
    keyboard.show(from: docked.below(screen), to: docked)
    keyboard.observer.stop()
    keyboard.observer.start()
    // While stopped, the user undocked the keyboard; the observer must not take this drag for an undock.
    keyboard.changeFrame(from: Frame.iPadLandscapeUndocked, to: Frame.iPadLandscapeSplit)
    #expect(keyboard.delegate.placementCalls == ["willMoveWhileUndocked", "didMoveWhileUndocked"])
  }

  // Where UIKit exists the observer always knows a screen (the keyboard's, or `UIScreen.main`); UIKitGeometryTests
  // covers that.
  #if !canImport(UIKit)
    @Test func withoutScreenBoundsNoPlacementEventIsSent() {
      let keyboard = ObserverHarness(screenBounds: nil)
      keyboard.show(from: docked.below(screen), to: docked)
      keyboard.changeFrame(from: docked, to: Frame.iPadLandscapeUndocked)
      #expect(keyboard.delegate.log.contains("didChangeFrame"))
      #expect(keyboard.delegate.placementCalls.isEmpty)
    }
  #endif

  @Test func noPlacementEventIsSentWhileTheInterfaceRotates() {
    let keyboard = ObserverHarness(screenBounds: screen)
    keyboard.show(from: docked.below(screen), to: docked)
    keyboard.observer.interfaceOrientationWillChange()
    // Mid-rotation, the landscape keyboard measured against the portrait screen looks undocked.
    keyboard.observer.screenBounds = Screen.iPadPortrait
    keyboard.changeFrame(from: docked, to: docked)
    keyboard.changeFrame(from: docked, to: Frame.iPadPortraitDocked)
    keyboard.observer.interfaceOrientationDidChange()
    #expect(keyboard.delegate.log.contains("didChangeFrame"))
    #expect(keyboard.delegate.placementCalls.isEmpty)
  }

  @Test func aDelegateThatStopsTheObserverGetsNoPlacementEventAfterwards() {
    let keyboard = ObserverHarness(screenBounds: screen)
    keyboard.show(from: docked.below(screen), to: docked)
    let stopper = StoppingDelegate()
    keyboard.observer.addDelegate(stopper)
    keyboard.post(.willChangeFrame, from: docked, to: Frame.iPadLandscapeUndocked)
    #expect(keyboard.delegate.log.last == "willChangeFrame")
    #expect(keyboard.delegate.placementCalls.isEmpty)
  }

  @Test func keyboardPlacementFollowsTheLastDeliveredUpdate() {
    let keyboard = ObserverHarness(screenBounds: screen)
    #expect(keyboard.observer.snapshot.placement == nil)
    keyboard.show(from: docked.below(screen), to: docked)
    #expect(keyboard.observer.snapshot.placement == .docked)
    keyboard.changeFrame(from: docked, to: Frame.iPadLandscapeFloating)
    #expect(keyboard.observer.snapshot.placement == .floating)
  }

  #if !canImport(UIKit)
    @Test func keyboardPlacementIsNilWithoutScreenBounds() {
      let keyboard = ObserverHarness(screenBounds: nil)
      keyboard.show(from: docked.below(screen), to: docked)
      #expect(keyboard.observer.snapshot.placement == nil)
    }
  #endif
}

/// Stops its observer at the first will-change-frame it receives.
@MainActor private final class StoppingDelegate: KeyboardObserverDelegate {
  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillChangeFrameWith properties: KeyboardProperties) {
    observer.stop()
  }
}

/// iPadOS announces a floating keyboard's drag with zero-frame will-change-frames; every placement did-event must
/// still follow its will-event.
@MainActor struct DragPlacementEventTests {
  private let keyboard = ObserverHarness(screenBounds: Screen.iPadLandscape)
  private let zero = CGRect.zero

  init() {
    keyboard.show(from: Frame.iPadLandscapeDocked.below(Screen.iPadLandscape), to: Frame.iPadLandscapeDocked)
    keyboard.changeFrame(from: Frame.iPadLandscapeDocked, to: Frame.iPadLandscapeFloating)
  }

  private var eventsAfterUndock: [String] { Array(keyboard.delegate.placementCalls.dropFirst(2)) }

  @Test func aDragEndingElsewhereIsAMoveWhoseWillEventComesFirst() {
    keyboard.post(.willChangeFrame, from: zero, to: zero)
    keyboard.post(.willChangeFrame, from: zero, to: zero)
    keyboard.post(.didChangeFrame, from: Frame.iPadLandscapeFloating, to: Frame.iPadLandscapeFloatingMoved)
    #expect(eventsAfterUndock == ["willMoveWhileUndocked", "didMoveWhileUndocked"])
  }

  @Test func aDragEndingOnTheBottomEdgeIsADockWhoseWillEventComesFirst() {
    keyboard.post(.willChangeFrame, from: zero, to: zero)
    keyboard.post(.didChangeFrame, from: Frame.iPadLandscapeFloating, to: Frame.iPadLandscapeDocked)
    #expect(eventsAfterUndock == ["willDock", "didDock"])
  }

  @Test func zeroFrameChangeFramesStillReachDelegatesButDeriveNothing() {
    keyboard.post(.willChangeFrame, from: zero, to: zero)
    keyboard.post(.didChangeFrame, from: zero, to: zero)
    #expect(keyboard.delegate.log.suffix(2) == ["willChangeFrame", "didChangeFrame"])
    #expect(eventsAfterUndock.isEmpty)
  }

  @Test func anAnnouncedMoveGetsOneWillEventAndOneDidEvent() {
    keyboard.changeFrame(from: Frame.iPadLandscapeFloating, to: Frame.iPadLandscapeFloatingMoved)
    #expect(eventsAfterUndock == ["willMoveWhileUndocked", "didMoveWhileUndocked"])
  }
}
