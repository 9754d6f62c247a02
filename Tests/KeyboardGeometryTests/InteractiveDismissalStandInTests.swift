// Linux only: these need touches (the stand-in's UITouch(stubView:location:) and UIEvent(stubTouches:)) or a scene
// whose orientation a test sets (UIWindowScene(stubInterfaceOrientation:)), which a unit test on a simulator cannot
// make.
#if canImport(UIKit) && os(Linux)
  import Foundation
  import Testing
  import UIKit

  @testable import KeyboardBroadcast

  extension InteractiveDismissalTrackerTests {
    @Test(arguments: [1, 2])
    func theRecognizerHandsOnlyAOneFingerDragToTheTracker(fingers: Int) {
      beginEditing()
      guard let recognizer = recognizers.first else { return #expect(Bool(false)) }
      let fingers = (0..<fingers).map { _ in UITouch(stubView: list, location: CGPoint(x: 100, y: 320)) }
      recognizer.touchesBegan([fingers[0]], with: UIEvent(stubTouches: Set(fingers)))
      pan.state = .changed
      let moved = UITouch(stubView: list, location: CGPoint(x: 100, y: 520))
      recognizer.touchesMoved([moved], with: UIEvent(stubTouches: Set([moved] + fingers.dropFirst())))
      #expect(overlap == (fingers.count == 1 ? 147 : 216))
    }

    @Test func theSceneTellsTheInterfaceOrientation() {
      let scene = UIWindowScene(stubInterfaceOrientation: .landscapeLeft)
      window.windowScene = scene
      beginEditing()
      #expect(observer.interfaceOrientationRawValue == UIInterfaceOrientation.landscapeLeft.rawValue)
      withExtendedLifetime(scene) {}
    }

    @Test func aTurnOf180DegreesStartsARotationThoughTheBoundsKeepTheirShape() {
      let scene = UIWindowScene(stubInterfaceOrientation: .portrait)
      window.windowScene = scene
      beginEditing()
      scene.stubInterfaceOrientation = .portraitUpsideDown
      post(.willHide, Self.hidden)
      #expect(observer.isInterfaceOrientationChanging)
      #expect(observer.snapshot.isShown)
      withExtendedLifetime(scene) {}
    }
  }
#endif
