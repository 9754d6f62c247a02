import Foundation

/// Follows the keyboard's placement through delivered updates: remembers docked heights per orientation and derives
/// dock, undock and move events from change-frame updates. A value type with no clock and no threads, like
/// `KeyboardEventFilter`.
///
/// iPadOS posts no show or hide when the keyboard undocks, docks, splits, floats or moves while undocked; it posts
/// only change-frame notifications (https://themainthread.com/blog/2012/05/the-ipad-split-keyboard-and-missing-notifications.html),
/// so those are what the events are derived from.
struct KeyboardPlacementTracker {
  /// A derived event, named for the delegate method that receives it.
  enum Event: Hashable {
    case willUndock, didUndock, willDock, didDock, willMoveWhileUndocked, didMoveWhileUndocked
  }

  private(set) var dockedHeightInPortrait: CGFloat?
  private(set) var dockedHeightInLandscape: CGFloat?
  /// Where the keyboard ended, as will- and did-change-frame updates last reported it. Followed separately, so each
  /// will-event is paired with a did-event. Frames only: a placement is judged when compared, against the current
  /// `screenBounds`, so a frame recorded while the app had not yet updated them is not misjudged later.
  private var announcedFrame: CGRect?
  private var completedFrame: CGRect?
  /// The change the last will-event announced, until its did-event completes it.
  private var announcedChange: Change?

  /// Records an update and returns the events it implies, in order: none, one, or a will-event followed by its
  /// did-event, when a did-change-frame completes a change no will-event announced. iPadOS announces a floating
  /// keyboard's drag with zero frames, which say nothing, and the change shows only when the drag ends; every
  /// did-event still follows its own will-event.
  /// - Parameters:
  ///   - screenBounds: The screen that placements are judged against; nothing is tracked without one.
  ///   - isRotating: During an interface rotation keyboard frames change with the screen, not because the user
  ///     moved the keyboard, and `screenBounds` may not follow yet; positions are recorded but no event is derived.
  mutating func record(_ update: KeyboardUpdate, in screenBounds: CGRect?, isRotating: Bool) -> [Event] {
    guard let screenBounds else { return [] }
    let properties = update.properties
    if properties.placement(in: screenBounds) == .docked {
      rememberDockedHeight(properties.visibleHeight(in: screenBounds), in: screenBounds)
    }
    switch update.event {
    case .willChangeFrame:
      // A zero frame has no position: nothing to compare or derive.
      guard properties.endFrame != .zero else { return [] }
      let change = Self.advance(&announcedFrame, with: properties, in: screenBounds)
      announcedChange = isRotating ? nil : change
      return announcedChange.map { [$0.announced] } ?? []
    case .didChangeFrame:
      guard properties.endFrame != .zero else { return [] }
      let change = Self.advance(&completedFrame, with: properties, in: screenBounds)
      defer { announcedChange = nil }
      guard !isRotating, let change else { return [] }
      return change == announcedChange ? [change.completed] : [change.announced, change.completed]
    case .willShow, .didShow, .willHide, .didHide:
      return []
    }
  }

  /// Forgets where the keyboard was, for an observer that stops and cannot see what happens meanwhile. The
  /// remembered heights stay: they describe the keyboard, not its current state.
  mutating func forgetPosition() {
    announcedFrame = nil
    completedFrame = nil
    announcedChange = nil
  }

  /// The last docked height for an orientation. Portrait means the screen was taller than wide.
  func dockedHeight(inPortrait portrait: Bool) -> CGFloat? {
    portrait ? dockedHeightInPortrait : dockedHeightInLandscape
  }

  private mutating func rememberDockedHeight(_ height: CGFloat, in screenBounds: CGRect) {
    let screen = screenBounds.clampedToFiniteValues
    if screen.height > screen.width {
      dockedHeightInPortrait = height
    } else {
      dockedHeightInLandscape = height
    }
  }

  /// The kind of change from the stored frame to the update's end frame, then stores the end frame. With no stored
  /// frame (the first update, or the first after a stop), the update's begin frame stands for where the keyboard was.
  private static func advance(
    _ stored: inout CGRect?, with properties: KeyboardProperties, in screenBounds: CGRect
  ) -> Change? {
    let previousFrame = stored ?? properties.beginFrame
    stored = properties.endFrame
    let previous = KeyboardProperties(endFrame: previousFrame).placement(in: screenBounds)
    let current = properties.placement(in: screenBounds)
    switch (previous.isDetached, current.isDetached) {
    case (false, true): return previous == .docked ? .undock : nil
    case (true, false): return current == .docked ? .dock : nil
    case (true, true): return previousFrame != properties.endFrame ? .moveWhileUndocked : nil
    case (false, false): return nil
    }
  }

  private enum Change {
    case undock, dock, moveWhileUndocked

    var announced: Event {
      switch self {
      case .undock: .willUndock
      case .dock: .willDock
      case .moveWhileUndocked: .willMoveWhileUndocked
      }
    }

    var completed: Event {
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
