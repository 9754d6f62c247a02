import Foundation
@_spi(Tools) import KeyboardBroadcast

// A trace file is read in two passes. `JSONSerialization` checks the whole text first: on this toolchain `JSONDecoder`
// checks only the values it decodes, so it would accept an invalid escape, or a number beyond a `Double`, in a field
// the reader ignores, and it gives no offset for a syntax error (`JSONDecoderLenienceTests`). Then `JSONDecoder`
// reads the shape through the `Codable` types below, and its coding path names the entry and the field at fault.

extension KeyboardTrace {
  /// Reads a trace from its JSON form, checking every entry before returning.
  ///
  /// Unknown fields are ignored, so later versions can add some: an unknown `userInfo` key is kept when it holds a
  /// number, a rectangle or a point, and skipped otherwise. Booleans in `userInfo` are read as the numbers 0 and 1.
  /// - Throws: ``KeyboardTraceError`` naming the first entry and field that is wrong, or for data that is not JSON,
  ///   Foundation's words and, when it gives one, the line and column where it stopped. Nothing is returned for a
  ///   file that is only partly valid.
  public init(jsonData: Data) throws(KeyboardTraceError) {
    let root: Any
    do {
      // Fragments are read too, so that a lone string or number is reported as what it is rather than as broken.
      root = try JSONSerialization.jsonObject(with: jsonData, options: .fragmentsAllowed)
    } catch {
      throw KeyboardTraceError(jsonSerializationError: error, in: jsonData)
    }
    guard root is [String: Any] else {
      throw KeyboardTraceError(
        kind: .notJSON, entryIndex: nil, field: "",
        reason: "expected an object at the top level, found \(Self.jsonKind(of: root))")
    }
    do {
      self = try JSONDecoder().decode(TraceFile.self, from: jsonData).trace
    } catch let error as KeyboardTraceError {
      throw error
    } catch let error as DecodingError {
      throw KeyboardTraceError(error)
    } catch {
      throw KeyboardTraceError(kind: .notJSON, entryIndex: nil, field: "", reason: "\(error)")
    }
  }

  /// The trace as JSON: an object with `version` and `entries`, keys sorted, one field per line.
  public func jsonData() throws(KeyboardTraceError) -> Data {
    try validate()
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      return try encoder.encode(TraceFile(self))
    } catch {
      // Unreachable after `validate()`: every value is a finite number, a string, an array or an object.
      throw KeyboardTraceError(
        kind: .invalidValue, entryIndex: nil, field: "", reason: "could not be written as JSON: \(error)")
    }
  }

  /// Checks what reading a file checks beyond its shape, and what a trace built in code must hold too: times are
  /// finite, not negative and never decrease, and every number is finite.
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

  /// The numbers a drag signal carries, by their JSON names.
  fileprivate static func numbers(of signal: DragSignal) -> [(String, CGFloat)] {
    switch signal {
    case .finger(let y, _): [("y", y)]
    case .lifted: []
    case .guide(let y, let accessoryHeight): [("y", y), ("accessoryHeight", accessoryHeight)]
    }
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
}

// MARK: The file's shape

/// Any key, for objects whose keys are data: `userInfo`, and the components of a rectangle or a point.
private struct NamedKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }

  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// A decoding error at `key` of `container` whose message is `reason`.
private func invalid<Key: CodingKey>(
  _ key: Key, in container: KeyedDecodingContainer<Key>, _ reason: String
) -> DecodingError {
  DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: reason)
}

/// The top level of a trace file.
private struct TraceFile: Codable {
  var trace: KeyboardTrace

  init(_ trace: KeyboardTrace) { self.trace = trace }

  private enum Key: String, CodingKey { case version, entries, drags }

  init(from decoder: any Decoder) throws {
    let fields = try decoder.container(keyedBy: Key.self)
    let version = try fields.decode(Double.self, forKey: .version)
    guard version == Double(KeyboardTrace.formatVersion) else {
      throw KeyboardTraceError(
        kind: .unsupportedVersion, entryIndex: nil, field: "version",
        reason: "version \(version.formatted) is not supported; this package reads version "
          + "\(KeyboardTrace.formatVersion)")
    }
    trace = KeyboardTrace(entries: try fields.decode([EntryFile].self, forKey: .entries).map(\.entry))
    trace.drags = try fields.decodeIfGiven([DragFile].self, forKey: .drags)?.map(\.sample) ?? []
    try trace.validate()
  }

  func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: Key.self)
    try fields.encode(KeyboardTrace.formatVersion, forKey: .version)
    try fields.encode(trace.entries.map(EntryFile.init), forKey: .entries)
    if !trace.drags.isEmpty { try fields.encode(trace.drags.map(DragFile.init), forKey: .drags) }
  }
}

extension KeyedDecodingContainer {
  /// The value at `key`, or `nil` when the key is absent; `null` is a value of the wrong type, not an absence, as
  /// the format has no nulls.
  fileprivate func decodeIfGiven<Value: Decodable>(_ type: Value.Type, forKey key: Key) throws -> Value? {
    contains(key) ? try decode(type, forKey: key) : nil
  }
}

/// One entry.
private struct EntryFile: Codable {
  var entry: KeyboardTrace.Entry

  init(_ entry: KeyboardTrace.Entry) { self.entry = entry }

  private enum Key: String, CodingKey {
    case time, name, userInfo, screenBounds, interfaceOrientation, windowLevel, isEditingScreen, reducesMotion,
      prefersCrossFadeTransitions
  }

  init(from decoder: any Decoder) throws {
    let fields = try decoder.container(keyedBy: Key.self)
    let time = try fields.decode(Double.self, forKey: .time)
    let name = try fields.decode(String.self, forKey: .name)
    guard let event = KeyboardEvent(notificationName: Notification.Name(name)) else {
      throw invalid(
        .name, in: fields,
        "\"\(name)\" is not a keyboard notification name such as \"UIKeyboardWillShowNotification\"")
    }
    var screenBounds: CGRect?
    if let bounds = try fields.decodeIfGiven(ValueFile.self, forKey: .screenBounds)?.value {
      guard case .rect(let rect) = bounds else {
        throw DecodingError.typeMismatch(
          CGRect.self,
          .init(codingPath: fields.codingPath + [Key.screenBounds], debugDescription: "expected a rectangle"))
      }
      screenBounds = rect
    }
    var interfaceOrientation: Int?
    if let number = try fields.decodeIfGiven(Double.self, forKey: .interfaceOrientation) {
      guard let whole = Int(exactly: number) else {
        throw DecodingError.typeMismatch(
          Int.self,
          .init(
            codingPath: fields.codingPath + [Key.interfaceOrientation], debugDescription: "expected a whole number"))
      }
      interfaceOrientation = whole
    }
    entry = KeyboardTrace.Entry(
      time: time, event: event, userInfo: try fields.decode(UserInfoFile.self, forKey: .userInfo).values,
      screenBounds: screenBounds, interfaceOrientation: interfaceOrientation)
    entry.windowLevel = try fields.decodeIfGiven(Double.self, forKey: .windowLevel)
    entry.isEditingScreen = try fields.decodeIfGiven(Bool.self, forKey: .isEditingScreen)
    entry.reducesMotion = try fields.decodeIfGiven(Bool.self, forKey: .reducesMotion)
    entry.prefersCrossFadeTransitions = try fields.decodeIfGiven(Bool.self, forKey: .prefersCrossFadeTransitions)
  }

  func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: Key.self)
    try fields.encode(entry.time, forKey: .time)
    try fields.encode(entry.event.notificationName.rawValue, forKey: .name)
    try fields.encode(UserInfoFile(values: entry.userInfo), forKey: .userInfo)
    try fields.encodeIfPresent(entry.screenBounds.map { ValueFile(.rect($0)) }, forKey: .screenBounds)
    try fields.encodeIfPresent(entry.interfaceOrientation, forKey: .interfaceOrientation)
    try fields.encodeIfPresent(entry.windowLevel, forKey: .windowLevel)
    try fields.encodeIfPresent(entry.isEditingScreen, forKey: .isEditingScreen)
    try fields.encodeIfPresent(entry.reducesMotion, forKey: .reducesMotion)
    try fields.encodeIfPresent(entry.prefersCrossFadeTransitions, forKey: .prefersCrossFadeTransitions)
  }
}

/// An entry's `userInfo`: UIKit's keys must hold a number, a rectangle or a point, which one is not checked (a frame
/// key holding a number reads as a missing frame, as `KeyboardProperties(userInfo:)` reads it). Other keys are kept
/// when they hold one of those, and skipped otherwise.
private struct UserInfoFile: Codable {
  var values: [String: KeyboardTrace.Value]

  init(values: [String: KeyboardTrace.Value]) { self.values = values }

  private static let uiKitKeys: Set<String> = [
    KeyboardProperties.UserInfoKey.beginFrame, KeyboardProperties.UserInfoKey.endFrame,
    KeyboardProperties.UserInfoKey.animationDuration, KeyboardProperties.UserInfoKey.animationCurve,
    KeyboardProperties.UserInfoKey.isLocal, "UIKeyboardBoundsUserInfoKey", "UIKeyboardCenterBeginUserInfoKey",
    "UIKeyboardCenterEndUserInfoKey",
  ]

  init(from decoder: any Decoder) throws {
    let fields = try decoder.container(keyedBy: NamedKey.self)
    values = [:]
    for key in fields.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
      if Self.uiKitKeys.contains(key.stringValue) {
        values[key.stringValue] = try fields.decode(ValueFile.self, forKey: key).value
      } else if let value = try? fields.decode(ValueFile.self, forKey: key) {
        // Another key may hold anything a later writer puts there; only values this format describes are kept.
        values[key.stringValue] = value.value
      }
    }
  }

  func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: NamedKey.self)
    for (key, value) in values { try fields.encode(ValueFile(value), forKey: NamedKey(key)) }
  }
}

/// A `userInfo` value: a number (a Boolean reads as 0 or 1), a rectangle `{x, y, width, height}` or a point `{x, y}`.
private struct ValueFile: Codable {
  var value: KeyboardTrace.Value

  init(_ value: KeyboardTrace.Value) { self.value = value }

  init(from decoder: any Decoder) throws {
    if let single = try? decoder.singleValueContainer() {
      if let number = try? single.decode(Double.self) {
        value = .number(number)
        return
      }
      if let bool = try? single.decode(Bool.self) {
        value = .number(bool ? 1 : 0)
        return
      }
    }
    guard let fields = try? decoder.container(keyedBy: NamedKey.self) else {
      throw DecodingError.typeMismatch(
        KeyboardTrace.Value.self,
        .init(
          codingPath: decoder.codingPath,
          debugDescription: "expected a number, a rectangle {x, y, width, height} or a point {x, y}"))
    }
    let isRect = fields.contains(NamedKey("width")) || fields.contains(NamedKey("height"))
    let names = (isRect ? KeyboardTrace.Value.rect(.zero) : .point(.zero)).components.map(\.name)
    var numbers: [Double] = []
    for name in names {
      guard fields.contains(NamedKey(name)) else {
        throw DecodingError.keyNotFound(
          NamedKey(name),
          .init(
            codingPath: decoder.codingPath,
            debugDescription: isRect ? "a rectangle needs x, y, width and height" : "a point needs x and y"))
      }
      numbers.append(try fields.decode(Double.self, forKey: NamedKey(name)))
    }
    value =
      isRect
      ? .rect(CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]))
      : .point(CGPoint(x: numbers[0], y: numbers[1]))
  }

  func encode(to encoder: any Encoder) throws {
    if case .number(let number) = value {
      var single = encoder.singleValueContainer()
      try single.encode(number)
      return
    }
    var fields = encoder.container(keyedBy: NamedKey.self)
    for (name, number) in value.components { try fields.encode(Double(number), forKey: NamedKey(name)) }
  }
}

/// One sample of an interactive dismissal: `{time, kind, …}`, its numbers by ``KeyboardTrace/numbers(of:)``.
private struct DragFile: Codable {
  var sample: KeyboardTrace.DragSample

  init(_ sample: KeyboardTrace.DragSample) { self.sample = sample }

  private enum Key: String, CodingKey { case time, kind, panState, y, accessoryHeight }

  init(from decoder: any Decoder) throws {
    let fields = try decoder.container(keyedBy: Key.self)
    let time = try fields.decode(Double.self, forKey: .time)
    let signal: DragSignal
    switch try fields.decodeIfGiven(String.self, forKey: .kind) {
    case "finger":
      let rawState = try fields.decode(Double.self, forKey: .panState)
      guard let state = Int(exactly: rawState).flatMap(PanState.init(rawValue:)) else {
        throw invalid(.panState, in: fields, "expected a UIGestureRecognizer.State raw value from 0 to 5")
      }
      signal = .finger(screenY: try fields.decode(Double.self, forKey: .y), pan: state)
    case "lifted":
      signal = .lifted
    case "guide":
      signal = .guide(
        screenY: try fields.decode(Double.self, forKey: .y),
        accessoryHeight: try fields.decode(Double.self, forKey: .accessoryHeight))
    default:
      throw invalid(.kind, in: fields, "expected \"finger\", \"lifted\" or \"guide\"")
    }
    sample = KeyboardTrace.DragSample(time: time, signal: signal)
  }

  func encode(to encoder: any Encoder) throws {
    var fields = encoder.container(keyedBy: Key.self)
    try fields.encode(sample.time, forKey: .time)
    switch sample.signal {
    case .finger(_, let pan):
      try fields.encode("finger", forKey: .kind)
      try fields.encode(pan.rawValue, forKey: .panState)
    case .lifted: try fields.encode("lifted", forKey: .kind)
    case .guide: try fields.encode("guide", forKey: .kind)
    }
    for (name, number) in KeyboardTrace.numbers(of: sample.signal) {
      try fields.encode(Double(number), forKey: Key(rawValue: name)!)
    }
  }
}

extension KeyboardTraceError {
  /// The error for a trace whose shape `JSONDecoder` refused: the coding path names the entry and the field
  /// (`entries[2].userInfo.UIKeyboardFrameEndUserInfoKey.width` is entry 2, field
  /// `userInfo.UIKeyboardFrameEndUserInfoKey.width`; `drags[1].y` is the field `drags[1].y`).
  init(_ error: DecodingError) {
    switch error {
    case .keyNotFound(let key, let context):
      let (entryIndex, field) = Self.location(context.codingPath + [key])
      let reason = context.debugDescription.hasPrefix("a ") ? context.debugDescription : "required"
      self.init(kind: .missingField, entryIndex: entryIndex, field: field, reason: reason)
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      let (entryIndex, field) = Self.location(context.codingPath)
      let reason = context.debugDescription.hasPrefix("expected") ? context.debugDescription : Self.expected(type)
      self.init(kind: .wrongType, entryIndex: entryIndex, field: field, reason: reason)
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      // Text `JSONSerialization` has read: on this toolchain, a number so small that it rounds to 0.
      self.init(
        kind: .notJSON, entryIndex: nil, field: "",
        reason: "JSONDecoder cannot read the data (\(context.debugDescription)); a number too small for a Double, "
          + "such as 1e-400, is one it refuses")
    case .dataCorrupted(let context):
      let (entryIndex, field) = Self.location(context.codingPath)
      self.init(kind: .invalidValue, entryIndex: entryIndex, field: field, reason: context.debugDescription)
    @unknown default:
      self.init(kind: .notJSON, entryIndex: nil, field: "", reason: "\(error)")
    }
  }

  /// The entry and the field a coding path names.
  private static func location(_ path: [any CodingKey]) -> (entryIndex: Int?, field: String) {
    var entryIndex: Int?
    var names: [String] = []
    for (position, key) in path.enumerated() {
      if let index = key.intValue {
        if position == 1, path[0].stringValue == "entries" {
          entryIndex = index
          names = []
        } else if let last = names.popLast() {
          names.append(last + "[\(index)]")
        } else {
          names.append("[\(index)]")
        }
      } else {
        names.append(key.stringValue)
      }
    }
    return (entryIndex, names.joined(separator: "."))
  }

  /// `expected a number`, for the type a decoder wanted.
  private static func expected(_ type: Any.Type) -> String {
    switch type {
    case is Double.Type, is Int.Type: "expected a number"
    case is String.Type: "expected a string"
    case is Bool.Type: "expected true or false"
    case is UnkeyedDecodingContainer.Type: "expected an array"
    default: String(describing: type).hasPrefix("Array") ? "expected an array" : "expected an object"
    }
  }

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
  /// A rectangle's or a point's numbers by their JSON names, in the file's order; none for a number.
  fileprivate var components: [(name: String, number: CGFloat)] {
    switch self {
    case .number: []
    case .rect(let rect):
      [("x", rect.origin.x), ("y", rect.origin.y), ("width", rect.size.width), ("height", rect.size.height)]
    case .point(let point): [("x", point.x), ("y", point.y)]
    }
  }

  /// The name of the first non-finite component (`"x"`, `"width"`…), `""` for a non-finite number, `nil` if all
  /// are finite.
  fileprivate var nonFiniteComponent: String? {
    if case .number(let number) = self { return number.isFinite ? nil : "" }
    return components.first { !$0.number.isFinite }?.name
  }
}

extension Double {
  /// `0.25`, `7`: short enough for an error message.
  fileprivate var formatted: String {
    rounded() == self && abs(self) < 1e15 ? String(Int(self)) : String(self)
  }
}
