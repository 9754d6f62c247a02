/// One keyboard event as ``KeyboardObserver`` delivers it. <doc:DeliveryRules> says which notifications become
/// updates.
public struct KeyboardUpdate: Hashable, Sendable {
  /// Which notification this is.
  public var event: KeyboardEvent
  /// What the notification said about the keyboard.
  public var properties: KeyboardProperties
  /// Whether this show belongs to an interface rotation, so layout should change without animation.
  /// Only a ``KeyboardEvent/willShow`` carries `true`.
  public var interfaceOrientationWillChange: Bool
  /// Whether this update hands the current state to a listener that just started, rather than reporting a
  /// notification iOS just posted. Lay out without animation for it: the keyboard is not moving.
  public var isReplay: Bool

  /// Creates an update.
  package init(
    event: KeyboardEvent, properties: KeyboardProperties, interfaceOrientationWillChange: Bool = false,
    isReplay: Bool = false
  ) {
    self.event = event
    self.properties = properties
    self.interfaceOrientationWillChange = interfaceOrientationWillChange
    self.isReplay = isReplay
  }
}
