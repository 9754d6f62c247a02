// Linux only: it plays UIKit's part with the stand-in's own API (screens, scenes), which Apple's UIKit does not have.
#if canImport(UIKit) && os(Linux)
  import Foundation
  import KeyboardBroadcast
  import KeyboardSimulation
  import Testing
  import UIKit

  /// What the recorder writes down beside each notification where UIKit exists: the evidence that settles the order
  /// of a rotation on a device.
  @MainActor struct TraceRecorderUIKitTests {
    let center = NotificationCenter()
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667))

    private func postShow(object: Any?) {
      center.post(
        name: KeyboardEvent.willShow.notificationName, object: object,
        userInfo: KeyboardProperties(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216)).userInfo)
    }

    @Test func eachEntryKeepsTheBoundsOfTheScreenItCameFromAsTheyWere() {
      let recorder = KeyboardTraceRecorder(notificationCenter: center)
      postShow(object: screen)
      screen.turn(to: CGRect(x: 0, y: 0, width: 667, height: 375))
      postShow(object: screen)
      #expect(recorder.trace.entries.map(\.screenBounds) == [screen.bounds.portraitOfThis, screen.bounds])
    }

    @Test func anEntryWithoutAScreenKeepsTheMainScreensBounds() {
      let recorder = KeyboardTraceRecorder(notificationCenter: center)
      postShow(object: nil)
      #expect(recorder.trace.entries.first?.screenBounds == UIScreen.main.bounds)
    }

    @Test func eachEntryKeepsTheInterfaceOrientationOfTheSceneWhereTextIsEdited() {
      let recorder = KeyboardTraceRecorder(notificationCenter: center)
      let scene = UIWindowScene(stubInterfaceOrientation: .landscapeLeft)
      let window = UIWindow(frame: screen.bounds)
      window.windowScene = scene
      let field = UITextField(frame: CGRect(x: 0, y: 100, width: 375, height: 44))
      window.addSubview(field)
      center.post(name: UITextField.textDidBeginEditingNotification, object: field)
      postShow(object: screen)
      #expect(recorder.trace.entries.first?.interfaceOrientation == UIInterfaceOrientation.landscapeLeft.rawValue)
      withExtendedLifetime((window, scene)) {}
    }
  }

  extension CGRect {
    /// The same rectangle turned back to portrait, for a screen that was portrait when the first entry was recorded.
    fileprivate var portraitOfThis: CGRect { CGRect(x: 0, y: 0, width: min(width, height), height: max(width, height)) }
  }
#endif
