import Foundation
@_spi(Tools) import KeyboardBroadcast
import Testing

/// One view over one keyboard, and the bottom inset it needs.
struct OverlapCase: CustomTestStringConvertible, Sendable {
  var id: String
  var screen: CGRect
  var endFrame: CGRect
  var view: CGRect
  var expected: CGFloat

  var testDescription: String { id }
}

struct OverlapTests {
  static let coveringKeyboards: [OverlapCase] = [
    OverlapCase(
      id: "P04 full-screen iPhone window", screen: Screen.iPhone47Inch,
      endFrame: CGRect(x: 0, y: 451, width: 375, height: 216), view: Screen.iPhone47Inch, expected: 216),
    OverlapCase(
      id: "P18 full-screen iPhone X window", screen: Screen.iPhoneX,
      endFrame: CGRect(x: 0, y: 479, width: 375, height: 333), view: Screen.iPhoneX, expected: 333),
    OverlapCase(
      id: "P22 fractional frame", screen: Screen.iPhoneX, endFrame: Frame.iPhoneXFractional, view: Screen.iPhoneX,
      expected: 812 - 445.33333333333326),
    OverlapCase(
      id: "OmniUI iPad portrait, full-screen window", screen: Screen.iPadPortrait, endFrame: Frame.iPadPortraitDocked,
      view: Screen.iPadPortrait, expected: 264),
    OverlapCase(
      id: "P50 iPad landscape, full-screen window", screen: Screen.iPadLandscape, endFrame: Frame.iPadLandscapeDocked,
      view: Screen.iPadLandscape, expected: 391),
    // Split View: the right-hand app is 507 points wide; the keyboard spans both apps.
    OverlapCase(
      id: "P50 under a Split View window", screen: Screen.iPadLandscape, endFrame: Frame.iPadLandscapeDocked,
      view: CGRect(x: 517, y: 0, width: 507, height: 768), expected: 391),
    // Stage Manager: a window narrower than the keyboard whose bottom edge is 50 points above the screen's.
    OverlapCase(
      id: "P50 under a Stage Manager window narrower than the keyboard", screen: Screen.iPadLandscape,
      endFrame: Frame.iPadLandscapeDocked, view: CGRect(x: 200, y: 40, width: 600, height: 678), expected: 341),
    OverlapCase(
      id: "ionic 273 shortcut bar: the 55-point strip, not 313", screen: Screen.iPadPortrait,
      endFrame: Frame.iPadPortraitShortcutBar, view: Screen.iPadPortrait, expected: 55),
    OverlapCase(
      id: "P50 under a view that ends above the keyboard", screen: Screen.iPadLandscape,
      endFrame: Frame.iPadLandscapeDocked, view: CGRect(x: 0, y: 0, width: 1024, height: 300), expected: 0),
    OverlapCase(
      id: "P50 over a view entirely behind the keyboard", screen: Screen.iPadLandscape,
      endFrame: Frame.iPadLandscapeDocked, view: CGRect(x: 0, y: 700, width: 1024, height: 44), expected: 44),
    OverlapCase(
      id: "P50 beside a window moved off the screen's side", screen: Screen.iPadLandscape,
      endFrame: Frame.iPadLandscapeDocked, view: CGRect(x: 1100, y: 0, width: 400, height: 768), expected: 0),
  ]

  static let nonCoveringKeyboards: [OverlapCase] = [
    OverlapCase(
      id: "SO 10749311 undocked, negative y", screen: Screen.iPadPortrait,
      endFrame: Frame.iPadPortraitUndockedNegativeY, view: Screen.iPadPortrait, expected: 0),
    OverlapCase(
      id: "iPad landscape split", screen: Screen.iPadLandscape, endFrame: Frame.iPadLandscapeSplit,
      view: Screen.iPadLandscape, expected: 0),
    OverlapCase(
      id: "iPad landscape floating", screen: Screen.iPadLandscape, endFrame: Frame.iPadLandscapeFloating,
      view: Screen.iPadLandscape, expected: 0),
    OverlapCase(
      id: "floating reported with the screen's height", screen: Screen.iPadLandscape,
      endFrame: CGRect(x: 352, y: 0, width: 320, height: 768), view: Screen.iPadLandscape, expected: 0),
    OverlapCase(
      id: "P27 begin == end below the screen", screen: Screen.iPhone47Inch,
      endFrame: CGRect(x: 0, y: 667, width: 375, height: 216), view: Screen.iPhone47Inch, expected: 0),
    OverlapCase(
      id: "P28 zero height", screen: Screen.iPhone55Inch, endFrame: CGRect(x: 0, y: 736, width: 414, height: 0),
      view: Screen.iPhone55Inch, expected: 0),
    OverlapCase(
      id: "P29 zero height", screen: Screen.iPhone47Inch, endFrame: CGRect(x: 0, y: 667, width: 375, height: 0),
      view: Screen.iPhone47Inch, expected: 0),
  ]

  @Test(arguments: coveringKeyboards)
  func coveringKeyboardsInsetTheViewByTheirVisibleTop(_ example: OverlapCase) {
    let properties = KeyboardProperties(endFrame: example.endFrame)
    #expect(properties.overlap(with: example.view, screenBounds: example.screen) == example.expected)
  }

  @Test(arguments: nonCoveringKeyboards)
  func hiddenUndockedAndFloatingKeyboardsInsetNothing(_ example: OverlapCase) {
    let properties = KeyboardProperties(endFrame: example.endFrame)
    #expect(properties.overlap(with: example.view, screenBounds: example.screen) == example.expected)
  }

  @Test func aHideFrameWithAnInfiniteOriginInsetsNothing() {
    let infinite = CGRect(x: CGFloat.infinity, y: .infinity, width: 0, height: 0)
    let properties = KeyboardProperties(userInfo: [KeyboardProperties.UserInfoKey.endFrame: NSValue.rect(infinite)])
    #expect(properties.overlap(with: Screen.iPhone47Inch, screenBounds: Screen.iPhone47Inch) == 0)
  }

  @Test(arguments: [
    CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan),
    CGRect(x: 0, y: 0, width: 375, height: CGFloat.nan),
    CGRect(x: 0, y: 0, width: 375, height: 0),
    CGRect.null,
  ])
  func viewsWithNoHeightInsetNothing(_ view: CGRect) {
    let properties = KeyboardProperties(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216))
    #expect(properties.overlap(with: view, screenBounds: Screen.iPhone47Inch) == 0)
  }

  @Test func anInfiniteViewGetsAFiniteInset() {
    let properties = KeyboardProperties(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216))
    let overlap = properties.overlap(with: .infinite, screenBounds: Screen.iPhone47Inch)
    #expect(overlap.isFinite)
    #expect((0...KeyboardProperties.maximumCoordinate).contains(overlap))
  }

  @Test func aViewReachingFarBelowTheScreenIsInsetFromItsOwnBottom() {
    // Clamped to a million points, the view's bottom is still below the keyboard's top by a finite amount.
    let properties = KeyboardProperties(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216))
    let view = CGRect(x: 0, y: 0, width: 375, height: CGFloat.greatestFiniteMagnitude)
    #expect(
      properties.overlap(with: view, screenBounds: Screen.iPhone47Inch) == KeyboardProperties.maximumCoordinate - 451)
  }

  @Test(arguments: [
    CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan),
    CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.infinity),
    CGRect(x: -CGFloat.greatestFiniteMagnitude, y: 0, width: CGFloat.greatestFiniteMagnitude, height: 667),
  ])
  func nonFiniteScreenBoundsNeverGiveANonFiniteOrOversizedInset(_ screen: CGRect) {
    let properties = KeyboardProperties(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216))
    let overlap = properties.overlap(with: Screen.iPhone47Inch, screenBounds: screen)
    #expect(overlap.isFinite)
    #expect((0...667).contains(overlap))
  }

  @Test func nonFiniteKeyboardFramesNeverGiveANonFiniteInset() {
    let properties = KeyboardProperties(endFrame: CGRect(x: -CGFloat.infinity, y: 451, width: .infinity, height: .nan))
    let overlap = properties.overlap(with: Screen.iPhone47Inch, screenBounds: Screen.iPhone47Inch)
    #expect(overlap == 0)
  }

  // MARK: Less than a point

  @Test func aViewThatOnlyTouchesTheKeyboardByHalfAPointIsNotCovered() {
    // P04's keyboard starts at 451; the view ends half a point below that.
    let properties = KeyboardProperties(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216))
    let view = CGRect(x: 0, y: 0, width: 375, height: 451.5)
    #expect(properties.overlap(with: view, screenBounds: Screen.iPhone47Inch) == 0)
  }

  @Test func aViewMissedByTheRoundingOfA3xScreenIsNotCovered() {
    // P22's fractional top edge, 445.33, against a view that ends at 445.66: a third of a point.
    let properties = KeyboardProperties(endFrame: Frame.iPhoneXFractional)
    let view = CGRect(x: 0, y: 0, width: 375, height: 445.66666666666663)
    #expect(properties.overlap(with: view, screenBounds: Screen.iPhoneX) == 0)
  }

  @Test func oneWholePointOfOverlapCounts() {
    let properties = KeyboardProperties(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216))
    let view = CGRect(x: 0, y: 0, width: 375, height: 452)
    #expect(properties.overlap(with: view, screenBounds: Screen.iPhone47Inch) == 1)
  }
}
