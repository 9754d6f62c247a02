import Foundation
@_spi(Tools) import KeyboardBroadcast

/// Draws the attached view's bottom inset over time: one coloured polyline per animated layout change, traced with
/// `KeyboardAnimationCurve.progress(at:)`, a ring on a dashed jump for each immediate one (the ring alone when the
/// inset does not change, so every change in the legend can be seen), grey where the view rests. Rotations are
/// shaded yellow, and a finger dragging the keyboard blue: its steps are the rings the view follows it by. The legend
/// lists the first ``ReplayLimits/maximumLegendChanges`` layout changes and counts the rest.
///
/// The motion follows ``ReplayMotion``, whose two modelling choices are printed under the chart: curve 7 moves the
/// bar for twice the notification's duration, and an animation that interrupts another starts from where the bar
/// is.
enum ReplaySVGRenderer {
  private static let width = 960.0
  private static let plotLeft = 80.0
  private static let plotRight = 930.0
  private static let plotTop = 88.0
  private static let plotBottom = 388.0
  private static let palette = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2"]

  /// One drawn piece of the inset's path: a layout change, cut short where the next one begins.
  private struct Segment {
    enum Kind { case animation, jump }
    var kind: Kind
    var change: ReplayTimeline.LayoutChange
    var start: TimeInterval
    var end: TimeInterval
    var fromInset: Double { Double(change.fromInset) }
    var drawnDuration: TimeInterval { ReplayMotion.visibleDuration(of: change.mode) }

    /// The inset at `time`, inside the segment.
    func inset(at time: TimeInterval) -> Double {
      ReplayMotion.inset(of: change, at: time)
    }
  }

  static func render(_ timeline: ReplayTimeline) -> String {
    let segments = self.segments(of: timeline.layoutChanges)
    let endTime = max(timeline.duration, segments.map(\.end).max() ?? 0) + 0.5
    let maxInset = niceCeiling(
      max(timeline.layoutChanges.map { Double(max($0.fromInset, $0.toInset)) }.max() ?? 0, 100))
    // Dividing first keeps a time near `Double.greatestFiniteMagnitude` from overflowing the product.
    let x = { (time: TimeInterval) in plotLeft + (plotRight - plotLeft) * (time / endTime) }
    let y = { (inset: Double) in plotBottom - (plotBottom - plotTop) * inset / maxInset }

    var body: [String] = []
    body += rotationBands(of: timeline, x: x)
    body += dragBands(of: timeline, x: x)
    body += axes(endTime: endTime, maxInset: maxInset, x: x, y: y)
    body += actionMarkers(of: timeline, x: x)
    body += droppedMarkers(of: timeline, x: x)
    body += path(of: segments, endTime: endTime, x: x, y: y)
    let (legend, legendHeight) = self.legend(timeline: timeline, segments: segments)
    body += legend

    let height = plotBottom + 60 + legendHeight
    let title = "keyboard-replay \(timeline.name): the input bar's bottom inset over time"
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <svg xmlns="http://www.w3.org/2000/svg" width="\(f(width))" height="\(f(height))" \
      viewBox="0 0 \(f(width)) \(f(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
      <title>\(escape(title))</title>
      <rect x="0" y="0" width="\(f(width))" height="\(f(height))" fill="white"/>
      <text x="\(plotLeft)" y="24" font-size="15" font-weight="bold">\(escape(title))</text>
      <text x="\(plotLeft)" y="44" fill="#444">Starts on \(escape(timeline.deviceDescription))</text>
      <text x="\(plotLeft)" y="62" fill="#444">\(escape(timeline.summary))</text>
      \(body.joined(separator: "\n"))
      </svg>

      """
  }

  /// Turns layout changes into drawn segments, cutting each one short where the next begins. Each change already
  /// starts where the bar was (``ReplayMotion/startingWhereTheBarIs(_:)``).
  private static func segments(of changes: [ReplayTimeline.LayoutChange]) -> [Segment] {
    var segments: [Segment] = []
    for change in changes {
      if var previous = segments.popLast() {
        previous.end = min(previous.end, max(change.time, previous.start))
        segments.append(previous)
      }
      let duration = ReplayMotion.visibleDuration(of: change.mode)
      // A trace may hold times near `Double.greatestFiniteMagnitude`: keep every drawn time finite.
      let end = min(change.time + duration, .greatestFiniteMagnitude)
      segments.append(Segment(kind: duration > 0 ? .animation : .jump, change: change, start: change.time, end: end))
    }
    return segments
  }

  private static func path(
    of segments: [Segment], endTime: TimeInterval, x: (Double) -> Double, y: (Double) -> Double
  ) -> [String] {
    var elements: [String] = []
    var restStart = (time: 0.0, inset: 0.0)
    var animationIndex = 0
    func rest(until time: TimeInterval) {
      guard time > restStart.time else { return }
      elements.append(
        "<line class=\"rest\" x1=\"\(f(x(restStart.time)))\" y1=\"\(f(y(restStart.inset)))\" "
          + "x2=\"\(f(x(time)))\" y2=\"\(f(y(restStart.inset)))\" stroke=\"#999\" stroke-width=\"1.5\"/>")
    }
    for segment in segments {
      rest(until: segment.start)
      switch segment.kind {
      case .jump:
        let to = Double(segment.change.toInset)
        elements.append(
          "<line class=\"immediate\" x1=\"\(f(x(segment.start)))\" y1=\"\(f(y(segment.fromInset)))\" "
            + "x2=\"\(f(x(segment.start)))\" y2=\"\(f(y(to)))\" stroke=\"#555\" stroke-width=\"2\" "
            + "stroke-dasharray=\"5 4\"/>")
        // The ring shows the change even when the jump has no length, such as a rotation's 162 -> 162.
        elements.append(immediateMarker(x: x(segment.start), y: y(to)))
        restStart = (segment.start, to)
      case .animation:
        let color = palette[animationIndex % palette.count]
        animationIndex += 1
        // About one point per two pixels, from 2 to 49 points: a long trace's short animations, a fraction of a pixel
        // wide, cost two points each rather than 49, which keeps the chart's size in proportion to its entries.
        let span = x(segment.end) - x(segment.start)
        let samples = Int(min(max((span / 2).rounded(.up), 1), 48))
        let points = (0...samples).map { step -> String in
          // The fraction first: the span may be near `Double.greatestFiniteMagnitude`, and twice it is infinite.
          let time = segment.start + (segment.end - segment.start) * (Double(step) / Double(samples))
          return "\(f(x(time))),\(f(y(segment.inset(at: time))))"
        }
        elements.append(
          "<polyline class=\"animation\" points=\"\(points.joined(separator: " "))\" fill=\"none\" "
            + "stroke=\"\(color)\" stroke-width=\"2.5\"/>")
        restStart = (segment.end, segment.inset(at: segment.end))
      }
    }
    rest(until: endTime)
    return elements
  }

  private static func axes(
    endTime: TimeInterval, maxInset: Double, x: (Double) -> Double, y: (Double) -> Double
  ) -> [String] {
    var elements: [String] = []
    // Counting ticks, rather than adding the step to a running time, ends even where adding the step to a huge time
    // changes nothing. `segments(of:)` keeps the end time finite; should the step still not be, the axis shows 0
    // alone. The count is at most 16 by `timeStep(for:)`, and clamped before it becomes an `Int`.
    let timeStep = self.timeStep(for: endTime) ?? 1
    let steps = endTime / timeStep + 1e-9
    let tickCount = steps.isFinite ? Int(min(max(steps, 0), 16).rounded(.down)) : 0
    for index in 0...tickCount {
      let tick = Double(index) * timeStep
      elements.append(
        "<line class=\"time-tick\" x1=\"\(f(x(tick)))\" y1=\"\(f(plotTop))\" x2=\"\(f(x(tick)))\" "
          + "y2=\"\(f(plotBottom))\" stroke=\"#eee\"/>")
      elements.append(
        "<text x=\"\(f(x(tick)))\" y=\"\(f(plotBottom + 18))\" text-anchor=\"middle\">\(tickLabel(tick))</text>")
    }
    let insetStep = maxInset / 5
    for index in 0...5 {
      let inset = insetStep * Double(index)
      elements.append(
        "<line x1=\"\(f(plotLeft))\" y1=\"\(f(y(inset)))\" x2=\"\(f(plotRight))\" y2=\"\(f(y(inset)))\" "
          + "stroke=\"#eee\"/>")
      elements.append(
        "<text x=\"\(f(plotLeft - 8))\" y=\"\(f(y(inset) + 4))\" text-anchor=\"end\">\(Format.points(inset))</text>")
    }
    elements.append(
      "<line x1=\"\(f(plotLeft))\" y1=\"\(f(plotBottom))\" x2=\"\(f(plotRight))\" y2=\"\(f(plotBottom))\" "
        + "stroke=\"black\"/>")
    elements.append(
      "<line x1=\"\(f(plotLeft))\" y1=\"\(f(plotTop))\" x2=\"\(f(plotLeft))\" y2=\"\(f(plotBottom))\" "
        + "stroke=\"black\"/>")
    elements.append(
      "<text x=\"\(f((plotLeft + plotRight) / 2))\" y=\"\(f(plotBottom + 38))\" text-anchor=\"middle\">"
        + "time (s)</text>")
    let middle = f((plotTop + plotBottom) / 2)
    elements.append(
      "<text x=\"22\" y=\"\(middle)\" text-anchor=\"middle\" transform=\"rotate(-90 22 \(middle))\">"
        + "input bar above the screen's bottom (pt)</text>")
    return elements
  }

  private static func rotationBands(of timeline: ReplayTimeline, x: (Double) -> Double) -> [String] {
    var elements: [String] = []
    var start: TimeInterval?
    for row in timeline.rows {
      switch row.kind {
      case .orientationWillChange(rotating: true), .rotationSeen: start = start ?? row.time
      case .orientationDidChange, .rotationTimedOut:
        guard let begin = start else { continue }
        start = nil
        let left = x(begin)
        let bandWidth = max(x(row.time) - left, 2)
        elements.append(
          "<rect class=\"rotation\" x=\"\(f(left))\" y=\"\(f(plotTop))\" width=\"\(f(bandWidth))\" "
            + "height=\"\(f(plotBottom - plotTop))\" fill=\"#fff3c4\"/>")
        elements.append(
          "<text x=\"\(f(left + bandWidth / 2))\" y=\"\(f(plotBottom - 8))\" text-anchor=\"middle\" fill=\"#8a6d00\">"
            + "rotation</text>")
      default: continue
      }
    }
    return elements
  }

  /// A band from the action that starts each drag to the drag's last step, while UIKit posts nothing.
  private static func dragBands(of timeline: ReplayTimeline, x: (Double) -> Double) -> [String] {
    var elements: [String] = []
    var span: (start: TimeInterval, end: TimeInterval)?
    func close() {
      guard let (start, end) = span else { return }
      span = nil
      let left = x(start)
      let bandWidth = max(x(end) - left, 2)
      elements.append(
        "<rect class=\"drag\" x=\"\(f(left))\" y=\"\(f(plotTop))\" width=\"\(f(bandWidth))\" "
          + "height=\"\(f(plotBottom - plotTop))\" fill=\"#e1effa\"/>")
      elements.append(
        "<text x=\"\(f(left + bandWidth / 2))\" y=\"\(f(plotBottom - 8))\" text-anchor=\"middle\" fill=\"#2b5d8a\">"
          + "drag</text>")
    }
    for (index, row) in timeline.rows.enumerated() {
      guard case .drag = row.kind else {
        close()
        continue
      }
      if let open = span {
        span = (open.start, row.time)
      } else if index > 0, case .action = timeline.rows[index - 1].kind {
        span = (timeline.rows[index - 1].time, row.time)
      } else {
        span = (row.time, row.time)
      }
    }
    close()
    return elements
  }

  /// Numbered ticks above the plot where the user acts; the legend lists them.
  private static func actionMarkers(of timeline: ReplayTimeline, x: (Double) -> Double) -> [String] {
    var elements: [String] = []
    for (number, time) in actionTimes(of: timeline).enumerated() {
      elements.append(
        "<line x1=\"\(f(x(time)))\" y1=\"\(f(plotTop - 6))\" x2=\"\(f(x(time)))\" y2=\"\(f(plotBottom))\" "
          + "stroke=\"#bbb\" stroke-dasharray=\"2 3\"/>")
      elements.append(
        "<text x=\"\(f(x(time)))\" y=\"\(f(plotTop - 10))\" text-anchor=\"middle\" font-weight=\"bold\">"
          + "\(number + 1)</text>")
    }
    return elements
  }

  /// A red cross on the time axis for each notification the observer dropped, which moved nothing; the legend
  /// counts them by reason.
  private static func droppedMarkers(of timeline: ReplayTimeline, x: (Double) -> Double) -> [String] {
    droppedReasons(of: timeline).map { time, _ in
      let (left, right, top, bottom) = (x(time) - 4, x(time) + 4, plotBottom - 12, plotBottom - 4)
      return "<path class=\"dropped-marker\" d=\"M\(f(left)) \(f(top)) L\(f(right)) \(f(bottom)) "
        + "M\(f(left)) \(f(bottom)) L\(f(right)) \(f(top))\" stroke=\"#c0392b\" stroke-width=\"2\"/>"
    }
  }

  /// The time of each notification the observer dropped, with the rule's reason.
  private static func droppedReasons(of timeline: ReplayTimeline) -> [(TimeInterval, String)] {
    timeline.rows.compactMap { row in
      if case .dropped(let reason) = row.outcome { return (row.time, reason) }
      return nil
    }
  }

  private static func actionTimes(of timeline: ReplayTimeline) -> [TimeInterval] {
    timeline.rows.compactMap { row in
      if case .action = row.kind { return row.time }
      return nil
    }
  }

  private static func legend(timeline: ReplayTimeline, segments: [Segment]) -> ([String], Double) {
    var elements: [String] = []
    var top = plotBottom + 64
    let lineHeight = 17.0
    let actions = timeline.rows.compactMap { row -> (TimeInterval, String)? in
      if case .action(let description) = row.kind { return (row.time, description) }
      return nil
    }
    for (number, action) in actions.enumerated() {
      elements.append(
        "<text y=\"\(f(top))\"><tspan x=\"\(f(plotLeft))\" font-weight=\"bold\">\(number + 1)</tspan>"
          + "<tspan x=\"\(f(plotLeft + 18))\">\(Format.seconds(action.0, digits: 2)) s</tspan>"
          + "<tspan x=\"\(f(plotLeft + 70))\">\(escape(action.1))</tspan></text>")
      top += lineHeight
    }
    top += 6
    var animationIndex = 0
    for (index, segment) in segments.enumerated() {
      guard index < ReplayLimits.maximumLegendChanges else {
        let more = Format.count(segments.count - index, "more layout change")
        elements.append(
          "<text class=\"legend-more\" x=\"\(f(plotLeft))\" y=\"\(f(top))\">… and \(more): the table and --json "
            + "list every one</text>")
        top += lineHeight
        break
      }
      let change = segment.change
      let inset = "\(Format.points(CGFloat(segment.fromInset))) → \(Format.points(change.toInset)) pt"
      let start = "\(Format.seconds(change.time, digits: 2)) s  \(change.delegate).\(change.trigger): \(inset)"
      switch change.mode {
      case .animated(let duration, let curve) where segment.kind == .animation:
        let color = palette[animationIndex % palette.count]
        animationIndex += 1
        let drawn =
          segment.drawnDuration == duration ? "" : ", drawn over \(Format.seconds(segment.drawnDuration, digits: 2)) s"
        elements.append(
          "<line x1=\"\(f(plotLeft))\" y1=\"\(f(top - 4))\" x2=\"\(f(plotLeft + 24))\" y2=\"\(f(top - 4))\" "
            + "stroke=\"\(color)\" stroke-width=\"3\"/>")
        elements.append(
          "<text x=\"\(f(plotLeft + 32))\" y=\"\(f(top))\">\(escape(start)), animated "
            + "\(Format.seconds(duration, digits: 2)) s on \(Format.curve(curve))\(drawn)</text>")
      default:
        let how =
          change.mode != .immediate
          ? "animated over 0 s, a jump"
          : change.followsTheFinger ? "immediate (following the finger)" : "immediate (rotating)"
        elements.append(
          "<line x1=\"\(f(plotLeft))\" y1=\"\(f(top - 4))\" x2=\"\(f(plotLeft + 24))\" y2=\"\(f(top - 4))\" "
            + "stroke=\"#555\" stroke-width=\"2\" stroke-dasharray=\"5 4\"/>")
        elements.append(immediateMarker(x: plotLeft + 12, y: top - 4, inLegend: true))
        elements.append("<text x=\"\(f(plotLeft + 32))\" y=\"\(f(top))\">\(escape(start)), \(how)</text>")
      }
      top += lineHeight
    }
    top += 8
    var notes = [
      "Curves are drawn with KeyboardAnimationCurve.progress(at:). Curve 7 is drawn over twice the notification's "
        + "duration: the keyboard's visible",
      "motion lasts about 0.5 s while notifications say 0.25 s (Docs/Animation.md). An animation that starts before "
        + "the previous one ends starts",
      "from where the view is (.beginFromCurrentState). Grey: the view at rest. A ring: laid out without animation "
        + "(during a rotation),",
      "on a dashed line from where the view was, or alone when the inset stayed the same.",
    ]
    let dropped = droppedReasons(of: timeline)
    if !dropped.isEmpty {
      var counts: [String: Int] = [:]
      for (_, reason) in dropped { counts[reason, default: 0] += 1 }
      let reasons = counts.keys.sorted().map { "\(counts[$0]!) \($0)" }.joined(separator: ", ")
      notes.append(
        "Red crosses: \(Format.count(dropped.count, "notification")) the observer dropped (\(reasons)), which "
          + "moved nothing.")
    }
    if timeline.rows.contains(where: { if case .drag = $0.kind { true } else { false } }) {
      notes.append(
        "Blue: a finger drags the keyboard and UIKit posts nothing; the observer is told of each step, and the view "
          + "follows it at once (rings).")
    }
    for note in notes {
      elements.append(
        "<text x=\"\(f(plotLeft))\" y=\"\(f(top))\" fill=\"#555\" font-size=\"11\">\(escape(note))</text>")
      top += 15
    }
    return (elements, top - plotBottom - 60)
  }

  /// A white ring outlined in grey, where an immediate change lands. Only the chart's rings have the class, so
  /// they can be counted.
  private static func immediateMarker(x: Double, y: Double, inLegend: Bool = false) -> String {
    "<circle\(inLegend ? "" : " class=\"immediate-marker\"") cx=\"\(f(x))\" cy=\"\(f(y))\" r=\"4\" fill=\"white\" "
      + "stroke=\"#555\" stroke-width=\"2\"/>"
  }

  /// The smallest step of 1, 2 or 5 times a power of ten that puts at most 16 steps between 0 and `endTime`.
  ///
  /// `nil` when `endTime` is not a positive finite number. The step is infinite when ten times the power of ten
  /// that fits overflows, which only times near `Double.greatestFiniteMagnitude` reach.
  static func timeStep(for endTime: TimeInterval) -> TimeInterval? {
    guard endTime.isFinite, endTime > 0 else { return nil }
    let maximumSteps = 16.0
    var power = pow(10, (log10(endTime / maximumSteps)).rounded(.down))
    while true {
      for multiple in [1.0, 2, 5] where endTime / (multiple * power) <= maximumSteps { return multiple * power }
      power *= 10
    }
  }

  /// `0`, `0.25`, `1.5`, `2e+12`: seconds in at most six significant digits, without trailing zeros.
  private static func tickLabel(_ seconds: TimeInterval) -> String {
    String(format: "%.6g", seconds)
  }

  private static func niceCeiling(_ value: Double) -> Double {
    let step = value > 500 ? 200.0 : 100.0
    return (value / step).rounded(.up) * step
  }

  private static func f(_ value: Double) -> String {
    String(format: "%.1f", value)
  }

  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
