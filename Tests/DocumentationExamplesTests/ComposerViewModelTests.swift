// Tests the Testing Your Keyboard Handling article quotes. They run everywhere: no UIKit needed.
import Foundation
import KeyboardAnimation
import KeyboardSimulation
import Testing

@testable import KeyboardBroadcastExamples

@MainActor struct ComposerViewModelTests {
  @Test func composerRisesWithTheKeyboard() {
    let center = NotificationCenter()
    let observer = KeyboardObserver(notificationCenter: center)
    observer.start()
    let animator = RecordingKeyboardAnimator()
    observer.animator = animator
    let model = ComposerViewModel(observer: observer)

    KeyboardSimulator(notificationCenter: center, device: .iPhone11).show()

    #expect(model.composerInset == 346)
    #expect(animator.motions == [.animated(duration: 0.25, curve: .keyboard)])
  }

  @Test func composerReturnsToTheBottomWhenTheKeyboardHides() {
    let center = NotificationCenter()
    let observer = KeyboardObserver(notificationCenter: center)
    observer.start()
    observer.animator = RecordingKeyboardAnimator()
    let model = ComposerViewModel(observer: observer)
    let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPhoneSE)

    keyboard.show()
    keyboard.hide()

    #expect(model.composerInset == 0)
  }

  @Test func composerMovesWithoutAnimationWhileTheInterfaceRotates() {
    let center = NotificationCenter()
    let observer = KeyboardObserver(notificationCenter: center)
    observer.start()
    let animator = RecordingKeyboardAnimator()
    observer.animator = animator
    let model = ComposerViewModel(observer: observer)
    let keyboard = KeyboardSimulator(
      notificationCenter: center, device: .iPadPortrait)
    keyboard.show()

    keyboard.rotate(to: .iPadLandscape)

    #expect(model.composerInset == 391)
    // Only the show before the rotation animated; each show of the rotation's
    // two hide-and-show pairs moved the composer without animation.
    #expect(
      animator.motions == [.animated(duration: 0.25, curve: .keyboard), .immediate, .immediate])
  }

  @Test func overlapFollowsTheFingerAndTheKeyboardSpringsBack() {
    let center = NotificationCenter()
    let observer = KeyboardObserver(notificationCenter: center)
    observer.start()
    let screen = CGRect(x: 0, y: 0, width: 375, height: 667)
    let keyboard = KeyboardSimulator(
      notificationCenter: center, device: .iPhoneSE)
    keyboard.show()

    // UIKit posts nothing while the finger drags; the simulator tells the
    // observer where the finger holds the keyboard, 30 % of the way down.
    keyboard.interactiveDrag(to: 0.3, reportingTo: observer)
    #expect(observer.snapshot.overlap(with: screen) == 182)

    keyboard.springBack()
    #expect(observer.snapshot.overlap(with: screen) == 260)
  }

  @Test func composerSitsOnTheShortcutBarOfAHardwareKeyboard() {
    // The keyboard's frame is 313 points high, but only its 55-point shortcut bar is on the screen.
    let center = NotificationCenter()
    let observer = KeyboardObserver(notificationCenter: center)
    observer.start()
    observer.animator = RecordingKeyboardAnimator()
    let model = ComposerViewModel(observer: observer)
    let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPadPortrait)

    keyboard.attachHardwareKeyboard()
    keyboard.show()

    #expect(model.composerInset == 55)
  }

  @Test func composerInASplitViewWindowIsInsetByTheKeyboardUnderIt() {
    let center = NotificationCenter()
    let observer = KeyboardObserver(notificationCenter: center)
    observer.start()
    observer.animator = RecordingKeyboardAnimator()
    let model = ComposerViewModel(observer: observer)
    // The right-hand app of an iPad Split View in landscape, ending 50 points above the screen's bottom.
    model.areaOnScreen = CGRect(x: 517, y: 0, width: 507, height: 718)

    KeyboardSimulator(notificationCenter: center, device: .iPadLandscape).show()

    #expect(model.composerInset == 341)
  }

  @Test func composerLaysOutInsideTheAnimation() {
    let center = NotificationCenter()
    let observer = KeyboardObserver(notificationCenter: center)
    observer.start()
    let animator = RecordingKeyboardAnimator()
    observer.animator = animator
    let model = ComposerViewModel(observer: observer)
    var insetsLaidOut: [CGFloat] = []
    model.layout = { [unowned model] in insetsLaidOut.append(model.composerInset) }

    KeyboardSimulator(notificationCenter: center, device: .iPhoneSE).show()

    #expect(insetsLaidOut == [260])
  }

  @Test func recordedTraceReplaysOnAnyMachine() throws {
    let center = NotificationCenter()
    let observer = KeyboardObserver(notificationCenter: center)
    observer.start()
    observer.animator = RecordingKeyboardAnimator()
    let model = ComposerViewModel(observer: observer)

    // One will-show an iPhone 11 printed (payload P20 in the project's payload notes), transcribed as a trace.
    // This trace recorded no screen: tell the observer the device's.
    observer.screenBounds = CGRect(x: 0, y: 0, width: 414, height: 896)
    let url = try #require(
      Bundle.module.url(forResource: "iphone11-show", withExtension: "json"))
    let trace = try KeyboardTrace(jsonData: Data(contentsOf: url))
    try trace.replay(into: center)

    #expect(model.composerInset == 346)
  }
}
