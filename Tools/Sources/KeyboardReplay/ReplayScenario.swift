import Foundation
@_spi(Tools) import KeyboardBroadcast
@_spi(Tools) import KeyboardSimulation

/// A built-in scenario: a name for `--scenario`, a one-line summary for `--list`, and the user actions it plays.
struct ReplayScenario: Sendable {
  var name: String
  var summary: String
  var device: KeyboardDevice
  private var write: @Sendable (ScenarioWriter) -> Void

  init(name: String, summary: String, device: KeyboardDevice, write: @escaping @Sendable (ScenarioWriter) -> Void) {
    self.name = name
    self.summary = summary
    self.device = device
    self.write = write
  }

  /// The scenario's script, built fresh on a simulator that only records.
  var script: ReplayScript {
    let writer = ScenarioWriter(device: device)
    write(writer)
    return ReplayScript(
      kindDescription: "Scenario", name: name, summary: summary, deviceDescription: device.name,
      screenBounds: CGRect(origin: .zero, size: device.screenSize), assignedScreenBounds: nil, steps: writer.steps)
  }

  /// Every built-in scenario; the first one plays when no scenario is named.
  static let all: [ReplayScenario] = [
    chat, rotation, rotationWithoutCalls, ipadFloating, hardwareKeyboard, thirdPartyKeyboard, duplicates,
    interactiveDismissal,
  ]

  static func named(_ name: String) -> ReplayScenario? {
    all.first { $0.name == name }
  }
}

extension ReplayScenario {
  static let chat = ReplayScenario(
    name: "chat",
    summary: "a chat screen: show, a taller keyboard in a second field, rotate with the keyboard up, hide",
    device: .iPhoneSE
  ) { chat in
    // 216 and 260 pt are both keyboards of this 375 x 667 screen (payloads P04 and P14 in the project's notes); the
    // 44 pt between them is the QuickType bar, which a field with autocorrection off does not show.
    chat.user("User taps the search field (autocorrection off, no QuickType bar)") { keyboard in
      keyboard.resize(to: 216)
      return keyboard.show()
    }
    chat.wait(1.5)
    chat.user("User taps the message field: the QuickType bar makes the keyboard 44 pt taller") { $0.resize(to: 260) }
    chat.wait(2)
    chat.rotate("User turns the phone to landscape while typing", to: .iPhoneSELandscape)
    chat.wait(2)
    chat.user("User sends the message and dismisses the keyboard") { $0.hide() }
  }

  static let rotation = ReplayScenario(
    name: "rotation",
    summary: "an iPad rotating with the keyboard up (the hide/show storm), then hidden, with the app's optional calls",
    device: .iPadPortrait
  ) { ipad in
    rotateAnIPad(ipad, appReportsIt: true)
  }

  static let rotationWithoutCalls = ReplayScenario(
    name: "rotation-without-calls",
    summary: "the same rotations, the app calling nothing: the observer sees each turn and holds the storm back",
    device: .iPadPortrait
  ) { ipad in
    rotateAnIPad(ipad, appReportsIt: false)
  }

  /// Two rotations with the keyboard up, then one with it hidden: what `rotation` and `rotation-without-calls`
  /// share, so that their tables differ only by the app's calls.
  private static func rotateAnIPad(_ ipad: ScenarioWriter, appReportsIt: Bool) {
    ipad.user("User taps a text field") { $0.show() }
    ipad.wait(1)
    ipad.rotate("User rotates to landscape with the keyboard up", to: .iPadLandscape, appReportsIt: appReportsIt)
    ipad.wait(1)
    ipad.rotate("User rotates back to portrait", to: .iPadPortrait, appReportsIt: appReportsIt)
    ipad.wait(1)
    ipad.user("User dismisses the keyboard") { $0.hide() }
    ipad.wait(1)
    ipad.rotate("User rotates to landscape with the keyboard hidden", to: .iPadLandscape, appReportsIt: appReportsIt)
    ipad.wait(1)
    ipad.user("User taps the text field again: an ordinary, animated show") { $0.show() }
  }

  static let ipadFloating = ReplayScenario(
    name: "ipad-floating",
    summary: "an iPad keyboard undocked, floated, dragged and docked: change-frame notifications only",
    device: .iPadPortrait
  ) { ipad in
    ipad.user("User taps a text field") { $0.show() }
    ipad.wait(1)
    ipad.user("User undocks the keyboard") { $0.undock() }
    ipad.wait(1)
    ipad.user("User drags the undocked keyboard up") { $0.moveFloating(to: CGPoint(x: 0, y: 180)) }
    ipad.wait(1)
    ipad.user("User docks it again") { $0.dock() }
    ipad.wait(1)
    ipad.user("User pinches the keyboard into the small floating keyboard") { $0.float() }
    ipad.wait(1)
    ipad.user("User drags the floating keyboard: zero frames while the finger moves") {
      $0.dragFloating(to: CGPoint(x: 420, y: 600), steps: 2)
    }
    ipad.wait(1)
    ipad.user("User docks it again") { $0.dock() }
    ipad.wait(1)
    ipad.user("User dismisses the keyboard") { $0.hide() }
  }

  static let hardwareKeyboard = ReplayScenario(
    name: "hardware-keyboard",
    summary: "an iPad with a hardware keyboard: the 313 pt frame of which only the 55 pt shortcut bar shows",
    device: .iPadPortrait
  ) { ipad in
    ipad.user("User taps a text field") { $0.show() }
    ipad.wait(1)
    ipad.user("User connects a hardware keyboard: only the shortcut bar stays") { $0.attachHardwareKeyboard() }
    ipad.wait(1)
    ipad.user("User dismisses the keyboard") { $0.hide() }
    ipad.wait(1)
    ipad.user("User taps the text field again: the shortcut bar comes up") { $0.show() }
    ipad.wait(1)
    ipad.user("User disconnects the hardware keyboard") { $0.detachHardwareKeyboard() }
    ipad.wait(1)
    ipad.user("User dismisses the keyboard") { $0.hide() }
  }

  static let thirdPartyKeyboard = ReplayScenario(
    name: "third-party-keyboard",
    summary: "a third-party keyboard: will-show with 0, 216 and 259 pt as its extension loads, then a repeat",
    device: .iPhoneSE
  ) { phone in
    // SwiftKey's sequence as reported in the Stack Overflow question "can't get correct value of keyboard height in
    // iOS8": will-show with a height of 0, then 216, then 259.
    phone.user("User taps a text field; SwiftKey starts with an empty keyboard") { keyboard in
      keyboard.resize(to: 0)
      return keyboard.show()
    }
    phone.user("The extension lays out a standard 216 pt keyboard") { $0.resize(to: 216) }
    phone.user("The extension settles at its own 259 pt") { $0.resize(to: 259) }
    phone.user("The keyboard announces the same frame again") { $0.show() }
    phone.wait(2)
    phone.user("User dismisses the keyboard") { $0.hide() }
  }

  static let duplicates = ReplayScenario(
    name: "duplicates",
    summary: "focus moving between text fields: iOS posts the show again; which repeats are dropped, and why",
    device: .iPhone11
  ) { phone in
    phone.user("User taps the name field") { $0.show() }
    phone.wait(1)
    // newbe.dev, "Why is UIKeyboardWillShowNotification called every time another TextField is selected?"
    // The shows repeat the shown end frame and are dropped. A change-frame is compared with the previous one in every
    // property, and the previous ones began below the screen, so this refocus's change-frames are delivered; the
    // next refocus's equal these in every property and are dropped (KeyboardEventFilter).
    let firstRefocus =
      "User taps the email field: iOS posts the show again, begin = end frame; the first began below the screen"
    phone.user(firstRefocus) { $0.show() }
    phone.wait(1)
    let secondRefocus =
      "User taps the phone field: the same four again, now equal to the last in every property, begin frame included"
    phone.user(secondRefocus) { $0.show() }
    phone.wait(1)
    phone.user("User dismisses the keyboard") { $0.hide() }
  }
}

extension ReplayScenario {
  static let interactiveDismissal = ReplayScenario(
    name: "interactive-dismissal",
    summary: "a chat list pulling the keyboard down: let go high, it springs back; let go low, it hides",
    device: .iPhoneSE
  ) { chat in
    // UIKit posts nothing while the finger drags (open radar 15341512); the notifications come when it lifts.
    chat.user("User taps the message field") { $0.show() }
    chat.wait(1.5)
    chat.drag(
      "User drags the messages down over the keyboard, pulling it 30 % of the way: UIKit posts nothing", to: 0.3)
    chat.user("User lets go high: the keyboard springs back") { $0.springBack() }
    chat.wait(1.5)
    chat.drag("User drags the keyboard down again, three quarters of the way", to: 0.75)
    chat.user("User lets go low: the keyboard hides from where the finger left it") { $0.interactiveDismiss() }
  }
}

extension KeyboardDevice {
  /// iPhone SE (2nd generation) in landscape: a 667 x 375 screen and a 162 pt keyboard.
  ///
  /// The screen is ``KeyboardDevice/iPhoneSE`` turned. No landscape dump of this phone was found: 162 pt is the
  /// iPhone's landscape keyboard height given in "Beginning iOS 5 Application Development" (Wrox, 2011), kept here as
  /// an illustration of a shorter landscape keyboard rather than a measurement of this model.
  static let iPhoneSELandscape = KeyboardDevice(
    name: "iPhone SE (2nd generation), landscape", screenSize: CGSize(width: 667, height: 375), keyboardHeight: 162)
}
