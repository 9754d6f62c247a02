import Foundation
import KeyboardBroadcast

/// A delegate that records every call it receives, in order, for the package's test targets.
///
/// `calls` holds the six notification methods with their arguments, and whether the observer was replaying the
/// current state; `log` names every call, placement events included, in the order they came.
@MainActor public final class RecordingDelegate: KeyboardObserverDelegate {
  /// One call of a notification method: its event, properties and rotation flag, which is what an update holds.
  public typealias Call = KeyboardUpdate

  /// The notification methods' calls.
  public private(set) var calls: [Call] = []
  /// Every call by method name: `willShow` … `didChangeFrame`, `willUndock` … `didMoveWhileUndocked`.
  public private(set) var log: [String] = []
  /// The properties of each interactive-dismissal step, in order; not in `calls` or `log`.
  public private(set) var interactiveMoves: [KeyboardProperties] = []
  /// Runs after each notification method's call is recorded.
  public var onCall: ((Call) -> Void)?

  /// Creates a delegate with nothing recorded.
  public init() {}

  /// The events of `calls`.
  public var events: [KeyboardEvent] { calls.map(\.event) }

  /// The placement events of `log`.
  public var placementCalls: [String] {
    log.filter { $0.contains("ock") || $0.contains("Move") }
  }

  private func record(_ call: Call, from observer: KeyboardObserver) {
    // Delegates are called on the main actor, which runs on the main queue on every platform.
    dispatchPrecondition(condition: .onQueue(.main))
    var call = call
    call.isReplay = observer.isReplayingCurrentState
    calls.append(call)
    log.append("\(call.event)")
    onCall?(call)
  }

  /// Records the call.
  public func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillShowWith properties: KeyboardProperties,
    interfaceOrientationWillChange: Bool
  ) {
    record(
      Call(event: .willShow, properties: properties, interfaceOrientationWillChange: interfaceOrientationWillChange),
      from: observer)
  }
  /// Records the call.
  public func keyboardObserver(_ observer: KeyboardObserver, keyboardDidShowWith properties: KeyboardProperties) {
    record(Call(event: .didShow, properties: properties), from: observer)
  }
  /// Records the call.
  public func keyboardObserver(_ observer: KeyboardObserver, keyboardWillHideWith properties: KeyboardProperties) {
    record(Call(event: .willHide, properties: properties), from: observer)
  }
  /// Records the step in `interactiveMoves`.
  public func keyboardObserver(
    _ observer: KeyboardObserver, keyboardDidMoveInteractivelyWith properties: KeyboardProperties
  ) {
    interactiveMoves.append(properties)
  }
  /// Records the call.
  public func keyboardObserver(_ observer: KeyboardObserver, keyboardDidHideWith properties: KeyboardProperties) {
    record(Call(event: .didHide, properties: properties), from: observer)
  }
  /// Records the call.
  public func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillChangeFrameWith properties: KeyboardProperties
  ) {
    record(Call(event: .willChangeFrame, properties: properties), from: observer)
  }
  /// Records the call.
  public func keyboardObserver(
    _ observer: KeyboardObserver, keyboardDidChangeFrameWith properties: KeyboardProperties
  ) {
    record(Call(event: .didChangeFrame, properties: properties), from: observer)
  }
  /// Records the call.
  public func keyboardObserver(_ observer: KeyboardObserver, keyboardWillUndockWith properties: KeyboardProperties) {
    log.append("willUndock")
  }
  /// Records the call.
  public func keyboardObserver(_ observer: KeyboardObserver, keyboardDidUndockWith properties: KeyboardProperties) {
    log.append("didUndock")
  }
  /// Records the call.
  public func keyboardObserver(_ observer: KeyboardObserver, keyboardWillDockWith properties: KeyboardProperties) {
    log.append("willDock")
  }
  /// Records the call.
  public func keyboardObserver(_ observer: KeyboardObserver, keyboardDidDockWith properties: KeyboardProperties) {
    log.append("didDock")
  }
  /// Records the call.
  public func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillMoveWhileUndockedWith properties: KeyboardProperties
  ) {
    log.append("willMoveWhileUndocked")
  }
  /// Records the call.
  public func keyboardObserver(
    _ observer: KeyboardObserver, keyboardDidMoveWhileUndockedWith properties: KeyboardProperties
  ) {
    log.append("didMoveWhileUndocked")
  }
}
