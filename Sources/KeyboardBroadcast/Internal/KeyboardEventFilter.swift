import Foundation

/// The observer's rules for which notifications reach delegates: duplicates are dropped, and hides are held back
/// while the interface rotates. A value type with no clock and no threads, so each rule is easy to test.
struct KeyboardEventFilter {
  enum Visibility { case unknown, shown, hidden }

  /// What the delivered shows and hides say. `unknown` until the first of them, so an observer started while the
  /// keyboard is up still delivers its hide.
  private(set) var visibility = Visibility.unknown
  private(set) var isRotating = false

  /// End frame of the show that made the keyboard visible, or of the last show that resized it.
  private var shownEndFrame: CGRect?
  /// A will-show was delivered and its did-show has not come yet.
  private(set) var awaitsDidShow = false
  /// End frame of the last delivered did-show; cleared by any hide.
  private var didShowEndFrame: CGRect?
  /// A did-hide was delivered and no show came after it.
  private var didHideDelivered = false
  private var lastWillChangeFrame: KeyboardProperties?
  private var lastDidChangeFrame: KeyboardProperties?
  /// Hides held back during the current rotation, to deliver if no show follows them.
  private var heldHides: [KeyboardUpdate] = []

  /// The update to deliver for a notification, or `nil` when it must not reach delegates.
  mutating func filter(_ event: KeyboardEvent, _ properties: KeyboardProperties) -> KeyboardUpdate? {
    let update = KeyboardUpdate(event: event, properties: properties)
    switch event {
    case .willShow:
      // Same frame, already shown, and no rotation hide in between: iOS repeats will-show when focus moves.
      if visibility == .shown, shownEndFrame == properties.endFrame, heldHides.isEmpty { return nil }
      recordShow(properties)
      awaitsDidShow = true
      return KeyboardUpdate(event: event, properties: properties, interfaceOrientationWillChange: isRotating)
    case .didShow:
      if !awaitsDidShow, visibility == .shown, didShowEndFrame == properties.endFrame {
        // A repeated did-show still follows any hide held back in a rotation, so that hide must never be delivered.
        heldHides = []
        return nil
      }
      recordShow(properties)
      awaitsDidShow = false
      didShowEndFrame = properties.endFrame
      return update
    case .willHide:
      if isRotating, visibility == .shown { return hold(update) }
      if visibility == .hidden { return nil }
      recordHide()
      return update
    case .didHide:
      if isRotating, visibility == .shown { return hold(update) }
      if didHideDelivered { return nil }
      recordHide()
      didHideDelivered = true
      return update
    case .willChangeFrame:
      if lastWillChangeFrame == properties { return nil }
      lastWillChangeFrame = properties
      return update
    case .didChangeFrame:
      if lastDidChangeFrame == properties { return nil }
      lastDidChangeFrame = properties
      return update
    }
  }

  /// Starts a rotation if the keyboard is shown. Returns whether it did; a hidden keyboard needs no rotation rules.
  mutating func beginRotation() -> Bool {
    guard visibility == .shown else { return false }
    isRotating = true
    return true
  }

  /// Ends the rotation and returns the held hides that no show followed, which must now be delivered.
  mutating func endRotation() -> [KeyboardUpdate] {
    guard isRotating else { return [] }
    isRotating = false
    let held = heldHides
    heldHides = []
    return held.compactMap { filter($0.event, $0.properties) }
  }

  private mutating func hold(_ update: KeyboardUpdate) -> KeyboardUpdate? {
    heldHides.append(update)
    return nil
  }

  private mutating func recordShow(_ properties: KeyboardProperties) {
    visibility = .shown
    shownEndFrame = properties.endFrame
    didHideDelivered = false
    heldHides = []
  }

  private mutating func recordHide() {
    visibility = .hidden
    shownEndFrame = nil
    awaitsDidShow = false
    didShowEndFrame = nil
  }
}
