import Foundation
@_spi(Tools) import KeyboardBroadcast
import Testing

/// One keyboard end frame on one screen, named after its payload or its source.
struct PlacementCase: CustomTestStringConvertible, Sendable {
  var id: String
  var screen: CGRect
  var endFrame: CGRect

  var testDescription: String { id }

  var properties: KeyboardProperties { KeyboardProperties(endFrame: endFrame) }

  /// The frame as iOS sends it, read back through `init(userInfo:)`, so clamping applies as in the app.
  var propertiesFromUserInfo: KeyboardProperties {
    KeyboardProperties(userInfo: [KeyboardProperties.UserInfoKey.endFrame: NSValue.rect(endFrame)])
  }
}

extension NSValue {
  /// An `NSValue` holding a `CGRect` with the type encoding `NSValue(cgRect:)` uses, available on Linux too.
  static func rect(_ rect: CGRect) -> NSValue {
    var rect = rect
    return withUnsafeBytes(of: &rect) { NSValue(bytes: $0.baseAddress!, objCType: "{CGRect={CGPoint=dd}{CGSize=dd}}") }
  }
}

struct PlacementTests {
  static let docked: [PlacementCase] = [
    PlacementCase(
      id: "P01 iPhone 3.5-inch", screen: Screen.iPhone35Inch, endFrame: CGRect(x: 0, y: 264, width: 320, height: 216)),
    PlacementCase(
      id: "P04 iPhone 4.7-inch", screen: Screen.iPhone47Inch, endFrame: CGRect(x: 0, y: 451, width: 375, height: 216)),
    PlacementCase(
      id: "P06 iPhone 4-inch QuickType", screen: Screen.iPhone4Inch,
      endFrame: CGRect(x: 0, y: 315, width: 320, height: 253)),
    PlacementCase(
      id: "P08 iPhone 4.7-inch 258", screen: Screen.iPhone47Inch,
      endFrame: CGRect(x: 0, y: 409, width: 375, height: 258)),
    PlacementCase(
      id: "P12 iPhone 4.7-inch 261", screen: Screen.iPhone47Inch,
      endFrame: CGRect(x: 0, y: 406, width: 375, height: 261)),
    PlacementCase(
      id: "P14 iPhone SE 2nd gen", screen: Screen.iPhone47Inch, endFrame: CGRect(x: 0, y: 407, width: 375, height: 260)),
    PlacementCase(
      id: "P15 iPhone 5.5-inch", screen: Screen.iPhone55Inch, endFrame: CGRect(x: 0, y: 465, width: 414, height: 271)),
    PlacementCase(id: "P18 iPhone X", screen: Screen.iPhoneX, endFrame: CGRect(x: 0, y: 479, width: 375, height: 333)),
    PlacementCase(
      id: "P19 iPhone X with accessory", screen: Screen.iPhoneX, endFrame: CGRect(x: 0, y: 432, width: 375, height: 380)
    ),
    PlacementCase(
      id: "P20 iPhone XR", screen: Screen.iPhoneXR, endFrame: CGRect(x: 0, y: 550, width: 414, height: 346)),
    PlacementCase(
      id: "P21 iPhone X grown to 335", screen: Screen.iPhoneX, endFrame: CGRect(x: 0, y: 477, width: 375, height: 335)),
    PlacementCase(id: "P22 iPhone X fractional", screen: Screen.iPhoneX, endFrame: Frame.iPhoneXFractional),
    PlacementCase(
      id: "P24 iPhone 3.5-inch grown to 253", screen: Screen.iPhone35Inch,
      endFrame: CGRect(x: 0, y: 227, width: 320, height: 253)),
    PlacementCase(
      id: "P25 iPhone 4-inch grown to 252", screen: Screen.iPhone4Inch,
      endFrame: CGRect(x: 0, y: 316, width: 320, height: 252)),
    PlacementCase(
      id: "P26 iPhone 4-inch slow show", screen: Screen.iPhone4Inch,
      endFrame: CGRect(x: 0, y: 315, width: 320, height: 253)),
    PlacementCase(id: "OmniUI iPad portrait", screen: Screen.iPadPortrait, endFrame: Frame.iPadPortraitDocked),
    PlacementCase(id: "P50 iPad landscape", screen: Screen.iPadLandscape, endFrame: Frame.iPadLandscapeDocked),
    // A Stage Manager window is narrower than the keyboard; judged against the window's bounds instead of the
    // screen's, the keyboard still covers the whole width.
    PlacementCase(
      id: "P50 against a 600-point Stage Manager window", screen: CGRect(x: 200, y: 68, width: 600, height: 700),
      endFrame: Frame.iPadLandscapeDocked),
  ]

  static let hidden: [PlacementCase] = [
    PlacementCase(
      id: "P02 hide end frame below the screen", screen: Screen.iPhone35Inch,
      endFrame: CGRect(x: 0, y: 480, width: 320, height: 216)),
    PlacementCase(
      id: "P18 hide end frame below the screen", screen: Screen.iPhoneX,
      endFrame: CGRect(x: 0, y: 812, width: 375, height: 333)),
    PlacementCase(
      id: "P27 begin == end below the screen", screen: Screen.iPhone47Inch,
      endFrame: CGRect(x: 0, y: 667, width: 375, height: 216)),
    PlacementCase(
      id: "P28 zero height on the bottom edge", screen: Screen.iPhone55Inch,
      endFrame: CGRect(x: 0, y: 736, width: 414, height: 0)),
    PlacementCase(
      id: "P29 zero height on the bottom edge", screen: Screen.iPhone47Inch,
      endFrame: CGRect(x: 0, y: 667, width: 375, height: 0)),
    PlacementCase(id: "zero-sized frame at the origin", screen: Screen.iPhone47Inch, endFrame: .zero),
    PlacementCase(
      id: "docked frame on an empty screen", screen: .zero, endFrame: CGRect(x: 0, y: 451, width: 375, height: 216)),
  ]

  static let undocked: [PlacementCase] = [
    PlacementCase(
      id: "SO 10749311 iPad portrait undocked, negative y", screen: Screen.iPadPortrait,
      endFrame: Frame.iPadPortraitUndockedNegativeY),
    PlacementCase(
      id: "iPad landscape undocked mid-screen", screen: Screen.iPadLandscape, endFrame: Frame.iPadLandscapeUndocked),
    PlacementCase(id: "iPad landscape split", screen: Screen.iPadLandscape, endFrame: Frame.iPadLandscapeSplit),
    PlacementCase(
      id: "iPad landscape undocked to the very top", screen: Screen.iPadLandscape,
      endFrame: CGRect(x: 0, y: 0, width: 1024, height: 391)),
  ]

  static let floating: [PlacementCase] = [
    PlacementCase(
      id: "iPad landscape floating mid-screen", screen: Screen.iPadLandscape, endFrame: Frame.iPadLandscapeFloating),
    PlacementCase(
      id: "iPad floating dragged to the bottom edge", screen: Screen.iPadLandscape,
      endFrame: CGRect(x: 352, y: 514, width: 320, height: 254)),
    // KeyboardLayoutGuide issue 37: while it is dragged, the floating keyboard's height comes out as the screen's.
    PlacementCase(
      id: "iPad floating reported with the screen's height", screen: Screen.iPadLandscape,
      endFrame: CGRect(x: 352, y: 0, width: 320, height: 768)),
  ]

  static let shortcutBar: [PlacementCase] = [
    PlacementCase(
      id: "ionic 273 iPad portrait, 55 of 313 on screen", screen: Screen.iPadPortrait,
      endFrame: Frame.iPadPortraitShortcutBar),
    PlacementCase(
      id: "iPad landscape, 55 of 313 on screen", screen: Screen.iPadLandscape,
      endFrame: CGRect(x: 0, y: 713, width: 1024, height: 313)),
  ]

  @Test(arguments: docked)
  func framesOnTheBottomEdgeAcrossTheWidthAreDocked(_ example: PlacementCase) {
    #expect(example.properties.placement(in: example.screen) == .docked)
  }

  @Test(arguments: hidden)
  func framesWithNothingOnScreenAreHidden(_ example: PlacementCase) {
    #expect(example.properties.placement(in: example.screen) == .hidden)
  }

  @Test(arguments: undocked)
  func fullWidthFramesAboveTheBottomEdgeAreUndocked(_ example: PlacementCase) {
    #expect(example.properties.placement(in: example.screen) == .undocked)
  }

  @Test(arguments: floating)
  func framesNarrowerThanTheScreenAreFloating(_ example: PlacementCase) {
    #expect(example.properties.placement(in: example.screen) == .floating)
  }

  @Test(arguments: shortcutBar)
  func framesMostlyBelowTheScreenAreTheShortcutBar(_ example: PlacementCase) {
    #expect(example.properties.placement(in: example.screen) == .shortcutBar)
  }

  @Test(arguments: docked + hidden + undocked + floating + shortcutBar)
  func framesReadFromUserInfoArePlacedLikeTheFramesThemselves(_ example: PlacementCase) {
    #expect(
      example.propertiesFromUserInfo.placement(in: example.screen) == example.properties.placement(in: example.screen))
  }

  @Test(arguments: [
    CGRect(x: CGFloat.infinity, y: .infinity, width: 0, height: 0),
    CGRect(x: CGFloat.infinity, y: .infinity, width: 375, height: 216),
    CGRect(x: 0, y: CGFloat.infinity, width: 375, height: 216),
    CGRect(x: -CGFloat.infinity, y: -CGFloat.infinity, width: 0, height: 0),
    CGRect.null,
  ])
  func hideFramesWithInfiniteOriginsAreHidden(_ endFrame: CGRect) {
    let properties = KeyboardProperties(userInfo: [KeyboardProperties.UserInfoKey.endFrame: NSValue.rect(endFrame)])
    #expect(properties.placement(in: Screen.iPhone47Inch) == .hidden)
  }

  @Test func aFrameHalfBelowTheScreenCoversTheBottomAsDocked() {
    // Half of a 300-point keyboard on screen is more than a strip: it still covers the bottom across the width.
    let properties = KeyboardProperties(endFrame: CGRect(x: 0, y: 517, width: 375, height: 300))
    #expect(properties.placement(in: Screen.iPhone47Inch) == .docked)
  }

  @Test func edgesWithinTheToleranceCountAsOnTheEdge() {
    let properties = KeyboardProperties(endFrame: CGRect(x: 0.5, y: 450.5, width: 374, height: 216))
    #expect(properties.placement(in: Screen.iPhone47Inch) == .docked)
  }

  @Test func aGapLargerThanTheToleranceIsUndocked() {
    let properties = KeyboardProperties(endFrame: CGRect(x: 0, y: 449, width: 375, height: 216))
    #expect(properties.placement(in: Screen.iPhone47Inch) == .undocked)
  }

  @Test func aStripThinnerThanTheToleranceIsHidden() {
    let properties = KeyboardProperties(endFrame: CGRect(x: 0, y: 666.5, width: 375, height: 216))
    #expect(properties.placement(in: Screen.iPhone47Inch) == .hidden)
  }

  @Test(arguments: [
    CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan),
    CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 0),
    CGRect.null,
  ])
  func screensWithNoAreaHideEveryKeyboard(_ screen: CGRect) {
    let properties = KeyboardProperties(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216))
    #expect(properties.placement(in: screen) == .hidden)
  }

  @Test func nonFiniteFramesBuiltWithoutUserInfoArePlacedAsIfClamped() {
    let properties = KeyboardProperties(endFrame: CGRect(x: 0, y: 451, width: CGFloat.infinity, height: 216))
    #expect(properties.placement(in: Screen.iPhone47Inch) == .docked)
  }
}
