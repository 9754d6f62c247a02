import Foundation
@_spi(Tools) import KeyboardBroadcast

/// Renders a timeline as the table `keyboard-replay` prints by default.
///
/// Each column is as wide as its usual contents need, and wider when a cell is longer (a time of `1.79769e+308`
/// seconds, a frame millions of points high), so that the columns of every line stay aligned, two spaces apart at
/// least.
enum ReplayTextRenderer {
  /// The usual widths: time (right-aligned), posted, keyboard ends, delegates received, layout. The inset comes last.
  private static let usualWidths = [7, 17, 24, 28, 27]

  /// One line of the table: a notification's cells, or a time followed by text that spans the other columns.
  private enum Line {
    case cells([String])
    case spanning(time: String, text: String)
  }

  static func render(_ timeline: ReplayTimeline) -> String {
    var lines: [String] = []
    lines.append("\(timeline.kindDescription) \"\(timeline.name)\": \(timeline.summary)")
    let bounds = timeline.screenBounds
    lines.append(
      "Starts on \(timeline.deviceDescription), \(Format.points(bounds.width)) x \(Format.points(bounds.height)) pt. "
        + "A real KeyboardObserver delivers to two delegates:")
    lines.append(
      "  chat    a chat screen whose input bar rides on the keyboard, moved via animateWithKeyboardProperties")
    lines.append("  status  a view model that listens to did-events")
    lines.append("")
    let table =
      [Line.cells(["time", "posted", "keyboard ends", "delegates received", "layout of the input bar", "inset"])]
      + timeline.rows.map(line)
    let widths = columnWidths(of: table)
    lines += table.map { format($0, widths: widths) }
    lines.append("")
    lines += summary(of: timeline)
    return lines.joined(separator: "\n") + "\n"
  }

  private static func line(_ row: ReplayTimeline.Row) -> Line {
    let time = Format.seconds(row.time)
    switch row.kind {
    case .action(let description):
      return .spanning(time: time, text: "> " + description)
    case .orientationWillChange(let rotating):
      let effect = rotating ? "rotation begins, hides will be held back" : "keyboard hidden, nothing to hold back"
      return .spanning(time: time, text: "app calls interfaceOrientationWillChange() (optional); " + effect)
    case .orientationDidChange:
      return .spanning(
        time: time, text: "app calls interfaceOrientationDidChange() (optional); " + heldBackHides(row))
    case .rotationSeen(let bounds):
      return .spanning(
        time: time,
        text: "observer sees the screen turned (\(Format.points(bounds.width)) x \(Format.points(bounds.height)) pt); "
          + "rotation begins, hides will be held back")
    case .rotationTimedOut:
      return .spanning(time: time, text: "orientationChangeTimeout ends the rotation; " + heldBackHides(row))
    case .notification(let event):
      return cells(row, posted: Format.name(of: event))
    case .drag:
      return cells(row, posted: fingerDrags)
    }
  }

  /// What the posted column says for a drag, which posts nothing.
  private static let fingerDrags = "(finger drags)"

  private static func cells(_ row: ReplayTimeline.Row, posted: String) -> Line {
    .cells([
      Format.seconds(row.time), posted, keyboard(row), received(row),
      row.layoutChanges.map(layout).joined(separator: "; "),
      row.layoutChanges.map { change in
        "\(Format.points(change.fromInset))\(change.interrupted ? "*" : "") -> \(Format.points(change.toInset))"
      }.joined(separator: "; "),
    ])
  }

  /// What ending a rotation delivered.
  private static func heldBackHides(_ row: ReplayTimeline.Row) -> String {
    row.received.isEmpty ? "nothing held back to deliver" : "held-back hides delivered " + received(row)
  }

  private static func keyboard(_ row: ReplayTimeline.Row) -> String {
    guard let placement = row.placement else { return "" }
    if isHide(row) && (row.endFrame ?? .zero) == .zero { return "hidden" }
    if row.endFrame == .zero { return zeroFrame }
    let covered = Format.points(row.coveredHeight ?? 0)
    switch placement {
    case .hidden: return "hidden"
    case .docked: return "docked, \(covered) pt"
    case .undocked: return "undocked, covers 0"
    case .floating: return "floating, covers 0"
    case .shortcutBar: return "shortcut bar \(covered) of \(Format.points(row.endFrame?.height ?? 0))"
    }
  }

  /// What the keyboard column says for a show or a change-frame whose end frame is zero: a hide with no frame is
  /// simply hidden.
  private static let zeroFrame = "zero frame"

  private static func isHide(_ row: ReplayTimeline.Row) -> Bool {
    row.kind == .notification(.willHide) || row.kind == .notification(.didHide)
  }

  private static func received(_ row: ReplayTimeline.Row) -> String {
    switch row.outcome {
    case .dropped(let reason): return "(dropped: \(reason))"
    case .heldBack: return "(held back: rotation)"
    case .delivered, nil:
      guard !row.received.isEmpty else { return row.outcome == nil ? "" : "-" }
      return row.received.map(Format.call).joined(separator: ", ")
    }
  }

  private static func layout(_ change: ReplayTimeline.LayoutChange) -> String {
    switch change.mode {
    case .animated(let duration, let curve): "animated \(Format.seconds(duration, digits: 2)) s, \(Format.curve(curve))"
    case .immediate: change.followsTheFinger ? "immediate (finger)" : "immediate (rotating)"
    }
  }

  private static func summary(of timeline: ReplayTimeline) -> [String] {
    let outcomes = timeline.rows.compactMap(\.outcome)
    let delivered = outcomes.filter { $0 == .delivered }.count
    let held = outcomes.filter { $0 == .heldBack }.count
    let dropped = outcomes.count - delivered - held
    let changes = timeline.layoutChanges
    let immediate = changes.filter { $0.mode == .immediate }.count
    let followingTheFinger = changes.filter(\.followsTheFinger).count
    var lines = [
      "\(Format.count(outcomes.count, "notification")) posted: \(delivered) delivered, \(dropped) dropped, \(held) "
        + "held back during rotation.",
      "\(Format.count(changes.count - immediate, "layout change")) animated with the keyboard, \(immediate) immediate"
        + (followingTheFinger == 0 ? "" : " (\(followingTheFinger) following the finger)")
        + ". Final inset: \(Format.points(timeline.finalInset)) pt.",
    ]
    lines.append("'-': delivered, but neither demo delegate implements that method.")
    lines.append("inset: how many points the input bar sits above the screen's bottom edge.")
    // The observer's rules, as KeyboardObserver's documentation states them, for the reasons this timeline shows.
    if outcomes.contains(.duplicate) {
      lines.append(
        "(dropped: duplicate): a will-show or did-show that repeats the frame the keyboard is shown at, or a "
          + "change-frame")
      lines.append("   equal in every property, begin frame included, to the previous one of its kind (will or did).")
    }
    if outcomes.contains(.alreadyHidden) {
      lines.append("(dropped: already hidden): a will-hide or did-hide while the keyboard is already hidden.")
    }
    if timeline.rows.contains(where: { $0.placement != nil && $0.endFrame == .zero && !isHide($0) }) {
      lines.append(
        "\(zeroFrame): iPadOS sends these while a floating keyboard is dragged; the observer passes them on and keeps")
      lines.append("   the keyboard where it was until the drag ends.")
    }
    if timeline.rows.contains(where: { if case .drag = $0.kind { true } else { false } }) {
      lines.append(
        "\(fingerDrags): UIKit posts nothing while a finger drags the keyboard down; the player tells the observer")
      lines.append(
        "   with keyboardDidMoveInteractively(toTop:), as an app that feeds the drag itself does, and the chat")
      lines.append(
        "   screen moves its input bar at once, under the finger: immediate (finger). When the finger lifts, UIKit")
      lines.append("   posts a show if the keyboard springs back, or a hide from where the finger left it.")
    }
    if timeline.rows.contains(where: \.isRotationMark) {
      lines.append(
        "Rotations: no one sets screenBounds. Each notification carries its screen, as iOS 16.1 and later post the")
      lines.append(
        "   UIScreen, and the observer reads the bounds from it; an app sets screenBounds only where those are wrong.")
      lines.append(
        "   The observer begins a rotation at the first notification after the screen turned; the app's calls are")
      lines.append("   optional, and without them the rotation ends after orientationChangeTimeout (1 s).")
    }
    if changes.contains(where: \.interrupted) {
      lines.append("*: an earlier animation was still moving the input bar, which starts from where it was on screen")
      lines.append("   (.beginFromCurrentState) rather than at that animation's target. As in the SVG chart, curve 7")
      lines.append("   is taken to move it for twice the notification's duration.")
    }
    return lines
  }

  /// The usual widths, widened where a cell needs more: the time to its longest, the others to leave at least two
  /// spaces after their longest cell, as the time column does, so that no two cells of a line run together.
  private static func columnWidths(of table: [Line]) -> [Int] {
    var widths = usualWidths
    for line in table {
      switch line {
      case .spanning(let time, _): widths[0] = max(widths[0], time.count)
      case .cells(let cells):
        widths[0] = max(widths[0], cells[0].count)
        for column in 1..<widths.count { widths[column] = max(widths[column], cells[column].count + 2) }
      }
    }
    return widths
  }

  private static func format(_ line: Line, widths: [Int]) -> String {
    switch line {
    case .spanning(let time, let text):
      return pad(time, widths[0], right: true) + "  " + text
    case .cells(let cells):
      var text = pad(cells[0], widths[0], right: true) + "  "
      for column in 1..<widths.count { text += pad(cells[column], widths[column]) }
      text += cells[widths.count]
      return text.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
    }
  }

  private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(width - text.count, 0))
    return right ? padding + text : text + padding
  }
}
