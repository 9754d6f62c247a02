import Foundation

/// A target of an overlap measurement whose frame a test can take away and give back: `nil` means the target is
/// gone. A main-actor class, so that measuring closures capture it by reference and tests can change it afterwards.
@MainActor public final class MeasuredTarget {
  /// The target's frame on the screen, or `nil` once it is gone.
  public var frame: CGRect?

  /// Creates a target at `frame`.
  public init(frame: CGRect) { self.frame = frame }
}
