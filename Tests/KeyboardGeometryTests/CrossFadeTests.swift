import Foundation
import KeyboardTestSupport
import Testing

@testable import KeyboardBroadcast

/// Reduce Motion with "Prefer Cross-Fade Transitions" (iOS 14 and later): the keyboard fades in and out where it
/// rests instead of sliding, and the hide's frames end at height 0 at the top of the screen (React Native #29974 and
/// #31484) or are empty (FinniversKit PR #1208). Docs/DeviceBehaviour.md has the sources.
@MainActor struct CrossFadeTests {
  let harness = ObserverHarness(screenBounds: Screen.iPhone47Inch)
  /// P04's keyboard, where it rests.
  nonisolated static let shown = CGRect(x: 0, y: 451, width: 375, height: 216)
  /// The hide's end frame with the cross-fade.
  nonisolated static let fadedOut = CGRect(x: 0, y: 0, width: 375, height: 0)
  var snapshot: KeyboardSnapshot { harness.observer.snapshot }

  init() {
    harness.show(from: Self.shown.below(Screen.iPhone47Inch), to: Self.shown)
  }

  @Test(arguments: [fadedOut, .zero])
  func aCrossFadedHideIsAHide(endingAt frame: CGRect) {
    harness.hide(from: Self.shown, to: frame)
    #expect(!snapshot.isOnScreen)
    #expect(snapshot.overlap(with: Screen.iPhone47Inch) == 0)
    #expect(harness.delegate.events.filter { $0 == .willHide }.count == 1)
  }

  @Test(arguments: [fadedOut, .zero])
  func aCrossFadedHideIsNeitherAnUndockNorAFloatingKeyboardNorAMove(endingAt frame: CGRect) {
    harness.post(.willChangeFrame, from: Self.shown, to: frame)
    #expect(snapshot.placement != .undocked && snapshot.placement != .floating)
    harness.hide(from: Self.shown, to: frame)
    #expect(harness.delegate.placementCalls.isEmpty)
    #expect(snapshot.placement == .hidden || snapshot.placement == nil)
  }

  @Test func aCrossFadedShowThatBeginsWhereItEndsCoversTheKeyboardsHeight() {
    harness.hide(from: Self.shown, to: Self.fadedOut)
    harness.show(from: Self.shown, to: Self.shown)
    #expect(snapshot.isOnScreen)
    #expect(snapshot.overlap(with: Screen.iPhone47Inch) == 216)
  }

  @Test func aShowsDidChangeFrameAtHeightZeroLeavesTheKeyboardWhereTheShowPutIt() {
    // iOS 26 with the cross-fade reports the end of a show at height 0 (react-native-keyboard-controller #1242).
    harness.post(.didChangeFrame, from: Self.shown, to: Self.fadedOut)
    harness.post(.didShow, from: Self.shown, to: Self.fadedOut)
    #expect(snapshot.isOnScreen)
    #expect(snapshot.overlap(with: Screen.iPhone47Inch) == 216)
    #expect(harness.delegate.calls.allSatisfy { $0.properties.endFrame.height > 0 })
  }

  @Test func aWillShowAtHeightZeroWhileShownKeepsTheKeyboardWhereItRests() {
    harness.post(.willShow, from: Self.shown, to: Self.fadedOut)
    #expect(snapshot.overlap(with: Screen.iPhone47Inch) == 216)
    #expect(harness.delegate.calls.allSatisfy { $0.properties.endFrame == Self.shown })
  }
}
