import Foundation

/// Everything a ``KeyboardObserver`` knows about the keyboard, each fact stored once, and the rules that change it:
/// which notifications reach listeners, where the keyboard rests, the rotation, the screen, and the placement
/// events. A value with no clock and no threads: the observer feeds it notifications as it delivers them, and
/// delivers what it returns. The rules are in <doc:DeliveryRules>.
struct KeyboardStateMachine {
  /// What the delivered shows and hides say.
  enum Presence: Equatable {
    /// Before the first show or hide, so that an observer started while the keyboard is up still delivers its hide.
    case unknown
    case shown(Shown)
    case hidden(Hidden)
  }

  struct Shown: Equatable {
    /// End frame of the show that made the keyboard visible, or of the last show that resized it.
    var showEndFrame: CGRect
    /// End frame of the last delivered did-show, or `nil` before one.
    var didShowEndFrame: CGRect?
    /// A will-show was delivered and its did-show has not come yet.
    var awaitsDidShow: Bool
    /// The interface rotation under way: a rotation needs a shown keyboard, and hides are held while it lasts.
    var rotation: Rotation?
    /// The interface's orientation at the last delivered show, or when a rotation last ended: a notification that
    /// arrives once it has turned starts a rotation.
    var orientation: InterfaceOrientation?
    /// Where the user holds the keyboard's top edge in an interactive dismissal, from the first step of the drag to
    /// the next delivered update; see `drag(toTop:screenBounds:)`.
    var draggedTop: CGFloat?
  }

  struct Rotation: Equatable {
    /// Hides held back, to deliver when the rotation ends if no show followed them.
    var heldHides: [KeyboardUpdate] = []
  }

  struct Hidden: Equatable {
    /// The end frame of the delivered hide while it is in force: the keyboard counts as hidden, whatever its frames
    /// say, until a show or a change-frame that moves it elsewhere. `nil` once one has.
    var hideEndFrame: CGRect?
    /// A did-hide was delivered since the keyboard was last shown.
    var didHideDelivered: Bool
  }

  /// Where the last delivered update left the keyboard, and the screen bounds it was judged against then.
  struct Resting: Equatable {
    var properties: KeyboardProperties
    var screenBounds: CGRect?
  }

  /// The change-frames of one kind (will or did): the last delivered, to drop a repeat, and the last end frame
  /// with a position, from which placement changes are derived.
  struct ChangeFrameHistory: Equatable {
    var last: KeyboardProperties?
    var lastPosition: CGRect?
  }

  /// A placement event, named for the delegate method that receives it.
  enum PlacementEvent: Hashable {
    case willUndock, didUndock, willDock, didDock, willMoveWhileUndocked, didMoveWhileUndocked
  }

  /// The update to deliver for a notification, with the placement events it implies, in order.
  struct Delivery {
    var update: KeyboardUpdate
    var placementEvents: [PlacementEvent]
  }

  private(set) var presence = Presence.unknown
  /// `nil` before the first update that says where the keyboard is, and after a stop.
  private(set) var resting: Resting?
  private var willChangeFrames = ChangeFrameHistory()
  private var didChangeFrames = ChangeFrameHistory()
  /// The change the last will-change-frame announced, until its did-change-frame completes it.
  private var announcedChange: PlacementChange?
  /// The last docked heights seen in each orientation. They describe the keyboard, not its state, so a stop keeps
  /// them.
  private(set) var dockedHeightInPortrait: CGFloat?
  private(set) var dockedHeightInLandscape: CGFloat?
  /// The bounds an app set with `KeyboardObserver.screenBounds`, which take precedence over the automatic ones.
  var appScreenBounds: CGRect?
  /// The screen the last keyboard notification came from, received or dropped.
  var notifiedScreen = NotifiedScreen()

  var isShown: Bool {
    if case .shown = presence { return true }
    return false
  }

  var isRotating: Bool {
    if case .shown(let shown) = presence { return shown.rotation != nil }
    return false
  }

  /// Whether a will-show was delivered and its did-show has not come yet.
  var awaitsDidShow: Bool {
    if case .shown(let shown) = presence { return shown.awaitsDidShow }
    return false
  }

  /// Whether a delivered hide is in force.
  var isHiddenByHide: Bool {
    if case .hidden(let hidden) = presence { return hidden.hideEndFrame != nil }
    return false
  }

  // MARK: Transitions

  /// Applies a notification as it is delivered. Returns what to deliver, or `nil` when it must not reach listeners.
  ///
  /// A notification that arrives while a docked keyboard is shown, once the interface has turned since the last
  /// show, starts a rotation, and is the rotation's first notification.
  /// - Parameters:
  ///   - screenBounds: The screen that placements are judged against now.
  ///   - interfaceOrientation: The raw `UIInterfaceOrientation` of the interface now, where UIKit tells it. The
  ///     screen is the one ``notifiedScreen`` names: a notification from another screen is no turn.
  mutating func receive(
    _ event: KeyboardEvent, _ properties: KeyboardProperties, screenBounds: CGRect?, interfaceOrientation: Int? = nil
  ) -> Delivery? {
    let orientation = InterfaceOrientation(
      screenBounds: screenBounds, interfaceOrientation: interfaceOrientation, screen: notifiedScreen.identity)
    if let orientation, hasTurned(to: orientation) { _ = beginRotation() }
    var properties = properties
    // With Reduce Motion's cross-fade, iOS ends a hide's frames at height 0 at the screen's top, and iOS 26 ends a
    // show's that way too (Docs/DeviceBehaviour.md): for a shown keyboard such a frame says nothing, so every
    // surface hears where the keyboard rests instead. A hide stays a hide, and the all-zero frames of a floating
    // keyboard's drag are left as they are.
    let frame = properties.endFrame
    if isShown, event != .willHide, event != .didHide, frame.height == 0, frame.minY == 0, frame.width > 0,
      let resting, resting.properties.endFrame.height > 0
    {
      properties.endFrame = resting.properties.endFrame
    }
    guard let update = filter(event, properties, orientation: orientation) else { return nil }
    record(update, screenBounds: screenBounds)
    return Delivery(update: update, placementEvents: placementEvents(for: update, in: screenBounds))
  }

  /// Starts a rotation if the keyboard is shown. Returns whether it did; a hidden keyboard needs no rotation rules.
  /// A drag under way ends: the interface turning takes the keyboard with it.
  mutating func beginRotation() -> Bool {
    guard case .shown(var shown) = presence else { return false }
    if shown.rotation == nil { shown.rotation = Rotation() }
    shown.draggedTop = nil
    presence = .shown(shown)
    return true
  }

  /// Ends the rotation and returns the hides held back that no show followed. They are to be received again, now
  /// that they are no longer held.
  /// - Parameter orientation: The interface's orientation now, which the next rotation is judged from.
  mutating func endRotation(orientation: InterfaceOrientation?) -> [KeyboardUpdate] {
    guard case .shown(var shown) = presence, let rotation = shown.rotation else { return [] }
    shown.rotation = nil
    shown.orientation = orientation ?? shown.orientation
    presence = .shown(shown)
    return rotation.heldHides
  }

  /// Moves the keyboard's top edge to `y` while the user drags it in an interactive dismissal. It acts only on a
  /// shown, docked keyboard outside a rotation, whose screen is known; the keyboard keeps its size, and its top
  /// stays between where it rests and the screen's bottom. Returns whether the keyboard moved.
  mutating func drag(toTop y: CGFloat, screenBounds: CGRect?) -> Bool {
    guard y.isFinite, case .shown(var shown) = presence, shown.rotation == nil, let resting, let screenBounds,
      resting.properties.placement(in: screenBounds) == .docked
    else { return false }
    let restingTop = resting.properties.endFrame.clampedToFiniteValues.minY
    let top = min(max(y, restingTop), max(screenBounds.clampedToFiniteValues.maxY, restingTop))
    guard top != shown.draggedTop ?? restingTop else { return false }
    shown.draggedTop = top
    // The keyboard now stands where the finger left it, so what UIKit posts when the finger lifts is no repeat:
    // the show of a keyboard that springs back to where it rests included.
    let frame = resting.properties.endFrame.clampedToFiniteValues
    let dragged = CGRect(x: frame.minX, y: top, width: frame.width, height: frame.height)
    shown.showEndFrame = dragged
    shown.didShowEndFrame = dragged
    willChangeFrames.last = nil
    didChangeFrames.last = nil
    presence = .shown(shown)
    return true
  }

  /// Ends a drag that no notification ended: the keyboard is back where it rests, and what UIKit posts next is
  /// judged against that again. Returns whether a drag was under way.
  mutating func returnToRest() -> Bool {
    guard case .shown(var shown) = presence, shown.draggedTop != nil, let resting else { return false }
    shown.draggedTop = nil
    let frame = resting.properties.endFrame
    shown.showEndFrame = frame
    shown.didShowEndFrame = frame
    presence = .shown(shown)
    return true
  }

  /// Whether a drag moved the keyboard since the last delivered update.
  var isDragged: Bool {
    if case .shown(let shown) = presence { return shown.draggedTop != nil }
    return false
  }

  /// Where the keyboard is now: where it rests, or where the finger holds it during a drag.
  var presentedProperties: KeyboardProperties? {
    guard var properties = resting?.properties else { return nil }
    if case .shown(let shown) = presence, let top = shown.draggedTop {
      let frame = properties.endFrame.clampedToFiniteValues
      properties.beginFrame = frame
      properties.endFrame = CGRect(x: frame.minX, y: top, width: frame.width, height: frame.height)
    }
    return properties
  }

  /// Forgets the keyboard and its screen, for an observer that stops and cannot see what happens meanwhile. The
  /// docked heights and the bounds an app set stay.
  mutating func forgetKeyboard() {
    var forgotten = KeyboardStateMachine()
    forgotten.dockedHeightInPortrait = dockedHeightInPortrait
    forgotten.dockedHeightInLandscape = dockedHeightInLandscape
    forgotten.appScreenBounds = appScreenBounds
    self = forgotten
  }

  // MARK: Reading

  /// The state as a snapshot, judged against `screenBounds`, except during a rotation, when the keyboard the last
  /// show left is judged against the screen it was shown on, unless the app set its own bounds.
  func snapshot(screenBounds: CGRect?) -> KeyboardSnapshot {
    let bounds = isRotating && appScreenBounds == nil ? resting?.screenBounds ?? screenBounds : screenBounds
    return KeyboardSnapshot(
      properties: presentedProperties, isShown: isShown, isInterfaceOrientationChanging: isRotating,
      screenBounds: bounds, isHiddenByHide: isHiddenByHide, isDragged: isDragged)
  }

  /// The updates that bring a listener from "hidden" to the current state: what iOS posts for a show, marked as a
  /// replay. Empty while the keyboard is hidden or unknown.
  /// - Parameter placement: Where the keyboard is now, judged against the current screen.
  func currentStateReplay(placement: KeyboardPlacement?) -> [KeyboardUpdate] {
    guard let properties = resting?.properties, !isHiddenByHide else { return [] }
    func replay(_ event: KeyboardEvent) -> KeyboardUpdate {
      KeyboardUpdate(
        event: event, properties: properties, interfaceOrientationWillChange: event == .willShow && isRotating,
        isReplay: true)
    }
    if isShown {
      let announced = [replay(.willChangeFrame), replay(.willShow)]
      return awaitsDidShow ? announced : announced + [replay(.didChangeFrame), replay(.didShow)]
    }
    // A keyboard on screen without a show: iPadOS announces the floating keyboard with change-frames only.
    guard let placement, placement != .hidden else { return [] }
    return [replay(.willChangeFrame), replay(.didChangeFrame)]
  }

  /// The last docked height for an orientation. Portrait means the screen was taller than wide.
  func dockedHeight(inPortrait portrait: Bool) -> CGFloat? {
    portrait ? dockedHeightInPortrait : dockedHeightInLandscape
  }

  // MARK: Which notifications are delivered

  /// Whether the interface has turned since the shown keyboard was last judged, outside a rotation. Undocked and
  /// floating keyboards are left out: iPadOS moves them with change-frames, which a rotation would not let move the
  /// keyboard.
  private func hasTurned(to orientation: InterfaceOrientation) -> Bool {
    guard case .shown(let shown) = presence, shown.rotation == nil, let then = shown.orientation,
      orientation.hasTurned(from: then)
    else { return false }
    guard let resting, let bounds = resting.screenBounds else { return true }
    return !resting.properties.placement(in: bounds).isDetached
  }

  private mutating func filter(
    _ event: KeyboardEvent, _ properties: KeyboardProperties, orientation: InterfaceOrientation?
  ) -> KeyboardUpdate? {
    let update = KeyboardUpdate(event: event, properties: properties)
    switch (event, presence) {
    case (.willShow, .shown(let shown)):
      // Same frame, and no rotation hide in between: iOS repeats will-show when focus moves.
      if shown.showEndFrame == properties.endFrame, shown.rotation?.heldHides.isEmpty ?? true { return nil }
      return show(update, awaitsDidShow: true, didShowEndFrame: shown.didShowEndFrame, orientation: orientation)
    case (.willShow, _):
      return show(update, awaitsDidShow: true, didShowEndFrame: nil, orientation: orientation)
    case (.didShow, .shown(var shown)):
      if !shown.awaitsDidShow, shown.didShowEndFrame == properties.endFrame {
        // A repeated did-show still follows any hide held in a rotation, so that hide must never be delivered.
        shown.rotation?.heldHides = []
        presence = .shown(shown)
        return nil
      }
      return show(update, awaitsDidShow: false, didShowEndFrame: properties.endFrame, orientation: orientation)
    case (.didShow, _):
      return show(update, awaitsDidShow: false, didShowEndFrame: properties.endFrame, orientation: orientation)
    case (.willHide, .shown(var shown)), (.didHide, .shown(var shown)):
      if shown.rotation != nil {
        shown.rotation?.heldHides.append(update)
        presence = .shown(shown)
        return nil
      }
      presence = .hidden(Hidden(hideEndFrame: nil, didHideDelivered: event == .didHide))
      return update
    case (.willHide, .hidden):
      return nil
    case (.didHide, .hidden(let hidden)):
      if hidden.didHideDelivered { return nil }
      presence = .hidden(Hidden(hideEndFrame: hidden.hideEndFrame, didHideDelivered: true))
      return update
    case (.willHide, .unknown), (.didHide, .unknown):
      presence = .hidden(Hidden(hideEndFrame: nil, didHideDelivered: event == .didHide))
      return update
    case (.willChangeFrame, _):
      if willChangeFrames.last == properties { return nil }
      willChangeFrames.last = properties
      return update
    case (.didChangeFrame, _):
      if didChangeFrames.last == properties { return nil }
      didChangeFrames.last = properties
      return update
    }
  }

  private mutating func show(
    _ update: KeyboardUpdate, awaitsDidShow: Bool, didShowEndFrame: CGRect?, orientation: InterfaceOrientation?
  ) -> KeyboardUpdate {
    var rotation: Rotation?
    if case .shown(let shown) = presence, shown.rotation != nil { rotation = Rotation() }
    presence = .shown(
      Shown(
        showEndFrame: update.properties.endFrame, didShowEndFrame: didShowEndFrame, awaitsDidShow: awaitsDidShow,
        rotation: rotation, orientation: orientation))
    var delivered = update
    delivered.interfaceOrientationWillChange = update.event == .willShow && rotation != nil
    return delivered
  }

  // MARK: Where the keyboard rests

  private mutating func record(_ update: KeyboardUpdate, screenBounds: CGRect?) {
    let properties = update.properties
    switch update.event {
    case .willShow, .didShow:
      break
    case .willHide, .didHide:
      if case .hidden(var hidden) = presence {
        hidden.hideEndFrame = properties.endFrame
        presence = .hidden(hidden)
      }
    case .willChangeFrame, .didChangeFrame:
      if case .shown(var shown) = presence, shown.draggedTop != nil {
        shown.draggedTop = nil
        presence = .shown(shown)
      }
      // Mid-rotation change-frames trace the keyboard leaving and coming back, and a floating keyboard being dragged
      // reports zero frames: neither says where the keyboard rests.
      guard !isRotating, properties.endFrame != .zero else { return }
      if case .hidden(var hidden) = presence, let hideEndFrame = hidden.hideEndFrame,
        hideEndFrame != properties.endFrame
      {
        hidden.hideEndFrame = nil
        presence = .hidden(hidden)
      }
    }
    resting = Resting(properties: properties, screenBounds: screenBounds)
  }

  // MARK: Placement events

  /// The placement events an update implies: none, one, or a will-event followed by its did-event when a
  /// did-change-frame completes a change no will-change-frame announced (iPadOS announces a floating keyboard's
  /// drag with zero frames). Nothing is derived without a screen, or during a rotation, when frames follow the
  /// screen rather than the user; docked heights are remembered all the same.
  private mutating func placementEvents(
    for update: KeyboardUpdate, in screenBounds: CGRect?
  ) -> [PlacementEvent] {
    guard let screenBounds else { return [] }
    let properties = update.properties
    if properties.placement(in: screenBounds) == .docked {
      rememberDockedHeight(properties.visibleHeight(in: screenBounds), in: screenBounds)
    }
    // A zero frame has no position: nothing to compare or derive.
    guard properties.endFrame != .zero else { return [] }
    switch update.event {
    case .willChangeFrame:
      let change = Self.advance(&willChangeFrames, with: properties, in: screenBounds)
      announcedChange = isRotating ? nil : change
      return announcedChange.map { [$0.announced] } ?? []
    case .didChangeFrame:
      let change = Self.advance(&didChangeFrames, with: properties, in: screenBounds)
      defer { announcedChange = nil }
      guard !isRotating, let change else { return [] }
      return change == announcedChange ? [change.completed] : [change.announced, change.completed]
    case .willShow, .didShow, .willHide, .didHide:
      return []
    }
  }

  private mutating func rememberDockedHeight(_ height: CGFloat, in screenBounds: CGRect) {
    let screen = screenBounds.clampedToFiniteValues
    if screen.height > screen.width {
      dockedHeightInPortrait = height
    } else {
      dockedHeightInLandscape = height
    }
  }

  /// The kind of change from the history's last position to the update's end frame, then records the end frame.
  /// With no position yet (the first update, or the first after a stop), the update's begin frame stands for where
  /// the keyboard was.
  private static func advance(
    _ history: inout ChangeFrameHistory, with properties: KeyboardProperties, in screenBounds: CGRect
  ) -> PlacementChange? {
    let previousFrame = history.lastPosition ?? properties.beginFrame
    history.lastPosition = properties.endFrame
    let previous = KeyboardProperties(endFrame: previousFrame).placement(in: screenBounds)
    let current = properties.placement(in: screenBounds)
    switch (previous.isDetached, current.isDetached) {
    case (false, true): return previous == .docked ? .undock : nil
    case (true, false): return current == .docked ? .dock : nil
    case (true, true): return previousFrame != properties.endFrame ? .moveWhileUndocked : nil
    case (false, false): return nil
    }
  }

  private enum PlacementChange {
    case undock, dock, moveWhileUndocked

    var announced: PlacementEvent {
      switch self {
      case .undock: .willUndock
      case .dock: .willDock
      case .moveWhileUndocked: .willMoveWhileUndocked
      }
    }

    var completed: PlacementEvent {
      switch self {
      case .undock: .didUndock
      case .dock: .didDock
      case .moveWhileUndocked: .didMoveWhileUndocked
      }
    }
  }
}

extension KeyboardPlacement {
  /// Whether the keyboard is on screen but off the bottom edge, where it covers no window's bottom.
  var isDetached: Bool { self == .undocked || self == .floating }
}

/// The `object` of the last keyboard notification: the `UIScreen` the keyboard is on (iOS 16.1 and later), held
/// weakly so that a disconnected screen is let go, or a `KeyboardSimulator`'s screen, held strongly, since a test
/// may read the state after its simulator is gone.
struct NotifiedScreen {
  /// On iOS the `UIScreen`.
  private(set) weak var screen: AnyObject?
  private(set) var simulated: SimulatedScreen?
  /// Which display it is, whatever its orientation; see `ScreenIdentity`.
  private(set) var identity: ScreenIdentity?

  init() {}

  /// Read on the main actor, where a `UIScreen` tells what display it shows.
  @MainActor init(_ object: NotificationObject) {
    switch object {
    case .none: break
    case .simulated(let simulated):
      self.simulated = simulated
      identity = .simulated(ObjectIdentifier(simulated.display))
    #if canImport(UIKit) && !os(watchOS) && !os(visionOS)
      case .screen(let screen):
        self.screen = screen
        identity = ScreenIdentity(screen)
    #endif
    }
  }
}
