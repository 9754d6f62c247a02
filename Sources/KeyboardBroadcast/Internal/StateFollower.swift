import Foundation

/// Follows one value derived from the keyboard's state for one target (a view's overlap, the keyboard as a SwiftUI
/// view sees it), for every surface that reports it: closures, streams, publishers and SwiftUI. Measures on each
/// state change, and reports a value only when it changed.
@MainActor final class StateFollower<Value: Equatable> {
  enum Step {
    case unchanged
    case changed(Value)
    /// The target is gone: the observation ends.
    case targetGone
  }

  /// The target's value in a snapshot, or `nil` once the target is gone.
  private let measure: @MainActor (KeyboardSnapshot) -> Value?
  private var last: Value?

  init(measuring measure: @escaping @MainActor (KeyboardSnapshot) -> Value?) {
    self.measure = measure
  }

  /// The first value; `nil` when the target is already gone.
  func start(_ snapshot: KeyboardSnapshot) -> Value? {
    last = measure(snapshot)
    return last
  }

  /// What a new snapshot changes.
  func next(_ snapshot: KeyboardSnapshot) -> Step {
    guard let value = measure(snapshot) else { return .targetGone }
    guard value != last else { return .unchanged }
    last = value
    return .changed(value)
  }
}
