import Foundation
import KeyboardBroadcast

/// Drives a `KeyboardObserver` with a sequence of notifications and calls read from fuzz bytes, and checks after
/// every step what delegates were told against what was posted.
@MainActor final class ObserverScenario {
  private let center = NotificationCenter()
  private let observer: KeyboardObserver
  private let primary = RecordingDelegate()
  /// A second delegate that the fuzzer adds and removes; while registered it must hear exactly what the first hears.
  private let secondary = RecordingDelegate()
  private var secondaryIsRegistered = false

  /// The last show or hide posted since the observer started, which delegates must agree with outside rotations.
  private var lastPostedShowOrHide: KeyboardEvent?
  /// Hides posted during the current rotation: the only updates `interfaceOrientationDidChange()` may deliver.
  private var hidesPostedDuringRotation: [Delivery] = []
  /// The timeout of the rotation under way, as the observer took it when the rotation began.
  private var rotationTimeout: TimeInterval = 1
  /// A rectangle the size of a phone's screen, whose overlap an observation follows.
  private let watchedRect = CGRect(x: 0, y: 0, width: 375, height: 667)
  private var overlapObservation: KeyboardObservation?
  private let state: KeyboardState

  init() {
    observer = KeyboardObserver(notificationCenter: center)
    observer.addDelegate(primary)
    observer.start()
    state = KeyboardState(observer: observer)
    let (observer, rect) = (observer, watchedRect)
    overlapObservation = observer.observeOverlap(measuring: { $0.overlap(with: rect) }) { overlap in
      require(
        overlap.height.isFinite && overlap.height >= 0 && overlap.height <= rect.height,
        "an overlap of \(overlap.height) for a \(rect.height)-point rectangle")
      require(overlap.height == observer.snapshot.overlap(with: rect), "an observation disagrees with overlap(with:)")
    }
  }

  func run(_ input: inout FuzzInput) {
    var steps = 0
    // A bound keeps one input from running for long; libFuzzer prefers many short runs.
    while !input.isExhausted, steps < 64 {
      step(&input)
      steps += 1
    }
    // Ends any rotation, which cancels its timeout task, then checks the state a stop must leave.
    stop()
  }

  /// Set `KEYBOARD_FUZZ_TRACE=1` and pass one input file to see what a crashing input does, step by step.
  private static let isTracing = ProcessInfo.processInfo.environment["KEYBOARD_FUZZ_TRACE"] != nil

  private func trace(_ message: @autoclosure () -> String) {
    if Self.isTracing { FileHandle.standardError.write(Data("trace: \(message())\n".utf8)) }
  }

  private func step(_ input: inout FuzzInput) {
    let deliveredBefore = (primary.updates.count, secondary.updates.count)
    defer {
      for update in primary.updates[deliveredBefore.0...] {
        trace(
          "  delivered \(update.event) end \(update.properties.endFrame) rotation \(update.interfaceOrientationWillChange)"
        )
      }
    }
    let secondaryWasRegistered = secondaryIsRegistered
    switch input.choice(14) {
    case 0..<5:
      let event = KeyboardEvent.allCases[input.choice(KeyboardEvent.allCases.count)]
      post(event, &input, fromBackgroundThread: false)
    case 5:
      let event = KeyboardEvent.allCases[input.choice(KeyboardEvent.allCases.count)]
      post(event, &input, fromBackgroundThread: true)
    case 12:
      trace("let the rotation's timeout fire")
      waitForTheRotationTimeout()
    case 6:
      trace("interfaceOrientationWillChange()")
      beginRotation()
    case 7:
      trace("interfaceOrientationDidChange()")
      endRotation()
    case 8:
      // Any number at all; the observer clamps it when a rotation starts.
      observer.orientationChangeTimeout = input.double()
    case 9:
      trace("stop()")
      stop()
    case 10:
      trace("start()")
      observer.start()
      requireNothingDelivered(since: deliveredBefore, "start()")
    default:
      if secondaryIsRegistered {
        observer.removeDelegate(secondary)
      } else {
        addSecondary(replayingCurrentState: input.flag())
      }
      secondaryIsRegistered.toggle()
    }
    if secondaryWasRegistered && secondaryIsRegistered {
      require(
        Array(primary.updates[deliveredBefore.0...]) == Array(secondary.updates[deliveredBefore.1...]),
        "two delegates registered for the whole step heard different updates")
    } else if !secondaryWasRegistered && !secondaryIsRegistered {
      require(secondary.updates.count == deliveredBefore.1, "a removed delegate was called")
    }
    requireStateAgreesWithDeliveries()
  }

  /// The documented exception (Delivery Rules): for a shown keyboard, an end frame of height 0 at the screen's top,
  /// which the cross-fade of Reduce Motion gives, is delivered as where the keyboard rests; everything else as
  /// posted. A hide is never changed.
  private static func isCrossFadeFrameReplaced(
    posted: KeyboardProperties, delivered: KeyboardProperties, _ event: KeyboardEvent
  ) -> Bool {
    let frame = posted.endFrame
    guard event != .willHide, event != .didHide, frame.height == 0, frame.minY == 0, frame.width > 0 else {
      return false
    }
    var rest = delivered
    rest.endFrame = frame
    return rest == posted && delivered.endFrame.height > 0
  }

  // MARK: Steps

  /// Posts a notification, on the main thread as UIKit does, or from a background thread as tests and apps may, in
  /// which case the observer delivers it later on the main actor: the harness then runs the main queue until it has.
  private func post(_ event: KeyboardEvent, _ input: inout FuzzInput, fromBackgroundThread: Bool) {
    let fuzzed = FuzzedUserInfo(&input)
    let properties = fuzzed.check()
    let sendsUserInfo = input.byte() != 0xFF
    // iOS 16.1 and later send the screen as the object; the observer must accept any sender.
    let sendsObject = input.flag()
    let deliveredBefore = primary.updates.count
    let thread = fromBackgroundThread ? " from a background thread" : ""
    trace("post \(event) end \(properties.endFrame)\(sendsUserInfo ? "" : " without userInfo")\(thread)")
    let userInfo = sendsUserInfo ? fuzzed.userInfo : nil
    let wasRotating = observer.snapshot.isInterfaceOrientationChanging
    if fromBackgroundThread {
      postFromBackgroundThread(event, userInfo: userInfo, withObject: sendsObject)
    } else {
      center.post(name: event.notificationName, object: sendsObject ? NSObject() : nil, userInfo: userInfo)
    }
    var delivered = primary.updates[deliveredBefore...]
    let expectedProperties = sendsUserInfo ? properties : KeyboardProperties(userInfo: [:])
    if wasRotating && !observer.snapshot.isInterfaceOrientationChanging {
      // While the harness ran the main queue for a background thread's post, the rotation's timeout fired and ended
      // the rotation, before or after the post's own delivery: what it delivered must be hides held back during the
      // rotation, each at most once. Take them out; the post's own delivery is what remains.
      trace("  the rotation's timeout fired meanwhile")
      var held = hidesPostedDuringRotation
      delivered =
        delivered.filter { update in
          guard let index = held.firstIndex(of: update) else { return true }
          held.remove(at: index)
          return false
        }[...]
      hidesPostedDuringRotation = []
    }
    require(
      delivered.count <= 1,
      "posting \(event)\(thread) delivered \(delivered.map(\.event)), rotating before \(wasRotating), after "
        + "\(observer.snapshot.isInterfaceOrientationChanging), held \(hidesPostedDuringRotation.map(\.event))")
    if let update = delivered.first {
      require(update.event == event, "posting \(event) delivered \(update.event)")
      require(
        update.properties == expectedProperties
          || Self.isCrossFadeFrameReplaced(posted: expectedProperties, delivered: update.properties, event),
        "posting \(event) delivered other properties")
    }
    guard observer.isObserving else {
      require(delivered.isEmpty, "a stopped observer delivered \(event)")
      return
    }
    switch event {
    case .willShow, .didShow, .willHide, .didHide: lastPostedShowOrHide = event
    case .willChangeFrame, .didChangeFrame: break
    }
    if observer.snapshot.isInterfaceOrientationChanging && (event == .willHide || event == .didHide) {
      hidesPostedDuringRotation.append(Delivery(event: event, properties: expectedProperties))
    }
    if event == .willShow || event == .didShow { hidesPostedDuringRotation = [] }
  }

  private func postFromBackgroundThread(_ event: KeyboardEvent, userInfo: [AnyHashable: Any]?, withObject: Bool) {
    // The dictionary holds only NSValue and NSNumber values and the thread only reads it; the semaphore orders the
    // hand-over.
    nonisolated(unsafe) let userInfo = userInfo
    let center = center
    let posted = DispatchSemaphore(value: 0)
    let delivered = DeliveryMark()
    let poster = Thread {
      center.post(name: event.notificationName, object: withObject ? NSObject() : nil, userInfo: userInfo)
      // The observer queued the delivery on the main queue; the main queue is first in, first out, so once this
      // block has run, the delivery has too.
      DispatchQueue.main.async { delivered.set() }
      posted.signal()
    }
    poster.start()
    posted.wait()
    let deadline = Date().addingTimeInterval(8)
    while !delivered.isSet, Date() < deadline { drainMainQueue(for: 0.001) }
    require(delivered.isSet, "a notification posted from a background thread was never delivered")
  }

  /// Lets the rotation's timeout fire, if it is short enough to wait for (50 ms): the observer then ends the rotation
  /// by itself, which must deliver exactly what `interfaceOrientationDidChange()` would. The timeout in force is the
  /// one set when the rotation began, so the harness waits for the rotation to end rather than for a time.
  private func waitForTheRotationTimeout() {
    guard observer.snapshot.isInterfaceOrientationChanging, rotationTimeout <= 0.05 else { return }
    let before = primary.updates.count
    // Far more than the timeout, so that a loaded machine never fails the wait; still below libFuzzer's -timeout=10.
    let deadline = Date().addingTimeInterval(8)
    while observer.snapshot.isInterfaceOrientationChanging, Date() < deadline { drainMainQueue(for: 0.005) }
    require(
      !observer.snapshot.isInterfaceOrientationChanging,
      "a rotation timeout of \(rotationTimeout) s did not end the rotation")
    requireOnlyHeldHidesDelivered(since: before)
  }

  private func addSecondary(replayingCurrentState: Bool) {
    let before = secondary.updates.count
    let snapshot = observer.snapshot
    secondary.isBeingAdded = true
    observer.addDelegate(secondary, replayingCurrentState: replayingCurrentState)
    secondary.isBeingAdded = false
    let replayed = secondary.updates[before...]
    let events = replayed.map(\.event)
    require(replayed.allSatisfy(\.isReplay), "adding a delegate delivered something other than a replay")
    require(
      replayed.allSatisfy { $0.properties == snapshot.properties },
      "a replay carried other properties than the current ones")
    if !replayingCurrentState || snapshot.properties == nil {
      require(replayed.isEmpty, "a delegate that asked for nothing, or an unknown keyboard, got a replay")
    } else if primary.believesVisible == true {
      let announced: [KeyboardEvent] = [.willChangeFrame, .willShow]
      require(
        events == announced || events == announced + [.didChangeFrame, .didShow],
        "a shown keyboard was replayed as \(events)")
    } else {
      require(events.isEmpty || events == [.willChangeFrame, .didChangeFrame], "a keyboard replayed as \(events)")
    }
  }

  private func beginRotation() {
    let before = primary.updates.count
    let wasVisible = primary.believesVisible == true
    // The observer clamps the timeout to 0...60 when the rotation starts, NaN counting as the default, 1 second.
    let timeout = observer.orientationChangeTimeout
    if wasVisible { rotationTimeout = timeout.isNaN ? 1 : min(max(timeout, 0), 60) }
    observer.interfaceOrientationWillChange()
    requireNothingDelivered(since: (before, secondary.updates.count), "interfaceOrientationWillChange()")
    require(
      observer.snapshot.isInterfaceOrientationChanging == wasVisible,
      "a rotation began while the keyboard was hidden, or did not begin while it was shown")
  }

  private func endRotation() {
    let before = primary.updates.count
    observer.interfaceOrientationDidChange()
    require(!observer.snapshot.isInterfaceOrientationChanging, "the rotation did not end")
    requireOnlyHeldHidesDelivered(since: before)
  }

  private func requireOnlyHeldHidesDelivered(since before: Int) {
    for update in primary.updates[before...] {
      require(
        hidesPostedDuringRotation.contains(update),
        "ending a rotation delivered \(update.event), which was not a hide held back during it")
    }
    hidesPostedDuringRotation = []
  }

  private func stop() {
    let before = (primary.updates.count, secondary.updates.count)
    observer.stop()
    requireNothingDelivered(since: before, "stop()")
    require(observer.snapshot.properties == nil, "stop() kept the last properties")
    require(!observer.snapshot.isOnScreen, "stop() left the keyboard on screen")
    require(!observer.snapshot.isInterfaceOrientationChanging, "stop() left a rotation in progress")
    lastPostedShowOrHide = nil
    hidesPostedDuringRotation = []
    primary.forgetObserverState()
    secondary.forgetObserverState()
  }

  // MARK: Invariants

  private func requireNothingDelivered(since counts: (Int, Int), _ call: String) {
    require(primary.updates.count == counts.0 && secondary.updates.count == counts.1, "\(call) delivered updates")
  }

  private func requireStateAgreesWithDeliveries() {
    let snapshot = observer.snapshot
    require(state.snapshot == snapshot, "KeyboardState does not follow the observer")
    let overlap = snapshot.overlap(with: watchedRect)
    require(overlap.isFinite && overlap >= 0 && overlap <= watchedRect.height, "an overlap of \(overlap)")
    if snapshot.properties == nil || snapshot.placement == .hidden {
      require(overlap == 0, "the keyboard covers \(overlap) points while hidden or unknown")
    }
    require(
      snapshot.properties == primary.lastProperties,
      "the snapshot's properties are not those of the last delivery since the observer started")
    if observer.snapshot.isInterfaceOrientationChanging {
      require(primary.believesVisible == true, "a rotation is in progress while delegates believe the keyboard hidden")
    } else if let posted = lastPostedShowOrHide {
      // Outside rotations, delegates hear every show and hide that changes anything, so they agree with iOS.
      let postedVisible = posted == .willShow || posted == .didShow
      require(
        primary.believesVisible == postedVisible,
        "delegates believe the keyboard \(primary.believesVisible == true ? "shown" : "hidden") after iOS posted \(posted)"
      )
    }
  }
}

/// A delegate that records every update, in order, and checks each one as it arrives.
@MainActor final class RecordingDelegate: KeyboardObserverDelegate {
  private(set) var updates: [Delivery] = []
  /// Set while the scenario adds this delegate: what it hears then is the replay of the current state.
  var isBeingAdded = false
  /// The last show or hide this delegate heard since the observer last stopped.
  private(set) var lastShowOrHide: KeyboardEvent?
  /// The properties of the last update this delegate heard since the observer last stopped, leaving out
  /// change-frames heard during a rotation, which by the observer's documented rule do not become its state.
  private(set) var lastProperties: KeyboardProperties?

  var believesVisible: Bool? {
    lastShowOrHide.map { $0 == .willShow || $0 == .didShow }
  }

  /// Called when the observer stops, which makes it forget the keyboard's state too.
  func forgetObserverState() {
    lastShowOrHide = nil
    lastProperties = nil
  }

  private func record(_ update: Delivery, from observer: KeyboardObserver) {
    requireSane(update.properties, "a delivered \(update.event)")
    // The documented exceptions: change-frames during a rotation leave the shown keyboard's properties in place, and
    // so do change-frames with a zero end frame (a floating keyboard being dragged).
    let isChangeFrame = update.event == .willChangeFrame || update.event == .didChangeFrame
    let becomesState =
      !update.isReplay
      && !(isChangeFrame && (observer.snapshot.isInterfaceOrientationChanging || update.properties.endFrame == .zero))
    if becomesState {
      require(observer.snapshot.properties == update.properties, "the snapshot lags the delivery")
    }
    switch update.event {
    case .willHide, .didHide:
      require(
        !observer.snapshot.isInterfaceOrientationChanging, "\(update.event) delivered while the interface rotates")
      lastShowOrHide = update.event
    case .willShow, .didShow:
      lastShowOrHide = update.event
    case .willChangeFrame, .didChangeFrame:
      break
    }
    require(
      !update.interfaceOrientationWillChange
        || (update.event == .willShow && observer.snapshot.isInterfaceOrientationChanging),
      "interfaceOrientationWillChange set on \(update.event) outside a rotation")
    updates.append(update)
    if becomesState { lastProperties = update.properties }
  }

  /// The update a delegate method stands for, marked as a replay when the observer is replaying.
  private func update(
    _ event: KeyboardEvent, _ properties: KeyboardProperties, _ observer: KeyboardObserver, rotating: Bool = false
  ) -> Delivery {
    Delivery(event: event, properties: properties, interfaceOrientationWillChange: rotating, isReplay: isBeingAdded)
  }

  func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillShowWith properties: KeyboardProperties,
    interfaceOrientationWillChange: Bool
  ) {
    record(update(.willShow, properties, observer, rotating: interfaceOrientationWillChange), from: observer)
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidShowWith properties: KeyboardProperties) {
    record(update(.didShow, properties, observer), from: observer)
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillHideWith properties: KeyboardProperties) {
    record(update(.willHide, properties, observer), from: observer)
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidHideWith properties: KeyboardProperties) {
    record(update(.didHide, properties, observer), from: observer)
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillChangeFrameWith properties: KeyboardProperties) {
    record(update(.willChangeFrame, properties, observer), from: observer)
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidChangeFrameWith properties: KeyboardProperties) {
    record(update(.didChangeFrame, properties, observer), from: observer)
  }
}

/// One delegate call: the event, its properties, and what the call said about rotation and replay.
struct Delivery: Equatable {
  var event: KeyboardEvent
  var properties: KeyboardProperties
  var interfaceOrientationWillChange = false
  var isReplay = false
}

/// Set on the main queue once a background thread's notification has been delivered.
final class DeliveryMark: @unchecked Sendable {
  private let lock = NSLock()
  private var value = false

  var isSet: Bool { lock.withLock { value } }
  func set() { lock.withLock { value = true } }
}
