import Foundation

/// How many points of a view the keyboard covers, and how to move to that value.
///
/// Closures, streams and publishers that follow an overlap deliver one each time the value changes, starting with
/// the current one. <doc:FollowingTheOverlap> shows them in use.
public struct KeyboardOverlap: Hashable, Sendable {
  /// How many points of the view's height, measured up from its bottom edge, the keyboard covers. The rules are
  /// ``KeyboardSnapshot/overlap(with:screenBounds:)``'s.
  public var height: CGFloat
  /// How to move to ``height``: with the keyboard's duration and curve, or at once for the first value, during a
  /// rotation, and after the keyboard finished moving.
  public var motion: KeyboardMotion

  /// Creates a value.
  public init(height: CGFloat, motion: KeyboardMotion) {
    self.height = height
    self.motion = motion
  }
}
