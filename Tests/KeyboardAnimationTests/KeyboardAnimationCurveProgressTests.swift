import KeyboardAnimation
import KeyboardBroadcast
import Testing

struct KeyboardAnimationCurveProgressTests {
  static let curves: [KeyboardAnimationCurve] = [
    .easeInOut, .easeIn, .easeOut, .linear, .keyboard, KeyboardAnimationCurve(rawValue: 12),
    KeyboardAnimationCurve(rawValue: -1),
  ]

  @Test(arguments: curves) func progressIsZeroAtTheStart(curve: KeyboardAnimationCurve) {
    #expect(curve.progress(at: 0) == 0)
  }

  @Test(arguments: curves) func progressIsOneAtTheEnd(curve: KeyboardAnimationCurve) {
    #expect(curve.progress(at: 1) == 1)
  }

  @Test(arguments: curves) func progressNeverDecreases(curve: KeyboardAnimationCurve) {
    let steps = 10_000
    let values = (0...steps).map { curve.progress(at: Double($0) / Double(steps)) }

    #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
  }

  @Test(arguments: curves) func fractionsOutsideZeroToOneAreClamped(curve: KeyboardAnimationCurve) {
    #expect(curve.progress(at: -0.5) == 0)
    #expect(curve.progress(at: -.infinity) == 0)
    #expect(curve.progress(at: 1.5) == 1)
    #expect(curve.progress(at: .infinity) == 1)
  }

  @Test(arguments: curves) func aNaNFractionCountsAsTheStart(curve: KeyboardAnimationCurve) {
    #expect(curve.progress(at: .nan) == 0)
  }

  // Expected values solve each Bézier by bisection to 1e-12, computed apart from the package's code.

  @Test func easeInOutFollowsCoreAnimationsEaseInEaseOutBezier() {
    expect(.easeInOut, [0.1: 0.019722454, 0.25: 0.129161931, 0.5: 0.5, 0.75: 0.870838069, 0.9: 0.980277546])
  }

  @Test func easeInFollowsCoreAnimationsEaseInBezier() {
    expect(.easeIn, [0.1: 0.017026610, 0.25: 0.093464651, 0.5: 0.315356813, 0.75: 0.621861869, 0.9: 0.839427846])
  }

  @Test func easeOutFollowsCoreAnimationsEaseOutBezier() {
    expect(.easeOut, [0.1: 0.160572154, 0.25: 0.378138131, 0.5: 0.684643187, 0.75: 0.906535349, 0.9: 0.982973390])
  }

  @Test func linearProgressEqualsTheFraction() {
    expect(.linear, [0.1: 0.1, 0.25: 0.25, 0.5: 0.5, 0.75: 0.75, 0.9: 0.9])
  }

  @Test func theKeyboardCurveFollowsTheMeasuredKeyboardBezier() {
    expect(.keyboard, [0.1: 0.205670047, 0.25: 0.616661010, 0.5: 0.930837858, 0.75: 0.988985221, 0.9: 0.998544039])
  }

  @Test(arguments: [12, 4, -1, Int.min, Int.max])
  func unknownCurvesFollowTheKeyboardModel(rawValue: Int) {
    let curve = KeyboardAnimationCurve(rawValue: rawValue)

    for fraction in [0.1, 0.25, 0.5, 0.75, 0.9] {
      #expect(curve.progress(at: fraction) == KeyboardAnimationCurve.keyboard.progress(at: fraction))
    }
  }

  private func expect(
    _ curve: KeyboardAnimationCurve, _ expected: [Double: Double], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for (fraction, progress) in expected.sorted(by: { $0.key < $1.key }) {
      let actual = curve.progress(at: fraction)
      #expect(abs(actual - progress) < 1e-8, "\(curve) at \(fraction): \(actual)", sourceLocation: sourceLocation)
    }
  }
}
