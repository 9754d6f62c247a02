import Foundation
@_spi(Tools) import KeyboardAnimation
@_spi(Tools) import KeyboardBroadcast
@_spi(Tools) import KeyboardSimulation

/// Plays a script through the real pieces: a `KeyboardObserver` of a private `NotificationCenter`, two demo
/// delegates, and `animateWithKeyboardProperties`, and writes down what each step caused.
///
/// Nothing sleeps: notifications are posted one after the other on the main actor, where the observer delivers
/// them before `post` returns, and the timeline takes its times from the script.
@MainActor enum ReplayPlayer {
  static func play(_ script: ReplayScript) -> ReplayTimeline {
    let center = NotificationCenter()
    let observer = KeyboardObserver(notificationCenter: center)
    if let bounds = script.assignedScreenBounds { observer.screenBounds = bounds }
    observer.start()
    defer { observer.stop() }

    let log = ReplayLog()
    let animator = RecordingKeyboardAnimator()
    observer.animator = animator
    let chat = ChatScreenDelegate(observer: observer, animator: animator, log: log)
    let status = KeyboardStatusDelegate(log: log)
    observer.addDelegate(chat)
    observer.addDelegate(status)
    // A handler sees exactly the updates delegates see, so an empty list after a post means the observer dropped it.
    let observation = observer.observe { update in log.deliveredUpdates.append(update) }
    defer { observation.cancel() }

    var rows: [ReplayTimeline.Row] = []
    var rotationTimeout = RotationTimeout(observer: observer)
    // Records what the step caused, once it is done.
    func finish(_ row: inout ReplayTimeline.Row) {
      row.received = log.calls
      row.layoutChanges = log.layoutChanges
      row.inset = chat.bottomInset
      rows.append(row)
    }
    // Ends the rotation where the observer's timeout would have, before `time`: the player does not wait for it.
    func letTheTimeoutPass(before time: TimeInterval?) {
      guard let deadline = rotationTimeout.deadline(passedBefore: time) else { return }
      log.startStep(at: deadline)
      observer.interfaceOrientationDidChange()
      var row = ReplayTimeline.Row(time: deadline, kind: .rotationTimedOut, inset: 0)
      finish(&row)
    }

    // One display for the whole script, turning as the device did, so that the observer tells a rotation from a move
    // to another screen.
    let display = SimulatedScreen.Display()
    for step in script.steps {
      letTheTimeoutPass(before: step.time)
      log.startStep(at: step.time)
      var row = ReplayTimeline.Row(time: step.time, kind: .orientationDidChange, inset: 0)
      switch step.kind {
      case .action(let description):
        row.kind = .action(description)
      case .notification(let entry):
        let wasRotating = observer.snapshot.isInterfaceOrientationChanging
        let insetBefore = chat.bottomInset
        // The screen each entry recorded, as iOS 16.1 and later post the `UIScreen`: the observer reads its bounds.
        center.post(
          name: entry.event.notificationName,
          object: entry.screenBounds.map { SimulatedScreen(bounds: $0, display: display) },
          userInfo: entry.notificationUserInfo)
        let isRotating = observer.snapshot.isInterfaceOrientationChanging
        if isRotating && !wasRotating {
          // The row goes before the notification's: the observer counts that notification as the rotation's first.
          rows.append(
            .init(
              time: step.time, kind: .rotationSeen(screenBounds: observer.screenBounds ?? .zero), inset: insetBefore))
          rotationTimeout.start(at: step.time)
        }
        row.kind = .notification(entry.event)
        row.outcome = outcome(of: entry.event, delivered: !log.deliveredUpdates.isEmpty, duringRotation: isRotating)
        row.endFrame = entry.properties.endFrame
        if let bounds = observer.screenBounds {
          row.placement = entry.properties.placement(in: bounds)
          row.coveredHeight = entry.properties.overlap(with: bounds, screenBounds: bounds)
        }
      case .drag(let top):
        observer.keyboardDidMoveInteractively(toTop: top)
        row.kind = .drag(toTop: top)
        // The observer's placement, not the frame's: a keyboard dragged low shows as little as a shortcut bar, but
        // it is the docked keyboard under a finger.
        if let properties = observer.snapshot.properties, let bounds = observer.screenBounds {
          row.endFrame = properties.endFrame
          row.placement = observer.snapshot.placement
          row.coveredHeight = properties.overlap(with: bounds, screenBounds: bounds)
        }
      case .orientationWillChange:
        observer.interfaceOrientationWillChange()
        row.kind = .orientationWillChange(rotating: observer.snapshot.isInterfaceOrientationChanging)
        if observer.snapshot.isInterfaceOrientationChanging { rotationTimeout.start(at: step.time) }
      case .orientationDidChange:
        observer.interfaceOrientationDidChange()
      }
      finish(&row)
    }
    letTheTimeoutPass(before: nil)
    return ReplayTimeline(
      kindDescription: script.kindDescription, name: script.name, summary: script.summary,
      deviceDescription: script.deviceDescription,
      screenBounds: script.screenBounds, rows: ReplayMotion.startingWhereTheBarIs(rows))
  }

  /// Why the observer did not deliver a notification, from the rules in `KeyboardObserver`'s documentation.
  private static func outcome(
    of event: KeyboardEvent, delivered: Bool, duringRotation: Bool
  ) -> ReplayTimeline.Outcome {
    if delivered { return .delivered }
    switch event {
    case .willHide, .didHide: return duringRotation ? .heldBack : .alreadyHidden
    case .willShow, .didShow, .willChangeFrame, .didChangeFrame: return .duplicate
    }
  }
}

/// When the observer's `orientationChangeTimeout` ends a rotation on the script's clock: the observer's own timer
/// runs on the real one, which the player never waits for.
@MainActor struct RotationTimeout {
  let observer: KeyboardObserver
  private var startTime: TimeInterval?

  init(observer: KeyboardObserver) {
    self.observer = observer
  }

  /// A rotation began at `time`, or a call restarted its timeout.
  mutating func start(at time: TimeInterval) {
    startTime = time
  }

  /// The time the timeout fired, if it did before `time` (`nil`: by the end of the script) and the rotation is still
  /// under way; it then counts as fired.
  mutating func deadline(passedBefore time: TimeInterval?) -> TimeInterval? {
    guard let startTime, observer.snapshot.isInterfaceOrientationChanging else {
      startTime = nil
      return nil
    }
    let deadline = startTime + observer.orientationChangeTimeout
    // The script's times are sums of its steps, which may round: a notification due at the deadline comes first.
    guard time.map({ $0 > deadline + 1e-9 }) ?? true else { return nil }
    self.startTime = nil
    return deadline
  }
}

/// What the delegates and the animator did during the current step.
@MainActor final class ReplayLog {
  private(set) var time: TimeInterval = 0
  var deliveredUpdates: [KeyboardUpdate] = []
  var calls: [ReplayTimeline.DelegateCall] = []
  var layoutChanges: [ReplayTimeline.LayoutChange] = []

  func startStep(at time: TimeInterval) {
    self.time = time
    deliveredUpdates = []
    calls = []
    layoutChanges = []
  }

  func received(_ delegate: String, _ method: String, rotating: Bool? = nil) {
    calls.append(.init(delegate: delegate, method: method, interfaceOrientationWillChange: rotating))
  }
}

/// Stands in for a chat screen's view controller: its input bar sits on the keyboard, so the screen's bottom inset
/// follows the keyboard's overlap, changed through `animateWithKeyboardProperties` on every will-event that moves
/// the keyboard.
@MainActor final class ChatScreenDelegate: KeyboardObserverDelegate {
  static let name = "chat"
  private let observer: KeyboardObserver
  private let animator: RecordingKeyboardAnimator
  private let log: ReplayLog
  private(set) var bottomInset: CGFloat = 0

  init(observer: KeyboardObserver, animator: RecordingKeyboardAnimator, log: ReplayLog) {
    self.observer = observer
    self.animator = animator
    self.log = log
  }

  /// The view's frame in screen coordinates: the whole screen, like a full-screen window, turning with it.
  private var viewFrame: CGRect { observer.screenBounds ?? .zero }

  func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillShowWith properties: KeyboardProperties,
    interfaceOrientationWillChange: Bool
  ) {
    log.received(Self.name, "willShow", rotating: interfaceOrientationWillChange)
    layOut(for: properties, trigger: interfaceOrientationWillChange ? "willShow(rotating)" : "willShow")
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillHideWith properties: KeyboardProperties) {
    log.received(Self.name, "willHide")
    layOut(for: properties, trigger: "willHide")
  }

  func keyboardObserver(
    _ observer: KeyboardObserver, keyboardDidMoveInteractivelyWith properties: KeyboardProperties
  ) {
    log.received(Self.name, "didMoveInteractively")
    layOut(for: properties, trigger: "didMoveInteractively", followingTheFinger: true)
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillUndockWith properties: KeyboardProperties) {
    log.received(Self.name, "willUndock")
    layOut(for: properties, trigger: "willUndock")
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillDockWith properties: KeyboardProperties) {
    log.received(Self.name, "willDock")
    layOut(for: properties, trigger: "willDock")
  }

  func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillMoveWhileUndockedWith properties: KeyboardProperties
  ) {
    log.received(Self.name, "willMoveWhileUndocked")
    layOut(for: properties, trigger: "willMoveWhileUndocked")
  }

  /// Moves the input bar onto the keyboard: with the keyboard's animation, or at once while a finger drags the
  /// keyboard, since the bar must stay under the finger rather than catch up with it.
  private func layOut(for properties: KeyboardProperties, trigger: String, followingTheFinger: Bool = false) {
    let target = properties.overlap(with: viewFrame, screenBounds: viewFrame)
    let from = bottomInset
    let motionCount = animator.motions.count
    if followingTheFinger {
      observer.animate(.immediate) { self.bottomInset = target }
    } else {
      observer.animateWithKeyboardProperties { self.bottomInset = target }
    }
    // The timeline has no clock to run animations on: each finishes as soon as it has been asked for.
    animator.completeAnimations()
    let mode: ReplayTimeline.LayoutChange.Mode
    switch animator.motions.count > motionCount ? animator.motions.last : nil {
    case .animated(let duration, let curve)?: mode = .animated(duration: duration, curve: curve)
    case .immediate?: mode = .immediate
    case nil: return
    }
    log.layoutChanges.append(
      .init(
        delegate: Self.name, trigger: trigger, time: log.time, mode: mode, fromInset: from, toInset: bottomInset,
        followsTheFinger: followingTheFinger))
  }
}

/// Stands in for a view model that shows the keyboard's state, for example to show a "hide keyboard" button only
/// while a keyboard covers the screen. It listens to did-events, when the keyboard has settled.
@MainActor final class KeyboardStatusDelegate: KeyboardObserverDelegate {
  static let name = "status"
  private let log: ReplayLog

  init(log: ReplayLog) {
    self.log = log
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidShowWith properties: KeyboardProperties) {
    log.received(Self.name, "didShow")
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidHideWith properties: KeyboardProperties) {
    log.received(Self.name, "didHide")
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidUndockWith properties: KeyboardProperties) {
    log.received(Self.name, "didUndock")
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidDockWith properties: KeyboardProperties) {
    log.received(Self.name, "didDock")
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidMoveWhileUndockedWith properties: KeyboardProperties) {
    log.received(Self.name, "didMoveWhileUndocked")
  }
}
