#if canImport(UIKit)
  // Written on real UIKit API: run on an iOS simulator (scripts/test-on-simulator.sh), and on Linux against the UIKit
  // stand-in (scripts/test-with-uikit-stub.sh). The proofs that the form and the editor the documentation shows are
  // right in every case, as DocumentedScreenTests are for the chat screens: each test runs both, and reads the bottom
  // content inset their one line of keyboard code gives the scroll view. Docs/Proofs.md lists the cases.
  import Foundation
  @testable import KeyboardBroadcastExamples
  import KeyboardAnimation
  import KeyboardSimulation
  import Testing
  import UIKit

  /// A screen from Examples/ whose keyboard code is `adjustsForKeyboard` on its scroll view.
  enum DocumentedForm: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case signUp = "SignUpFormViewController"
    case editor = "EditorViewController"

    var testDescription: String { rawValue }

    /// The screen, and its scroll view, which follows `observer` as an app's follows `KeyboardObserver.shared`.
    @MainActor func make(following observer: KeyboardObserver) -> (UIViewController, UIScrollView) {
      let (screen, scrollView): (UIViewController, UIScrollView)
      switch self {
      case .signUp:
        let form = SignUpFormViewController()
        (screen, scrollView) = (form, form.form)
      case .editor:
        let editor = EditorViewController()
        (screen, scrollView) = (editor, editor.editor)
      }
      screen.loadViewIfNeeded()
      scrollView.keyboardAdjustment?.observer = observer
      return (screen, scrollView)
    }
  }

  @MainActor struct DocumentedFormTests {
    let center = NotificationCenter()
    let observer: KeyboardObserver

    init() {
      observer = KeyboardObserver(notificationCenter: center)
      observer.animator = RecordingKeyboardAnimator()
      observer.start()
    }

    /// The form's scroll view, filling a window at `windowFrame` on `device`'s screen (the whole screen by default).
    private func show(
      _ documented: DocumentedForm, on device: KeyboardDevice, in windowFrame: CGRect? = nil
    ) -> (UIWindow, UIScrollView) {
      let (screen, scrollView) = documented.make(following: observer)
      let window = UIWindow(frame: windowFrame ?? CGRect(origin: .zero, size: device.screenSize))
      screen.view.frame = window.bounds
      window.addSubview(screen.view)
      return (window, scrollView)
    }

    private func keyboard(_ device: KeyboardDevice) -> KeyboardSimulator {
      KeyboardSimulator(notificationCenter: center, device: device)
    }

    @Test(arguments: DocumentedForm.allCases)
    func showsAndHidesMakeAndTakeBackRoom(_ documented: DocumentedForm) {
      let (window, scrollView) = show(documented, on: .iPhoneSE)
      let keyboard = keyboard(.iPhoneSE)
      keyboard.show()
      let shown = scrollView.contentInset.bottom
      keyboard.hide()
      withExtendedLifetime(window) {
        #expect(shown == 260)
        #expect(scrollView.contentInset.bottom == 0)
      }
    }

    @Test(arguments: DocumentedForm.allCases)
    func aRotationMakesRoomForTheKeyboardOfTheNewOrientation(_ documented: DocumentedForm) {
      let (window, scrollView) = show(documented, on: .iPadPortrait)
      let keyboard = keyboard(.iPadPortrait)
      keyboard.show()
      window.frame = CGRect(origin: .zero, size: KeyboardDevice.iPadLandscape.screenSize)
      scrollView.frame = window.bounds
      keyboard.rotate(to: .iPadLandscape)
      withExtendedLifetime(window) { #expect(scrollView.contentInset.bottom == 391) }
    }

    @Test(arguments: DocumentedForm.allCases)
    func theRoomFollowsTheFingerAndTheSpringBack(_ documented: DocumentedForm) {
      let (window, scrollView) = show(documented, on: .iPhoneSE)
      let keyboard = keyboard(.iPhoneSE)
      keyboard.show()
      keyboard.interactiveDrag(to: 0.5, reportingTo: observer)
      let dragged = scrollView.contentInset.bottom
      keyboard.springBack()
      withExtendedLifetime(window) {
        #expect(dragged == 130)
        #expect(scrollView.contentInset.bottom == 260)
      }
    }

    @Test(arguments: DocumentedForm.allCases)
    func anUndockedOrFloatingKeyboardTakesNoRoomAndADockedOneTakesItAgain(_ documented: DocumentedForm) {
      let (window, scrollView) = show(documented, on: .iPadPortrait)
      let keyboard = keyboard(.iPadPortrait)
      keyboard.show()
      keyboard.undock()
      let undocked = scrollView.contentInset.bottom
      keyboard.float()
      let floating = scrollView.contentInset.bottom
      keyboard.dock()
      withExtendedLifetime(window) {
        #expect([undocked, floating] == [0, 0])
        #expect(scrollView.contentInset.bottom == 313)
      }
    }

    @Test(arguments: DocumentedForm.allCases)
    func aHardwareKeyboardTakesTheRoomOfItsShortcutBar(_ documented: DocumentedForm) {
      let (window, scrollView) = show(documented, on: .iPadPortrait)
      let keyboard = keyboard(.iPadPortrait)
      keyboard.attachHardwareKeyboard()
      keyboard.show()
      withExtendedLifetime(window) { #expect(scrollView.contentInset.bottom == 55) }
    }

    @Test(arguments: DocumentedForm.allCases)
    func aFormSheetMakesRoomForThePartTheKeyboardCovers(_ documented: DocumentedForm) {
      // A 540 × 620 sheet ending at 782; the keyboard's top is at 711.
      let (window, scrollView) = show(documented, on: .iPadPortrait)
      window.frame = CGRect(origin: .zero, size: KeyboardDevice.iPadPortrait.screenSize)
      scrollView.frame = CGRect(x: 114, y: 162, width: 540, height: 620)
      keyboard(.iPadPortrait).show()
      withExtendedLifetime(window) { #expect(scrollView.contentInset.bottom == 71) }
    }

    @Test(arguments: DocumentedForm.allCases)
    func aSplitViewWindowMakesRoomForTheKeyboardUnderIt(_ documented: DocumentedForm) {
      let (window, scrollView) = show(documented, on: .iPadLandscape, in: CGRect(x: 512, y: 0, width: 512, height: 768))
      keyboard(.iPadLandscape).show()
      withExtendedLifetime(window) { #expect(scrollView.contentInset.bottom == 391) }
    }

    @Test(arguments: DocumentedForm.allCases)
    func aStageManagerWindowMakesRoomOnlyForThePartTheKeyboardCovers(_ documented: DocumentedForm) {
      // Ends at 540; the keyboard's top is at 377.
      let (window, scrollView) = show(
        documented, on: .iPadLandscape, in: CGRect(x: 200, y: 40, width: 600, height: 500))
      keyboard(.iPadLandscape).show()
      withExtendedLifetime(window) { #expect(scrollView.contentInset.bottom == 163) }
    }

    @Test(arguments: DocumentedForm.allCases)
    func aStageManagerWindowAboveTheKeyboardMakesNoRoom(_ documented: DocumentedForm) {
      let (window, scrollView) = show(
        documented, on: .iPadLandscape, in: CGRect(x: 100, y: 20, width: 700, height: 340))
      keyboard(.iPadLandscape).show()
      withExtendedLifetime(window) { #expect(scrollView.contentInset.bottom == 0) }
    }

    @Test func theSignUpFormsLastFieldScrollsAboveTheKeyboardWhenEdited() throws {
      // The last field is at 500 to 544 in the form, 554 with the margin; the keyboard's top is at 407.
      let (window, form) = show(.signUp, on: .iPhoneSE)
      let last = try #require(form.subviews.compactMap { $0 as? UITextField }.last)
      center.post(name: UITextField.textDidBeginEditingNotification, object: last)
      keyboard(.iPhoneSE).show()
      withExtendedLifetime(window) { #expect(form.contentOffset.y == 147) }
    }
  }
#endif
