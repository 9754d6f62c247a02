import Foundation

/// Screen bounds in points, as `UIScreen.bounds` reports them in the interface orientation of iOS 8 and later.
enum Screen {
  static let iPhone35Inch = CGRect(x: 0, y: 0, width: 320, height: 480)
  static let iPhone4Inch = CGRect(x: 0, y: 0, width: 320, height: 568)
  static let iPhone47Inch = CGRect(x: 0, y: 0, width: 375, height: 667)
  static let iPhone55Inch = CGRect(x: 0, y: 0, width: 414, height: 736)
  static let iPhoneX = CGRect(x: 0, y: 0, width: 375, height: 812)
  static let iPhoneXR = CGRect(x: 0, y: 0, width: 414, height: 896)
  static let iPadPortrait = CGRect(x: 0, y: 0, width: 768, height: 1024)
  static let iPadLandscape = CGRect(x: 0, y: 0, width: 1024, height: 768)
}

/// Keyboard end frames that more than one test needs. Each names its source; "constructed" frames apply a public
/// fact to a real screen size, since no device print of them is public.
enum Frame {
  /// iPad portrait, docked: `{{0, 760}, {768, 264}}`, printed on an iPad in 2012 and quoted in the Omni Group's
  /// OmniUI source (OUIDocumentRenameViewController.m).
  static let iPadPortraitDocked = CGRect(x: 0, y: 760, width: 768, height: 264)
  /// P50: iPad landscape, docked, 391 points.
  static let iPadLandscapeDocked = CGRect(x: 0, y: 377, width: 1024, height: 391)
  /// iPad portrait, undocked from the menu: `{{0, -264}, {768, 304}}`, from Stack Overflow question 10749311
  /// ("iPad split keyboard"). Full width, above the bottom edge, negative origin.
  static let iPadPortraitUndockedNegativeY = CGRect(x: 0, y: -264, width: 768, height: 304)
  /// Constructed: the P50 keyboard dragged up to the middle of the screen. iPadOS reports the undocked keyboard
  /// with the screen's full width (Stack Overflow 10749311).
  static let iPadLandscapeUndocked = CGRect(x: 0, y: 180, width: 1024, height: 391)
  /// Constructed: the split keyboard, reported like the undocked one as one full-width frame (Stack Overflow
  /// 10749311 prints the same 768-point-wide frame for "undock" and "split"), here shorter and higher.
  static let iPadLandscapeSplit = CGRect(x: 0, y: 240, width: 1024, height: 300)
  /// Constructed: the phone-sized floating keyboard in the middle of an iPad in landscape. Floating is told from
  /// docked by its width being smaller than the screen's (KeyboardKit issue 478).
  static let iPadLandscapeFloating = CGRect(x: 352, y: 300, width: 320, height: 254)
  /// Constructed: the same floating keyboard dragged to another spot.
  static let iPadLandscapeFloatingMoved = CGRect(x: 600, y: 120, width: 320, height: 254)
  /// iPad portrait with a hardware keyboard: the shortcut bar reported as the whole 313-point keyboard with 55
  /// points on screen (ionic-team/ionic-plugin-keyboard pull request 273).
  static let iPadPortraitShortcutBar = CGRect(x: 0, y: 1024 - 55, width: 768, height: 313)
  /// P22: iPhone X, the keyboard grown to 366.67 points; fractional frame values.
  static let iPhoneXFractional = CGRect(x: 0, y: 445.33333333333326, width: 375, height: 366.66666666666674)
}

extension CGRect {
  /// The frame moved straight down below the bottom of `screen`, where shows start and hides end.
  func below(_ screen: CGRect) -> CGRect {
    CGRect(x: minX, y: screen.maxY, width: width, height: height)
  }
}
