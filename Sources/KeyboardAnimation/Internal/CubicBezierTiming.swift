/// A timing function in Core Animation's form: a cubic Bézier from (0, 0) to (1, 1) with two control points, read as
/// "progress as a function of time".
struct CubicBezierTiming: Hashable, Sendable {
  /// The two control points, as animation systems that take a Bézier (SwiftUI's `timingCurve`) want them.
  let x1, y1, x2, y2: Double
  // Polynomial coefficients of x(t) and y(t), so each evaluation is three multiply-adds.
  private let ax, bx, cx: Double
  private let ay, by, cy: Double

  /// Control points must have x in 0...1, which keeps x(t) increasing so that every time has one progress value.
  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  /// The progress at `time`, which must lie in 0...1.
  func progress(at time: Double) -> Double {
    if time <= 0 { return 0 }
    if time >= 1 { return 1 }
    return y(parameter(forX: time))
  }

  private func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  private func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }

  /// Bisection rather than Newton's method: it cannot diverge where the slope is flat, and a fixed number of halvings
  /// keeps the result monotonic in `targetX`. 52 halvings reach the precision of a `Double` in 0...1.
  private func parameter(forX targetX: Double) -> Double {
    var low = 0.0
    var high = 1.0
    for _ in 0..<52 {
      let middle = (low + high) / 2
      if x(middle) < targetX { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }
}
