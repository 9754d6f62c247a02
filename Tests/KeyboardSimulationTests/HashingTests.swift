import Foundation
import KeyboardBroadcast
import KeyboardSimulation
import Testing

/// `KeyboardDevice` and `KeyboardTrace.Value` hold `CGSize`, `CGRect` and `CGPoint`, which are `Hashable` only on
/// Linux and from iOS 18, so they hash themselves; equal values must hash equally.
///
/// The rectangle pairs are `==` (which compares standardized rectangles) and hash apart under corelibs' own `CGRect`
/// hash, so those tests fail where `Value` falls back to synthesized hashing. Equal sizes and points hash alike under
/// either, so the device tests only check that the device's own hash agrees with `==`.
struct SimulationHashingTests {
  @Test func equalDevicesHashEqually() {
    let copy = KeyboardDevice(
      name: KeyboardDevice.iPhoneSE.name, screenSize: CGSize(width: 375, height: 667), keyboardHeight: 260)
    #expect(copy == .iPhoneSE)
    #expect(copy.hashValue == KeyboardDevice.iPhoneSE.hashValue)
  }

  @Test func devicesThatDifferOnlyInScreenSizeAreKeptApart() {
    var wider = KeyboardDevice.iPhoneSE
    wider.screenSize.width += 1
    #expect(Set([wider, .iPhoneSE]).count == 2)
  }

  @Test func flippedRectValuesAreEqualAndHashEqually() {
    let flipped = KeyboardTrace.Value.rect(CGRect(x: 0, y: 0, width: -10, height: 10))
    let standard = KeyboardTrace.Value.rect(CGRect(x: -10, y: 0, width: 10, height: 10))
    #expect(flipped == standard)
    #expect(flipped.hashValue == standard.hashValue)
  }

  @Test func nullRectValuesHashEqually() {
    let null = KeyboardTrace.Value.rect(.null)
    let alsoNull = KeyboardTrace.Value.rect(CGRect(x: 0, y: CGFloat.infinity, width: 10, height: 10))
    #expect(null == alsoNull)
    #expect(null.hashValue == alsoNull.hashValue)
  }

  @Test func infiniteRectValuesHashLikeTheirFlippedForm() {
    let infinite = CGRect.infinite
    let standard = KeyboardTrace.Value.rect(infinite)
    let flipped = KeyboardTrace.Value.rect(
      CGRect(x: infinite.minX, y: infinite.maxY, width: infinite.width, height: -infinite.height))
    #expect(standard == flipped)
    #expect(standard.hashValue == flipped.hashValue)
  }

  @Test func valuesOfDifferentKindsAreKeptApart() {
    let values: Set<KeyboardTrace.Value> = [.number(0), .rect(.zero), .point(.zero)]
    #expect(values.count == 3)
  }

  @Test func entriesWithFlippedFramesHashEqually() {
    let flipped = KeyboardTrace.Entry(
      time: 0, event: .willShow, userInfo: ["F": .rect(CGRect(x: 5, y: 5, width: -5, height: -5))])
    let standard = KeyboardTrace.Entry(
      time: 0, event: .willShow, userInfo: ["F": .rect(CGRect(x: 0, y: 0, width: 5, height: 5))])
    #expect(flipped == standard)
    #expect(flipped.hashValue == standard.hashValue)
  }
}
