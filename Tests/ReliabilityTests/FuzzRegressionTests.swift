import Foundation
import KeyboardBroadcast
import Testing

/// Inputs the fuzzer (FuzzTesting/) once crashed on, replayed as ordinary tests. Each keeps a seed of the same name
/// in FuzzTesting/Corpus, so the fuzzer starts from it too.
@MainActor struct FuzzRegressionTests {
  private let center = NotificationCenter()
  private let frame = KeyboardProperties(
    beginFrame: CGRect(x: 0, y: 667, width: 375, height: 216), endFrame: CGRect(x: 0, y: 451, width: 375, height: 216))

  // Seed rotation-repeated-did-show: a did-show that repeats the last one used to leave the hide before it held
  // back, and the end of the rotation then told delegates the keyboard had gone although iOS said it was up.
  @Test func rotationNeverDeliversAHideThatARepeatedDidShowFollowed() {
    let observer = KeyboardObserver(notificationCenter: center)
    let delegate = EventLog()
    observer.addDelegate(delegate)
    observer.start()
    post(.willShow, frame)
    post(.didShow, frame)
    observer.interfaceOrientationWillChange()
    post(.willHide, frame)
    post(.didShow, frame)
    observer.interfaceOrientationDidChange()
    #expect(delegate.events == [.willShow, .didShow])
    #expect(observer.snapshot.isShown)
  }

  private func post(_ event: KeyboardEvent, _ properties: KeyboardProperties) {
    center.post(name: event.notificationName, object: nil, userInfo: properties.userInfo)
  }
}

/// Records which events reached it, in order.
@MainActor private final class EventLog: KeyboardObserverDelegate {
  private(set) var events: [KeyboardEvent] = []

  func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillShowWith properties: KeyboardProperties,
    interfaceOrientationWillChange: Bool
  ) { events.append(.willShow) }
  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidShowWith properties: KeyboardProperties) {
    events.append(.didShow)
  }
  func keyboardObserver(_ observer: KeyboardObserver, keyboardWillHideWith properties: KeyboardProperties) {
    events.append(.willHide)
  }
  func keyboardObserver(_ observer: KeyboardObserver, keyboardDidHideWith properties: KeyboardProperties) {
    events.append(.didHide)
  }
}
