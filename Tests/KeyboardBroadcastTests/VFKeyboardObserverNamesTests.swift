import Foundation
import KeyboardBroadcast
import KeyboardTestSupport
import Testing

/// A delegate ported word for word from VFKeyboardObserver's Objective-C selectors is called.
@MainActor struct VFKeyboardObserverNamesTests {
  let harness = ObserverHarness()

  @Test func aDelegateWithVFKeyboardObserversNamesIsCalledForShowsAndHides() {
    let ported = PortedDelegate()
    harness.observer.addDelegate(ported)
    harness.post(.willShow, Payload.p10WillShow)
    harness.post(.didShow, Payload.p09DidShow)
    harness.post(.willHide, Payload.p10WillHide)
    harness.post(.didHide, Payload.p10WillHide)
    #expect(ported.calls == ["willShow 409 rotating: false", "didShow 409", "willHide 667", "didHide 667"])
  }

  @Test func theRotationFlagReachesTheVFNamedWillShow() {
    let ported = PortedDelegate()
    harness.observer.addDelegate(ported)
    harness.post(.willShow, Payload.p10WillShow)
    harness.observer.interfaceOrientationWillChange()
    harness.post(.willHide, Payload.p10WillHide)
    harness.post(.willShow, Payload.p04WillShow)
    #expect(ported.calls.last == "willShow 451 rotating: true")
  }

  @Test func aDelegateWithBothNamesHearsEachShowAndHideOnceThroughTheNewName() {
    let both = BothNamesDelegate()
    harness.observer.addDelegate(both)
    harness.post(.willShow, Payload.p10WillShow)
    harness.post(.didShow, Payload.p09DidShow)
    harness.post(.willHide, Payload.p10WillHide)
    harness.post(.didHide, Payload.p10WillHide)
    #expect(both.calls == ["new willShow", "new didShow", "new willHide", "new didHide"])
  }

  @Test func aDelegateAddedWithReplayHearsTheCurrentStateThroughVFKeyboardObserversNames() {
    harness.post(.willShow, Payload.p10WillShow)
    harness.post(.didShow, Payload.p10WillShow)
    let ported = PortedDelegate()
    harness.observer.addDelegate(ported, replayingCurrentState: true)
    #expect(ported.calls == ["willShow 409 rotating: false", "didShow 409"])
  }
}

/// Written as a VFKeyboardObserver delegate is when its Objective-C is ported to Swift word for word.
@MainActor private final class PortedDelegate: KeyboardObserverDelegate {
  private(set) var calls: [String] = []

  func keyboardObserver(
    _ keyboardObserver: KeyboardObserver, keyboardWillShowWithProperties keyboardProperties: KeyboardProperties,
    interfaceOrientationWillChange changeOrientation: Bool
  ) {
    calls.append("willShow \(Int(keyboardProperties.endFrame.minY)) rotating: \(changeOrientation)")
  }

  func keyboardObserver(
    _ keyboardObserver: KeyboardObserver, keyboardDidShowWithProperties keyboardProperties: KeyboardProperties
  ) {
    calls.append("didShow \(Int(keyboardProperties.endFrame.minY))")
  }

  func keyboardObserver(
    _ keyboardObserver: KeyboardObserver, keyboardWillHideWithProperties keyboardProperties: KeyboardProperties
  ) {
    calls.append("willHide \(Int(keyboardProperties.endFrame.minY))")
  }

  func keyboardObserver(
    _ keyboardObserver: KeyboardObserver, keyboardDidHideWithProperties keyboardProperties: KeyboardProperties
  ) {
    calls.append("didHide \(Int(keyboardProperties.endFrame.minY))")
  }
}

/// Half migrated: the new names and VFKeyboardObserver's, each recording which one was called.
@MainActor private final class BothNamesDelegate: KeyboardObserverDelegate {
  private(set) var calls: [String] = []

  func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillShowWith properties: KeyboardProperties,
    interfaceOrientationWillChange: Bool
  ) { calls.append("new willShow") }
  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidShowWith properties: KeyboardProperties) {
    calls.append("new didShow")
  }
  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillHideWith properties: KeyboardProperties) {
    calls.append("new willHide")
  }
  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidHideWith properties: KeyboardProperties) {
    calls.append("new didHide")
  }

  func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillShowWithProperties properties: KeyboardProperties,
    interfaceOrientationWillChange: Bool
  ) { calls.append("vf willShow") }
  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidShowWithProperties properties: KeyboardProperties) {
    calls.append("vf didShow")
  }
  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillHideWithProperties properties: KeyboardProperties) {
    calls.append("vf willHide")
  }
  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidHideWithProperties properties: KeyboardProperties) {
    calls.append("vf didHide")
  }
}
