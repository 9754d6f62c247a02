import Foundation
@_spi(Tools) import KeyboardBroadcast

/// Renders a timeline as JSON lines: a `start` object, then one object per row. The schema is in Docs/Replay.md.
enum ReplayJSONRenderer {
  static func render(_ timeline: ReplayTimeline) -> String {
    var objects: [[String: Any]] = [
      [
        "kind": "start", "scenario": timeline.name, "summary": timeline.summary,
        "device": timeline.deviceDescription, "screenBounds": rect(timeline.screenBounds),
      ]
    ]
    objects += timeline.rows.map(object)
    return objects.map(line).joined()
  }

  private static func object(_ row: ReplayTimeline.Row) -> [String: Any] {
    var object: [String: Any] = ["time": number(row.time), "inset": number(row.inset)]
    switch row.kind {
    case .action(let description):
      object["kind"] = "action"
      object["description"] = description
    case .orientationWillChange(let rotating):
      object["kind"] = "orientationWillChange"
      object["rotating"] = rotating
    case .orientationDidChange:
      object["kind"] = "orientationDidChange"
    case .rotationSeen(let bounds):
      object["kind"] = "rotationSeen"
      object["screenBounds"] = rect(bounds)
    case .rotationTimedOut:
      object["kind"] = "rotationTimeout"
    case .notification(let event):
      object["kind"] = "notification"
      object["event"] = Format.name(of: event)
      object["name"] = event.notificationName.rawValue
    case .drag(let top):
      object["kind"] = "drag"
      object["top"] = number(top)
    }
    switch row.outcome {
    case .delivered: object["outcome"] = "delivered"
    case .heldBack: object["outcome"] = "heldBack"
    case .dropped(let reason):
      object["outcome"] = "dropped"
      object["reason"] = reason
    case nil: break
    }
    if let placement = row.placement { object["placement"] = "\(placement)" }
    if let endFrame = row.endFrame { object["endFrame"] = rect(endFrame) }
    if let covered = row.coveredHeight { object["coveredHeight"] = number(covered) }
    object["received"] = row.received.map { call -> [String: Any] in
      var received: [String: Any] = ["delegate": call.delegate, "method": call.method]
      if let flag = call.interfaceOrientationWillChange { received["interfaceOrientationWillChange"] = flag }
      return received
    }
    object["layout"] = row.layoutChanges.map { change -> [String: Any] in
      var layout: [String: Any] = [
        "delegate": change.delegate, "trigger": change.trigger, "fromInset": number(change.fromInset),
        "toInset": number(change.toInset), "interrupted": change.interrupted,
      ]
      switch change.mode {
      case .animated(let duration, let curve):
        layout["mode"] = "animated"
        layout["duration"] = number(duration)
        layout["curve"] = curve.rawValue
      case .immediate:
        layout["mode"] = "immediate"
      }
      return layout
    }
    return object
  }

  private static func rect(_ rect: CGRect) -> [String: Any] {
    [
      "x": number(rect.origin.x), "y": number(rect.origin.y), "width": number(rect.size.width),
      "height": number(rect.size.height),
    ]
  }

  /// The value as a JSON number, or `null` when it is not finite, which JSON cannot write.
  ///
  /// Nothing the player produces is infinite or NaN today (the trace reader rejects such numbers and
  /// `KeyboardProperties` clamps frames), so this only guarantees that no future path makes the encoder fail.
  private static func number<Value: BinaryFloatingPoint>(_ value: Value) -> Any {
    let value = Double(value)
    return value.isFinite ? value : NSNull()
  }

  private static func line(_ object: [String: Any]) -> String {
    // Every value is a string, a Boolean, a finite number, `null`, an array or an object, all of which encode; the
    // fallback keeps a failure one line of valid JSON rather than a trap.
    guard let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]) else {
      return #"{"kind":"unencodable"}"# + "\n"
    }
    return String(decoding: data, as: UTF8.self) + "\n"
  }
}
