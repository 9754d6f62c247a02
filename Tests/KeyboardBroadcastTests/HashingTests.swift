import Foundation
import KeyboardBroadcast
import Testing

/// `KeyboardProperties` and `KeyboardUpdate` write their own `hash(into:)`: `CGRect` is `Hashable` only on Linux and
/// from iOS 18, and corelibs' own hash disagrees with its `==` for flipped rectangles. Equal values must hash equally,
/// or `Set` and `Dictionary` keep both.
struct HashingTests {
  private func properties(endFrame: CGRect) -> KeyboardProperties {
    KeyboardProperties(beginFrame: CGRect(x: 0, y: 667, width: 375, height: 216), endFrame: endFrame)
  }

  @Test func flippedFramesAreEqualAndHashEqually() {
    let flipped = properties(endFrame: CGRect(x: 0, y: 0, width: -10, height: 10))
    let standard = properties(endFrame: CGRect(x: -10, y: 0, width: 10, height: 10))
    #expect(flipped == standard)
    #expect(flipped.hashValue == standard.hashValue)
    #expect(Set([flipped, standard]).count == 1)
  }

  @Test func zeroFramesWithNegativeZeroSizesHashEqually() {
    let zero = properties(endFrame: .zero)
    let negativeZero = properties(endFrame: CGRect(x: 0, y: 0, width: -0.0, height: -0.0))
    #expect(zero == negativeZero)
    #expect(zero.hashValue == negativeZero.hashValue)
  }

  @Test func hugeFlippedFramesHashEqually() {
    let limit = KeyboardProperties.maximumCoordinate
    let flipped = properties(endFrame: CGRect(x: limit, y: limit, width: -2 * limit, height: -2 * limit))
    let standard = properties(endFrame: CGRect(x: -limit, y: -limit, width: 2 * limit, height: 2 * limit))
    #expect(flipped == standard)
    #expect(Set([flipped, standard]).count == 1)
  }

  @Test func sanitizedFramesHashLikeTheirDocumentedValues() {
    // iOS's `{{inf, inf}, {0, 0}}` hide frame, and a NaN frame: the documented results of `init(userInfo:)`.
    let limit = KeyboardProperties.maximumCoordinate
    let parsed = KeyboardProperties(userInfo: [
      "UIKeyboardFrameBeginUserInfoKey": CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan),
      "UIKeyboardFrameEndUserInfoKey": CGRect(x: CGFloat.infinity, y: .infinity, width: 0, height: 0),
    ])
    let documented = KeyboardProperties(beginFrame: .zero, endFrame: CGRect(x: limit, y: limit, width: 0, height: 0))
    #expect(parsed == documented)
    #expect(parsed.hashValue == documented.hashValue)
  }

  @Test func unequalPropertiesAreKeptApart() {
    let shown = properties(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216))
    var slower = shown
    slower.animationDuration = 0.4
    #expect(Set([shown, slower, properties(endFrame: .zero)]).count == 3)
  }

  @Test func updatesWithFlippedFramesHashEqually() {
    let flipped = KeyboardUpdate(
      event: .willShow, properties: properties(endFrame: CGRect(x: 0, y: 0, width: -1, height: 1)))
    let standard = KeyboardUpdate(
      event: .willShow, properties: properties(endFrame: CGRect(x: -1, y: 0, width: 1, height: 1)))
    #expect(Set([flipped, standard]).count == 1)
  }
}
