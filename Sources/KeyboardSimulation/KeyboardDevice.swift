import Foundation
import KeyboardBroadcast

/// A screen in one orientation and the system keyboard it shows, as a ``KeyboardSimulator`` needs them.
///
/// Sizes are in points and come from real devices; each built-in profile names its source. Rotating means moving to
/// another profile, so ``KeyboardSimulator/rotate(to:hideShowPairs:)`` takes one:
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
  /// How much of the keyboard frame stays on screen when a hardware keyboard is attached: the shortcut bar.
  /// The frame keeps `keyboardHeight`; only its top `shortcutBarHeight` points are on screen.
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
  /// iPhone SE (2nd generation) in portrait: a 375 x 667 screen and a 260 pt keyboard.
  ///
  /// Both from a will-change-frame the device printed (payload P14 in the project's payload notes): end frame
  /// `{{0, 407}, {375, 260}}`, begin frame at y = 667. The same screen also sends 216 and 258 pt keyboards (P04,
  /// P08), which ``KeyboardSimulator/resize(to:)`` can reproduce.
  public static let iPhoneSE = KeyboardDevice(
    name: "iPhone SE (2nd generation), portrait", screenSize: CGSize(width: 375, height: 667), keyboardHeight: 260)

  /// A 6.1-inch iPhone (iPhone XR / 11) in portrait: a 414 x 896 screen and a 346 pt keyboard.
  ///
  /// From a will-show printed by such a device (payload P20): end frame `{{0, 550}, {414, 346}}`, begin frame at
  /// y = 896.
  public static let iPhone11 = KeyboardDevice(
    name: "iPhone 11 (6.1-inch), portrait", screenSize: CGSize(width: 414, height: 896), keyboardHeight: 346)

  /// iPhone 12 / 13 Pro Max in portrait: a 428 x 926 screen and a 346 pt keyboard.
  ///
  /// From a will-change-frame dump in a public project's source comment (LYJKeyboardFrameNotifViewController.m,
  /// 2022): end frame `{{0, 580}, {428, 346}}`, begin frame `{{0, 926}, {428, 346}}`.
  public static let iPhoneProMax = KeyboardDevice(
    name: "iPhone 13 Pro Max, portrait", screenSize: CGSize(width: 428, height: 926), keyboardHeight: 346)

  /// A 9.7-inch iPad in portrait: a 768 x 1024 screen and a 313 pt keyboard with a 55 pt shortcut bar.
  ///
  /// The 313 pt keyboard and the 55 pt of it left on screen with a hardware keyboard are from Stack Overflow
  /// question 32319697 ("View aligned to top of keyboard appears in wrong place in iOS 9 shortcut bar mode").
  public static let iPadPortrait = KeyboardDevice(
    name: "iPad 9.7-inch, portrait", screenSize: CGSize(width: 768, height: 1024), keyboardHeight: 313,
    supportsUndocking: true)

  /// A 9.7-inch iPad in landscape: a 1024 x 768 screen and a 391 pt keyboard.
  ///
  /// From an iOS 8+ show the device printed (payload P50): end frame `{{0, 377}, {1024, 391}}`, begin frame at
  /// y = 768. The 55 pt shortcut bar is the portrait figure (see ``iPadPortrait``); no landscape dump gives one.
  public static let iPadLandscape = KeyboardDevice(
    name: "iPad 9.7-inch, landscape", screenSize: CGSize(width: 1024, height: 768), keyboardHeight: 391,
    supportsUndocking: true)

  /// Every built-in profile, phones first.
  package static let builtIn: [KeyboardDevice] = [.iPhoneSE, .iPhone11, .iPhoneProMax, .iPadPortrait, .iPadLandscape]
}
