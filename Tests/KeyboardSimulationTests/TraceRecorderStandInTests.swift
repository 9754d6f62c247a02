// Linux only: these turn a screen (the stand-in's UIScreen.turn(to:)) and set a scene's orientation
// (UIWindowScene(stubInterfaceOrientation:)), which a unit test on a simulator cannot do.
#if canImport(UIKit) && os(Linux)
  import Foundation
  import KeyboardBroadcast
  import KeyboardSimulation
  import Testing
  import UIKit

  extension TraceRecorderUIKitTests {
    @Test func eachEntryKeepsTheBoundsOfTheScreenItCameFromAsTheyWere() {
      let recorder = KeyboardTraceRecorder(notificationCenter: center)
      let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667))
      postShow(object: screen)
      screen.turn(to: CGRect(x: 0, y: 0, width: 667, height: 375))
      postShow(object: screen)
      #expect(recorder.trace.entries.map(\.screenBounds) == [screen.bounds.portraitOfThis, screen.bounds])
    }

    @Test func eachEntryKeepsTheInterfaceOrientationOfTheSceneWhereTextIsEdited() {
      let recorder = KeyboardTraceRecorder(notificationCenter: center)
      let scene = UIWindowScene(stubInterfaceOrientation: .landscapeLeft)
      let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
      window.windowScene = scene
      let field = UITextField(frame: CGRect(x: 0, y: 100, width: 375, height: 44))
      window.addSubview(field)
      center.post(name: UITextField.textDidBeginEditingNotification, object: field)
      postShow(object: nil)
      #expect(recorder.trace.entries.first?.interfaceOrientation == UIInterfaceOrientation.landscapeLeft.rawValue)
      withExtendedLifetime((window, scene)) {}
    }
  }

  extension CGRect {
    /// The same rectangle turned back to portrait, for a screen that was portrait when the first entry was recorded.
    fileprivate var portraitOfThis: CGRect { CGRect(x: 0, y: 0, width: min(width, height), height: max(width, height)) }
  }
#endif
