import Foundation
import KeyboardTestSupport
import Testing

@testable import KeyboardBroadcast

/// P60: on iOS 26 a hide's end frame can keep the input accessory view's height, 44 points at the screen's bottom,
/// though the keyboard is dismissed (IQKeyboardManager's `IQKeyboardInfo.swift`). A delivered hide still means an
/// overlap of 0 on every surface.
@MainActor struct AccessoryHeightHideTests {
  let harness = ObserverHarness()
  static let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
  static let accessoryHeightHide = Payload.userInfo(
    begin: CGRect(x: 0, y: 409, width: 375, height: 258), end: CGRect(x: 0, y: 623, width: 375, height: 44))

  init() {
    harness.observer.screenBounds = Self.screen
    harness.post(.willShow, Payload.p10WillShow)
  }

  @Test(arguments: [KeyboardEvent.willHide, .didHide])
  func theObserverAndItsSnapshotSayNothingIsCovered(_ event: KeyboardEvent) {
    harness.post(event, Self.accessoryHeightHide)
    #expect(harness.observer.snapshot.overlap(with: Self.screen) == 0)
    #expect(harness.observer.snapshot.placement == .hidden)
    #expect(!harness.observer.snapshot.isOnScreen)
  }

  @Test func anOverlapObservationFallsToZero() {
    var overlaps: [CGFloat] = []
    let observation = harness.observer.observeOverlap(measuring: { $0.overlap(with: Self.screen) }) {
      overlaps.append($0.height)
    }
    harness.post(.willHide, Self.accessoryHeightHide)
    #expect(overlaps == [258, 0])
    withExtendedLifetime(observation) {}
  }

  @Test func keyboardStateCoversNothing() {
    let state = KeyboardState(observer: harness.observer)
    harness.post(.willHide, Self.accessoryHeightHide)
    #expect(state.screenOverlap == 0)
    #expect(!state.isOnScreen)
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(.timeLimit(.minutes(5))) func anOverlapStreamEndsAtZero() async {
    let stream = harness.observer.overlaps(measuring: { $0.overlap(with: Self.screen) })
    harness.post(.willHide, Self.accessoryHeightHide)
    var overlaps: [CGFloat] = []
    for await overlap in stream {
      overlaps.append(overlap.height)
      if overlaps.count == 2 { break }
    }
    #expect(overlaps == [258, 0])
  }
}
