import Foundation
import KeyboardBroadcast

/// Renders a timeline as the table `keyboard-replay` prints by default.
enum ReplayTextRenderer {
  private static let columns = (time: 7, posted: 17, keyboard: 24, received: 28, layout: 27)

  static func render(_ timeline: ReplayTimeline) -> String {
    var lines: [String] = []
    lines.append("\(timeline.kindDescription) \"\(timeline.name)\": \(timeline.summary)")
    let bounds = timeline.screenBounds
    lines.append(
      "Starts on \(timeline.deviceDescription), \(Format.points(bounds.width)) x \(Format.points(bounds.height)) pt. "
        + "A real KeyboardObserver delivers to two delegates:")
    lines.append(
      "  chat    a chat screen whose input bar rides on the keyboard, moved via KeyboardAnimationCoordinator")
    lines.append("  status  a view model that listens to did-events")
    lines.append("")
    lines.append(
      row(
        time: "time", posted: "posted", keyboard: "keyboard ends", received: "delegates received",
        layout: "layout of the input bar", inset: "inset"))
    for item in timeline.rows { lines.append(render(item)) }
    lines.append("")
    lines += summary(of: timeline)
    return lines.joined(separator: "\n") + "\n"
  }

  private static func render(_ row: ReplayTimeline.Row) -> String {
    let time = Format.seconds(row.time)
    switch row.kind {
    case .action(let description):
      return pad(time, columns.time, right: true) + "  > " + description
    case .orientationWillChange(let rotating):
      let effect = rotating ? "rotation begins, hides will be held back" : "keyboard hidden, nothing to hold back"
      return pad(time, columns.time, right: true) + "  app calls interfaceOrientationWillChange(); " + effect
    case .screenBoundsChange(let bounds):
      return pad(time, columns.time, right: true)
        + "  app sets screenBounds to \(Format.points(bounds.width)) x \(Format.points(bounds.height)) pt in the "
        + "transition's animation"
    case .orientationDidChange:
      let effect = row.received.isEmpty ? "nothing held back to deliver" : "held-back hides delivered"
      return pad(time, columns.time, right: true) + "  app calls interfaceOrientationDidChange(); " + effect
        + (row.received.isEmpty ? "" : " " + received(row))
    case .notification(let event):
      return self.row(
        time: time, posted: Format.name(of: event), keyboard: keyboard(row), received: received(row),
        layout: row.layoutChanges.map { layout($0.mode) }.joined(separator: "; "),
        inset: row.layoutChanges.map { change in
          "\(Format.points(change.fromInset))\(change.interrupted ? "*" : "") -> \(Format.points(change.toInset))"
        }.joined(separator: "; "))
    }
  }

  private static func keyboard(_ row: ReplayTimeline.Row) -> String {
    guard let placement = row.placement else { return "" }
    let covered = Format.points(row.coveredHeight ?? 0)
    switch placement {
    case .hidden: return "hidden"
    case .docked: return "docked, \(covered) pt"
    case .undocked: return "undocked, covers 0"
    case .floating: return "floating, covers 0"
    case .shortcutBar: return "shortcut bar \(covered) of \(Format.points(row.endFrame?.height ?? 0))"
    }
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

  private static func layout(_ mode: ReplayTimeline.LayoutChange.Mode) -> String {
    switch mode {
    case .animated(let duration, let curve): "animated \(Format.seconds(duration, digits: 2)) s, \(Format.curve(curve))"
    case .immediate: "immediate (rotating)"
    }
  }

  private static func summary(of timeline: ReplayTimeline) -> [String] {
    let outcomes = timeline.rows.compactMap(\.outcome)
    let delivered = outcomes.filter { $0 == .delivered }.count
    let held = outcomes.filter { $0 == .heldBack }.count
    let dropped = outcomes.count - delivered - held
    let changes = timeline.layoutChanges
    let immediate = changes.filter { $0.mode == .immediate }.count
    var lines = [
      "\(Format.count(outcomes.count, "notification")) posted: \(delivered) delivered, \(dropped) dropped, \(held) "
        + "held back during rotation.",
      "\(Format.count(changes.count - immediate, "layout change")) animated with the keyboard, \(immediate) immediate. "
        + "Final inset: \(Format.points(timeline.finalInset)) pt.",
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
    if changes.contains(where: \.interrupted) {
      lines.append("*: an earlier animation was still moving the input bar, which starts from where it was on screen")
      lines.append("   (.beginFromCurrentState) rather than at that animation's target. As in the SVG chart, curve 7")
      lines.append("   is taken to move it for twice the notification's duration.")
    }
    return lines
  }

  private static func row(
    time: String, posted: String, keyboard: String, received: String, layout: String, inset: String
  ) -> String {
    let text =
      pad(time, columns.time, right: true) + "  " + pad(posted, columns.posted) + pad(keyboard, columns.keyboard)
      + pad(received, columns.received) + pad(layout, columns.layout) + inset
    return text.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
  }

  /// Pads to `width`, always leaving at least one space after text that fills the column.
  private static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(width - text.count, 1))
    return right ? String(padding.dropFirst(text.count >= width ? 1 : 0)) + text : text + padding
  }
}
