// Runs the consumer's keyboard logic against a simulated iPhone SE keyboard and exits non-zero on any surprise,
// naming each one.
import ChatFeature
import Foundation
import KeyboardAnimation
import KeyboardSimulation

@MainActor func check() async -> [String] {
  var failures: [String] = []
  func expect(_ condition: Bool, _ what: String) { if !condition { failures.append(what) } }

  let center = NotificationCenter()
  let observer = KeyboardObserver(notificationCenter: center)
  observer.start()
  observer.animator = RecordingKeyboardAnimator()
  let layout = ChatKeyboardLayout(observer: observer)
  let badge = KeyboardBadge(observer: observer)
  // Made here, before the show, the stream holds every update until the task reads it: no waiting on the scheduler.
  let updates = observer.updates
  let counting = Task { await countUpdates(in: updates) }

  let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPhoneSE)
  keyboard.show()
  expect(layout.composerInset == 260, "the delegate's inset after a show is \(layout.composerInset), not 260")
  expect(layout.animatedLayouts == 1, "animateWithKeyboardProperties ran \(layout.animatedLayouts) times, not 1")
  expect(badge.isKeyboardUp, "the closure did not see the show")
  keyboard.hide()
  expect(layout.composerInset == 0, "the delegate's inset after a hide is \(layout.composerInset), not 0")
  expect(!badge.isKeyboardUp, "the closure did not see the hide")
  observer.stop()
  let streamed = await counting.value
  expect(streamed == 8, "the AsyncStream yielded \(streamed) updates, not 8 (a show and a hide, 4 notifications each)")
  return failures
}

let failures = await check()
for failure in failures { print("consumer check failed: \(failure)") }
if failures.isEmpty {
  print("consumer check: a package outside the repository built and ran against KeyboardBroadcast")
} else {
  print("consumer check: \(failures.count) expectation(s) failed, listed above")
}
exit(failures.isEmpty ? 0 : 1)
