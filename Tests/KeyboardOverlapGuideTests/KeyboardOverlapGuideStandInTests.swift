// Linux only: these need what a unit test on a simulator cannot make, a window scene that moves (the stand-in's
// UIWindowScene(stubInterfaceOrientation:)) and a safe area that is not a number (stubSafeAreaInsets).
#if canImport(UIKit) && os(Linux)
  import Foundation
  import KeyboardSimulation
  import Testing
  import UIKit

  @testable import KeyboardAnimation
  @testable import KeyboardBroadcast

  extension KeyboardOverlapGuideTests {
    @Test func measuresAgainWhenItsStageManagerWindowIsMoved() {
      let windowScene = UIWindowScene(stubInterfaceOrientation: .landscapeLeft)
      let scene = scene(.iPadLandscape, window: CGRect(x: 200, y: 40, width: 600, height: 678), in: windowScene)
      simulator(.iPadLandscape).show()
      // Dragged 100 points up: the window ends at 618 on the screen, 241 points below the keyboard's top (377).
      scene.window.frame.origin.y = -60
      windowScene.stubGeometryDidChange()
      #expect(scene.guide.layoutFrame == CGRect(x: 0, y: 437, width: 600, height: 241))
      #expect(scene.view.layouts.last == Layout(height: 241, isAnimated: false))
    }

    @Test func neverGivesAutoLayoutANonFiniteConstantForASafeAreaThatIsNotANumber() {
      let scene = scene(.iPadPortrait)
      scene.view.stubSafeAreaInsets.bottom = .nan
      let keyboard = simulator(.iPadPortrait)
      keyboard.show()
      keyboard.hide()
      for constant in scene.view.layouts.map(\.height) + [scene.guide.layoutFrame.height] {
        #expect(constant.isFinite && constant >= 0)
      }
    }
  }
#endif
