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
  private var hidesPostedDuringRotation: [KeyboardUpdate] = []

  init() {
    observer = KeyboardObserver(notificationCenter: center)
    observer.addDelegate(primary)
    observer.start()
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
    switch input.choice(12) {
    case 0..<6:
      let event = KeyboardEvent.allCases[input.choice(KeyboardEvent.allCases.count)]
      post(event, &input)
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
      if secondaryIsRegistered { observer.removeDelegate(secondary) } else { observer.addDelegate(secondary) }
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

  // MARK: Steps

  private func post(_ event: KeyboardEvent, _ input: inout FuzzInput) {
    let fuzzed = FuzzedUserInfo(&input)
    let properties = fuzzed.check()
    let sendsUserInfo = input.byte() != 0xFF
    // iOS 16.1 and later send the screen as the object; the observer must accept any sender.
    let object: AnyObject? = input.flag() ? NSObject() : nil
    let deliveredBefore = primary.updates.count
    trace("post \(event) end \(properties.endFrame)\(sendsUserInfo ? "" : " without userInfo")")
    center.post(name: event.notificationName, object: object, userInfo: sendsUserInfo ? fuzzed.userInfo : nil)
    let delivered = primary.updates[deliveredBefore...]
    let expectedProperties = sendsUserInfo ? properties : KeyboardProperties(userInfo: [:])
    require(delivered.count <= 1, "one notification was delivered \(delivered.count) times")
    if let update = delivered.first {
      require(update.event == event, "posting \(event) delivered \(update.event)")
      require(update.properties == expectedProperties, "posting \(event) delivered other properties")
    }
    guard observer.isObserving else {
      require(delivered.isEmpty, "a stopped observer delivered \(event)")
      return
    }
    switch event {
    case .willShow, .didShow, .willHide, .didHide: lastPostedShowOrHide = event
    case .willChangeFrame, .didChangeFrame: break
    }
    if observer.isInterfaceOrientationChanging && (event == .willHide || event == .didHide) {
      hidesPostedDuringRotation.append(KeyboardUpdate(event: event, properties: expectedProperties))
    }
    if event == .willShow || event == .didShow { hidesPostedDuringRotation = [] }
  }

  private func beginRotation() {
    let before = primary.updates.count
    let wasVisible = observer.isKeyboardVisible
    observer.interfaceOrientationWillChange()
    requireNothingDelivered(since: (before, secondary.updates.count), "interfaceOrientationWillChange()")
    require(
      observer.isInterfaceOrientationChanging == wasVisible,
      "a rotation began while the keyboard was hidden, or did not begin while it was shown")
  }

  private func endRotation() {
    let before = primary.updates.count
    observer.interfaceOrientationDidChange()
    require(!observer.isInterfaceOrientationChanging, "the rotation did not end")
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
    require(observer.lastKeyboardProperties == nil, "stop() kept the last properties")
    require(!observer.isKeyboardVisible, "stop() left the keyboard visible")
    require(!observer.isInterfaceOrientationChanging, "stop() left a rotation in progress")
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
    require(
      observer.isKeyboardVisible == (primary.believesVisible == true),
      "isKeyboardVisible is \(observer.isKeyboardVisible) after a delivered \(String(describing: primary.lastShowOrHide))"
    )
    require(
      observer.lastKeyboardProperties == primary.lastProperties,
      "lastKeyboardProperties is not the properties of the last delivery since the observer started")
    if observer.isInterfaceOrientationChanging {
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
  private(set) var updates: [KeyboardUpdate] = []
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

  private func record(_ update: KeyboardUpdate, from observer: KeyboardObserver) {
    requireSane(update.properties, "a delivered \(update.event)")
    // The documented exception: change-frames during a rotation leave the shown keyboard's properties in place.
    let isChangeFrame = update.event == .willChangeFrame || update.event == .didChangeFrame
    let becomesState = !(isChangeFrame && observer.isInterfaceOrientationChanging)
    if becomesState {
      require(observer.lastKeyboardProperties == update.properties, "lastKeyboardProperties lags the delivery")
    }
    switch update.event {
    case .willHide, .didHide:
      require(!observer.isInterfaceOrientationChanging, "\(update.event) delivered while the interface rotates")
      lastShowOrHide = update.event
    case .willShow, .didShow:
      lastShowOrHide = update.event
    case .willChangeFrame, .didChangeFrame:
      break
    }
    require(
      !update.interfaceOrientationWillChange || (update.event == .willShow && observer.isInterfaceOrientationChanging),
      "interfaceOrientationWillChange set on \(update.event) outside a rotation")
    updates.append(update)
    if becomesState { lastProperties = update.properties }
  }

  func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillShowWith properties: KeyboardProperties,
    interfaceOrientationWillChange: Bool
  ) {
    record(
      KeyboardUpdate(
        event: .willShow, properties: properties, interfaceOrientationWillChange: interfaceOrientationWillChange),
      from: observer)
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidShowWith properties: KeyboardProperties) {
    record(KeyboardUpdate(event: .didShow, properties: properties), from: observer)
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillHideWith properties: KeyboardProperties) {
    record(KeyboardUpdate(event: .willHide, properties: properties), from: observer)
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidHideWith properties: KeyboardProperties) {
    record(KeyboardUpdate(event: .didHide, properties: properties), from: observer)
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillChangeFrameWith properties: KeyboardProperties) {
    record(KeyboardUpdate(event: .willChangeFrame, properties: properties), from: observer)
  }

  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidChangeFrameWith properties: KeyboardProperties) {
    record(KeyboardUpdate(event: .didChangeFrame, properties: properties), from: observer)
  }
}
