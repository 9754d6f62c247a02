import Foundation
@_spi(Tools) import KeyboardBroadcast
import Testing

struct KeyboardPropertiesTests {
  // MARK: Real payloads

  @Test func readsAnIOSTypedWillShow() {
    let properties = KeyboardProperties(userInfo: Payload.p04WillShow)
    #expect(properties.beginFrame == CGRect(x: 0, y: 667, width: 375, height: 216))
    #expect(properties.endFrame == CGRect(x: 0, y: 451, width: 375, height: 216))
    #expect(properties.animationDuration == 0.25)
    #expect(properties.animationCurve == .keyboard)
    #expect(properties.isLocal)
  }

  @Test func keepsFractionalFramesAndAZeroDuration() {
    let properties = KeyboardProperties(userInfo: Payload.p22Resize)
    #expect(properties.endFrame.origin.y == 445.33333333333326)
    #expect(properties.endFrame.height == 366.66666666666674)
    #expect(properties.animationDuration == 0)
  }

  @Test func readsANonDefaultDuration() {
    #expect(KeyboardProperties(userInfo: Payload.p26SlowShow).animationDuration == 0.4)
  }

  @Test func readsCurveZeroFromOldIPads() {
    #expect(KeyboardProperties(userInfo: Payload.p31Landscape).animationCurve == .easeInOut)
  }

  @Test func aMissingIsLocalKeyMeansLocal() {
    #expect(KeyboardProperties(userInfo: Payload.p01NoIsLocal).isLocal)
  }

  // MARK: Plain Swift values

  @Test func readsPlainSwiftValues() {
    let properties = KeyboardProperties(userInfo: [
      "UIKeyboardFrameBeginUserInfoKey": CGRect(x: 0, y: 812, width: 375, height: 333),
      "UIKeyboardFrameEndUserInfoKey": CGRect(x: 0, y: 479, width: 375, height: 333),
      "UIKeyboardAnimationDurationUserInfoKey": 0.3,
      "UIKeyboardAnimationCurveUserInfoKey": 3,
      "UIKeyboardIsLocalUserInfoKey": false,
    ])
    #expect(properties.beginFrame == CGRect(x: 0, y: 812, width: 375, height: 333))
    #expect(properties.endFrame == CGRect(x: 0, y: 479, width: 375, height: 333))
    #expect(properties.animationDuration == 0.3)
    #expect(properties.animationCurve == .linear)
    #expect(!properties.isLocal)
  }

  @Test func readsDurationsOfEveryNumericType() {
    let values: [(Any, Double)] = [(CGFloat(0.5), 0.5), (Float(0.5), 0.5), (2, 2.0), (NSNumber(value: 0.4), 0.4)]
    for (value, expected) in values {
      let properties = KeyboardProperties(userInfo: ["UIKeyboardAnimationDurationUserInfoKey": value])
      #expect(properties.animationDuration == expected, "\(type(of: value))")
    }
  }

  @Test func readsAnIntegerIsLocal() {
    #expect(!KeyboardProperties(userInfo: ["UIKeyboardIsLocalUserInfoKey": 0]).isLocal)
    #expect(!KeyboardProperties(userInfo: ["UIKeyboardIsLocalUserInfoKey": NSNumber(value: 0)]).isLocal)
  }

  // MARK: Missing and mistyped values

  @Test func anEmptyUserInfoGivesTheDocumentedDefaults() {
    #expect(KeyboardProperties(userInfo: [:]) == KeyboardProperties())
    let defaults = KeyboardProperties()
    #expect(defaults.beginFrame == .zero)
    #expect(defaults.endFrame == .zero)
    #expect(defaults.animationDuration == 0.25)
    #expect(defaults.animationCurve == .keyboard)
    #expect(defaults.isLocal)
  }

  @Test func valuesOfTheWrongTypeAreIgnored() {
    let properties = KeyboardProperties(userInfo: [
      "UIKeyboardFrameBeginUserInfoKey": "NSRect: {{0, 667}, {375, 216}}",
      "UIKeyboardFrameEndUserInfoKey": NSValue.geometryValue(CGPoint(x: 187.5, y: 559)),
      "UIKeyboardAnimationDurationUserInfoKey": "0.25",
      "UIKeyboardAnimationCurveUserInfoKey": [7],
      "UIKeyboardIsLocalUserInfoKey": NSNull(),
    ])
    #expect(properties == KeyboardProperties())
  }

  @Test func aNumberIsNotReadAsAFrame() {
    let properties = KeyboardProperties(userInfo: ["UIKeyboardFrameEndUserInfoKey": NSNumber(value: 216)])
    #expect(properties.endFrame == .zero)
  }

  @Test func unrelatedKeysAreIgnored() {
    var userInfo = Payload.p04WillShow
    userInfo["UIKeyboardFrameChangedByUserInteraction"] = NSNumber(value: 0)
    userInfo[42] = "not a UIKit key"
    #expect(KeyboardProperties(userInfo: userInfo) == KeyboardProperties(userInfo: Payload.p04WillShow))
  }

  // MARK: Non-finite and out-of-range values

  @Test func anInfiniteHideFrameBecomesAFiniteFrameFarOffScreen() {
    let properties = KeyboardProperties(userInfo: [
      "UIKeyboardFrameEndUserInfoKey": NSValue.geometryValue(
        CGRect(x: CGFloat.infinity, y: .infinity, width: 0, height: 0))
    ])
    let limit = KeyboardProperties.maximumCoordinate
    #expect(properties.endFrame == CGRect(x: limit, y: limit, width: 0, height: 0))
  }

  @Test func nanFrameComponentsBecomeZero() {
    let properties = KeyboardProperties(userInfo: [
      "UIKeyboardFrameEndUserInfoKey": CGRect(x: CGFloat.nan, y: 451, width: 375, height: .nan)
    ])
    #expect(properties.endFrame == CGRect(x: 0, y: 451, width: 375, height: 0))
  }

  @Test func hugeFramesAreClampedSoTheirEdgesStayFinite() {
    let properties = KeyboardProperties(userInfo: [
      "UIKeyboardFrameEndUserInfoKey": CGRect(x: 0, y: CGFloat.greatestFiniteMagnitude, width: 375, height: 1e300)
    ])
    #expect(properties.endFrame.maxY.isFinite)
    #expect(properties.endFrame.minY == KeyboardProperties.maximumCoordinate)
  }

  @Test func aNegativeSizeIsStandardized() {
    let properties = KeyboardProperties(userInfo: [
      "UIKeyboardFrameEndUserInfoKey": CGRect(x: 0, y: 667, width: 375, height: -216)
    ])
    #expect(properties.endFrame == CGRect(x: 0, y: 451, width: 375, height: 216))
  }

  @Test(arguments: [-0.25, Double.nan, Double.infinity, -Double.infinity])
  func aBadDurationBecomesZero(duration: Double) {
    let properties = KeyboardProperties(userInfo: ["UIKeyboardAnimationDurationUserInfoKey": NSNumber(value: duration)])
    #expect(properties.animationDuration == 0)
  }

  @Test(arguments: [7, 4, 99, -1, Int.max])
  func anyWholeCurveValueIsKeptRaw(raw: Int) {
    let properties = KeyboardProperties(userInfo: ["UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: raw)])
    #expect(properties.animationCurve.rawValue == raw)
  }

  @Test func anUnsignedCurveBeyondIntIsIgnored() {
    let properties = KeyboardProperties(userInfo: ["UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: UInt64.max)])
    #expect(properties.animationCurve == .keyboard)
  }

  @Test(arguments: [7.5, Double.nan, Double.infinity, 1e300])
  func aCurveThatIsNotAWholeIntIsIgnored(raw: Double) {
    let properties = KeyboardProperties(userInfo: ["UIKeyboardAnimationCurveUserInfoKey": NSNumber(value: raw)])
    #expect(properties.animationCurve == .keyboard)
  }

  // MARK: Writing

  @Test func userInfoRoundTrips() {
    let properties = KeyboardProperties(userInfo: Payload.p22Resize)
    #expect(KeyboardProperties(userInfo: properties.userInfo) == properties)
  }

  @Test func userInfoIsTypedAsIOSTypesIt() {
    let userInfo = KeyboardProperties(endFrame: CGRect(x: 0, y: 451, width: 375, height: 216)).userInfo
    #expect(userInfo["UIKeyboardFrameEndUserInfoKey"] is NSValue)
    #expect(userInfo["UIKeyboardAnimationCurveUserInfoKey"] is NSNumber)
  }
}

struct KeyboardEventTests {
  @Test(arguments: KeyboardEvent.allCases)
  func eachEventRoundTripsThroughItsNotificationName(event: KeyboardEvent) {
    #expect(KeyboardEvent(notificationName: event.notificationName) == event)
  }

  @Test func notificationNamesAreUIKits() {
    #expect(KeyboardEvent.willShow.notificationName.rawValue == "UIKeyboardWillShowNotification")
    #expect(KeyboardEvent.didShow.notificationName.rawValue == "UIKeyboardDidShowNotification")
    #expect(KeyboardEvent.willHide.notificationName.rawValue == "UIKeyboardWillHideNotification")
    #expect(KeyboardEvent.didHide.notificationName.rawValue == "UIKeyboardDidHideNotification")
    #expect(KeyboardEvent.willChangeFrame.notificationName.rawValue == "UIKeyboardWillChangeFrameNotification")
    #expect(KeyboardEvent.didChangeFrame.notificationName.rawValue == "UIKeyboardDidChangeFrameNotification")
  }

  @Test func anotherNotificationIsNotAKeyboardEvent() {
    #expect(KeyboardEvent(notificationName: Notification.Name("UIApplicationDidBecomeActiveNotification")) == nil)
  }
}

struct KeyboardAnimationCurveTests {
  @Test func namedCurvesHaveUIKitsRawValues() {
    #expect(
      [KeyboardAnimationCurve.easeInOut, .easeIn, .easeOut, .linear, .keyboard].map(\.rawValue) == [0, 1, 2, 3, 7])
  }

  @Test func anUnnamedCurveDescribesItsRawValue() {
    #expect(KeyboardAnimationCurve(rawValue: 9).description == "KeyboardAnimationCurve(rawValue: 9)")
    #expect(KeyboardAnimationCurve.keyboard.description == "keyboard")
  }
}
