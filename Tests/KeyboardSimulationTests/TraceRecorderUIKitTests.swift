// Written on real UIKit API: run on an iOS simulator (scripts/test-on-simulator.sh), and on Linux against the UIKit
// stand-in (scripts/test-with-uikit-stub.sh). TraceRecorderStandInTests holds those that turn a screen or a scene.
#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  import KeyboardBroadcast
  import KeyboardSimulation
  import Testing
  import UIKit

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
#endif
