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
///     bottomConstraint.constant = properties.endFrame.height
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
/// Besides delegates, ``observe(_:handler:)`` calls a closure and ``updates`` is an `AsyncStream`; both see exactly
/// the updates delegates see. For each update, delegates are called first, in the order they were added, then
/// closure handlers in the order they were registered, then every stream receives it.
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
  /// Closure handlers and async streams; see `KeyboardObserver+Listening.swift`.
  let listeners = KeyboardListeners()
  private var subscription: NotificationSubscription?
  /// Changes at every start and stop, so that deliveries queued by an earlier subscription are dropped.
  private var subscriptionGeneration = 0
  private var filter = KeyboardEventFilter()
  private var rotationDeadline: Task<Void, Never>?
  /// Updates that arrived while another was being delivered; see `deliver(_:)`.
  private var pendingUpdates: [KeyboardUpdate] = []
  private var isDelivering = false
  /// Placement, docked heights and derived events; see KeyboardObserver+Placement.swift.
  var placementTracker = KeyboardPlacementTracker()
  /// The `object` of the last notification received while observing; read as a `UIScreen` by `keyboardScreen` in
  /// KeyboardObserver+Screen.swift. Weak, so that a screen that is disconnected is not kept alive.
  weak var lastNotificationObject: AnyObject?

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
  /// in progress ends without delivering anything. Calling it while stopped changes nothing. ``start()`` observes
  /// again.
  public func stop() {
    guard subscription != nil else { return }
    subscription = nil
    subscriptionGeneration &+= 1
    rotationDeadline?.cancel()
    rotationDeadline = nil
    filter = KeyboardEventFilter()
    placementTracker.forgetPosition()
    lastKeyboardProperties = nil
    lastNotificationObject = nil
    listeners.observerDidStop()
  }

  /// Whether the observer is started.
  public var isObserving: Bool { subscription != nil }

  // MARK: Delegates

  /// Adds a delegate, held weakly. Delegates are called in the order they were added; adding one twice keeps one.
  public func addDelegate(_ delegate: any KeyboardObserverDelegate) {
    delegates.add(delegate)
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
    let generation = subscriptionGeneration
    // A delegate may stop the observer while the first held hide is delivered; the rest must not follow.
    for update in filter.endRotation() where generation == subscriptionGeneration { deliver(update) }
  }

  /// How long a rotation may last, in seconds, before it ends by itself. Defaults to 1 second.
  ///
  /// Values are clamped to 0...60 when a rotation starts; NaN counts as the default.
  public var orientationChangeTimeout: TimeInterval = 1

  /// Whether a rotation is under way: from ``interfaceOrientationWillChange()``, while the keyboard was shown,
  /// to its end.
  public var isInterfaceOrientationChanging: Bool { filter.isRotating }

  // MARK: State

  /// The properties of the last event delivered to delegates, or `nil` before the first one.
  ///
  /// Change-frame events delivered during a rotation do not change it: they trace the keyboard leaving and coming
  /// back, while the keyboard stays shown. ``keyboardPlacement`` and `KeyboardState` follow it.
  public private(set) var lastKeyboardProperties: KeyboardProperties?

  /// Whether the last delivered show or hide was a show.
  public var isKeyboardVisible: Bool { filter.visibility == .shown }

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
    guard let update = filter.filter(notification.event, notification.properties) else { return }
    deliver(update)
  }

  /// Queues `update` behind the delivery under way, if any, and otherwise delivers it and everything queued during
  /// it, in order. A delegate that makes UIKit post a keyboard notification (by changing the first responder, say)
  /// would otherwise have that newer update reach the delegates after it before the older one.
  private func deliver(_ update: KeyboardUpdate) {
    pendingUpdates.append(update)
    guard !isDelivering else { return }
    isDelivering = true
    defer {
      isDelivering = false
      pendingUpdates.removeAll(keepingCapacity: true)
    }
    let generation = subscriptionGeneration
    var next = 0
    while next < pendingUpdates.count, generation == subscriptionGeneration {
      deliverNow(pendingUpdates[next])
      next += 1
    }
  }

  /// Hands one update to every surface. A callback that stops the observer ends the delivery at once.
  private func deliverNow(_ update: KeyboardUpdate) {
    let isChangeFrame = update.event == .willChangeFrame || update.event == .didChangeFrame
    // Mid-rotation change-frames trace the keyboard leaving and coming back; the shown keyboard stays the state.
    if !(isChangeFrame && filter.isRotating) { lastKeyboardProperties = update.properties }
    let placementEvent = placementTracker.record(update, isRotating: filter.isRotating)
    let streams = listeners.streamsSnapshot()
    let generation = subscriptionGeneration
    delegates.broadcast { delegate in
      guard generation == subscriptionGeneration else { return }
      delegate.receive(update, from: self)
    }
    if let placementEvent {
      delegates.broadcast { delegate in
        guard generation == subscriptionGeneration else { return }
        delegate.receive(placementEvent, update.properties, from: self)
      }
    }
    guard generation == subscriptionGeneration else { return }
    listeners.send(update, to: streams)
  }

  private static func clampedTimeout(_ timeout: TimeInterval) -> TimeInterval {
    timeout.isNaN ? 1 : min(max(timeout, 0), 60)
  }
}
