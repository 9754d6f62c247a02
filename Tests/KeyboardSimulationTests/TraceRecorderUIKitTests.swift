// Written on real UIKit API: run on an iOS simulator (scripts/test-on-simulator.sh), and on Linux against the UIKit
// stand-in (scripts/test-with-uikit-stub.sh). TraceRecorderStandInTests holds those that turn a screen or a scene.
#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  @_spi(Tools) import KeyboardBroadcast
  @_spi(Tools) import KeyboardSimulation
  import KeyboardTestSupport
  import Testing
  import UIKit

  @_spi(Tools) @testable import KeyboardBroadcast

  /// What the recorder writes down beside each notification where UIKit exists: the evidence that settles the order
  /// of a rotation on a device.
  @MainActor struct TraceRecorderUIKitTests {
    let center = NotificationCenter()

    func postShow(object: Any?) {
      center.post(
        name: KeyboardEvent.willShow.notificationName, object: object,
        userInfo: KeyboardProperties(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216)).userInfo)
    }

    @Test func anEntryWithoutAScreenKeepsTheMainScreensBounds() {
      let recorder = KeyboardTraceRecorder(notificationCenter: center)
      postShow(object: nil)
      #expect(recorder.trace.entries.first?.screenBounds == UIScreen.main.bounds)
    }
  }

  #if !os(tvOS)
    /// What the recorder writes down to settle, on a device, what shipping libraries met there
    /// (Docs/DeviceBehaviour.md): the window text is edited in, its screen, the motion settings, and every step of an
    /// interactive dismissal.
    @MainActor struct TraceRecorderDeviceEvidenceTests {
      let center = NotificationCenter()
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      let pan = HeldPan()
      let field = UITextField(frame: CGRect(x: 0, y: 620, width: 375, height: 44))
      let recorder: KeyboardTraceRecorder

      init() {
        recorder = KeyboardTraceRecorder(notificationCenter: center)
        window.rootViewController = UIViewController()
        window.isHidden = false
        window.rootViewController?.view.addSubview(list)
        window.rootViewController?.view.addSubview(field)
        list.keyboardDismissMode = .interactive
        center.post(name: UITextField.textDidBeginEditingNotification, object: field)
      }

      func postShow(object: Any?) {
        center.post(
          name: KeyboardEvent.willShow.notificationName, object: object,
          userInfo: KeyboardProperties(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216)).userInfo)
      }

      @Test func eachEntryKeepsTheLevelOfTheWindowWhereTextIsEdited() {
        window.windowLevel = .alert
        postShow(object: nil)
        #expect(recorder.trace.entries.first?.windowLevel == Double(UIWindow.Level.alert.rawValue))
      }

      @Test func eachEntrySaysWhetherItsScreenIsTheEditedWindowsAndNothingWithoutAScreen() {
        postShow(object: UIScreen.main)
        postShow(object: nil)
        #expect(recorder.trace.entries.map(\.isEditingScreen) == [true, nil])
      }

      @Test func eachEntryKeepsTheMotionSettings() {
        postShow(object: nil)
        #expect(recorder.trace.entries.first?.reducesMotion == UIAccessibility.isReduceMotionEnabled)
        if #available(iOS 14, *) {
          #expect(
            recorder.trace.entries.first?.prefersCrossFadeTransitions == UIAccessibility.prefersCrossFadeTransitions)
        }
      }

      @Test func everyDragSignalIsKeptOnTheEntriesClockWithThePansState() {
        postShow(object: nil)
        let tracker = window.gestureRecognizers?.lazy.compactMap { ($0 as? KeyboardDragRecognizer)?.tracker }.first
        tracker?.panState = { [pan] _ in pan.state }
        pan.state = .began
        tracker?.finger(on: list, movedTo: CGPoint(x: 100, y: 500))
        pan.state = .possible
        tracker?.finger(on: list, movedTo: CGPoint(x: 100, y: 520))
        tracker?.fingerLifted()
        #expect(
          recorder.trace.drags.map(\.signal) == [
            .finger(screenY: 500, pan: .began), .finger(screenY: 520, pan: .possible), .lifted,
          ])
      }

      @Test func dragSignalsAndNotificationsShareOneClock() {
        let clock = ManualClock()
        let timed = KeyboardTraceRecorder(notificationCenter: center, now: { clock.now })
        center.post(name: UITextField.textDidBeginEditingNotification, object: field)
        postShow(object: nil)
        clock.advance(by: 0.5)
        let trackers = window.gestureRecognizers?.compactMap { ($0 as? KeyboardDragRecognizer)?.tracker } ?? []
        for tracker in trackers { tracker.fingerLifted() }
        #expect(timed.trace.entries.map(\.time) == [0])
        #expect(timed.trace.drags.map(\.time) == [0.5])
      }

      @available(iOS 17, *)
      @Test func theGuidesReadingsAreKeptWithTheAccessorysHeight() async {
        field.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        center.post(name: UITextField.textDidBeginEditingNotification, object: field)
        let tracker = window.gestureRecognizers?.lazy.compactMap { ($0 as? KeyboardDragRecognizer)?.tracker }.first
        guard let probe = tracker?.exactTopProbes.first else { return #expect(Bool(false)) }
        probe.frame = CGRect(x: 0, y: 451, width: 0, height: 216)
        probe.layoutSubviews()
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        #expect(recorder.trace.drags.map(\.signal).last == .guide(screenY: 451, accessoryHeight: 44))
      }
    }
  #endif
#endif
