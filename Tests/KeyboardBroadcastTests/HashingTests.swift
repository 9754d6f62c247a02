import Foundation
@_spi(Tools) import KeyboardBroadcast
import Testing

/// `KeyboardProperties` and `KeyboardSnapshot` write their own `hash(into:)`, and `KeyboardUpdate`'s synthesized one
/// hashes its properties through `KeyboardProperties`': `CGRect` is `Hashable` only on Linux and from iOS 18, and
/// corelibs' own hash disagrees with its `==`, which compares standardized rectangles (a negative width or height is
/// flipped; every null rectangle is the same). Equal values must hash equally, or `Set` and `Dictionary` keep both.
///
/// Every pair below is `==` and hashes apart under corelibs' `CGRect` hash, so each test fails where its type falls
/// back to synthesized hashing.
struct HashingTests {
  private func properties(endFrame: CGRect) -> KeyboardProperties {
    KeyboardProperties(beginFrame: CGRect(x: 0, y: 667, width: 375, height: 216), endFrame: endFrame)
  }

  private func expectEqualAndHashEqually<Value: Hashable>(
    _ first: Value, _ second: Value, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(first == second, sourceLocation: sourceLocation)
    #expect(first.hashValue == second.hashValue, sourceLocation: sourceLocation)
    #expect(Set([first, second]).count == 1, sourceLocation: sourceLocation)
  }

  @Test func flippedFramesAreEqualAndHashEqually() {
    expectEqualAndHashEqually(
      properties(endFrame: CGRect(x: 0, y: 0, width: -10, height: 10)),
      properties(endFrame: CGRect(x: -10, y: 0, width: 10, height: 10)))
  }

  @Test func zeroAreaFramesWithANegativeSideHashLikeTheirStandardForm() {
    // A keyboard frame of no height, and one of no width, each given with its other side negative.
    expectEqualAndHashEqually(
      properties(endFrame: CGRect(x: 375, y: 667, width: -375, height: 0)),
      properties(endFrame: CGRect(x: 0, y: 667, width: 375, height: 0)))
    expectEqualAndHashEqually(
      properties(endFrame: CGRect(x: 0, y: 667, width: 0, height: -216)),
      properties(endFrame: CGRect(x: 0, y: 451, width: 0, height: 216)))
  }

  @Test func hugeFlippedFramesHashEqually() {
    let limit = KeyboardProperties.maximumCoordinate
    expectEqualAndHashEqually(
      properties(endFrame: CGRect(x: limit, y: limit, width: -2 * limit, height: -2 * limit)),
      properties(endFrame: CGRect(x: -limit, y: -limit, width: 2 * limit, height: 2 * limit)))
  }

  @Test func nullFramesHashEqually() {
    // A rectangle is null when a coordinate of its origin is +infinity, whatever its size; null rectangles are all ==.
    expectEqualAndHashEqually(
      properties(endFrame: .null), properties(endFrame: CGRect(x: CGFloat.infinity, y: 0, width: 375, height: 216)))
    expectEqualAndHashEqually(
      properties(endFrame: .null), properties(endFrame: CGRect(x: 0, y: CGFloat.infinity, width: -375, height: 216)))
  }

  @Test func infiniteFramesHashLikeTheirFlippedForm() {
    let infinite = CGRect.infinite
    let flipped = CGRect(x: infinite.maxX, y: infinite.minY, width: -infinite.width, height: infinite.height)
    expectEqualAndHashEqually(properties(endFrame: .infinite), properties(endFrame: flipped))
  }

  @Test func framesSanitizedFromUserInfoHashLikeTheirUnsanitizedTwins() {
    // init(userInfo:) makes NaN 0, clamps to ±maximumCoordinate, then flips negative sizes. The twins are clamped
    // alike but not flipped: equal under ==, since == standardizes, and hashed apart by corelibs.
    let limit = KeyboardProperties.maximumCoordinate
    let parsed = KeyboardProperties(userInfo: [
      "UIKeyboardFrameBeginUserInfoKey": CGRect(x: 0, y: 667, width: 375, height: -216),
      "UIKeyboardFrameEndUserInfoKey": CGRect(
        x: CGFloat.nan, y: -.infinity, width: .greatestFiniteMagnitude, height: -216),
    ])
    let twin = KeyboardProperties(
      beginFrame: CGRect(x: 0, y: 667, width: 375, height: -216),
      endFrame: CGRect(x: 0, y: -limit, width: limit, height: -216))
    expectEqualAndHashEqually(parsed, twin)
  }

  @Test func unequalPropertiesAreKeptApart() {
    let shown = properties(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216))
    var slower = shown
    slower.animationDuration = 0.4
    #expect(Set([shown, slower, properties(endFrame: .zero)]).count == 3)
  }

  @Test func updatesWithFlippedFramesHashEqually() {
    expectEqualAndHashEqually(
      KeyboardUpdate(event: .willShow, properties: properties(endFrame: CGRect(x: 0, y: 0, width: -1, height: 1))),
      KeyboardUpdate(event: .willShow, properties: properties(endFrame: CGRect(x: -1, y: 0, width: 1, height: 1))))
  }

  @MainActor private func snapshot(screenBounds: CGRect) -> KeyboardSnapshot {
    let observer = KeyboardObserver(notificationCenter: NotificationCenter())
    observer.screenBounds = screenBounds
    return observer.snapshot
  }

  @MainActor @Test func snapshotsWithFlippedScreenBoundsHashEqually() {
    expectEqualAndHashEqually(
      snapshot(screenBounds: CGRect(x: 375, y: 0, width: -375, height: 667)),
      snapshot(screenBounds: CGRect(x: 0, y: 0, width: 375, height: 667)))
  }

  @MainActor @Test func snapshotsWithNullScreenBoundsHashEqually() {
    expectEqualAndHashEqually(
      snapshot(screenBounds: .null), snapshot(screenBounds: CGRect(x: CGFloat.infinity, y: 0, width: 375, height: 667)))
  }
}
