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

  @Test func theVFNamedMethodComesRightAfterTheNewOne() {
    let both = BothNamesDelegate()
    harness.observer.addDelegate(both)
    harness.post(.willShow, Payload.p10WillShow)
    #expect(both.calls == ["new", "vf"])
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

@MainActor private final class BothNamesDelegate: KeyboardObserverDelegate {
  private(set) var calls: [String] = []

  func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillShowWith properties: KeyboardProperties,
    interfaceOrientationWillChange: Bool
  ) { calls.append("new") }

  func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillShowWithProperties properties: KeyboardProperties,
    interfaceOrientationWillChange: Bool
  ) { calls.append("vf") }
}
