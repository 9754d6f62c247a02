import Foundation

/// Why a trace was rejected, naming the entry and the field at fault.
///
/// ```swift
/// do {
///   _ = try KeyboardTrace(jsonData: data)
/// } catch {
///   print(error)  // entry 3, field "userInfo.UIKeyboardFrameEndUserInfoKey.width": expected a finite number
/// }
/// ```
///
/// `KeyboardTrace(jsonData:)` throws only this type, so `error` in the `catch` block is a `KeyboardTraceError`.
public struct KeyboardTraceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What kind of problem it is.
  public enum Kind: Hashable, Sendable {
    /// `JSONSerialization` cannot read the data (its syntax or encoding is wrong, a number is beyond `Double`'s
    /// range, a string holds half a surrogate pair, arrays and objects nest too deep), or its top level is not an
    /// object.
    case notJSON
    /// The `version` is not one this package reads.
    case unsupportedVersion
    /// A required field is absent.
    case missingField
    /// A field holds the wrong kind of JSON value, such as a string where a number belongs.
    case wrongType
    /// A field has the right type but an impossible value: a negative or decreasing time, an unknown notification
    /// name, a non-finite number.
    case invalidValue
  }

  /// What kind of problem it is.
  public var kind: Kind
  /// The zero-based index of the entry at fault, or `nil` for a problem with the whole file.
  package var entryIndex: Int?
  /// The field at fault, as a dotted path inside the entry (`"time"`, `"userInfo.UIKeyboardFrameEndUserInfoKey.x"`)
  /// or at the top level (`"version"`, `"entries"`). Empty for a problem with the data as a whole, such as
  /// `Kind.notJSON`.
  package var field: String
  /// A sentence saying what was expected.
  package var reason: String

  /// Creates an error.
  package init(kind: Kind, entryIndex: Int?, field: String, reason: String) {
    self.kind = kind
    self.entryIndex = entryIndex
    self.field = field
    self.reason = reason
  }

  /// For example `entry 3, field "time": expected a number`; only the reason when neither an entry nor a field is
  /// at fault, as in `expected an object at the top level, found an array`.
  public var description: String {
    var location: [String] = []
    if let entryIndex { location.append("entry \(entryIndex)") }
    if !field.isEmpty { location.append("field \"\(field)\"") }
    return location.isEmpty ? reason : location.joined(separator: ", ") + ": " + reason
  }
}
