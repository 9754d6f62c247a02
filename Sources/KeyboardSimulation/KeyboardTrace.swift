import Foundation
@_spi(Tools) import KeyboardBroadcast

/// A recorded sequence of keyboard notifications: what a device posted, and when.
///
/// Record one on a device with ``KeyboardTraceRecorder``, save it with ``jsonData()``, and replay it in tests on any
/// machine, as <doc:TestingYourKeyboardHandling> shows. A ``KeyboardSimulator`` also builds one as it goes
/// (``KeyboardSimulator/trace``). `Docs/TraceFormat.md` describes the JSON format.
public struct KeyboardTrace: Hashable, Sendable {
  /// The format version this package reads and writes.
  package static let formatVersion = 1

  /// The notifications, in the order they were posted.
  public var entries: [Entry]
  /// The signals of interactive dismissals the recorder received, in order, on the entries' clock: the finger's
  /// height and its pan's state at each step, the lift, and UIKit's keyboard layout guide. Evidence for a reader of
  /// the trace; replaying posts none of them.
  @_spi(Tools) public var drags: [DragSample] = []

  /// Creates a trace from entries, which must be in posting order.
  public init(entries: [Entry] = []) {
    self.entries = entries
  }
}

extension KeyboardTrace {
  /// One signal of an interactive dismissal, and when it came.
  @_spi(Tools) public struct DragSample: Hashable, Sendable {
    /// When the signal came, in seconds from the trace's start.
    @_spi(Tools) public var time: TimeInterval
    /// The finger, its lift, or the keyboard layout guide.
    @_spi(Tools) public var signal: DragSignal

    /// A sample of `signal` at `time`.
    @_spi(Tools) public init(time: TimeInterval, signal: DragSignal) {
      self.time = time
      self.signal = signal
    }
  }
}

extension KeyboardTrace {
  /// One posted notification.
  public struct Entry: Hashable, Sendable {
    /// Seconds since the trace began. Never decreases from one entry to the next.
    public var time: TimeInterval
    /// Which keyboard notification was posted.
    public var event: KeyboardEvent
    /// The notification's `userInfo`, keyed by UIKit's raw key strings.
    package var userInfo: [String: Value]
    /// The bounds of the screen the notification came from, as they were when it arrived, or `nil` when unknown
    /// (older traces, and notifications without a screen). They tell which orientation the screen had at each
    /// notification of a rotation; replaying posts them (see ``KeyboardTrace/replay(into:object:)``).
    public var screenBounds: CGRect?
    /// The raw value of the window scene's `UIInterfaceOrientation` when the notification arrived, or `nil` when
    /// unknown.
    package var interfaceOrientation: Int?
    /// The level of the window where text was last edited, when the notification arrived, or `nil` when unknown.
    package var windowLevel: Double?
    /// Whether the notification's screen shows the display of the window where text was last edited, or `nil`
    /// when the notification carried no `UIScreen` or no text was edited.
    package var isEditingScreen: Bool?
    /// Whether Reduce Motion was on when the notification arrived, or `nil` when unknown.
    package var reducesMotion: Bool?
    /// Whether "Prefer Cross-Fade Transitions" was on (iOS 14 and later), or `nil` when unknown.
    package var prefersCrossFadeTransitions: Bool?

    /// Creates an entry from known values.
    package init(
      time: TimeInterval, event: KeyboardEvent, userInfo: [String: Value], screenBounds: CGRect? = nil,
      interfaceOrientation: Int? = nil
    ) {
      self.time = time
      self.event = event
      self.userInfo = userInfo
      self.screenBounds = screenBounds
      self.interfaceOrientation = interfaceOrientation
    }

    /// Hashes what `==` compares, rectangles standardized, so that equal entries hash equally on every platform.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(time)
      hasher.combine(event)
      hasher.combine(userInfo)
      hasher.combine(screenBounds != nil)
      if let screenBounds { hasher.combine(geometry: screenBounds) }
      hasher.combine(interfaceOrientation)
      hasher.combine(windowLevel)
      hasher.combine(isEditingScreen)
      hasher.combine(reducesMotion)
      hasher.combine(prefersCrossFadeTransitions)
    }

    /// Creates an entry carrying exactly the five keys `KeyboardProperties.userInfo` writes.
    @_spi(Tools) public init(
      time: TimeInterval, event: KeyboardEvent, properties: KeyboardProperties, screenBounds: CGRect? = nil
    ) {
      self.init(
        time: time, event: event, userInfo: Value.userInfo(properties.userInfo), screenBounds: screenBounds)
    }

    /// What `KeyboardObserver` reads from this entry.
    public var properties: KeyboardProperties {
      KeyboardProperties(userInfo: notificationUserInfo)
    }

    /// The `userInfo` to post, typed as iOS types it: `NSValue` frames and points, `NSNumber` numbers.
    @_spi(Tools) public var notificationUserInfo: [AnyHashable: Any] {
      var info: [AnyHashable: Any] = [:]
      for (key, value) in userInfo { info[key] = value.objectValue }
      return info
    }
  }

  /// One `userInfo` value. Keyboard notifications carry only rectangles, points and numbers.
  package enum Value: Hashable, Sendable {
    /// An `NSNumber`: a duration, a curve, or a Boolean as 0 or 1.
    case number(Double)
    /// An `NSValue` holding a `CGRect`, such as a frame.
    case rect(CGRect)
    /// An `NSValue` holding a `CGPoint`, such as the legacy `UIKeyboardCenterEndUserInfoKey`.
    case point(CGPoint)

    /// The value as a notification carries it. A whole number becomes an integer `NSNumber`, as iOS sends the curve
    /// and `isLocal`; any other number a floating-point one.
    package var objectValue: Any {
      switch self {
      case .number(let number):
        if number.rounded() == number, let integer = Int(exactly: number) { return NSNumber(value: integer) }
        return NSNumber(value: number)
      case .rect(let rect): return NSValue.geometryValue(rect)
      case .point(let point): return NSValue.geometryValue(point)
      }
    }

    /// Reads a notification value: an `NSNumber` (or Swift number or `Bool`), or an `NSValue` holding a `CGRect` or
    /// `CGPoint`. Anything else, such as a string, gives `nil`. Non-finite components are made finite the way
    /// `KeyboardProperties(userInfo:)` does, because JSON cannot hold them.
    package init?(object: Any) {
      switch object {
      case let rect as CGRect: self = .rect(Self.finite(rect))
      case let point as CGPoint: self = .point(CGPoint(x: Self.finite(point.x), y: Self.finite(point.y)))
      case let value as NSValue where !(value is NSNumber):
        if let rect = value.geometryRectValue {
          self = .rect(Self.finite(rect))
        } else if let point = value.geometryPointValue {
          self = .point(CGPoint(x: Self.finite(point.x), y: Self.finite(point.y)))
        } else {
          return nil
        }
      case let bool as Bool: self = .number(bool ? 1 : 0)
      case let number as NSNumber: self = .number(Double(Self.finite(CGFloat(number.doubleValue))))
      case let number as Double: self = .number(Double(Self.finite(CGFloat(number))))
      case let number as Int: self = .number(Double(number))
      case let number as CGFloat: self = .number(Double(Self.finite(number)))
      default: return nil
      }
    }

    /// Converts a notification's `userInfo`, keeping the string keys whose values ``init(object:)`` reads.
    package static func userInfo(_ userInfo: [AnyHashable: Any]) -> [String: Value] {
      var values: [String: Value] = [:]
      for (key, object) in userInfo {
        guard let key = key.base as? String, let value = Value(object: object) else { continue }
        values[key] = value
      }
      return values
    }

    /// Hashes what `==` compares, rectangles standardized, so that equal values hash equally on every platform.
    package func hash(into hasher: inout Hasher) {
      switch self {
      case .number(let number):
        hasher.combine(0)
        hasher.combine(number)
      case .rect(let rect):
        hasher.combine(1)
        hasher.combine(geometry: rect)
      case .point(let point):
        hasher.combine(2)
        hasher.combine(geometry: point)
      }
    }

    private static func finite(_ rect: CGRect) -> CGRect {
      CGRect(
        x: finite(rect.origin.x), y: finite(rect.origin.y), width: finite(rect.size.width),
        height: finite(rect.size.height))
    }

    private static func finite(_ value: CGFloat) -> CGFloat {
      let limit = KeyboardProperties.maximumCoordinate
      return value.isNaN ? 0 : min(max(value, -limit), limit)
    }
  }
}
