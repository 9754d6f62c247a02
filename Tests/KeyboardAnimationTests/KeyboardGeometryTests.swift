import Foundation
import Testing

@testable import KeyboardAnimation

/// The platform-neutral half of the SwiftUI layer: how a motion becomes a timing curve, and when a geometry counts
/// as changed.
struct KeyboardMotionCurveTests {
  @Test func anImmediateMotionHasNoAnimation() {
    #expect(KeyboardMotion.immediate.bezierAnimation == nil)
  }

  @Test func aZeroDurationHasNoAnimation() {
    #expect(KeyboardMotion.animated(duration: 0, curve: .keyboard).bezierAnimation == nil)
  }

  @Test func theKeyboardsCurveUsesTheModelsControlPointsAndTheDuration() throws {
    let animation = try #require(KeyboardMotion.animated(duration: 0.25, curve: .keyboard).bezierAnimation)
    #expect(animation.duration == 0.25)
    #expect(
      [animation.timing.x1, animation.timing.y1, animation.timing.x2, animation.timing.y2] == [0.38, 0.7, 0.125, 1])
  }

  @Test func aCurveWithoutANameIsAnimatedLikeTheKeyboard() {
    let unknown = KeyboardMotion.animated(duration: 0.3, curve: KeyboardAnimationCurve(rawValue: 12))
    #expect(unknown.bezierAnimation?.timing == KeyboardAnimationCurve.keyboard.timing)
  }

  @Test func linearIsTheStraightCurve() {
    let linear = KeyboardMotion.animated(duration: 1, curve: .linear).bezierAnimation?.timing
    #expect(linear.map { [$0.x1, $0.y1, $0.x2, $0.y2] } == [0, 0, 1, 1])
  }

  @Test func aMotionBuiltFromPropertiesTakesTheirDurationAndCurve() {
    let properties = KeyboardProperties(animationDuration: 0.4, animationCurve: .easeOut)
    #expect(KeyboardMotion(properties) == .animated(duration: 0.4, curve: .easeOut))
  }

  @Test func geometriesThatDifferOnlyInMotionAreInTheSamePlace() {
    var moving = KeyboardGeometry.hidden
    moving.motion = .animated(duration: 0.25, curve: .keyboard)
    #expect(!moving.differsInPlace(from: .hidden))
    moving.overlap = 1
    #expect(moving.differsInPlace(from: .hidden))
  }
}
