// Written on real UIKit API: run on an iOS simulator (scripts/test-on-simulator.sh), and on Linux against the UIKit
// stand-in (scripts/test-with-uikit-stub.sh), with a transition the test drives by hand.
#if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)
  import Foundation
  import KeyboardTestSupport
  import Testing
  import UIKit

  @testable import KeyboardAnimation

  /// The view controller SwiftUI hosts the probe in, told of a rotation.
  @MainActor struct KeyboardGeometryProbeControllerTests {
    let harness = ObserverHarness()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))

    init() {
      harness.observer.screenBounds = window.bounds
    }

    @Test func itsViewControllerTellsTheObserverThatTheInterfaceRotates() {
      let controller = KeyboardGeometryProbeController()
      var lastReport: KeyboardGeometry?
      controller.probe.onChange = { lastReport = $0 }
      controller.probe.observer = harness.observer
      window.addSubview(controller.view)
      harness.post(.willShow, .iPhone8WillShow)
      let coordinator = HandDrivenTransition()
      controller.viewWillTransition(to: CGSize(width: 667, height: 375), with: coordinator)
      #expect(harness.observer.isInterfaceOrientationChanging)
      #expect(lastReport?.isInterfaceOrientationChanging == true)
      coordinator.complete()
      #expect(!harness.observer.isInterfaceOrientationChanging)
    }

    @Test func itsViewControllerWithoutAnObserverLeavesRotationsAlone() {
      let controller = KeyboardGeometryProbeController()
      window.addSubview(controller.view)
      harness.post(.willShow, .iPhone8WillShow)
      let coordinator = HandDrivenTransition()
      controller.viewWillTransition(to: CGSize(width: 667, height: 375), with: coordinator)
      #expect(!harness.observer.isInterfaceOrientationChanging)
      #expect(coordinator.pendingCompletionCount == 0)
    }
  }
#endif
