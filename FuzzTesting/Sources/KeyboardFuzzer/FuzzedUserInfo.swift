import Foundation
import KeyboardBroadcast

/// A `userInfo` dictionary built from fuzz bytes, and what `KeyboardProperties(userInfo:)` must make of it where its
/// documentation defines the result.
///
/// Each of UIKit's five keys is present or missing, and holds a value of one of many types: the type iOS sends,
/// a plain Swift value, or something wrong. Where a type's result is not spelled out (a plain `Bool` duration, say)
/// the expectation is `nil` and only the invariants every result shares are checked.
struct FuzzedUserInfo {
  var userInfo: [AnyHashable: Any] = [:]
  var expectedBeginFrame: CGRect? = .zero
  var expectedEndFrame: CGRect? = .zero
  var expectedDuration: TimeInterval? = 0.25
  var expectedCurve: KeyboardAnimationCurve? = .keyboard
  var expectedIsLocal: Bool? = true

  /// The kinds of value a key can hold.
  enum Kind: CaseIterable {
    case rectValue, rect, numberFromDouble, numberFromInt, numberFromBool, double, float, cgFloat, int, bool
    case string, array, null, pointValue, sizeValue, rangeValue, doubleInNSValue, data
  }

  /// One generated value, with the number or frame it was made from.
  struct Value {
    var kind: Kind
    var value: Any
    var number: Double = 0
    var integer: Int = 0
    var rect: CGRect = .zero
  }

  init(_ input: inout FuzzInput) {
    let present = input.byte()
    if present & 1 != 0 {
      let value = Self.value(&input)
      userInfo["UIKeyboardFrameBeginUserInfoKey"] = value.value
      expectedBeginFrame = Self.expectedFrame(value)
    }
    if present & 2 != 0 {
      let value = Self.value(&input)
      userInfo["UIKeyboardFrameEndUserInfoKey"] = value.value
      expectedEndFrame = Self.expectedFrame(value)
    }
    if present & 4 != 0 {
      let value = Self.value(&input)
      userInfo["UIKeyboardAnimationDurationUserInfoKey"] = value.value
      expectedDuration = Self.expectedDuration(value)
    }
    if present & 8 != 0 {
      let value = Self.value(&input)
      userInfo["UIKeyboardAnimationCurveUserInfoKey"] = value.value
      expectedCurve = Self.expectedCurve(value)
    }
    if present & 16 != 0 {
      let value = Self.value(&input)
      userInfo["UIKeyboardIsLocalUserInfoKey"] = value.value
      expectedIsLocal = Self.expectedIsLocal(value)
    }
    if present & 32 != 0 {
      // Keys the reader must ignore: legacy ones, a near miss in case, and one that is not a string.
      userInfo["UIKeyboardBoundsUserInfoKey"] = Self.value(&input).value
      userInfo["uikeyboardframeenduserinfokey"] = Self.value(&input).value
      userInfo[AnyHashable(Int(input.byte()))] = Self.value(&input).value
    }
  }

  /// Checks `KeyboardProperties(userInfo:)` against the invariants and against every defined expectation.
  func check() -> KeyboardProperties {
    let properties = KeyboardProperties(userInfo: userInfo)
    requireSane(properties, "\(userInfo)")
    if let expected = expectedBeginFrame {
      require(properties.beginFrame == expected, "begin frame \(properties.beginFrame), not \(expected): \(userInfo)")
    }
    if let expected = expectedEndFrame {
      require(properties.endFrame == expected, "end frame \(properties.endFrame), not \(expected): \(userInfo)")
    }
    if let expected = expectedDuration {
      require(
        properties.animationDuration == expected,
        "duration \(properties.animationDuration), not \(expected): \(userInfo)")
    }
    if let expected = expectedCurve {
      require(properties.animationCurve == expected, "curve \(properties.animationCurve), not \(expected): \(userInfo)")
    }
    if let expected = expectedIsLocal {
      require(properties.isLocal == expected, "isLocal \(properties.isLocal), not \(expected): \(userInfo)")
    }
    return properties
  }

  // MARK: Generating values

  private static func value(_ input: inout FuzzInput) -> Value {
    let kind = Kind.allCases[input.choice(Kind.allCases.count)]
    switch kind {
    case .rectValue, .rect:
      let rect = CGRect(x: input.double(), y: input.double(), width: input.double(), height: input.double())
      let value: Any = kind == .rect ? rect : NSValue.rectValue(rect)
      return Value(kind: kind, value: value, rect: rect)
    case .numberFromDouble, .double, .float, .cgFloat:
      let number = input.double()
      let value: Any =
        switch kind {
        case .numberFromDouble: NSNumber(value: number)
        case .float: Float(number)
        case .cgFloat: CGFloat(number)
        default: number
        }
      return Value(kind: kind, value: value, number: kind == .float ? Double(Float(number)) : number)
    case .numberFromInt, .int:
      let integer =
        input.flag() ? Int(Int8(bitPattern: input.byte())) : Int(truncatingIfNeeded: input.uint64())
      return Value(kind: kind, value: kind == .int ? integer : NSNumber(value: integer), integer: integer)
    case .numberFromBool, .bool:
      let flag = input.flag()
      return Value(kind: kind, value: kind == .bool ? flag : NSNumber(value: flag), integer: flag ? 1 : 0)
    case .string: return Value(kind: kind, value: ["0.25", "7", "", "{{0, 0}, {320, 216}}"][input.choice(4)])
    case .array: return Value(kind: kind, value: [input.double(), input.double()])
    case .null: return Value(kind: kind, value: NSNull())
    case .pointValue:
      return Value(kind: kind, value: NSValue(point: NSPoint(x: input.double(), y: input.double())))
    case .sizeValue:
      return Value(kind: kind, value: NSValue(size: NSSize(width: input.double(), height: input.double())))
    case .rangeValue:
      return Value(kind: kind, value: NSValue(range: NSRange(location: Int(input.byte()), length: 4)))
    case .doubleInNSValue:
      var number = input.double()
      return Value(kind: kind, value: NSValue(bytes: &number, objCType: "d"))
    case .data: return Value(kind: kind, value: Data([input.byte(), input.byte()]))
    }
  }

  // MARK: The documented results

  /// NSValue and CGRect frames are made finite; anything else is the wrong type and gives a zero frame.
  private static func expectedFrame(_ value: Value) -> CGRect? {
    switch value.kind {
    case .rectValue, .rect:
      var x = finite(value.rect.origin.x)
      var y = finite(value.rect.origin.y)
      var width = finite(value.rect.size.width)
      var height = finite(value.rect.size.height)
      if width < 0 {
        x += width
        width = -width
      }
      if height < 0 {
        y += height
        height = -height
      }
      return CGRect(x: x, y: y, width: width, height: height)
    default:
      return .zero
    }
  }

  /// NaN becomes 0; infinite and huge values are clamped to the largest coordinate.
  private static func finite(_ value: CGFloat) -> CGFloat {
    // The largest coordinate KeyboardProperties(userInfo:) keeps; larger and infinite ones are clamped to it.
    let limit: CGFloat = 1_000_000
    return value.isNaN ? 0 : min(max(value, -limit), limit)
  }

  /// Numbers of any type count; a negative, NaN or infinite one becomes 0. A plain `Bool` is left undefined.
  private static func expectedDuration(_ value: Value) -> TimeInterval? {
    let seconds: Double
    switch value.kind {
    case .numberFromDouble, .double, .float, .cgFloat: seconds = value.number
    case .numberFromInt, .int, .numberFromBool: seconds = Double(value.integer)
    case .bool: return nil
    default: return 0.25
    }
    return seconds.isFinite && seconds > 0 ? seconds : 0
  }

  /// Whole numbers are kept as raw values, even unknown ones; fractions and other types give the default.
  private static func expectedCurve(_ value: Value) -> KeyboardAnimationCurve? {
    switch value.kind {
    case .numberFromInt, .int, .numberFromBool: return KeyboardAnimationCurve(rawValue: value.integer)
    case .numberFromDouble, .double: return Int(exactly: value.number).map(KeyboardAnimationCurve.init) ?? .keyboard
    case .bool, .float, .cgFloat: return nil
    default: return .keyboard
    }
  }

  /// Any non-zero number is `true`; other types give the default, `true`. Plain floating-point values are undefined.
  private static func expectedIsLocal(_ value: Value) -> Bool? {
    switch value.kind {
    case .numberFromInt, .int, .numberFromBool, .bool: return value.integer != 0
    case .numberFromDouble: return value.number != 0
    case .double, .float, .cgFloat: return nil
    default: return true
    }
  }
}

extension NSValue {
  /// An `NSValue` holding a `CGRect` as UIKit's `NSValue(cgRect:)` makes it, which corelibs Foundation lacks.
  static func rectValue(_ rect: CGRect) -> NSValue {
    var rect = rect
    return NSValue(bytes: &rect, objCType: "{CGRect={CGPoint=dd}{CGSize=dd}}")
  }
}
