import Foundation
@_spi(Tools) import KeyboardBroadcast

/// Posts the keyboard notifications iOS would post, with the real names, in the real order, with `userInfo` typed as
/// iOS types it, so keyboard handling can be tested without a device. <doc:TestingYourKeyboardHandling> shows it in a
/// test.
///
/// A show posts will-change-frame, will-show, did-change-frame, did-show; a hide posts the same with hides. An
/// undocked or floating keyboard posts only change-frames. Every notification carries the simulated device's screen
/// as its `object`, as iOS 16.1 and later do, so a `KeyboardObserver` needs no setup. `Docs/DeviceBehaviour.md` in
/// the repository gives the source of each behaviour.
///
/// Every action posts synchronously, so a `KeyboardObserver`'s delegates have been called when it returns. Each
/// returns the notifications it posted, and ``trace`` collects them all with simulated times.
///
/// No action traps. An action that makes no sense in the current state posts nothing and returns an empty array,
/// but still records a change of setting for the next ``show()``. Each method says what it does in every state.
public final class KeyboardSimulator {
  /// Where notifications are posted, or `nil` for a simulator that only builds a ``trace``.
  package let notificationCenter: NotificationCenter?
  /// The screen and keyboard being simulated. ``rotate(to:hideShowPairs:)`` changes it.
  public private(set) var device: KeyboardDevice
  /// Whether the keyboard is on screen, in any placement.
  package private(set) var isKeyboardVisible = false
  /// Where the keyboard is: `.hidden`, or where it rests while shown.
  public var placement: KeyboardPlacement {
    isKeyboardVisible ? restingPlacement : .hidden
  }
  /// Whether the keyboard is off the bottom edge (iPad only): undocked across the screen's width, or floating.
  package var isUndocked: Bool {
    restingPlacement == .undocked || restingPlacement == .floating
  }
  /// Whether the keyboard is the floating keyboard of ``float()``; `isUndocked` is then `true` too.
  package var isFloating: Bool {
    restingPlacement == .floating
  }
  /// Whether a hardware keyboard is attached, so only the shortcut bar shows.
  package var isHardwareKeyboardAttached: Bool {
    restingPlacement == .shortcutBar
  }
  /// The keyboard's height: the device's, until ``resize(to:)`` or a rotation changes it.
  package private(set) var keyboardHeight: CGFloat
  /// The simulated clock, in seconds since the simulator was created.
  @_spi(Tools) public private(set) var time: TimeInterval = 0
  /// Every notification posted so far, with simulated times.
  public private(set) var trace = KeyboardTrace()
  /// The value of `UIKeyboardIsLocalUserInfoKey` in the notifications to come: `false` simulates another app's
  /// keyboard on a shared iPad screen.
  public var isLocal = true
  /// Whether Reduce Motion and "Prefer Cross-Fade Transitions" are on: the keyboard then fades in and out where it
  /// rests, and its notifications end at height 0 at the screen's top as on iOS 26.
  public var reducesMotion = false
  /// What UIKit lays out by itself in reply to each will-notification, called once the notification is posted. Set it
  /// to move what UIKit moves, such as a form sheet lifted out of the keyboard's way, so that a test sees the app's
  /// views where a device would have them.
  public var systemLayout: ((KeyboardTrace.Entry) -> Void)?
  /// The height of an AutoFill bar above the docked keyboard, which iOS 26's notifications leave out of the keyboard's
  /// frame: ``keyboardFrame`` includes it, the posted frames do not. A model of a reported fault, not a measurement.
  /// 0, the default, posts true frames; negative and non-finite values count as 0.
  public var autoFillBarHeight: CGFloat = 0

  /// Where the keyboard rests once shown, kept while it is hidden for the next ``show()``; never `.hidden`.
  private var restingPlacement = KeyboardPlacement.docked
  private var floatingOrigin: CGPoint?
  /// Where a finger holds the docked keyboard's top in an interactive dismissal, or `nil` when no finger does.
  private var draggedTop: CGFloat?
  /// How long the simulated finger takes from one drag step to the next: modelled, long enough for a chart of a drag
  /// to be read, and a binary fraction, so that the times of a trace stay exact.
  private static let dragStepDuration: TimeInterval = 0.125
  /// The screen the notifications carry: the device's, in its orientation, new after each rotation. Held here, since
  /// the observer holds it weakly.
  private var screen: SimulatedScreen

  /// Creates a simulator of `device` that posts into `notificationCenter`. The keyboard starts hidden and docked,
  /// with no hardware keyboard.
  public init(notificationCenter: NotificationCenter, device: KeyboardDevice = .iPhoneSE) {
    self.notificationCenter = notificationCenter
    self.device = device
    keyboardHeight = device.keyboardHeight
    screen = SimulatedScreen(size: device.screenSize)
  }

  /// Creates a simulator that posts nothing and only builds ``trace``, to replay later with timing.
  @_spi(Tools) public init(device: KeyboardDevice) {
    notificationCenter = nil
    self.device = device
    keyboardHeight = device.keyboardHeight
    screen = SimulatedScreen(size: device.screenSize)
  }

  /// The keyboard's frame in screen coordinates now: below the screen while hidden, and where the finger holds it
  /// during a drag.
  public var keyboardFrame: CGRect {
    guard isKeyboardVisible else { return offscreenFrame }
    var frame = restingFrame
    if let draggedTop { frame.origin.y = draggedTop }
    return frame
  }

  // MARK: Showing and hiding

  /// A text field becomes first responder.
  ///
  /// - Hidden: posts a show to the resting frame: docked, the shortcut bar, or only change-frames when undocked.
  /// - Shown and docked: focus moved to another text field; posts the show again, its begin frame equal to its end.
  /// - Shown and undocked: posts nothing.
  @discardableResult public func show() -> [KeyboardTrace.Entry] {
    guard !(isKeyboardVisible && isUndocked) else { return [] }
    return transition(isUndocked ? .changeFrame : .show) { isKeyboardVisible = true }
  }

  /// The text field resigns first responder.
  ///
  /// - Shown: posts a hide to below the screen; only change-frame notifications when undocked. An undocked
  ///   keyboard stays undocked for the next ``show()``.
  /// - Hidden: posts nothing.
  @discardableResult public func hide() -> [KeyboardTrace.Entry] {
    transition(isUndocked ? .changeFrame : .hide) { isKeyboardVisible = false }
  }

  /// The user drags the keyboard down in an interactive dismissal and lets go low enough that it goes.
  ///
  /// UIKit posts nothing during the drag, and a hide from where the finger left the keyboard.
  /// - Parameter fraction: How far down the finger had dragged, from 0 to 1 of the keyboard's visible height; values
  ///   outside are clamped, NaN counts as 0.5. `nil`, the default, means where
  ///   ``interactiveDrag(to:steps:reportingTo:panBegins:guideTrails:)`` left the keyboard, or 0.5 without a drag.
  /// - Shown and docked: posts the hide, and ends the drag. Undocked: behaves as ``hide()``. Hidden: posts nothing.
  @discardableResult public func interactiveDismiss(releasedAt fraction: CGFloat? = nil) -> [KeyboardTrace.Entry] {
    guard isKeyboardVisible else { return [] }
    if isUndocked { return hide() }
    var begin = restingFrame
    if let fraction {
      begin.origin.y = top(at: fraction.isNaN ? 0.5 : fraction)
    } else {
      begin.origin.y = draggedTop ?? top(at: 0.5)
    }
    isKeyboardVisible = false
    draggedTop = nil
    return animate(.hide, from: begin, to: offscreenFrame)
  }

  /// One position of the finger in ``interactiveDrag(to:steps:reportingTo:panBegins:guideTrails:)``.
  @_spi(Tools) public struct DragStep: Equatable, Sendable {
    /// When the finger got there, on the simulator's clock (`time`).
    @_spi(Tools) public var time: TimeInterval
    /// Where the finger holds the keyboard, in screen coordinates: its resting frame moved down. Its `minY` is the
    /// top edge a `KeyboardObserver` is told.
    @_spi(Tools) public var keyboardFrame: CGRect

    /// Creates a step.
    @_spi(Tools) public init(time: TimeInterval, keyboardFrame: CGRect) {
      self.time = time
      self.keyboardFrame = keyboardFrame
    }
  }

  /// The user drags the shown, docked keyboard down in an interactive dismissal, and holds it there.
  ///
  /// UIKit posts nothing while the finger moves, so the simulator posts nothing either. It moves the keyboard's top
  /// in `steps` equal steps an eighth of a second apart, and hands `observer` each step as the observer's own
  /// tracking would. ``keyboardFrame`` follows the finger.
  ///
  /// ```swift
  /// keyboard.show()
  /// keyboard.interactiveDrag(to: 0.5, reportingTo: observer)
  /// keyboard.springBack()  // or interactiveDismiss(), which hides from here
  /// ```
  ///
  /// Any other action lifts the finger and starts from where it left the keyboard. Calling this again moves the
  /// finger on.
  ///
  /// - Shown and docked: moves the keyboard and reports each step, unless it is already at `fraction`.
  /// - Hidden, undocked, floating, or with a hardware keyboard attached: does nothing. UIKit's interactive dismissal
  ///   drags only the docked keyboard, and the observer follows nothing else.
  /// - Parameters:
  ///   - fraction: How far down to drag, as a fraction of the keyboard's visible height: 0 where it rests, 1 with
  ///     its top at the screen's bottom edge. Values outside are clamped; NaN does nothing.
  ///   - steps: How many positions to report on the way; values below 1 count as 1.
  ///   - observer: The observer to tell, as UIKit posts nothing it could hear.
  ///   - panBegins: `false` for a drag whose pan never begins, as over a list too short to scroll: the finger moves,
  ///     the keyboard stays.
  ///   - guideTrails: `true` to also report UIKit's keyboard layout guide one step behind the finger, as the
  ///     out-of-process keyboard of iOS 17 can trail it, and a last time where the finger stopped.
  /// - Returns: The keyboard's frame at each step, in order; empty when nothing moved.
  @MainActor @discardableResult public func interactiveDrag(
    to fraction: CGFloat, steps: Int = 3, reportingTo observer: KeyboardObserver, panBegins: Bool = true,
    guideTrails: Bool = false
  ) -> [CGRect] {
    guard panBegins else {
      // UIKit leaves the keyboard where it is; the finger still moves, over a pan that never begins.
      let top = self.top(at: fraction.isNaN ? 0 : fraction)
      if isKeyboardVisible { observer.receive(.finger(screenY: top, pan: .possible)) }
      return []
    }
    let start = keyboardFrame.minY
    let wasDragged = draggedTop != nil
    let frames = interactiveDrag(to: fraction, steps: steps).map(\.keyboardFrame)
    var guideTop = start
    for (step, frame) in frames.enumerated() {
      observer.receive(.finger(screenY: frame.minY, pan: step == 0 && !wasDragged ? .began : .changed))
      if guideTrails { observer.receive(.guide(screenY: guideTop, accessoryHeight: 0)) }
      guideTop = frame.minY
    }
    // The keyboard catches up with the finger a frame later.
    if guideTrails, !frames.isEmpty { observer.receive(.guide(screenY: guideTop, accessoryHeight: 0)) }
    return frames
  }

  /// The system cancels the drag's pan while the finger holds the keyboard, as a context menu does: the keyboard goes
  /// back to rest and UIKit posts nothing. The observer hears that the finger lifted, and returns the keyboard to
  /// rest by itself half a second later: a test awaits that with the main actor free. Does nothing unless a finger
  /// holds the keyboard.
  @MainActor public func cancelInteractiveDrag(reportingTo observer: KeyboardObserver) {
    guard draggedTop != nil else { return }
    draggedTop = nil
    observer.receive(.lifted)
  }

  /// ``interactiveDrag(to:steps:reportingTo:panBegins:guideTrails:)`` without an observer to report to, for code
  /// that builds a trace with `init(device:)` and replays the steps itself, as `keyboard-replay` does.
  @_spi(Tools) public func interactiveDrag(to fraction: CGFloat, steps: Int = 3) -> [DragStep] {
    guard isKeyboardVisible, restingPlacement == .docked, !fraction.isNaN else { return [] }
    let start = keyboardFrame.minY
    let end = top(at: fraction)
    guard end != start else { return [] }
    let count = max(steps, 1)
    return (1...count).map { step in
      time += Self.dragStepDuration
      // The last step lands exactly on the target, whatever the division rounds.
      draggedTop = step == count ? end : start + (end - start) * CGFloat(step) / CGFloat(count)
      return DragStep(time: time, keyboardFrame: keyboardFrame)
    }
  }

  /// The finger lifts high enough that the keyboard springs back to where it rests.
  ///
  /// UIKit then posts a show from where the finger left the keyboard, which a `KeyboardObserver` delivers though it
  /// repeats the last show. The order is modelled on ``show()``'s; no device log of it is public.
  ///
  /// - Shown, docked and dragged: posts the show, and ends the drag.
  /// - Otherwise: posts nothing.
  @discardableResult public func springBack() -> [KeyboardTrace.Entry] {
    guard draggedTop != nil else { return [] }
    return transition(.show) {}
  }

  // MARK: Changing size and orientation

  /// The keyboard changes height while the same text field stays focused: the QuickType bar appears or goes, or the
  /// user switches keyboards.
  ///
  /// - Shown and docked: posts a show from the old frame to the new one, keeping the bottom edge.
  /// - Shown and undocked: posts change-frames; the keyboard keeps its origin.
  /// - Shown and floating: posts nothing; a later ``dock()`` uses the new height.
  /// - Hidden: posts nothing; the next ``show()`` uses the new height.
  /// - A height that is negative, not finite, or the current one posts nothing and changes nothing.
  @discardableResult public func resize(to height: CGFloat) -> [KeyboardTrace.Entry] {
    guard height.isFinite, height >= 0, height != keyboardHeight else { return [] }
    return transition(isUndocked ? .changeFrame : .show, unlessUnmoved: true) { keyboardHeight = height }
  }

  /// The interface rotates to `newDevice`, usually the same device in its other orientation.
  ///
  /// With the keyboard up, iOS posts a full hide and a full show, twice since iOS 8. Every notification carries the
  /// new orientation's screen, while the first hide's frames are still in the old geometry, so a `KeyboardObserver`
  /// sees the rotation by itself. An app's `interfaceOrientationWillChange()` call, if any, comes before this.
  ///
  /// The keyboard takes `newDevice`'s height; a height set with ``resize(to:)`` does not carry over.
  /// - Parameter newDevice: The screen and keyboard after the rotation.
  /// - Parameter hideShowPairs: How many hide and show pairs to post: 2 as on iOS 8 and later, 1 as on iOS 7.
  ///   Values below 1 count as 1.
  /// - Shown and docked: posts the pairs. Shown and undocked: posts change-frames to the keyboard's new place.
  ///   Hidden: posts nothing.
  @discardableResult public func rotate(to newDevice: KeyboardDevice, hideShowPairs: Int = 2) -> [KeyboardTrace.Entry] {
    var begin = keyboardFrame
    draggedTop = nil
    let oldScreen = device.screenSize
    device = newDevice
    screen = screen.turned(to: CGRect(origin: .zero, size: newDevice.screenSize))
    keyboardHeight = newDevice.keyboardHeight
    if isUndocked && !newDevice.supportsUndocking { restingPlacement = .docked }
    floatingOrigin = isUndocked ? centeredFloatingOrigin : nil
    guard isKeyboardVisible else { return [] }
    if isUndocked { return animate(.changeFrame, from: begin, to: restingFrame) }
    var posted: [KeyboardTrace.Entry] = []
    for pair in 0..<max(hideShowPairs, 1) {
      // The first hide slides out of the old screen, in the old geometry, while the screen that comes with it
      // already has its new bounds (see Docs/Simulation.md); the later ones happen in the new orientation.
      let hideEnd =
        pair == 0 ? CGRect(x: 0, y: oldScreen.height, width: oldScreen.width, height: begin.height) : offscreenFrame
      posted += animate(.hide, from: begin, to: hideEnd)
      posted += animate(.show, from: offscreenFrame, to: restingFrame)
      begin = restingFrame
    }
    return posted
  }

  // MARK: iPad placements

  /// The size of the keyboard ``float()`` makes: phone-sized, as iPadOS's floating keyboard is. A model: no public
  /// log gives its frame.
  package static let floatingKeyboardSize = CGSize(width: 320, height: 254)

  /// The user undocks the keyboard on iPad: it keeps the screen's width and sits centred vertically until
  /// ``dragFloating(to:steps:)`` moves it.
  ///
  /// - Shown and docked: posts change-frames to the undocked frame.
  /// - Hidden: posts nothing; the next ``show()`` shows the undocked keyboard.
  /// - Already off the bottom edge, with a hardware keyboard, or without ``KeyboardDevice/supportsUndocking``:
  ///   changes nothing.
  @discardableResult public func undock() -> [KeyboardTrace.Entry] {
    guard !isUndocked else { return [] }
    return leaveTheBottomEdge(floating: false)
  }

  /// The user pinches the keyboard into iPadOS's floating keyboard: 320 by 254 points in the middle of the screen,
  /// until ``dragFloating(to:steps:)`` moves it.
  ///
  /// - Shown, docked or undocked: posts change-frames to the floating frame.
  /// - Hidden: posts nothing; the next ``show()`` shows the floating keyboard.
  /// - Already floating, with a hardware keyboard, or without ``KeyboardDevice/supportsUndocking``: changes nothing.
  @discardableResult public func float() -> [KeyboardTrace.Entry] {
    guard !isFloating else { return [] }
    return leaveTheBottomEdge(floating: true)
  }

  /// Undocks the keyboard, floating or across the screen's width, centred, and posts the change if it is shown.
  private func leaveTheBottomEdge(floating: Bool) -> [KeyboardTrace.Entry] {
    guard device.supportsUndocking, !isHardwareKeyboardAttached else { return [] }
    return transition(.changeFrame) {
      restingPlacement = floating ? .floating : .undocked
      // Pinned now, so that a later resize keeps the keyboard where it is.
      floatingOrigin = centeredFloatingOrigin
    }
  }

  /// The user docks the undocked or floating keyboard again.
  ///
  /// - Shown and off the bottom edge: posts change-frames to the docked frame.
  /// - Hidden: posts nothing; the next ``show()`` is an ordinary docked show.
  /// - Docked: posts nothing.
  @discardableResult public func dock() -> [KeyboardTrace.Entry] {
    guard isUndocked else { return [] }
    return transition(.changeFrame) {
      restingPlacement = .docked
      floatingOrigin = nil
    }
  }

  /// The user moves the undocked or floating keyboard so that its top-left corner is at `origin`, in screen
  /// coordinates. Origins are not clamped to the screen, as real undocked frames are not.
  /// - Shown and off the bottom edge: posts change-frames, unless the keyboard is already there.
  /// - Hidden and off the bottom edge: posts nothing; the next ``show()`` uses the new place.
  /// - Docked, or an origin that is not finite: changes nothing.
  @discardableResult @_spi(Tools) public func moveFloating(to origin: CGPoint) -> [KeyboardTrace.Entry] {
    guard isUndocked, origin.x.isFinite, origin.y.isFinite else { return [] }
    return transition(.changeFrame, unlessUnmoved: true) { floatingOrigin = origin }
  }

  /// The user drags the undocked or floating keyboard to `origin` with a finger: will-change-frames with zero frames
  /// while the finger moves, then one did-change-frame from where the keyboard was to where it lands. A model; no
  /// device log of it is public.
  ///
  /// - Shown and off the bottom edge: posts the drag, unless the keyboard is already at `origin`.
  /// - Hidden and off the bottom edge: posts nothing; the next ``show()`` uses the new place.
  /// - Docked, or an origin that is not finite: changes nothing.
  /// - Parameters:
  ///   - origin: Where the keyboard's top-left corner lands, in screen coordinates; not clamped to the screen.
  ///   - steps: How many zero-frame will-change-frames to post; values below 1 count as 1.
  @discardableResult public func dragFloating(to origin: CGPoint, steps: Int = 3) -> [KeyboardTrace.Entry] {
    guard isUndocked, origin.x.isFinite, origin.y.isFinite else { return [] }
    return transition(.drag(steps: max(steps, 1)), unlessUnmoved: true) { floatingOrigin = origin }
  }

  // MARK: Hardware keyboard

  /// A hardware keyboard is connected: the software keyboard collapses to its shortcut bar, a frame of full height
  /// with only ``KeyboardDevice/shortcutBarHeight`` points on screen.
  ///
  /// - Shown and docked: posts a show to the shortcut bar's frame.
  /// - Shown and off the bottom edge: posts change-frames to the shortcut bar, which is docked.
  /// - Hidden: posts nothing; the next ``show()`` shows the shortcut bar.
  /// - Already attached: posts nothing.
  @discardableResult public func attachHardwareKeyboard() -> [KeyboardTrace.Entry] {
    guard !isHardwareKeyboardAttached else { return [] }
    return transition(isUndocked ? .changeFrame : .show) { restingPlacement = .shortcutBar }
  }

  /// The hardware keyboard is disconnected: the full software keyboard comes back.
  ///
  /// - Shown: posts a show to the full docked frame.
  /// - Hidden: posts nothing; the next ``show()`` shows the full keyboard.
  /// - No hardware keyboard attached: posts nothing.
  @discardableResult public func detachHardwareKeyboard() -> [KeyboardTrace.Entry] {
    guard isHardwareKeyboardAttached else { return [] }
    return transition(.show) { restingPlacement = .docked }
  }

  // MARK: Time

  /// Lets simulated time pass, as a user typing would, so that ``trace`` spaces the next notifications.
  /// Negative and non-finite durations are ignored.
  @_spi(Tools) public func idle(for seconds: TimeInterval) {
    guard seconds.isFinite, seconds > 0 else { return }
    time += seconds
  }

  // MARK: Frames

  /// `frame` as iOS 26 posts it while an AutoFill bar shows: without the bar, for the docked keyboard on screen.
  private func posted(_ frame: CGRect) -> CGRect {
    let bar = autoFillBarHeight.isFinite ? max(autoFillBarHeight, 0) : 0
    guard bar > 0, restingPlacement == .docked, frame.minY < device.screenSize.height else { return frame }
    return CGRect(x: frame.minX, y: frame.minY + bar, width: frame.width, height: max(frame.height - bar, 0))
  }

  private var offscreenFrame: CGRect {
    CGRect(x: 0, y: device.screenSize.height, width: device.screenSize.width, height: keyboardHeight)
  }

  /// Where the keyboard sits once shown, in the current placement.
  private var restingFrame: CGRect {
    let screen = device.screenSize
    if isUndocked {
      return CGRect(origin: floatingOrigin ?? centeredFloatingOrigin, size: floatingFrameSize)
    }
    let visibleHeight = isHardwareKeyboardAttached ? min(device.shortcutBarHeight, keyboardHeight) : keyboardHeight
    let bar = restingPlacement == .docked && autoFillBarHeight.isFinite ? max(autoFillBarHeight, 0) : 0
    return CGRect(
      x: 0, y: screen.height - visibleHeight - bar, width: screen.width, height: keyboardHeight + bar)
  }

  /// The top of the docked keyboard moved down by `fraction`, clamped to 0...1, of its visible height.
  private func top(at fraction: CGFloat) -> CGFloat {
    let resting = restingFrame
    return resting.minY + (device.screenSize.height - resting.minY) * min(max(fraction, 0), 1)
  }

  /// The size of the keyboard off the bottom edge: the floating keyboard's, or the screen's width when undocked.
  private var floatingFrameSize: CGSize {
    isFloating ? Self.floatingKeyboardSize : CGSize(width: device.screenSize.width, height: keyboardHeight)
  }

  private var centeredFloatingOrigin: CGPoint {
    let screen = device.screenSize
    let size = floatingFrameSize
    return CGPoint(
      x: ((screen.width - size.width) / 2).rounded(.down), y: ((screen.height - size.height) / 2).rounded(.down))
  }

  // MARK: Posting

  private enum Animation {
    case show, hide, changeFrame
    /// A finger dragging the undocked keyboard: `steps` will-change-frames with zero frames, then the move.
    case drag(steps: Int)

    var announcements: [KeyboardEvent] {
      switch self {
      case .show: [.willChangeFrame, .willShow]
      case .hide: [.willChangeFrame, .willHide]
      case .changeFrame: [.willChangeFrame]
      case .drag(let steps): Array(repeating: .willChangeFrame, count: steps)
      }
    }

    var completions: [KeyboardEvent] {
      switch self {
      case .show: [.didChangeFrame, .didShow]
      case .hide: [.didChangeFrame, .didHide]
      case .changeFrame, .drag: [.didChangeFrame]
      }
    }

    var announcesFrames: Bool {
      if case .drag = self { false } else { true }
    }
  }

  /// The device's animation duration, made finite and not negative.
  private var animationDuration: TimeInterval {
    device.animationDuration.isFinite ? max(device.animationDuration, 0) : 0
  }

  private func properties(from begin: CGRect, to end: CGRect) -> KeyboardProperties {
    KeyboardProperties(
      beginFrame: begin, endFrame: end, animationDuration: animationDuration, animationCurve: device.animationCurve,
      isLocal: isLocal)
  }

  /// Makes `change` to the keyboard's state, then posts `animation` from the keyboard's frame before to its frame
  /// after, if the keyboard was or is now visible, and, when `unlessUnmoved`, if the frame changed.
  private func transition(
    _ animation: Animation, unlessUnmoved: Bool = false, change: () -> Void
  ) -> [KeyboardTrace.Entry] {
    let wasVisible = isKeyboardVisible
    let begin = keyboardFrame
    // Whatever the action, the finger has lifted: the keyboard goes from where it held it.
    draggedTop = nil
    change()
    let end = keyboardFrame
    guard wasVisible || isKeyboardVisible, !(unlessUnmoved && end == begin) else { return [] }
    return animate(animation, from: begin, to: end)
  }

  private func animate(
    _ animation: Animation, from begin: CGRect, to end: CGRect, on screen: SimulatedScreen? = nil
  ) -> [KeyboardTrace.Entry] {
    let fadedOut = CGRect(x: 0, y: 0, width: device.screenSize.width, height: 0)
    let (begin, end) = (posted(begin), posted(end))
    var moved = properties(from: begin, to: end)
    var announced = animation.announcesFrames ? moved : properties(from: .zero, to: .zero)
    if reducesMotion, case .show = animation {
      announced = properties(from: end, to: end)
      moved = properties(from: end, to: fadedOut)
    } else if reducesMotion, case .hide = animation {
      announced = properties(from: begin, to: fadedOut)
      moved = announced
    }
    let start = time
    time += animationDuration
    let screen = screen ?? self.screen
    let entries =
      animation.announcements.map {
        KeyboardTrace.Entry(time: start, event: $0, properties: announced, screenBounds: screen.bounds)
      }
      + animation.completions.map {
        KeyboardTrace.Entry(time: time, event: $0, properties: moved, screenBounds: screen.bounds)
      }
    post(entries, on: screen)
    return entries
  }

  private func post(_ entries: [KeyboardTrace.Entry], on screen: SimulatedScreen) {
    for entry in entries {
      trace.entries.append(entry)
      notificationCenter?.post(
        name: entry.event.notificationName, object: screen, userInfo: entry.notificationUserInfo)
      if entry.event.isAnnouncement { systemLayout?(entry) }
    }
  }
}
