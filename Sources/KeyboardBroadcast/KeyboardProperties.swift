import Foundation

#if canImport(CoreGraphics)
  // On Apple platforms `CGRect` comes from CoreGraphics, which a default argument's `.zero` must see imported.
  import CoreGraphics
#endif

/// What one keyboard notification says about the keyboard: where it starts and ends, and how it animates.
///
/// Frames are in screen coordinates, as UIKit sends them. Build one from a notification's `userInfo` with
/// ``init(userInfo:)``, which accepts anything and never fails.
public struct KeyboardProperties: Hashable, Sendable {
  /// The keyboard's frame when the animation starts, in screen coordinates.
  public var beginFrame: CGRect
  /// The keyboard's frame when the animation ends, in screen coordinates.
  public var endFrame: CGRect
  /// The animation's length in seconds; never negative.
  public var animationDuration: TimeInterval
  /// The animation's timing curve; the system keyboard sends ``KeyboardAnimationCurve/keyboard``.
  public var animationCurve: KeyboardAnimationCurve
  /// Whether the keyboard belongs to this app rather than to another app sharing the screen (iPad multitasking).
  public var isLocal: Bool

  /// Creates properties from known values. The defaults are what the system keyboard sends on iPhone.
  public init(
    beginFrame: CGRect = .zero, endFrame: CGRect = .zero, animationDuration: TimeInterval = 0.25,
    animationCurve: KeyboardAnimationCurve = .keyboard, isLocal: Bool = true
  ) {
    self.beginFrame = beginFrame
    self.endFrame = endFrame
    self.animationDuration = animationDuration
    self.animationCurve = animationCurve
    self.isLocal = isLocal
  }

  /// Reads a keyboard notification's `userInfo`. Never fails and never traps.
  ///
  /// Each value may be typed as iOS types it (`NSValue` frames, `NSNumber` numbers) or as a plain Swift value. Keys
  /// are UIKit's raw strings, such as `"UIKeyboardFrameEndUserInfoKey"`. Bad input gives these results:
  /// - A missing key or a value of the wrong type gives the default: zero frames, 0.25 seconds,
  ///   ``KeyboardAnimationCurve/keyboard``, and local.
  /// - A NaN frame component becomes 0, and an infinite or huge one ±1,000,000, so
  ///   `{{inf, inf}, {0, 0}}` becomes a zero-sized frame far off screen. Negative sizes are flipped.
  /// - A negative, NaN or infinite duration becomes 0.
  /// - An unknown curve value is kept; a number that is not a whole `Int` is ignored.
  /// - Any non-zero `isLocal` number counts as `true`.
  public init(userInfo: [AnyHashable: Any]) {
    self.init()
    // One pass over the entries rather than a lookup per key: on Linux, comparing `AnyHashable` keys goes through
    // generic metadata, which is slower than reading the few entries a keyboard notification has.
    for (key, value) in userInfo {
      guard let key = key.base as? String else { continue }
      switch key {
      case UserInfoKey.beginFrame: if let frame = Self.rect(value) { beginFrame = frame.clampedToFiniteValues }
      case UserInfoKey.endFrame: if let frame = Self.rect(value) { endFrame = frame.clampedToFiniteValues }
      case UserInfoKey.animationDuration:
        if let duration = Self.double(value) { animationDuration = duration.isFinite && duration > 0 ? duration : 0 }
      case UserInfoKey.animationCurve:
        if let curve = Self.integer(value) { animationCurve = KeyboardAnimationCurve(rawValue: curve) }
      case UserInfoKey.isLocal: if let local = Self.bool(value) { isLocal = local }
      default: continue
      }
    }
  }

  /// The largest coordinate or length, in points, that ``init(userInfo:)`` keeps. Far beyond any screen.
  @_spi(Tools) public static let maximumCoordinate: CGFloat = 1_000_000

  /// Hashes what `==` compares, frames standardized, so that equal properties hash equally on every platform.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(geometry: beginFrame)
    hasher.combine(geometry: endFrame)
    hasher.combine(animationDuration)
    hasher.combine(animationCurve)
    hasher.combine(isLocal)
  }
}

extension KeyboardProperties {
  /// UIKit's userInfo keys, as the raw strings iOS sends.
  package enum UserInfoKey {
    /// `UIKeyboardFrameBeginUserInfoKey`: an `NSValue` holding a `CGRect`.
    package static let beginFrame = "UIKeyboardFrameBeginUserInfoKey"
    /// `UIKeyboardFrameEndUserInfoKey`: an `NSValue` holding a `CGRect`.
    package static let endFrame = "UIKeyboardFrameEndUserInfoKey"
    /// `UIKeyboardAnimationDurationUserInfoKey`: an `NSNumber` of seconds.
    package static let animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
    /// `UIKeyboardAnimationCurveUserInfoKey`: an `NSNumber` holding the curve's raw value.
    package static let animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
    /// `UIKeyboardIsLocalUserInfoKey`: an `NSNumber` holding a `Bool` (iOS 9 and later).
    package static let isLocal = "UIKeyboardIsLocalUserInfoKey"
  }

  /// The `userInfo` iOS would send for these properties: `NSValue` frames and `NSNumber` numbers.
  package var userInfo: [AnyHashable: Any] {
    [
      UserInfoKey.beginFrame: NSValue.geometryValue(beginFrame),
      UserInfoKey.endFrame: NSValue.geometryValue(endFrame),
      UserInfoKey.animationDuration: NSNumber(value: animationDuration),
      UserInfoKey.animationCurve: NSNumber(value: animationCurve.rawValue),
      UserInfoKey.isLocal: NSNumber(value: isLocal),
    ]
  }
}

// MARK: - Reading loosely typed values

extension KeyboardProperties {
  // Each reader tries first the type iOS sends (NSValue, NSNumber), then plain Swift values: a cast that fails costs
  // far more than one that succeeds, so the common case pays for a single cast.

  private static func rect(_ value: Any) -> CGRect? {
    if let value = value as? NSValue { return value.geometryRectValue }  // nil for an NSNumber: not a rect encoding
    return value as? CGRect
  }

  private static func double(_ value: Any) -> Double? {
    switch value {
    case let value as NSNumber: value.doubleValue
    case let value as Double: value
    case let value as CGFloat: Double(value)
    case let value as Float: Double(value)
    case let value as Int: Double(value)
    default: nil
    }
  }

  private static func integer(_ value: Any) -> Int? {
    switch value {
    case let value as NSNumber: wholeNumber(value)
    case let value as Int: value
    case let value as Double: Int(exactly: value)
    default: nil
    }
  }

  /// An `NSNumber` as an `Int` if it holds a whole number in range, read by its stored type so that large integers
  /// keep their precision.
  private static func wholeNumber(_ number: NSNumber) -> Int? {
    switch UInt8(bitPattern: number.objCType.pointee) {
    case UInt8(ascii: "d"), UInt8(ascii: "f"): Int(exactly: number.doubleValue)
    case UInt8(ascii: "Q"), UInt8(ascii: "L"), UInt8(ascii: "I"), UInt8(ascii: "S"), UInt8(ascii: "C"):
      Int(exactly: number.uint64Value)
    default: Int(exactly: number.int64Value)
    }
  }

  private static func bool(_ value: Any) -> Bool? {
    switch value {
    case let value as NSNumber: value.doubleValue != 0
    case let value as Bool: value
    case let value as Int: value != 0
    default: nil
    }
  }

}
