import Foundation

/// Turns UIKit's keyboard notifications into calls on any number of weakly held delegates.
///
/// ```swift
/// final class ChatViewController: UIViewController, KeyboardObserverDelegate {
///   override func viewDidLoad() {
///     super.viewDidLoad()
///     KeyboardObserver.shared.addDelegate(self)
///   }
///
///   func keyboardObserver(_ observer: KeyboardObserver, keyboardWillShowWith properties: KeyboardProperties,
///                         interfaceOrientationWillChange: Bool) {
///     // The overlap, not the keyboard's height; KeyboardAnimation's animateWithKeyboardProperties moves it in step.
///     bottomConstraint.constant = properties.overlap(with: view, on: observer.keyboardScreen)
///   }
/// }
/// ```
///
/// ## Lifetime
/// An observer is an ordinary object: it observes while it is alive and started. ``shared`` is started when first
/// used and lives as long as the app. An observer made with ``init(notificationCenter:)`` must be started with
/// ``start()`` and kept by the app; when it is deallocated it stops observing.
///
/// ## Other ways to listen
/// Besides delegates, ``observe(_:replayingCurrentState:handler:)`` calls a closure and ``updates`` is an
/// `AsyncStream`; both see exactly the updates delegates see. ``observeOverlap(measuring:handler:)`` and
/// ``overlaps(measuring:)`` follow how much of a view the keyboard covers. For each update, delegates are called
/// first, in the order they were added, then closure handlers and state listeners (`KeyboardState`, overlap
/// observations) in the order they were registered, then every stream receives it.
///
/// ## Listeners that start while the keyboard is up
/// A screen created while the keyboard is shown can learn that at once. ``snapshot`` is the current state at any
/// moment. ``updates``, `KeyboardState`, the overlap streams and the Combine publishers start from it by
/// themselves; a delegate or a closure asks for it when it is added (``addDelegate(_:replayingCurrentState:)``,
/// ``observe(_:replayingCurrentState:handler:)``), and otherwise, as with VFKeyboardObserver, hears only later events.
/// The current state arrives as the updates iOS posts for a show, marked ``KeyboardUpdate/isReplay``. For delegates
/// and closures, which receive it before the method that added them returns, layout through
/// `animateWithKeyboardProperties` runs at once (see ``isReplayingCurrentState``); code that reads a stream or a
/// publisher checks ``KeyboardUpdate/isReplay`` itself, or follows an overlap, whose first value says
/// ``KeyboardMotion/immediate``.
///
/// ## Re-entrancy
/// A delegate or handler may add or remove delegates, start or stop the observer, and cause UIKit to post another
/// keyboard notification. Such a notification is delivered after the delivery under way has reached every delegate,
/// handler and stream, and still before the outer `post` returns, so every listener sees updates in posting order.
/// A callback that calls ``stop()`` ends the delivery under way: no later delegate, handler or stream receives it.
///
/// ## Threading
/// A notification posted on the main thread reaches the delegates before `post` returns, so layout changes join the
/// keyboard's animation. One posted on another thread is delivered later on the main actor, in posting order.
///
/// ## What reaches delegates
/// - A will-show while the keyboard is shown with the same end frame is dropped; a different end frame is delivered,
///   because the keyboard changed size (QuickType bar, another keyboard, a new text field).
/// - The did-show that follows a delivered will-show is always delivered; a did-show that repeats the previous one,
///   with no hide in between, is dropped.
/// - A will-hide or did-hide while the keyboard is already hidden is dropped.
/// - A change-frame event identical to the previous one of its kind is dropped.
/// - Notifications with any `object` are accepted (iOS 16.1 and later send the `UIScreen`, which the observer keeps
///   as `keyboardScreen` on UIKit platforms).
///
/// ## Rotation
/// Call ``interfaceOrientationWillChange()`` when the interface is about to rotate. If the keyboard is shown, the
/// observer holds back the hides iOS sends during the rotation and marks the following shows with
/// `interfaceOrientationWillChange: true`, however many hide and show pairs the rotation produces. The rotation ends
/// at ``interfaceOrientationDidChange()`` or ``orientationChangeTimeout`` seconds after it began, whichever comes
/// first. A hide that no show followed is delivered then, so delegates never believe a hidden keyboard is up. If the
/// keyboard is hidden, the call changes nothing and the next show is an ordinary animated one. Change-frame events
/// are delivered during a rotation as they come, since they describe geometry; a delegate that lays out from them
/// sees the keyboard pass off screen and back, and should check ``isInterfaceOrientationChanging``.
@MainActor public final class KeyboardObserver {
  /// The observer of `NotificationCenter.default`, started the first time it is used.
  public static let shared: KeyboardObserver = {
    let observer = KeyboardObserver()
    observer.start()
    return observer
  }()

  private let notificationCenter: NotificationCenter
  private let delegates = DelegateRegistry<any KeyboardObserverDelegate>()
  /// Closure handlers, state listeners and async streams; see `KeyboardObserver+Listening.swift`.
  let listeners = KeyboardListeners()
  private var subscription: NotificationSubscription?
  /// Changes at every start and stop, so that deliveries queued by an earlier subscription are dropped.
  private var subscriptionGeneration = 0
  private var filter = KeyboardEventFilter()
  private var rotationDeadline: Task<Void, Never>?
  /// Updates that arrived while another was being delivered; see `deliver(_:)`.
  private var pendingUpdates: [PendingUpdate] = []
  private var isDelivering = false
  /// Placement, docked heights and derived events; see KeyboardObserver+Placement.swift.
  var placementTracker = KeyboardPlacementTracker()
  /// The `object` of the last notification received while observing: the `UIScreen` the keyboard is on (iOS 16.1
  /// and later), or a simulator's screen. Weak, so that a screen that is disconnected is not kept alive.
  weak var lastNotificationObject: AnyObject?
  /// The bounds of the simulator's screen the last notification carried, kept by value: a test's simulator may be
  /// gone long before the test reads the state.
  var simulatedScreenBounds: CGRect?
  /// The bounds an app set with ``screenBounds``, which take precedence over the automatic ones.
  var screenBoundsOverride: CGRect?
  /// ``screenBounds`` when the keyboard's state was last recorded. During a rotation the keyboard is judged against
  /// them: the screen's own bounds turn with the interface before the rotation's show arrives.
  private var recordedScreenBounds: CGRect?
  /// The state changed without an update during a delivery; state listeners hear of it when the delivery ends.
  private var stateChangedDuringDelivery = false

  /// The end frame of the delivered hide that is in force: the keyboard counts as hidden, whatever its frames say,
  /// until a show or a change-frame that moves it elsewhere. See ``KeyboardSnapshot``.
  private var hideEndFrame: CGRect?
  /// Whether the observer is handing the current state to a delegate or closure that asked for it when it was
  /// added (``addDelegate(_:replayingCurrentState:)``): the keyboard is not moving, so lay out without animation.
  /// `animateWithKeyboardProperties` does so by itself; a delegate that animates on its own checks this, since
  /// delegate methods do not carry ``KeyboardUpdate/isReplay``.
  public private(set) var isReplayingCurrentState = false
  /// The KeyboardAnimation module's animator for this observer, if an app or a test set one.
  package var animatorStorage: AnyObject?

  /// Creates an observer of `notificationCenter`. It observes once ``start()`` is called.
  ///
  /// Tests pass their own `NotificationCenter` and post UIKit's notification names into it.
  public init(notificationCenter: NotificationCenter = .default) {
    self.notificationCenter = notificationCenter
  }

  // MARK: Observing

  /// Starts observing keyboard notifications. Calling it again while observing changes nothing.
  public func start() {
    guard subscription == nil else { return }
    subscriptionGeneration &+= 1
    let generation = subscriptionGeneration
    subscription = NotificationSubscription(center: notificationCenter) { [weak self] event, notification in
      guard let observer = self else { return }
      let received = ReceivedNotification(
        event: event, properties: KeyboardProperties(userInfo: notification.userInfo ?? [:]),
        object: NotificationObject(notification.object), generation: generation)
      // Spelled out rather than through `MainActorHop.run`: the synchronous path then needs no escaping closure,
      // which would cost an allocation per notification.
      if MainActorHop.isOnMainActor {
        MainActor.assumeIsolated { observer.receive(received) }
      } else {
        DispatchQueue.main.async { MainActor.assumeIsolated { observer.receive(received) } }
      }
    }
  }

  /// Stops observing. Nothing is delivered afterwards, not even notifications already queued from other threads.
  /// The streams made by ``updates`` finish.
  ///
  /// The observer forgets the keyboard's state, since it cannot see what happens while stopped:
  /// ``lastKeyboardProperties`` becomes `nil`, ``isKeyboardVisible`` `false`, `keyboardScreen` `nil`, and a rotation
  /// in progress ends without delivering anything. `KeyboardState` and overlap observations follow (overlaps become
  /// 0) and keep observing; ``screenBounds`` an app set, delegates and closure handlers are kept. Calling it while
  /// stopped changes nothing. ``start()`` observes again.
  public func stop() {
    guard subscription != nil else { return }
    subscription = nil
    subscriptionGeneration &+= 1
    rotationDeadline?.cancel()
    rotationDeadline = nil
    filter = KeyboardEventFilter()
    placementTracker.forgetPosition()
    lastKeyboardProperties = nil
    hideEndFrame = nil
    lastNotificationObject = nil
    simulatedScreenBounds = nil
    recordedScreenBounds = nil
    listeners.observerDidStop(snapshot)
  }

  /// Whether the observer is started.
  public var isObserving: Bool { subscription != nil }

  // MARK: Delegates

  /// Adds a delegate, held weakly. Delegates are called in the order they were added; adding one twice keeps one.
  ///
  /// A delegate added while the keyboard is shown hears nothing until the next keyboard event, as with
  /// VFKeyboardObserver, unless it asks for the current state:
  ///
  /// ```swift
  /// KeyboardObserver.shared.addDelegate(self, replayingCurrentState: true)
  /// ```
  ///
  /// - Parameters:
  ///   - delegate: The delegate. Adding it again changes nothing, and replays nothing.
  ///   - replayingCurrentState: When `true` and the keyboard is on screen, the delegate is called at once, before
  ///     this method returns, with the updates iOS posts for a show: will-change-frame and will-show (with
  ///     `interfaceOrientationWillChange: true` while the interface rotates), then did-change-frame and did-show if
  ///     the keyboard finished appearing. A keyboard that iPadOS shows with change-frames only gets the two
  ///     change-frames. Each update carries ``lastKeyboardProperties`` and ``KeyboardUpdate/isReplay``, and
  ///     `animateWithKeyboardProperties` applies layout at once while they are delivered. When the keyboard is
  ///     hidden or unknown, nothing is called. Other delegates hear none of it.
  public func addDelegate(_ delegate: any KeyboardObserverDelegate, replayingCurrentState: Bool = false) {
    let isNew = !delegates.contains(delegate)
    delegates.add(delegate)
    if replayingCurrentState && isNew {
      // A delegate that removes itself during its replay hears no more of it, as in a delivery.
      replayCurrentState { update in
        if delegates.contains(delegate) { delegate.receive(update, from: self) }
      }
    }
  }

  /// Removes a delegate. It is not called again, not even later in a delivery that is under way.
  public func removeDelegate(_ delegate: any KeyboardObserverDelegate) {
    delegates.remove(delegate)
  }

  // MARK: Rotation

  /// Tells the observer that the interface is about to rotate; call it from `viewWillTransition(to:with:)`.
  ///
  /// See "Rotation" in the type's documentation. Calling it again during a rotation restarts the timeout.
  public func interfaceOrientationWillChange() {
    guard filter.beginRotation() else { return }
    stateDidChangeWithoutUpdate()
    rotationDeadline?.cancel()
    let nanoseconds = UInt64(Self.clampedTimeout(orientationChangeTimeout) * 1_000_000_000)
    rotationDeadline = Task { [weak self] in
      try? await Task.sleep(nanoseconds: nanoseconds)
      guard !Task.isCancelled else { return }
      self?.interfaceOrientationDidChange()
    }
  }

  /// Tells the observer that the rotation finished. Calling it when no rotation is under way changes nothing.
  public func interfaceOrientationDidChange() {
    rotationDeadline?.cancel()
    rotationDeadline = nil
    guard filter.isRotating else { return }
    let generation = subscriptionGeneration
    // Queued like any update; the keyboard already moved, so layout follows them at once. A delegate may stop the
    // observer while the first is delivered; the rest are then dropped.
    for update in filter.endRotation() where generation == subscriptionGeneration {
      deliver(update, alreadyMoved: true)
    }
    if generation == subscriptionGeneration { stateDidChangeWithoutUpdate() }
  }

  /// How long a rotation may last, in seconds, before it ends by itself. Defaults to 1 second.
  ///
  /// Values are clamped to 0...60 when a rotation starts; NaN counts as the default.
  public var orientationChangeTimeout: TimeInterval = 1

  /// Whether a rotation is under way: from ``interfaceOrientationWillChange()``, while the keyboard was shown,
  /// to its end.
  public var isInterfaceOrientationChanging: Bool { filter.isRotating }

  // MARK: State

  /// The properties of the last event delivered to delegates, or `nil` before the first one and after ``stop()``.
  ///
  /// Change-frame events delivered during a rotation do not change it: they trace the keyboard leaving and coming
  /// back, while the keyboard stays shown. Nor do change-frames with a zero end frame, which iPadOS sends while a
  /// floating keyboard is dragged. ``keyboardPlacement`` and `KeyboardState` follow it.
  public private(set) var lastKeyboardProperties: KeyboardProperties?

  /// Whether the last delivered show or hide was a show.
  public var isKeyboardVisible: Bool { filter.visibility == .shown }

  /// The keyboard as the observer last delivered it: what a listener that starts now needs to know. See
  /// ``KeyboardSnapshot`` for what "current" means through hides, rotations and ``stop()``.
  public var snapshot: KeyboardSnapshot {
    // Mid-rotation, the keyboard the last show left is judged against the screen it was shown on.
    let bounds =
      isInterfaceOrientationChanging && screenBoundsOverride == nil
      ? recordedScreenBounds ?? screenBounds : screenBounds
    return KeyboardSnapshot(
      properties: lastKeyboardProperties, isVisible: isKeyboardVisible,
      isInterfaceOrientationChanging: isInterfaceOrientationChanging, screenBounds: bounds,
      isHiddenByHide: hideEndFrame != nil)
  }

  // MARK: Delivery

  /// A notification parsed on the posting thread, on its way to the main actor.
  private struct ReceivedNotification: Sendable {
    var event: KeyboardEvent
    var properties: KeyboardProperties
    var object: NotificationObject
    var generation: Int
  }

  private func receive(_ notification: ReceivedNotification) {
    guard notification.generation == subscriptionGeneration else { return }
    // Before filtering: a dropped duplicate still tells which screen the keyboard is on now.
    lastNotificationObject = notification.object.object
    simulatedScreenBounds = (notification.object.object as? SimulatedScreen)?.bounds
    guard let update = filter.filter(notification.event, notification.properties) else { return }
    deliver(update)
  }

  /// Queues `update` behind the delivery under way, if any, and otherwise delivers it and everything queued during
  /// it, in order. A delegate that makes UIKit post a keyboard notification (by changing the first responder, say)
  /// would otherwise have that newer update reach the delegates after it before the older one.
  private func deliver(_ update: KeyboardUpdate, alreadyMoved: Bool = false) {
    pendingUpdates.append(PendingUpdate(update: update, alreadyMoved: alreadyMoved))
    inDeliveryOrder {}
  }

  /// An update waiting for the delivery under way. `alreadyMoved`: a hide held back during a rotation, delivered
  /// when it ends, after the keyboard moved.
  private struct PendingUpdate {
    var update: KeyboardUpdate
    var alreadyMoved: Bool
  }

  /// Runs `body`, during which new updates wait, then delivers every waiting update in order. Inside a delivery it
  /// only runs `body`: the delivery under way delivers what waits when `body` is done.
  private func inDeliveryOrder(_ body: () -> Void) {
    guard !isDelivering else { return body() }
    isDelivering = true
    defer {
      isDelivering = false
      pendingUpdates.removeAll(keepingCapacity: true)
    }
    body()
    let generation = subscriptionGeneration
    var next = 0
    while next < pendingUpdates.count, generation == subscriptionGeneration {
      deliverNow(pendingUpdates[next].update, alreadyMoved: pendingUpdates[next].alreadyMoved)
      next += 1
    }
    if stateChangedDuringDelivery {
      stateChangedDuringDelivery = false
      if generation == subscriptionGeneration { listeners.stateDidChange(snapshot, motion: .immediate) }
    }
  }

  /// Hands one update to every surface. A callback that stops the observer ends the delivery at once.
  private func deliverNow(_ update: KeyboardUpdate, alreadyMoved: Bool) {
    record(update)
    let placementEvents = placementTracker.record(update, in: screenBounds, isRotating: filter.isRotating)
    // Taken before anyone is called: a stream, handler or listener added during the delivery starts with the next.
    let streams = listeners.streamsSnapshot()
    let newestListener = listeners.newestID
    let generation = subscriptionGeneration
    delegates.broadcast { delegate in
      guard generation == subscriptionGeneration else { return }
      delegate.receive(update, from: self)
    }
    for placementEvent in placementEvents {
      delegates.broadcast { delegate in
        guard generation == subscriptionGeneration else { return }
        delegate.receive(placementEvent, update.properties, from: self)
      }
    }
    guard generation == subscriptionGeneration else { return }
    listeners.send(
      update, motion: alreadyMoved ? .immediate : motion(of: update), to: streams, upTo: newestListener,
      // A handler may stop the observer or change its state: later ones see what is current, or nothing.
      while: { generation == self.subscriptionGeneration }, snapshot: { self.snapshot })
  }

  /// Updates the state that ``snapshot`` reports.
  private func record(_ update: KeyboardUpdate) {
    let properties = update.properties
    switch update.event {
    case .willShow, .didShow:
      hideEndFrame = nil
    case .willHide, .didHide:
      hideEndFrame = properties.endFrame
    case .willChangeFrame, .didChangeFrame:
      // Mid-rotation change-frames trace the keyboard leaving and coming back, and a floating keyboard being dragged
      // reports zero frames: neither says where the keyboard rests.
      guard !filter.isRotating, properties.endFrame != .zero else { return }
      if let hidden = hideEndFrame, hidden != properties.endFrame { hideEndFrame = nil }
    }
    lastKeyboardProperties = properties
    recordedScreenBounds = screenBounds
  }

  /// How a layout that follows `update` moves: with the keyboard's animation for a will-event, at once during a
  /// rotation, for a replay, and for a did-event, since the keyboard is already there.
  private func motion(of update: KeyboardUpdate) -> KeyboardMotion {
    guard update.event.isAnnouncement, !update.isReplay, !filter.isRotating else { return .immediate }
    return KeyboardMotion(update.properties)
  }

  // MARK: Replaying the current state

  /// The updates that bring a listener from "hidden" to the current state: what iOS posts for a show, marked as a
  /// replay. Empty while the keyboard is hidden or unknown.
  func currentStateReplay() -> [KeyboardUpdate] {
    guard let properties = lastKeyboardProperties, hideEndFrame == nil else { return [] }
    func replay(_ event: KeyboardEvent) -> KeyboardUpdate {
      KeyboardUpdate(
        event: event, properties: properties,
        interfaceOrientationWillChange: event == .willShow && isInterfaceOrientationChanging, isReplay: true)
    }
    if isKeyboardVisible {
      let announced = [replay(.willChangeFrame), replay(.willShow)]
      return filter.awaitsDidShow ? announced : announced + [replay(.didChangeFrame), replay(.didShow)]
    }
    // A keyboard on screen without a show: iPadOS announces the floating keyboard with change-frames only.
    guard let placement = snapshot.placement, placement != .hidden else { return [] }
    return [replay(.willChangeFrame), replay(.didChangeFrame)]
  }

  /// Calls `receive` with each update of ``currentStateReplay()``, with ``isReplayingCurrentState`` set. Keyboard
  /// notifications posted meanwhile wait until the replay is done, so that the listener sees the current state
  /// before anything newer.
  func replayCurrentState(to receive: (KeyboardUpdate) -> Void) {
    let replay = currentStateReplay()
    guard !replay.isEmpty else { return }
    inDeliveryOrder {
      let wasReplaying = isReplayingCurrentState
      isReplayingCurrentState = true
      defer { isReplayingCurrentState = wasReplaying }
      let generation = subscriptionGeneration
      for update in replay where generation == subscriptionGeneration { receive(update) }
    }
  }

  /// Tells the state listeners (`KeyboardState`, overlap observations) about a change that came with no update; during
  /// a delivery, once it is done, so that they never hear a state older than one they were told.
  func stateDidChangeWithoutUpdate() {
    guard !isDelivering else {
      stateChangedDuringDelivery = true
      return
    }
    listeners.stateDidChange(snapshot, motion: .immediate)
  }

  private static func clampedTimeout(_ timeout: TimeInterval) -> TimeInterval {
    timeout.isNaN ? 1 : min(max(timeout, 0), 60)
  }
}
