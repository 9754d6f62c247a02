import Foundation
@_spi(Tools) import KeyboardBroadcast

// `JSONSerialization` reads the text, rather than `JSONDecoder`, because the decoder on this toolchain checks only the
// values it decodes: it accepts an invalid escape, or a number beyond a `Double`, in a field the reader ignores
// (`MalformedTraceTests`). The values are then checked by hand, naming the entry and the field.

extension KeyboardTrace {
  /// Reads a trace from its JSON form, checking every entry before returning.
  ///
  /// Unknown fields are ignored, so later versions can add some: an unknown `userInfo` key is kept when it holds a
  /// number, a rectangle or a point, and skipped otherwise. Booleans are read as the numbers 0 and 1.
  /// - Throws: ``KeyboardTraceError`` naming the first entry and field that is wrong, or for data `JSONSerialization`
  ///   cannot read, its words and, when it gives one, the line and column where it stopped. Nothing is returned for a
  ///   file that is only partly valid.
  public init(jsonData: Data) throws(KeyboardTraceError) {
    let root: Any
    do {
      // Fragments are read too, so that a lone string or number is reported as what it is rather than as broken.
      root = try JSONSerialization.jsonObject(with: jsonData, options: .fragmentsAllowed)
    } catch {
      throw KeyboardTraceError(jsonSerializationError: error, in: jsonData)
    }
    guard let object = root as? [String: Any] else {
      throw KeyboardTraceError(
        kind: .notJSON, entryIndex: nil, field: "",
        reason: "expected an object at the top level, found \(Self.jsonKind(of: root))")
    }
    guard let rawVersion = object["version"] else {
      throw KeyboardTraceError(kind: .missingField, entryIndex: nil, field: "version", reason: "required")
    }
    guard let version = Self.number(rawVersion) else {
      throw KeyboardTraceError(kind: .wrongType, entryIndex: nil, field: "version", reason: "expected a number")
    }
    guard version == Double(Self.formatVersion) else {
      throw KeyboardTraceError(
        kind: .unsupportedVersion, entryIndex: nil, field: "version",
        reason: "version \(version.formatted) is not supported; this package reads version \(Self.formatVersion)")
    }
    guard let rawEntries = object["entries"] else {
      throw KeyboardTraceError(kind: .missingField, entryIndex: nil, field: "entries", reason: "required")
    }
    guard let entryObjects = rawEntries as? [Any] else {
      throw KeyboardTraceError(kind: .wrongType, entryIndex: nil, field: "entries", reason: "expected an array")
    }
    var entries: [Entry] = []
    entries.reserveCapacity(entryObjects.count)
    for (index, entryObject) in entryObjects.enumerated() {
      entries.append(try Self.entry(entryObject, at: index))
    }
    var trace = KeyboardTrace(entries: entries)
    trace.drags = try Self.drags(object["drags"])
    try trace.validate()
    self = trace
  }

  /// The trace as JSON: an object with `version` and `entries`, keys sorted, one field per line.
  public func jsonData() throws(KeyboardTraceError) -> Data {
    try validate()
    var object: [String: Any] = [
      "version": Self.formatVersion,
      "entries": entries.map { entry -> [String: Any] in
        var userInfo: [String: Any] = [:]
        for (key, value) in entry.userInfo { userInfo[key] = Self.jsonValue(value) }
        var fields: [String: Any] = [
          "time": entry.time, "name": entry.event.notificationName.rawValue, "userInfo": userInfo,
        ]
        if let bounds = entry.screenBounds { fields["screenBounds"] = Self.jsonValue(.rect(bounds)) }
        if let orientation = entry.interfaceOrientation { fields["interfaceOrientation"] = orientation }
        if let level = entry.windowLevel { fields["windowLevel"] = level }
        if let isEditingScreen = entry.isEditingScreen { fields["isEditingScreen"] = isEditingScreen }
        if let reducesMotion = entry.reducesMotion { fields["reducesMotion"] = reducesMotion }
        if let crossFade = entry.prefersCrossFadeTransitions { fields["prefersCrossFadeTransitions"] = crossFade }
        return fields
      },
    ]
    if !drags.isEmpty { object["drags"] = drags.map(Self.jsonObject(of:)) }
    do {
      return try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
    } catch {
      // Unreachable after `validate()`: every value is a finite number, a string, an array or an object.
      throw KeyboardTraceError(
        kind: .invalidValue, entryIndex: nil, field: "", reason: "could not be written as JSON: \(error)")
    }
  }

  /// Checks what the JSON reader checks, for a trace built in code: times are finite, not negative and never
  /// decrease, and every number is finite.
  /// - Throws: ``KeyboardTraceError`` naming the first entry and field that is wrong.
  package func validate() throws(KeyboardTraceError) {
    var previousTime = 0.0
    for (index, entry) in entries.enumerated() {
      guard entry.time.isFinite, entry.time >= 0 else {
        throw KeyboardTraceError(
          kind: .invalidValue, entryIndex: index, field: "time", reason: "expected a finite number of seconds >= 0")
      }
      guard entry.time >= previousTime else {
        throw KeyboardTraceError(
          kind: .invalidValue, entryIndex: index, field: "time",
          reason: "\(entry.time.formatted) is earlier than the previous entry's \(previousTime.formatted)")
      }
      previousTime = entry.time
      if let level = entry.windowLevel, !level.isFinite {
        throw KeyboardTraceError(
          kind: .invalidValue, entryIndex: index, field: "windowLevel", reason: "expected a finite number")
      }
      if let bounds = entry.screenBounds, let component = Value.rect(bounds).nonFiniteComponent {
        throw KeyboardTraceError(
          kind: .invalidValue, entryIndex: index, field: "screenBounds.\(component)", reason: "expected a finite number"
        )
      }
      for key in entry.userInfo.keys.sorted() {
        guard let component = entry.userInfo[key]!.nonFiniteComponent else { continue }
        let field = component.isEmpty ? "userInfo.\(key)" : "userInfo.\(key).\(component)"
        throw KeyboardTraceError(
          kind: .invalidValue, entryIndex: index, field: field, reason: "expected a finite number")
      }
    }
    var previousDragTime = 0.0
    for (index, sample) in drags.enumerated() {
      guard sample.time.isFinite, sample.time >= previousDragTime else {
        throw KeyboardTraceError(
          kind: .invalidValue, entryIndex: nil, field: "drags[\(index)].time",
          reason: "expected a finite number of seconds >= 0, never earlier than the previous sample's")
      }
      previousDragTime = sample.time
      for (name, number) in Self.numbers(of: sample.signal) where !number.isFinite {
        throw KeyboardTraceError(
          kind: .invalidValue, entryIndex: nil, field: "drags[\(index)].\(name)", reason: "expected a finite number")
      }
    }
  }

  // MARK: Drag samples

  /// The numbers a drag signal carries, by their JSON names.
  private static func numbers(of signal: DragSignal) -> [(String, CGFloat)] {
    switch signal {
    case .finger(let y, _): [("y", y)]
    case .lifted: []
    case .guide(let y, let accessoryHeight): [("y", y), ("accessoryHeight", accessoryHeight)]
    }
  }

  private static func jsonObject(of sample: DragSample) -> [String: Any] {
    var fields: [String: Any] = ["time": sample.time]
    switch sample.signal {
    case .finger(_, let pan):
      fields["kind"] = "finger"
      fields["panState"] = pan.rawValue
    case .lifted:
      fields["kind"] = "lifted"
    case .guide:
      fields["kind"] = "guide"
    }
    for (name, number) in numbers(of: sample.signal) { fields[name] = Double(number) }
    return fields
  }

  private static func drags(_ raw: Any?) throws(KeyboardTraceError) -> [DragSample] {
    guard let raw else { return [] }
    guard let objects = raw as? [Any] else {
      throw KeyboardTraceError(kind: .wrongType, entryIndex: nil, field: "drags", reason: "expected an array")
    }
    var samples: [DragSample] = []
    for (index, object) in objects.enumerated() {
      let prefix = "drags[\(index)]"
      guard let fields = object as? [String: Any] else {
        throw KeyboardTraceError(kind: .wrongType, entryIndex: nil, field: prefix, reason: "expected an object")
      }
      func number(_ name: String) throws(KeyboardTraceError) -> Double {
        guard let raw = fields[name] else {
          throw KeyboardTraceError(kind: .missingField, entryIndex: nil, field: "\(prefix).\(name)", reason: "required")
        }
        guard let value = Self.number(raw) else {
          throw KeyboardTraceError(
            kind: .wrongType, entryIndex: nil, field: "\(prefix).\(name)", reason: "expected a number")
        }
        return value
      }
      let time = try number("time")
      let signal: DragSignal
      switch fields["kind"] as? String {
      case "finger":
        let rawState = try number("panState")
        guard let state = Int(exactly: rawState).flatMap(PanState.init(rawValue:)) else {
          throw KeyboardTraceError(
            kind: .invalidValue, entryIndex: nil, field: "\(prefix).panState",
            reason: "expected a UIGestureRecognizer.State raw value from 0 to 5")
        }
        signal = .finger(screenY: try number("y"), pan: state)
      case "lifted":
        signal = .lifted
      case "guide":
        signal = .guide(screenY: try number("y"), accessoryHeight: try number("accessoryHeight"))
      default:
        throw KeyboardTraceError(
          kind: .invalidValue, entryIndex: nil, field: "\(prefix).kind",
          reason: "expected \"finger\", \"lifted\" or \"guide\"")
      }
      samples.append(DragSample(time: time, signal: signal))
    }
    return samples
  }

  // MARK: Reading

  private static func entry(_ object: Any, at index: Int) throws(KeyboardTraceError) -> Entry {
    guard let fields = object as? [String: Any] else {
      throw KeyboardTraceError(kind: .wrongType, entryIndex: index, field: "", reason: "expected an object")
    }
    guard let rawTime = fields["time"] else {
      throw KeyboardTraceError(kind: .missingField, entryIndex: index, field: "time", reason: "required")
    }
    guard let time = number(rawTime) else {
      throw KeyboardTraceError(kind: .wrongType, entryIndex: index, field: "time", reason: "expected a number")
    }
    guard let rawName = fields["name"] else {
      throw KeyboardTraceError(kind: .missingField, entryIndex: index, field: "name", reason: "required")
    }
    guard let name = rawName as? String else {
      throw KeyboardTraceError(kind: .wrongType, entryIndex: index, field: "name", reason: "expected a string")
    }
    guard let event = KeyboardEvent(notificationName: Notification.Name(name)) else {
      throw KeyboardTraceError(
        kind: .invalidValue, entryIndex: index, field: "name",
        reason: "\"\(name)\" is not a keyboard notification name such as \"UIKeyboardWillShowNotification\"")
    }
    guard let rawUserInfo = fields["userInfo"] else {
      throw KeyboardTraceError(kind: .missingField, entryIndex: index, field: "userInfo", reason: "required")
    }
    guard let userInfoObject = rawUserInfo as? [String: Any] else {
      throw KeyboardTraceError(kind: .wrongType, entryIndex: index, field: "userInfo", reason: "expected an object")
    }
    var userInfo: [String: Value] = [:]
    for key in userInfoObject.keys.sorted() {
      let field = "userInfo.\(key)"
      if uiKitUserInfoKeys.contains(key) {
        userInfo[key] = try value(userInfoObject[key]!, at: index, field: field)
      } else if let readable = try? value(userInfoObject[key]!, at: index, field: field) {
        // Another key may hold anything a later writer puts there; only values this format describes are kept.
        userInfo[key] = readable
      }
    }
    var entry = Entry(
      time: time, event: event, userInfo: userInfo, screenBounds: try screenBounds(fields, at: index),
      interfaceOrientation: try interfaceOrientation(fields, at: index))
    if let raw = fields["windowLevel"] {
      guard let level = number(raw) else {
        throw KeyboardTraceError(kind: .wrongType, entryIndex: index, field: "windowLevel", reason: "expected a number")
      }
      entry.windowLevel = level
    }
    entry.isEditingScreen = try bool(fields["isEditingScreen"], at: index, field: "isEditingScreen")
    entry.reducesMotion = try bool(fields["reducesMotion"], at: index, field: "reducesMotion")
    entry.prefersCrossFadeTransitions = try bool(
      fields["prefersCrossFadeTransitions"], at: index, field: "prefersCrossFadeTransitions")
    return entry
  }

  private static func bool(_ raw: Any?, at index: Int?, field: String) throws(KeyboardTraceError) -> Bool? {
    guard let raw else { return nil }
    // Both Foundations read `true` and `false` as the shared Boolean numbers; any other number is no Boolean.
    guard let number = raw as? NSNumber, number === (true as NSNumber) || number === (false as NSNumber) else {
      throw KeyboardTraceError(kind: .wrongType, entryIndex: index, field: field, reason: "expected true or false")
    }
    return number.boolValue
  }

  /// The optional `screenBounds` of an entry: a rectangle as `userInfo` writes one.
  private static func screenBounds(_ fields: [String: Any], at index: Int) throws(KeyboardTraceError) -> CGRect? {
    guard let raw = fields["screenBounds"] else { return nil }
    guard case .rect(let bounds) = try value(raw, at: index, field: "screenBounds") else {
      throw KeyboardTraceError(
        kind: .wrongType, entryIndex: index, field: "screenBounds", reason: "expected a rectangle")
    }
    return bounds
  }

  /// The optional `interfaceOrientation` of an entry: a whole number.
  private static func interfaceOrientation(_ fields: [String: Any], at index: Int) throws(KeyboardTraceError) -> Int? {
    guard let raw = fields["interfaceOrientation"] else { return nil }
    guard let number = number(raw), let orientation = Int(exactly: number) else {
      throw KeyboardTraceError(
        kind: .wrongType, entryIndex: index, field: "interfaceOrientation", reason: "expected a whole number")
    }
    return orientation
  }

  /// The keys Docs/TraceFormat.md describes, whose values must be what it says; other keys are skipped when their
  /// value is not a number, a rectangle or a point.
  private static let uiKitUserInfoKeys: Set<String> = [
    KeyboardProperties.UserInfoKey.beginFrame, KeyboardProperties.UserInfoKey.endFrame,
    KeyboardProperties.UserInfoKey.animationDuration, KeyboardProperties.UserInfoKey.animationCurve,
    KeyboardProperties.UserInfoKey.isLocal, "UIKeyboardBoundsUserInfoKey", "UIKeyboardCenterBeginUserInfoKey",
    "UIKeyboardCenterEndUserInfoKey",
  ]

  private static func value(_ object: Any, at index: Int, field: String) throws(KeyboardTraceError) -> Value {
    if let number = number(object) { return .number(number) }
    guard let components = object as? [String: Any] else {
      throw KeyboardTraceError(
        kind: .wrongType, entryIndex: index, field: field,
        reason: "expected a number, a rectangle {x, y, width, height} or a point {x, y}")
    }
    let isRect = components["width"] != nil || components["height"] != nil
    let names = isRect ? ["x", "y", "width", "height"] : ["x", "y"]
    var numbers: [Double] = []
    for name in names {
      guard let raw = components[name] else {
        throw KeyboardTraceError(
          kind: .missingField, entryIndex: index, field: "\(field).\(name)",
          reason: isRect ? "a rectangle needs x, y, width and height" : "a point needs x and y")
      }
      guard let number = number(raw) else {
        throw KeyboardTraceError(
          kind: .wrongType, entryIndex: index, field: "\(field).\(name)", reason: "expected a number")
      }
      numbers.append(number)
    }
    if isRect {
      return .rect(CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
    }
    return .point(CGPoint(x: numbers[0], y: numbers[1]))
  }

  /// `an array`, `a string`, `a number`, `true`, `false` or `null`: what `JSONSerialization` read, for a message.
  private static func jsonKind(of value: Any) -> String {
    switch value {
    case is [Any]: return "an array"
    case is [String: Any]: return "an object"
    case is String: return "a string"
    case is NSNull: return "null"
    case let number as NSNumber:
      // Both Foundations read `true` and `false` as the shared Boolean numbers.
      if number === (true as NSNumber) { return "true" }
      if number === (false as NSNumber) { return "false" }
      return "a number"
    default: return "a value of type \(type(of: value))"
    }
  }

  /// A JSON number or Boolean as a `Double`; `nil` for anything else, strings included.
  private static func number(_ object: Any) -> Double? {
    if object is String { return nil }
    if let bool = object as? Bool, !(object is NSNumber) { return bool ? 1 : 0 }
    if let number = object as? NSNumber { return number.doubleValue }
    if let number = object as? Double { return number }
    if let number = object as? Int { return Double(number) }
    return nil
  }

  // MARK: Writing

  private static func jsonValue(_ value: Value) -> Any {
    switch value {
    case .number(let number): return number
    case .rect(let rect):
      return [
        "x": Double(rect.origin.x), "y": Double(rect.origin.y), "width": Double(rect.size.width),
        "height": Double(rect.size.height),
      ]
    case .point(let point): return ["x": Double(point.x), "y": Double(point.y)]
    }
  }
}

extension KeyboardTraceError {
  /// The error for `data` that `JSONSerialization` refused, in Foundation's own words, which differ between Darwin and
  /// Linux, and at the line and column where it stopped when it says: `JSONSerialization cannot read the data around
  /// line 2, column 14 (Invalid value around character 28.)`.
  package init(jsonSerializationError error: any Error, in data: Data) {
    let position = JSONTextPosition(jsonSerializationError: error, in: data).map { " around \($0)" } ?? ""
    let words = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String).map { " (\($0))" } ?? ""
    self.init(
      kind: .notJSON, entryIndex: nil, field: "", reason: "JSONSerialization cannot read the data\(position)\(words)")
  }
}

extension KeyboardTrace.Value {
  /// The name of the first non-finite component (`"x"`, `"width"`…), `""` for a non-finite number, `nil` if all
  /// are finite.
  fileprivate var nonFiniteComponent: String? {
    switch self {
    case .number(let number): return number.isFinite ? nil : ""
    case .rect(let rect):
      let components = [
        ("x", rect.origin.x), ("y", rect.origin.y), ("width", rect.size.width), ("height", rect.size.height),
      ]
      return components.first { !$0.1.isFinite }?.0
    case .point(let point):
      return [("x", point.x), ("y", point.y)].first { !$0.1.isFinite }?.0
    }
  }
}

extension Double {
  /// `0.25`, `7`: short enough for an error message.
  fileprivate var formatted: String {
    rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
