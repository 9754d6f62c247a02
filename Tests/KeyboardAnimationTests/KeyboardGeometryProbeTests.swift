// Written on real UIKit API: run on an iOS simulator (scripts/test-on-simulator.sh), and on Linux against the UIKit
// stand-in (scripts/test-with-uikit-stub.sh). The observer judges frames against the screen bounds the test gives it.
#if canImport(UIKit)
  import Foundation
  import KeyboardTestSupport
  import Testing
  import UIKit

  @testable import KeyboardAnimation

  /// The view behind `KeyboardReader`'s content: what SwiftUI would be told.
  @MainActor struct KeyboardGeometryProbeTests {
    let harness = ObserverHarness()
    let screenBounds = CGRect(x: 0, y: 0, width: 375, height: 667)
    let window: UIWindow
    let probe = KeyboardGeometryProbe(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    private let reports = Reports()

    init() {
      window = UIWindow(frame: screenBounds)
      harness.observer.screenBounds = screenBounds
      probe.onChange = { [reports] in reports.append($0) }
      probe.observer = harness.observer
    }

    /// Lets the main queue run what was queued on it so far.
    private func nextTurnOfTheMainQueue() async {
      await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
    }

    @Test func reportsNothingOutsideAWindow() async {
      harness.post(.willShow, .iPhone8WillShow)
      await nextTurnOfTheMainQueue()
      #expect(reports.values.isEmpty)
    }

    @Test func reportsTheCurrentKeyboardOnTheNextTurnAfterMovingIntoAWindow() async {
      harness.post(.willShow, .iPhone8WillShow)
      window.addSubview(probe)
      #expect(reports.values.isEmpty)
      await nextTurnOfTheMainQueue()
      #expect(
        reports.values == [
          KeyboardGeometry(isOnScreen: true, overlap: 216, isInterfaceOrientationChanging: false, motion: .immediate)
        ])
    }

    @Test func reportsAKeyboardChangeAtOnceWithTheKeyboardsAnimation() async {
      window.addSubview(probe)
      await nextTurnOfTheMainQueue()
      harness.post(.willShow, .iPhone8WillShow)
      #expect(reports.values.last?.overlap == 216)
      #expect(reports.values.last?.motion == .animated(duration: 0.25, curve: .keyboard))
    }

    @Test func reportsTheRotationFlagAsItStartsAndEnds() async {
      window.addSubview(probe)
      harness.post(.willShow, .iPhone8WillShow)
      harness.observer.interfaceOrientationWillChange()
      #expect(reports.values.last?.isInterfaceOrientationChanging == true)
      harness.observer.interfaceOrientationDidChange()
      #expect(reports.values.last?.isInterfaceOrientationChanging == false)
    }

    @Test func measuresItselfAgainWhenLaidOut() async {
      window.addSubview(probe)
      harness.post(.willShow, .iPhone8WillShow)
      probe.frame = CGRect(x: 0, y: 0, width: 375, height: 500)  // Now ends 49 points below the keyboard's top.
      probe.layoutIfNeeded()
      await nextTurnOfTheMainQueue()
      #expect(reports.values.last?.overlap == 49)
      #expect(reports.values.last?.motion == .immediate)
    }

    @Test func keepsItsOneListenerThroughEveryLayout() {
      window.addSubview(probe)
      var order: [String] = []
      probe.onChange = { _ in order.append("probe") }
      // Added after the probe's listener: it hears each change after the probe, as long as the probe keeps it.
      let later = harness.observer.observe { _ in order.append("later") }
      for height in [500, 400, 667] {
        probe.frame.size.height = CGFloat(height)
        probe.layoutIfNeeded()
      }
      order = []
      harness.post(.willShow, .iPhone8WillShow)
      #expect(order == ["probe", "later"])
      withExtendedLifetime(later) {}
    }

    @Test func reportsWhatItFindsWhileLaidOutOnTheNextTurn() async {
      window.addSubview(probe)
      harness.post(.willShow, .iPhone8WillShow)
      let count = reports.values.count
      probe.frame.size.height = 500
      probe.layoutIfNeeded()
      #expect(reports.values.count == count)
      await nextTurnOfTheMainQueue()
      #expect(reports.values.last?.overlap == 49)
    }

    @Test func stopsFollowingWhenItLeavesItsWindow() async {
      window.addSubview(probe)
      await nextTurnOfTheMainQueue()
      let count = reports.values.count
      probe.removeFromSuperview()
      harness.post(.willShow, .iPhone8WillShow)
      await nextTurnOfTheMainQueue()
      #expect(reports.values.count == count)
    }

    @Test func isReleasedWhileItsObserverLives() {
      // The probe is released with its window, still following the observer: only a probe that its observation
      // holds weakly can go.
      weak var released: KeyboardGeometryProbe?
      do {
        let otherWindow = UIWindow(frame: screenBounds)
        let other = KeyboardGeometryProbe(frame: screenBounds)
        other.observer = harness.observer
        otherWindow.addSubview(other)
        harness.post(.willShow, .iPhone8WillShow)
        #expect(other.geometry.overlap == 216)
        released = other
      }
      #expect(released == nil)
    }

    @Test func itsViewControllersViewIsTheProbe() {
      let controller = KeyboardGeometryProbeController()
      #expect(controller.view === controller.probe)
    }

  }

  @MainActor private final class Reports {
    private(set) var values: [KeyboardGeometry] = []
    func append(_ value: KeyboardGeometry) { values.append(value) }
  }
#endif
