import Foundation

/// Turns UIKit's keyboard notifications into calls on any number of weakly held delegates, closures, streams and
/// publishers.
///
/// ``shared`` is started when first used and lives as long as the app. An observer made with
/// ``init(notificationCenter:)`` observes once ``start()`` is called. To move a view with the keyboard, follow its
/// overlap with `observeOverlap(with:handler:)`; <doc:GettingStarted> shows each way to listen.
///
/// <doc:DeliveryRules> says what it delivers, to whom and in what order.
@MainActor public final class KeyboardObserver {
  /// The observer of `NotificationCenter.default`, started the first time it is used.
  public static let shared: KeyboardObserver = {
    let observer = KeyboardObserver()
    observer.start()
    return observer
  }()

  /// The center the observer hears keyboard notifications from, and UIKit's editing notifications.
  package let notificationCenter: NotificationCenter
  /// The delegates, held weakly, in the order they were added.
  let delegates = DelegateRegistry<any KeyboardObserverDelegate>()
  let listeners = KeyboardListeners()
  /// Everything the observer knows about the keyboard.
  var state = KeyboardStateMachine()
  private var subscription: NotificationSubscription?
  /// Valid from ``start()`` to ``stop()``: whatever was received or begun under it is dropped once it is not.
  private(set) var token = DeliveryToken()
  /// Ends a rotation that ``interfaceOrientationDidChange()`` does not end in time.
  var rotationDeadline: Task<Void, Never>?
  /// Notifications that arrived while another was being delivered; see `deliverInOrder(_:)`.
  private var pending: [Pending] = []
  private var isDelivering = false
  /// The state changed with no update during a delivery; listeners hear of it when the delivery ends.
  private var stateChangedDuringDelivery = false
  /// Listeners asked to measure again during a delivery (`measureAgain(_:)`), in the order they asked.
  private var listenersToMeasureAgain: [UInt64] = []
  /// Whether followers measure again on the next turn of the main queue, and the motion they then report with.
  private var isMeasuringAgainNextTurn = false
  private var nextTurnMotion = KeyboardMotion.immediate
  #if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)
    /// Follows the interactive dismissal in the app's windows, and the interface's orientation where text is
    /// edited, while started.
    var appWindows: AppWindowTracker?
  #endif
  /// Decides what each signal of an interactive dismissal changes.
  var dragFollower = InteractiveDragFollower()
  /// Brings a dragged keyboard back to rest when the finger lifted and UIKit posted nothing; see `receive(_:)` for
  /// drag signals.
  var dragDeadline: Task<Void, Never>?
  /// How long after the finger lifts a dragged keyboard waits for UIKit's notification before it returns to rest.
  package var dragSettleDelay: TimeInterval = 0.5

  /// Whether the observer is handing the current state to a delegate or closure that asked for it when it was
  /// added (``addDelegate(_:replayingCurrentState:)``): the keyboard is not moving, so `animateWithKeyboardProperties`
  /// lays out without animation.
  package internal(set) var isReplayingCurrentState = false
  /// How long a rotation may last, in seconds, before it ends by itself: 1 by default. Values are clamped to 0...60
  /// when a rotation starts; NaN counts as 1. See <doc:HandlingRotation>.
  public var orientationChangeTimeout: TimeInterval = 1
  /// The KeyboardAnimation module's animator for this observer, if an app or a test set one.
  package var animatorStorage: AnyObject?

  /// Creates an observer of `notificationCenter`, which observes once ``start()`` is called. Tests pass their own
  /// center.
  public init(notificationCenter: NotificationCenter = .default) {
    self.notificationCenter = notificationCenter
    token.invalidate()
  }

  // MARK: Observing

  /// Starts observing keyboard notifications. Calling it again while observing changes nothing.
  public func start() {
    guard subscription == nil else { return }
    let token = DeliveryToken()
    self.token = token
    #if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)
      appWindows = AppWindowTracker(center: notificationCenter) { [weak self] signal in self?.receive(signal) }
    #endif
    subscription = NotificationSubscription(center: notificationCenter) { [weak self] event, notification in
      guard let self else { return }
      let received = Pending(
        event: event, properties: KeyboardProperties(userInfo: notification.userInfo ?? [:]),
        object: NotificationObject(notification.object), token: token)
      MainActorHop.run { self.receive(received) }
    }
  }

  /// Stops observing. Nothing is delivered afterwards, not even notifications queued from other threads.
  ///
  /// The observer forgets the keyboard, as before the first event, and a rotation under way ends silently. Streams
  /// from ``updates`` finish. Other listeners hear the forgotten state and keep listening. Delegates and an app's
  /// ``screenBounds`` are kept. Calling it while stopped changes nothing.
  public func stop() {
    guard subscription != nil else { return }
    subscription = nil
    token.invalidate()
    #if canImport(UIKit) && !os(watchOS) && !os(tvOS) && !os(visionOS)
      appWindows?.stop()
      appWindows = nil
    #endif
    dragDeadline?.cancel()
    dragDeadline = nil
    dragFollower.reset()
    isMeasuringAgainNextTurn = false
    rotationDeadline?.cancel()
    rotationDeadline = nil
    state.forgetKeyboard()
    tellListeners(KeyboardChange(snapshot: snapshot, motion: .immediate, observerStopped: true))
  }

  /// Whether the observer is started.
  public var isObserving: Bool { subscription != nil }

  // MARK: Delivery

  /// A notification on its way to delivery: parsed on the posting thread, or a hide held back by a rotation.
  private struct Pending: Sendable {
    var event: KeyboardEvent
    var properties: KeyboardProperties
    var object = NotificationObject.none
    var token: DeliveryToken
    /// A hide held back during a rotation, delivered when it ends, after the keyboard moved.
    var alreadyMoved = false
  }

  /// Delivers the hides a rotation held back, received again now that no rotation holds them; the keyboard already
  /// moved, so layout follows them at once.
  func deliverHeldHides(_ held: [KeyboardUpdate]) {
    deliverInOrder(held.map { Pending(event: $0.event, properties: $0.properties, token: token, alreadyMoved: true) })
    if token.isValid { stateDidChangeWithoutUpdate() }
  }

  private func receive(_ notification: Pending) {
    guard notification.token.isValid else { return }
    // UIKit said where the keyboard goes: a drag is over, and a dragged keyboard no longer waits to return to rest
    // by itself.
    dragDeadline?.cancel()
    dragDeadline = nil
    dragFollower.reset()
    // A notification that is dropped as a repeat still tells which screen the keyboard is on now.
    state.notifiedScreen = NotifiedScreen(notification.object)
    // Delivered at once when nothing else is: queued only behind a delivery under way.
    guard !isDelivering else { return pending.append(notification) }
    isDelivering = true
    deliverNow(notification)
    endDelivery()
  }

  /// Delivers `notifications` after the delivery under way, if any. A delegate that makes UIKit post a keyboard
  /// notification (by changing the first responder, say) would otherwise have that newer update reach the
  /// delegates after it before the older one.
  private func deliverInOrder(_ notifications: some Collection<Pending>) {
    pending.append(contentsOf: notifications)
    inDeliveryOrder {}
  }

  /// Runs `body`, during which new notifications wait, then delivers every waiting one in order. Inside a delivery
  /// it only runs `body`: the delivery under way delivers what waits when `body` is done.
  func inDeliveryOrder(_ body: () -> Void) {
    guard !isDelivering else { return body() }
    isDelivering = true
    body()
    endDelivery()
  }

  /// Delivers every notification that waits, tells listeners of a change no update carried, and ends the delivery
  /// that `isDelivering` marks. A notification that arrives while they are told is delivered too. What changed without
  /// an update is told at most twice, so that a listener whose layout changes its own value cannot keep the delivery
  /// going; what is asked after that is dropped, since the listeners were just told the state it would tell.
  private func endDelivery() {
    var next = 0
    var passes = 0
    while token.isValid {
      while next < pending.count, pending[next].token.isValid {
        deliverNow(pending[next])
        next += 1
      }
      guard next == pending.count, passes < 2, stateChangedDuringDelivery || !listenersToMeasureAgain.isEmpty
      else { break }
      passes += 1
      tellChangesWithoutUpdate()
    }
    isDelivering = false
    pending.removeAll(keepingCapacity: true)
    stateChangedDuringDelivery = false
    listenersToMeasureAgain = []
  }

  /// Tells the listeners what changed during the delivery without an update: every listener, if the state did, or
  /// else the ones asked to measure again.
  private func tellChangesWithoutUpdate() {
    let measuringAgain = listenersToMeasureAgain
    listenersToMeasureAgain = []
    let change = KeyboardChange(snapshot: snapshot, motion: .immediate)
    if stateChangedDuringDelivery {
      stateChangedDuringDelivery = false
      tellListeners(change)
    } else {
      for id in measuringAgain { listeners.tell(id, change) }
    }
  }

  /// Hands one notification to every delegate and listener, if the state lets it through. A callback that stops
  /// the observer ends the delivery at once.
  private func deliverNow(_ notification: Pending) {
    // The keyboard's animation is over: a followed view that moved during it, as UIKit moves a sheet out of the
    // keyboard's way, is measured again, even when this notification is dropped as a repeat.
    if notification.event == .didShow || notification.event == .didChangeFrame { stateChangedDuringDelivery = true }
    let wasRotating = state.isRotating
    let delivery = state.receive(
      notification.event, notification.properties, screenBounds: screenBounds,
      interfaceOrientation: interfaceOrientationRawValue)
    // The interface turned: this notification is the first of the rotation's.
    if state.isRotating && !wasRotating { rotationDidBegin() }
    guard let delivery else { return }
    let update = delivery.update
    let token = notification.token
    // Taken before anyone is called: a delegate or listener added during the delivery starts with the next one
    // (<doc:DeliveryRules>).
    let audience = delegates.snapshot()
    let newest = listeners.newestID
    update.callDelegates(from: self) { call in
      delegates.broadcast(to: audience) { delegate in
        if token.isValid { call(delegate) }
      }
    }
    for placementEvent in delivery.placementEvents {
      delegates.broadcast(to: audience) { delegate in
        if token.isValid { delegate.receive(placementEvent, update.properties, from: self) }
      }
    }
    let motion = notification.alreadyMoved ? .immediate : motion(of: update)
    for listener in listeners.all where listener.id <= newest {
      guard token.isValid else { return }
      // A listener cancelled by an earlier one during this delivery is skipped, as a removed delegate is. Each gets
      // the state as it is when called: an earlier listener may have changed it.
      guard !listener.cancelled.value else { continue }
      listener.hear(KeyboardChange(snapshot: snapshot, motion: motion, update: update))
    }
    if update.event.isAnnouncement, motion != .immediate { measureAgainNextTurn(moving: motion) }
  }

  /// Has every follower measure its target again on the next turn of the main queue, and report a value that
  /// changed with `motion`, the keyboard's animation: views that UIKit moves in reply to the same notification (a
  /// sheet moving out of the keyboard's way) have moved by then, though none of them was resized.
  private func measureAgainNextTurn(moving motion: KeyboardMotion) {
    nextTurnMotion = motion
    guard !isMeasuringAgainNextTurn else { return }
    isMeasuringAgainNextTurn = true
    let token = token
    DispatchQueue.main.async { [weak self] in
      MainActor.assumeIsolated {
        guard let self else { return }
        self.isMeasuringAgainNextTurn = false
        guard token.isValid else { return }
        if self.isDelivering {
          self.stateChangedDuringDelivery = true
        } else {
          self.tellListeners(KeyboardChange(snapshot: self.snapshot, motion: self.nextTurnMotion))
        }
      }
    }
  }

  /// How a layout that follows `update` moves: with the keyboard's animation for a will-event, at once during a
  /// rotation, for a replay, and for a did-event, since the keyboard is already there.
  private func motion(of update: KeyboardUpdate) -> KeyboardMotion {
    guard update.event.isAnnouncement, !update.isReplay, !state.isRotating else { return .immediate }
    return KeyboardMotion(update.properties)
  }

  /// Tells every listener about a change, at once.
  private func tellListeners(_ change: KeyboardChange) {
    for listener in listeners.all where !listener.cancelled.value { listener.hear(change) }
  }

  /// Tells the listeners about a change that came with no update; during a delivery, once it is done, so that they
  /// never hear a state older than one they were told.
  func stateDidChangeWithoutUpdate() {
    guard !isDelivering else {
      stateChangedDuringDelivery = true
      return
    }
    tellListeners(KeyboardChange(snapshot: snapshot, motion: .immediate))
  }

  /// Has the follower that `observation` ends measure its target again, at once: its view moved while the keyboard
  /// stood still. Other listeners hear nothing. During a delivery it waits until the delivery is done, as
  /// ``stateDidChangeWithoutUpdate()`` does.
  package func measureAgain(_ observation: KeyboardObservation) {
    guard !observation.isCancelled else { return }
    guard !isDelivering else {
      if !listenersToMeasureAgain.contains(observation.listenerID) {
        listenersToMeasureAgain.append(observation.listenerID)
      }
      return
    }
    listeners.tell(observation.listenerID, KeyboardChange(snapshot: snapshot, motion: .immediate))
  }
}
