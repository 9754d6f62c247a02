// Part of the UIKit stand-in; see UIView.swift.
import Foundation

/// `UIWindow`, reduced to what the package uses. Main-actor isolated, as in UIKit.
///
/// The stand-in has no scenes: a window's ``frame`` is where it sits on its ``screen``, in the screen's
/// coordinates. It stands for wherever iPadOS puts the window in Split View, Slide Over or Stage Manager (where
/// UIKit may keep the frame's origin at zero and place the window's scene instead), so a conversion to the screen's
/// coordinate space moves a view by its window's offset on the screen, as UIKit's does.
@MainActor open class UIWindow: UIView {
  /// The screen the window is shown on; UIKit's default is ``UIScreen/main``.
  open var screen: UIScreen = .main
  /// Where the window sits in the stack of windows: `.normal` for an app's own, higher for alerts and the
  /// keyboard's.
  open var windowLevel = UIWindow.Level.normal

  /// Posted when a window becomes the key window; its object is the window.
  nonisolated public static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")

  /// The scene the window belongs to, held weakly as in UIKit; `nil` until a test sets one.
  open weak var windowScene: UIWindowScene?

  /// The view controller whose view fills the window. Setting one puts its view in the window at once, sized to the
  /// window and resized with it, and takes the previous one's view out.
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      oldValue?.view.removeFromSuperview()
      guard let view = rootViewController?.view else { return }
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(view)
    }
  }
}

extension UIWindow {
  /// `UIWindow.Level`, with UIKit's raw values for the levels the package tells apart.
  public struct Level: RawRepresentable, Equatable, Hashable, Sendable {
    /// The level, as in UIKit: windows with higher values are shown above.
    public var rawValue: CGFloat

    /// Wraps a level.
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// The level of an app's own windows, 0.
    public static let normal = UIWindow.Level(rawValue: 0)
    /// The level of alerts, 2000.
    public static let alert = UIWindow.Level(rawValue: 2000)
  }
}

/// `UIScene`, reduced to being the superclass of ``UIWindowScene``.
@MainActor open class UIScene {}

/// `UIWindowScene`, reduced to its interface orientation and its geometry, which can be observed.
@MainActor open class UIWindowScene: UIScene {
  /// Not in UIKit, where the system turns the interface: the orientation ``interfaceOrientation`` reports. Setting
  /// it changes the scene's ``effectiveGeometry``, as a rotation does.
  public var stubInterfaceOrientation: UIInterfaceOrientation {
    didSet { stubGeometryDidChange() }
  }
  private var geometryObservers: [(id: ObjectIdentifier, notify: () -> Void)] = []

  /// Not in UIKit, where the system makes scenes: a scene whose interface has `orientation`.
  public init(stubInterfaceOrientation orientation: UIInterfaceOrientation) {
    stubInterfaceOrientation = orientation
  }

  /// The orientation of the scene's interface.
  open var interfaceOrientation: UIInterfaceOrientation { stubInterfaceOrientation }

  /// The scene's geometry now (iOS 16). The stand-in's is an empty object; observe it to hear of changes.
  open var effectiveGeometry: UIWindowScene.Geometry { UIWindowScene.Geometry() }

  /// Key-value observing, reduced to one property, as `NSObject`'s `observe(_:options:changeHandler:)`: the stand-in
  /// calls `changeHandler` each time the scene's geometry changes, with no old or new value, until the observation
  /// is invalidated or released.
  public func observe<Value>(
    _ keyPath: KeyPath<UIWindowScene, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (UIWindowScene, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let observation = NSKeyValueObservation()
    let id = ObjectIdentifier(observation)
    geometryObservers.append(
      (
        id,
        { [weak self, weak observation] in
          guard let self, observation?.isValid == true else { return }
          changeHandler(self, NSKeyValueObservedChange())
        }
      ))
    observation.onInvalidate = { [weak self] in
      MainActor.assumeIsolated { self?.geometryObservers.removeAll { $0.id == id } }
    }
    return observation
  }

  /// Not in UIKit, where the system moves and resizes scenes (a Stage Manager window dragged or resized): tells
  /// the observers of ``effectiveGeometry`` that it changed.
  public func stubGeometryDidChange() {
    for observer in geometryObservers { observer.notify() }
  }

  /// Not in UIKit: how many key-value observations of the scene are valid.
  public var stubObservationCount: Int { geometryObservers.count }
}

extension UIWindowScene {
  /// `UIWindowSceneGeometry`, reduced to its type: the package only observes that it changes.
  open class Geometry {
    init() {}
  }
}

/// `NSKeyValueObservingOptions`, which Foundation declares on Apple's platforms only.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  /// The option bits, as in Foundation.
  public let rawValue: UInt

  /// Wraps option bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// `NSKeyValueObservingOptionNew`: the change carries the new value.
  public static var new: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 0x01) }
}

/// `NSKeyValueObservedChange`, which Foundation declares on Apple's platforms only; the stand-in's carries no value.
public struct NSKeyValueObservedChange<Value> {
  /// The new value, when the observation asked for it; the stand-in gives none.
  public let newValue: Value? = nil
}

/// `NSKeyValueObservation`, which Foundation declares on Apple's platforms only: a key-value observation, which
/// ends when invalidated or released.
public final class NSKeyValueObservation {
  fileprivate var isValid = true
  fileprivate var onInvalidate: (() -> Void)?

  /// Ends the observation. Calling it again does nothing.
  public func invalidate() {
    guard isValid else { return }
    isValid = false
    onInvalidate?()
    onInvalidate = nil
  }

  deinit { invalidate() }
}

/// `UIInterfaceOrientation`, with UIKit's raw values: the landscape cases are named for the side the home button
/// or the bottom edge is on, the opposite of the device's orientation.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown = 0
  case portrait = 1
  case portraitUpsideDown = 2
  case landscapeLeft = 4
  case landscapeRight = 3
}
