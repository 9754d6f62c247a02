import Foundation
import KeyboardTestSupport
import Testing

@testable import KeyboardBroadcast

/// The observer keeps its delegates in a `DelegateRegistry`; these check the registry's rules through the observer.
@MainActor struct ObserverDelegatesTests {
  let harness = ObserverHarness()

  @Test func aDelegateAddedTwiceHearsEachEventOnceInItsFirstPlace() {
    let second = RecordingDelegate()
    var order: [String] = []
    harness.delegate.onCall = { _ in order.append("first") }
    second.onCall = { _ in order.append("second") }
    harness.observer.addDelegate(second)
    harness.observer.addDelegate(harness.delegate)
    harness.post(.willShow, Payload.p04WillShow)
    #expect(order == ["first", "second"])
  }

  @Test func aDelegateRemovedByAnotherDuringADeliveryIsNotCalledLaterInIt() {
    let later = RecordingDelegate()
    let observer = harness.observer
    observer.addDelegate(later)
    harness.delegate.onCall = { _ in observer.removeDelegate(later) }
    harness.post(.willShow, Payload.p04WillShow)
    #expect(later.calls.isEmpty)
  }

  @Test func aDelegateAddedDuringADeliveryIsFirstCalledByTheNext() {
    let late = RecordingDelegate()
    let observer = harness.observer
    harness.delegate.onCall = { _ in observer.addDelegate(late) }
    harness.post(.willShow, Payload.p04WillShow)
    #expect(late.calls.isEmpty)
    harness.post(.willShow, Payload.p10WillShow)
    #expect(late.events == [.willShow])
  }

  @Test func aDelegateDeallocatedDuringADeliveryIsSkipped() {
    var heard: [String] = []
    var doomed: CallbackDelegate? = CallbackDelegate { heard.append("doomed") }
    harness.observer.addDelegate(doomed!)
    harness.delegate.onCall = { _ in doomed = nil }
    harness.post(.willShow, Payload.p04WillShow)
    #expect(heard.isEmpty)
  }

  @Test func theObserverDoesNotKeepADelegateAlive() {
    weak var released: RecordingDelegate?
    do {
      let delegate = RecordingDelegate()
      harness.observer.addDelegate(delegate)
      released = delegate
    }
    #expect(released == nil)
  }

  @Test func aNewObjectAtADeadDelegatesAddressIsAddedAndCalled() throws {
    var deadIdentity: ObjectIdentifier?
    do {
      let dead = RecordingDelegate()
      deadIdentity = ObjectIdentifier(dead)
      harness.observer.addDelegate(dead)
    }
    // The allocator hands freed blocks back quickly; keep allocating until one lands on the dead address.
    var candidates: [RecordingDelegate] = []
    var reused: RecordingDelegate?
    for _ in 0..<10_000 where reused == nil {
      let candidate = RecordingDelegate()
      if ObjectIdentifier(candidate) == deadIdentity { reused = candidate } else { candidates.append(candidate) }
    }
    // AddressSanitizer quarantines freed memory, so no object may land there: nothing to check then.
    guard let newcomer = reused else { return }
    harness.observer.addDelegate(newcomer)
    harness.post(.willShow, Payload.p04WillShow)
    #expect(newcomer.events == [.willShow])
    withExtendedLifetime(candidates) {}
  }

  @Test func storageStaysBoundedAsDelegatesAreReleased() {
    var peakStorage = 0
    for _ in 0..<2_000 {
      harness.observer.addDelegate(RecordingDelegate())
      peakStorage = max(peakStorage, harness.observer.delegates.storedEntryCount)
    }
    #expect(peakStorage <= 16)
  }

  @Test func storageStaysBoundedAsDelegatesAreRemoved() {
    var peakStorage = 0
    for _ in 0..<2_000 {
      let delegate = RecordingDelegate()
      harness.observer.addDelegate(delegate)
      harness.observer.removeDelegate(delegate)
      peakStorage = max(peakStorage, harness.observer.delegates.storedEntryCount)
    }
    #expect(peakStorage <= 16)
  }
}

/// A delegate that runs `onWillShow` for each will-show it hears.
@MainActor private final class CallbackDelegate: KeyboardObserverDelegate {
  let onWillShow: () -> Void

  init(onWillShow: @escaping () -> Void) { self.onWillShow = onWillShow }

  func keyboardObserver(
    _ observer: KeyboardObserver, keyboardWillShowWith properties: KeyboardProperties,
    interfaceOrientationWillChange: Bool
  ) { onWillShow() }
}
