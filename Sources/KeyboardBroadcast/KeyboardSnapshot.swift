import Foundation

/// The keyboard as a ``KeyboardObserver`` last delivered it: what a screen that starts listening now needs to know.
///
/// ```swift
/// let keyboard = KeyboardObserver.shared.snapshot
/// if keyboard.isOnScreen {
///   composerInset = keyboard.overlap(with: composerFrameOnScreen)
/// }
/// ```
///
/// It is a value, taken at one moment; ``KeyboardObserver/snapshot`` always gives the current one. Before the first
/// event and after a stop, nothing is known: ``properties`` is `nil` and every overlap is 0. <doc:DeliveryRules>
/// says what the state is through hides, rotations and drags.
public struct KeyboardSnapshot: Hashable, Sendable {
  /// What the last delivered show, hide or change-frame said, or `nil` when nothing is known. During an interactive
  /// dismissal its end frame is where the finger holds the keyboard.
  public let properties: KeyboardProperties?
  /// Whether the last delivered show or hide was a show. A floating keyboard that iPadOS shows with change-frame
  /// notifications only leaves it `false`; ``isOnScreen`` and ``placement`` tell where such a keyboard is.
  package let isShown: Bool
  /// Whether an interface rotation is under way (<doc:HandlingRotation>).
  public let isInterfaceOrientationChanging: Bool
  /// The bounds of the screen the keyboard is on, as ``KeyboardObserver/screenBounds`` gave them, or `nil`.
  public let screenBounds: CGRect?
  /// Whether a delivered hide is in force; see the type's rules.
  let isHiddenByHide: Bool
  /// Whether the user is dragging the docked keyboard in an interactive dismissal: ``properties`` then say where the
  /// finger holds it, and it counts as docked however far down it is.
  package let isDragged: Bool

  init(
    properties: KeyboardProperties?, isShown: Bool, isInterfaceOrientationChanging: Bool, screenBounds: CGRect?,
    isHiddenByHide: Bool, isDragged: Bool = false
  ) {
    self.properties = properties
    self.isShown = isShown
    self.isInterfaceOrientationChanging = isInterfaceOrientationChanging
    self.screenBounds = screenBounds
    self.isHiddenByHide = isHiddenByHide
    self.isDragged = isDragged
  }

  /// Nothing known: before the first event, or after the observer stopped.
  static let unknown = KeyboardSnapshot(
    properties: nil, isShown: false, isInterfaceOrientationChanging: false, screenBounds: nil, isHiddenByHide: false)

  /// Whether the keyboard is on screen in any placement but ``KeyboardPlacement/hidden``. `false` when nothing is
  /// known and after a delivered hide. Without screen bounds, which happens only off UIKit, it is whether the last
  /// delivered show or hide was a show.
  public var isOnScreen: Bool {
    guard let placement else { return properties != nil && isShown && !isHiddenByHide }
    return placement != .hidden
  }

  /// Where the keyboard is, judged against ``screenBounds``; `nil` when either the keyboard or the screen is unknown.
  /// ``KeyboardPlacement/hidden`` after a delivered hide, whatever its frame.
  public var placement: KeyboardPlacement? {
    guard let screenBounds, let properties else { return nil }
    if isHiddenByHide { return .hidden }
    return isDragged ? .docked : properties.placement(in: screenBounds)
  }

  /// How many points of a rectangle the keyboard covers now, measured up from the rectangle's bottom edge.
  ///
  /// 0 for an undocked or floating keyboard, and when the keyboard is hidden or unknown. The rules are in
  /// <doc:Geometry#How-overlap-is-measured>.
  /// - Parameters:
  ///   - rectInScreen: The rectangle in the coordinates of the keyboard's screen (`UIScreen.coordinateSpace`).
  ///   - screenBounds: The screen to judge the keyboard against; `nil` uses the snapshot's ``screenBounds``.
  /// - Returns: The overlap in points, in `0...rectInScreen.height`.
  public func overlap(with rectInScreen: CGRect, screenBounds: CGRect? = nil) -> CGFloat {
    guard let properties, !isHiddenByHide else { return 0 }
    if let screen = screenBounds ?? self.screenBounds {
      return properties.overlap(with: rectInScreen, screenBounds: screen)
    }
    guard isShown else { return 0 }
    return KeyboardProperties.coveredHeight(of: rectInScreen, by: properties.endFrame.clampedToFiniteValues)
  }
}

extension KeyboardSnapshot {
  /// Hashes what `==` compares, frames standardized, so that equal snapshots hash equally on every platform.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(properties)
    hasher.combine(isShown)
    hasher.combine(isInterfaceOrientationChanging)
    hasher.combine(screenBounds != nil)
    if let screenBounds { hasher.combine(geometry: screenBounds) }
    hasher.combine(isHiddenByHide)
    hasher.combine(isDragged)
  }
}
