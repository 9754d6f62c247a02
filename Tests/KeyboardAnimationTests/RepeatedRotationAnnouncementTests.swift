// Written on real UIKit API: run on an iOS simulator (scripts/test-on-simulator.sh), and on Linux against the UIKit
// stand-in (scripts/test-with-uikit-stub.sh), with a transition the test drives by hand.
#if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)
  import Foundation
  import KeyboardTestSupport
  import Testing
  import UIKit

  @testable import KeyboardAnimation

  /// One rotation announced many times: every `KeyboardReader` on screen hosts a probe whose view controller announces
  /// it, and the app may announce it too. The observer must count it once, and end it at the first completion.
  @MainActor struct RepeatedRotationAnnouncementTests {
    let harness = ObserverHarness()
    /// The probes of two readers on screen.
    let probes = [KeyboardGeometryProbeController(), KeyboardGeometryProbeController()]
    /// P04, shown again after the rotation, as iOS does: a hide and a show.
    private let hide = KeyboardProperties(
      beginFrame: CGRect(x: 0, y: 451, width: 375, height: 216),
      endFrame: CGRect(x: 0, y: 667, width: 375, height: 216),
      animationDuration: 0.25, animationCurve: .keyboard)

    init() {
      for probe in probes { probe.probe.observer = harness.observer }
      harness.post(.willShow, .iPhone8WillShow)
    }

    /// Every probe's view controller hears of the transition, as UIKit tells every view controller on screen.
    private func announce(_ coordinators: [HandDrivenTransition]) {
      for (probe, coordinator) in zip(probes, coordinators) {
        probe.viewWillTransition(to: CGSize(width: 667, height: 375), with: coordinator)
      }
    }

    @Test func theProbesAndTheAppMakeOneRotationOfOneTransition() {
      let coordinator = HandDrivenTransition()
      announce([coordinator, coordinator])
      harness.observer.interfaceOrientationWillChange(alongside: coordinator)
      harness.observer.interfaceOrientationWillChange()
      harness.post(.willHide, hide)
      harness.post(.willShow, .iPhone8WillShow)
      #expect(harness.observer.isInterfaceOrientationChanging)
      coordinator.complete()
      harness.observer.interfaceOrientationDidChange()
      #expect(!harness.observer.isInterfaceOrientationChanging)
      #expect(harness.delegate.events == [.willShow, .willShow])
      #expect(harness.delegate.calls.map(\.interfaceOrientationWillChange) == [false, true])
    }

    @Test func theRotationEndsAtTheFirstCompletionAndDeliversItsHideOnce() {
      let coordinators = [HandDrivenTransition(), HandDrivenTransition()]
      announce(coordinators)
      harness.post(.willHide, hide)
      #expect(harness.delegate.events == [.willShow])
      coordinators[0].complete()
      #expect(!harness.observer.isInterfaceOrientationChanging)
      #expect(harness.delegate.events == [.willShow, .willHide])
      coordinators[1].complete()
      #expect(harness.delegate.events == [.willShow, .willHide])
    }

    @Test func aRotationThatIsAnnouncedAgainAfterItEndedStartsAgain() {
      let first = HandDrivenTransition()
      announce([first])
      first.complete()
      let second = HandDrivenTransition()
      announce([second, second])
      #expect(harness.observer.isInterfaceOrientationChanging)
      second.complete()
      #expect(!harness.observer.isInterfaceOrientationChanging)
    }

    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    @Test(.timeLimit(.minutes(5))) func theRotationEndsAfterTheTimeoutWhenNoTransitionCompletes() async throws {
      harness.observer.orientationChangeTimeout = 0.05
      announce([HandDrivenTransition(), HandDrivenTransition()])
      harness.observer.interfaceOrientationWillChange()
      harness.post(.willHide, hide)
      for _ in 0..<200 where harness.observer.isInterfaceOrientationChanging {
        try await Task.sleep(nanoseconds: 10_000_000)
      }
      #expect(!harness.observer.isInterfaceOrientationChanging)
      #expect(harness.delegate.events == [.willShow, .willHide])
    }
  }
#endif
