import Foundation
import KeyboardBroadcast

/// A screen in one orientation and the system keyboard it shows, as a ``KeyboardSimulator`` needs them.
///
/// Sizes are in points and come from real devices; `Docs/DeviceBehaviour.md` gives their sources. Rotating means
/// moving to another profile, so ``KeyboardSimulator/rotate(to:hideShowPairs:)`` takes one:
///
/// ```swift
/// let simulator = KeyboardSimulator(notificationCenter: center, device: .iPadPortrait)
/// simulator.show()
/// simulator.rotate(to: .iPadLandscape)
/// ```
///
/// Build your own profile for any other screen, for example an iPhone in landscape.
public struct KeyboardDevice: Hashable, Sendable {
  /// A readable name, such as `"iPhone SE (2nd generation), portrait"`.
  public var name: String
  /// The screen's size in points, in the orientation this profile describes.
  public var screenSize: CGSize
  /// The height of the software keyboard, in points, as its frame reports it.
  public var keyboardHeight: CGFloat
  /// How much of the keyboard frame stays on screen when a hardware keyboard is attached: the shortcut bar. The frame
  /// keeps `keyboardHeight`.
  public var shortcutBarHeight: CGFloat
  /// Whether the keyboard can be undocked and float, as on iPad.
  public var supportsUndocking: Bool
  /// The duration every simulated notification carries, in seconds.
  public var animationDuration: TimeInterval
  /// The curve every simulated notification carries.
  public var animationCurve: KeyboardAnimationCurve

  /// Creates a profile. The defaults are what the system keyboard sends: 0.25 seconds and the keyboard's own curve
  /// (raw value 7).
  public init(
    name: String, screenSize: CGSize, keyboardHeight: CGFloat, shortcutBarHeight: CGFloat = 55,
    supportsUndocking: Bool = false, animationDuration: TimeInterval = 0.25,
    animationCurve: KeyboardAnimationCurve = .keyboard
  ) {
    self.name = name
    self.screenSize = screenSize
    self.keyboardHeight = keyboardHeight
    self.shortcutBarHeight = shortcutBarHeight
    self.supportsUndocking = supportsUndocking
    self.animationDuration = animationDuration
    self.animationCurve = animationCurve
  }

  /// Hashes what `==` compares, so that equal profiles hash equally on every platform.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(geometry: screenSize)
    hasher.combine(keyboardHeight)
    hasher.combine(shortcutBarHeight)
    hasher.combine(supportsUndocking)
    hasher.combine(animationDuration)
    hasher.combine(animationCurve)
  }
}

extension KeyboardDevice {
  /// iPhone SE (2nd generation) in portrait: a 375 x 667 screen and a 260 pt keyboard. The same screen also sends
  /// 216 and 258 pt keyboards, which ``KeyboardSimulator/resize(to:)`` can reproduce.
  public static let iPhoneSE = KeyboardDevice(
    name: "iPhone SE (2nd generation), portrait", screenSize: CGSize(width: 375, height: 667), keyboardHeight: 260)

  /// A 6.1-inch iPhone (iPhone XR / 11) in portrait: a 414 x 896 screen and a 346 pt keyboard.
  public static let iPhone11 = KeyboardDevice(
    name: "iPhone 11 (6.1-inch), portrait", screenSize: CGSize(width: 414, height: 896), keyboardHeight: 346)

  /// iPhone 12 / 13 Pro Max in portrait: a 428 x 926 screen and a 346 pt keyboard.
  public static let iPhoneProMax = KeyboardDevice(
    name: "iPhone 13 Pro Max, portrait", screenSize: CGSize(width: 428, height: 926), keyboardHeight: 346)

  /// A 9.7-inch iPad in portrait: a 768 x 1024 screen and a 313 pt keyboard with a 55 pt shortcut bar.
  public static let iPadPortrait = KeyboardDevice(
    name: "iPad 9.7-inch, portrait", screenSize: CGSize(width: 768, height: 1024), keyboardHeight: 313,
    supportsUndocking: true)

  /// A 9.7-inch iPad in landscape: a 1024 x 768 screen and a 391 pt keyboard. Its 55 pt shortcut bar is the portrait
  /// figure; no landscape log gives one.
  public static let iPadLandscape = KeyboardDevice(
    name: "iPad 9.7-inch, landscape", screenSize: CGSize(width: 1024, height: 768), keyboardHeight: 391,
    supportsUndocking: true)

  /// Every built-in profile, phones first.
  package static let builtIn: [KeyboardDevice] = [.iPhoneSE, .iPhone11, .iPhoneProMax, .iPadPortrait, .iPadLandscape]
}
