import Foundation
import KeyboardAnimation
import KeyboardSimulation
import Testing

@testable import KeyboardBroadcastExamples

#if canImport(Combine)
  import Combine
#endif

/// The closure, stream and Combine examples of Getting Started.
@MainActor struct ListeningExampleTests {
  let center = NotificationCenter()
  let observer: KeyboardObserver
  let keyboard: KeyboardSimulator

  init() {
    observer = KeyboardObserver(notificationCenter: center)
    observer.start()
    keyboard = KeyboardSimulator(notificationCenter: center, device: .iPhoneSE)
  }

  @Test func theClosureExampleFollowsShowsAndHides() {
    let state = ComposerState(keyboard: observer)
    keyboard.show()
    #expect(state.isKeyboardUp)
    keyboard.hide()
    #expect(!state.isKeyboardUp)
  }

  @Test func theClosureExampleMadeWhileTheKeyboardIsUpKnowsAtOnce() {
    keyboard.show()
    #expect(ComposerState(keyboard: observer).isKeyboardUp)
  }

  @Test func theStreamExampleLogsTheCurrentStateThenEveryUpdate() async {
    keyboard.show()
    let log = KeyboardLog()
    let task = Task { await log.record(observer) }
    await Task.yield()
    keyboard.hide()
    observer.stop()
    await task.value
    #expect(log.lines.first == "willChangeFrame to 407.0 (current)")
    #expect(log.lines.last == "didHide to 667.0")
    #expect(log.lines.count == 8)
  }

  #if canImport(Combine)
    @Test func theCombineExampleShowsItsButtonWhileTheKeyboardIsOnScreen() {
      let model = HideKeyboardButtonModel(keyboard: observer)
      keyboard.show()
      #expect(model.showsButton)
      keyboard.hide()
      #expect(!model.showsButton)
    }
  #endif
}
