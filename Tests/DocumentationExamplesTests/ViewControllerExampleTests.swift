#if canImport(UIKit)
  // Written on real UIKit API: run on an iOS simulator (scripts/test-on-simulator.sh), and on Linux against the UIKit
  // stand-in in Stubs/UIKit (scripts/test-with-uikit-stub.sh). The simulated keyboard's notifications carry its
  // screen's bounds, so a window needs no screen of its own, and the observer's recording animator says how each
  // layout moved. ViewControllerStandInTests holds the one that needs a stand-in hook.
  import Foundation
  @testable import KeyboardBroadcastExamples
  import KeyboardAnimation
  import KeyboardSimulation
  import KeyboardTestSupport
  import Testing
  import UIKit

  @MainActor struct ViewControllerExampleTests {
    private static let keyboardAnimation = KeyboardMotion.animated(duration: 0.25, curve: .keyboard)
    let animator = RecordingKeyboardAnimator()

    private func startedObserver(of center: NotificationCenter) -> KeyboardObserver {
      let observer = KeyboardObserver(notificationCenter: center)
      observer.animator = animator
      observer.start()
      return observer
    }

    // Quoted by the Testing Your Keyboard Handling article: it uses no helper of this file, and its UIKit code is
    // in Examples/TestWindow.swift, which is compiled for iOS.
    @Test func chatComposerRisesByTheKeyboardsHeight() {
      let center = NotificationCenter()
      let observer = KeyboardObserver(notificationCenter: center)
      observer.start()
      let screen = ChatViewController(keyboard: observer)
      // The composer is measured where the view sits on its screen: show it in a
      // window, and simulate a keyboard on a screen of the same size.
      let window = makeWindow(showing: screen)
      let device = KeyboardDevice(
        name: "This screen", screenSize: window.bounds.size, keyboardHeight: 260)

      KeyboardSimulator(notificationCenter: center, device: device).show()

      withExtendedLifetime(window) {
        #expect(screen.composerBottom?.constant == 260)
      }
    }

    @Test func chatComposerFollowsShowsAndHidesInsideTheKeyboardsAnimation() {
      let center = NotificationCenter()
      let screen = ChatViewController(keyboard: startedObserver(of: center))
      let window = window(showing: screen, on: .iPhoneSE)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPhoneSE)

      keyboard.show()
      let shownConstant = screen.composerBottom?.constant
      keyboard.hide()

      withExtendedLifetime(window) {
        #expect(shownConstant == 260)
        #expect(screen.composerBottom?.constant == 0)
      }
      // The first value, at once when the screen appears, then the show and the hide, each animated.
      #expect(animator.motions == [.immediate, Self.keyboardAnimation, Self.keyboardAnimation])
    }

    @Test func chatComposerSitsOnTheShortcutBarWithAHardwareKeyboard() {
      // The keyboard's frame is 313 points high, but only its 55-point shortcut bar is on the screen.
      let center = NotificationCenter()
      let screen = ChatViewController(keyboard: startedObserver(of: center))
      let window = window(showing: screen, on: .iPadPortrait)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPadPortrait)

      keyboard.attachHardwareKeyboard()
      keyboard.show()

      withExtendedLifetime(window) { #expect(screen.composerBottom?.constant == 55) }
    }

    @Test func chatRotationWithoutAnyCallLaysOutAtOnceAndHoldsTheStormBack() {
      let center = NotificationCenter()
      let observer = startedObserver(of: center)
      let screen = ChatViewController(keyboard: observer)
      let window = window(showing: screen, on: .iPadPortrait)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPadPortrait)
      keyboard.show()
      let shown = animator.motions.count

      // No call to the observer: the interface turns, then iOS posts its hides and shows.
      place(window, holding: screen, on: .iPadLandscape)
      keyboard.rotate(to: .iPadLandscape)

      withExtendedLifetime(window) { #expect(screen.composerBottom?.constant == 391) }
      #expect(observer.isInterfaceOrientationChanging)
      #expect(observer.snapshot.isShown)  // The rotation's hides were held back.
      let rotation = animator.motions.dropFirst(shown)
      #expect(!rotation.isEmpty)
      #expect(rotation.allSatisfy { $0 == .immediate })  // Every layout at once, with the rotation.
      #expect(animator.requests.count == 1)  // The show before the rotation.
    }

    @Test func chatScreenPushedWhileTheKeyboardIsUpSitsOnItAtOnce() {
      let center = NotificationCenter()
      let observer = startedObserver(of: center)
      KeyboardSimulator(notificationCenter: center, device: .iPhoneSE).show()

      let screen = ChatViewController(keyboard: observer)
      let window = window(showing: screen, on: .iPhoneSE)

      withExtendedLifetime(window) { #expect(screen.composerBottom?.constant == 260) }
      #expect(animator.requests.isEmpty)
    }

    @Test func chatComposerFollowsTheDragOfTheListsInteractiveDismissalAtOnce() {
      let center = NotificationCenter()
      let observer = startedObserver(of: center)
      let screen = ChatViewController(keyboard: observer)
      let window = window(showing: screen, on: .iPhoneSE)
      KeyboardSimulator(notificationCenter: center, device: .iPhoneSE).show()
      let shown = animator.motions.count

      // What the observer's own tracker reports while a finger drags the list down on iOS.
      observer.keyboardDidMoveInteractively(toTop: 520)

      #expect(screen.messageList.keyboardDismissMode == .interactive)
      withExtendedLifetime(window) { #expect(screen.composerBottom?.constant == 147) }
      #expect(Array(animator.motions.dropFirst(shown)) == [.immediate])
      #expect(animator.requests.count == 1)  // The show.
    }

    @Test func threadScrollsToTheLatestMessageWhenTheKeyboardShows() {
      let center = NotificationCenter()
      let screen = ThreadViewController(keyboard: startedObserver(of: center))
      let window = window(showing: screen, on: .iPhoneSE)

      KeyboardSimulator(notificationCenter: center, device: .iPhoneSE).show()
      animator.completeAnimations()

      withExtendedLifetime(window) {
        #expect(screen.composerBottom?.constant == 260)
        #expect(screen.scrollsToLatestMessage == 1)
      }
    }

    @Test func threadsDelegateFollowsTheDragOfAnInteractiveDismissalAtOnce() {
      let center = NotificationCenter()
      let observer = startedObserver(of: center)
      let screen = ThreadViewController(keyboard: observer)
      let window = window(showing: screen, on: .iPhoneSE)
      KeyboardSimulator(notificationCenter: center, device: .iPhoneSE).show()

      observer.keyboardDidMoveInteractively(toTop: 520)

      withExtendedLifetime(window) { #expect(screen.composerBottom?.constant == 147) }
      #expect(animator.requests.count == 1)  // The show's: the drag animates nothing.
    }

    @Test func signUpFormMakesRoomForTheKeyboardWithOneLine() {
      let center = NotificationCenter()
      let observer = startedObserver(of: center)
      let screen = SignUpFormViewController()
      let window = window(showing: screen, on: .iPhoneSE)
      screen.form.keyboardAdjustment?.observer = observer
      KeyboardSimulator(notificationCenter: center, device: .iPhoneSE).show()
      withExtendedLifetime(window) { #expect(screen.form.contentInset.bottom == 260) }
    }

    @Test func theEditorMakesRoomForTheKeyboardWithOneLine() {
      let center = NotificationCenter()
      let observer = startedObserver(of: center)
      let screen = EditorViewController()
      let window = window(showing: screen, on: .iPhoneSE)
      screen.editor.keyboardAdjustment?.observer = observer
      KeyboardSimulator(notificationCenter: center, device: .iPhoneSE).show()
      withExtendedLifetime(window) {
        #expect(screen.editor.contentInset.bottom == 260)
        #expect(screen.editor.verticalScrollIndicatorInsets.bottom == 260)
      }
    }

    @Test func theLoginFieldsStayAboveTheKeyboardThroughOneInequality() throws {
      let center = NotificationCenter()
      let observer = startedObserver(of: center)
      let screen = LoginViewController()
      screen.loadViewIfNeeded()
      screen.view.keyboardOverlapGuide.observer = observer
      let window = window(showing: screen, on: .iPadLandscape)
      KeyboardSimulator(notificationCenter: center, device: .iPadLandscape).show()
      window.layoutIfNeeded()
      let constraint = try #require(screen.aboveTheKeyboard)
      let guide = screen.view.keyboardOverlapGuide
      #expect(constraint.isActive && constraint.relation == .lessThanOrEqual && constraint.constant == -20)
      #expect(constraint.firstItem === screen.fields && constraint.secondItem === guide)
      #expect(guide.layoutFrame.minY == 377)
      #if !os(Linux)
        // UIKit solves the layout: the centred fields, 100 high, would end at 434; they end 20 above the guide.
        #expect(screen.fields.frame.maxY == 357)
      #endif
    }

    @Test func aReportedRotationEndsWithTheTransition() {
      let center = NotificationCenter()
      let observer = startedObserver(of: center)
      let screen = RotationReportingViewController(keyboard: observer)
      let window = window(showing: screen, on: .iPadPortrait)
      KeyboardSimulator(notificationCenter: center, device: .iPadPortrait).show()
      let transition = HandDrivenTransition()

      screen.viewWillTransition(to: CGSize(width: 1024, height: 768), with: transition)
      let changingDuringTheTransition = observer.isInterfaceOrientationChanging
      transition.complete()

      withExtendedLifetime(window) {
        #expect(changingDuringTheTransition)
        #expect(!observer.isInterfaceOrientationChanging)
      }
    }

    @Test func threadKeepsItsScrollPositionThroughARotation() {
      let center = NotificationCenter()
      let observer = startedObserver(of: center)
      let screen = ThreadViewController(keyboard: observer)
      let window = window(showing: screen, on: .iPadPortrait)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPadPortrait)
      keyboard.show()
      animator.completeAnimations()
      let transition = HandDrivenTransition()

      screen.viewWillTransition(to: CGSize(width: 1024, height: 768), with: transition)
      place(window, holding: screen, on: .iPadLandscape)
      keyboard.rotate(to: .iPadLandscape)
      animator.completeAnimations()
      transition.complete()

      withExtendedLifetime(window) { #expect(screen.composerBottom?.constant == 391) }
      #expect(screen.scrollsToLatestMessage == 1)
      #expect(!observer.isInterfaceOrientationChanging)
    }
  }

  /// The overlap examples: the RxKeyboard-style list, the Square-style container and the ported sign-in screen.
  /// Shows `controller`'s view in a window filling a screen of `device`'s size, and tells the controller that it is
  /// appearing, as UIKit shows an app's root view controller: the examples measure the keyboard against the view
  /// where it sits on its screen.
  @MainActor func window(showing controller: UIViewController, on device: KeyboardDevice) -> UIWindow {
    let window = UIWindow(frame: .zero)
    window.addSubview(controller.view)
    place(window, holding: controller, on: device)
    controller.viewIsAppearing(false)
    return window
  }

  /// Resizes `window` and `controller`'s view to fill `device`'s screen, as the interface does when it rotates.
  @MainActor func place(_ window: UIWindow, holding controller: UIViewController, on device: KeyboardDevice) {
    let bounds = CGRect(origin: .zero, size: device.screenSize)
    window.frame = bounds
    controller.view.frame = bounds
  }

  @MainActor struct OverlapExampleTests {
    let center = NotificationCenter()
    let observer: KeyboardObserver
    let animator = RecordingKeyboardAnimator()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))

    init() {
      observer = KeyboardObserver(notificationCenter: center)
      observer.animator = animator
      observer.start()
      observer.screenBounds = window.bounds
    }

    /// Shows the controller's view in the window, and tells it, as UIKit does.
    private func show(_ controller: UIViewController) {
      controller.view.frame = window.bounds
      window.addSubview(controller.view)
      controller.viewIsAppearing(false)
    }

    @Test func theListIsInsetByTheKeyboardThatCoversIt() {
      let list = MessageListViewController(keyboard: observer)
      list.tableView.frame = window.bounds
      show(list)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPhoneSE)
      keyboard.show()
      #expect(list.tableView.contentInset.bottom == 260)
      #expect(animator.requests == [.animated(duration: 0.25, curve: .keyboard)])
      keyboard.hide()
      #expect(list.tableView.contentInset.bottom == 0)
    }

    @Test func theListMadeWhileTheKeyboardIsUpIsInsetAtOnce() {
      KeyboardSimulator(notificationCenter: center, device: .iPhoneSE).show()
      let list = MessageListViewController(keyboard: observer)
      list.tableView.frame = window.bounds
      show(list)
      #expect(list.tableView.contentInset.bottom == 260)
      #expect(animator.requests.isEmpty)
    }

    @Test func theContainerLaysItsComposerOnTheKeyboard() {
      let container = ComposerContainerView(frame: window.bounds, keyboard: observer)
      window.addSubview(container)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPhoneSE)
      keyboard.show()
      #expect(container.composer.frame.maxY == 407)
      keyboard.hide()
      #expect(container.composer.frame.maxY == 667)
    }

    @Test func theContainerMovesItsComposerWithTheKeyboardsAnimation() {
      let container = ComposerContainerView(frame: window.bounds, keyboard: observer)
      window.addSubview(container)
      KeyboardSimulator(notificationCenter: center, device: .iPhoneSE).show()
      #expect(animator.requests == [.animated(duration: 0.25, curve: .keyboard)])
      #expect(container.composer.frame.maxY == 407)
    }

    @Test func theContainerAddedWhileTheKeyboardIsUpLaysOutOnItAndFollowsItDown() {
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPhoneSE)
      keyboard.show()
      let container = ComposerContainerView(frame: window.bounds, keyboard: observer)
      window.addSubview(container)
      #expect(container.composer.frame.maxY == 407)
      keyboard.hide()
      #expect(container.composer.frame.maxY == 667)
    }

    @Test func theSigninScreenLiftsTheEditedFieldAboveTheKeyboard() {
      let signin = SigninViewController(keyboard: observer)
      show(signin)
      // A text field begins editing before the keyboard shows.
      signin.textFieldDidBeginEditing(signin.passwordField)
      #expect(signin.view.frame.minY == 0)
      KeyboardSimulator(notificationCenter: center, device: .iPhoneSE).show()
      // The field ends at 404; with its padding at 420, 13 points below the keyboard's top (407).
      #expect(signin.view.frame.minY == -13)
    }

    @Test func theSigninScreenFollowsTheEditedFieldWhileTheKeyboardIsUp() {
      let signin = SigninViewController(keyboard: observer)
      show(signin)
      signin.textFieldDidBeginEditing(signin.emailField)
      let keyboard = KeyboardSimulator(notificationCenter: center, device: .iPhoneSE)
      keyboard.show()
      #expect(signin.view.frame.minY == 0)  // The email field ends at 344 + 16, above the keyboard.
      signin.textFieldDidBeginEditing(signin.passwordField)
      #expect(signin.view.frame.minY == -13)
      keyboard.hide()
      #expect(signin.view.frame.minY == 0)
    }
  }
#endif
