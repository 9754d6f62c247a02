// Linux only: it moves a window scene, which a unit test on a simulator cannot make and the stand-in's
// UIWindowScene(stubInterfaceOrientation:) can.
#if canImport(UIKit) && os(Linux)
  import Foundation
  import Testing
  import UIKit

  @testable import KeyboardBroadcast

  extension ViewGeometryChangeTests {
    @Test func aWindowMovedOnTheScreenIsMeasuredAgainWhenItsScenesGeometryChanges() {
      let scene = UIWindowScene(stubInterfaceOrientation: .portrait)
      window.windowScene = scene
      let (observation, heights) = observeWithTheKeyboardUp(content)
      // A Stage Manager window dragged 100 points up: it moves, it is not resized, so only its scene tells.
      window.frame.origin.y = -100
      scene.stubGeometryDidChange()
      #expect(heights() == [216, 116])
      #expect(scene.stubObservationCount == 1)
      observation.cancel()
      #expect(scene.stubObservationCount == 0)
    }
  }
#endif
