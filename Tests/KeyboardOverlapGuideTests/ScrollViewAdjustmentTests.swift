// Written on real UIKit API: run on an iOS simulator (scripts/test-on-simulator.sh), and on Linux against the UIKit
// stand-in (scripts/test-with-uikit-stub.sh). The simulated keyboard's notifications carry its screen's bounds.
#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  import KeyboardSimulation
  import Testing
  import UIKit

  @testable import KeyboardAnimation
  @testable import KeyboardBroadcast

  /// `UIScrollView.adjustsForKeyboard`: the scroll view's bottom insets make room for the part the keyboard covers.
  @MainActor struct ScrollViewAdjustmentTests {
    let center = NotificationCenter()
    let observer: KeyboardObserver
    let animator = RecordingKeyboardAnimator()

    init() {
      observer = KeyboardObserver(notificationCenter: center)
      observer.animator = animator
      observer.start()
    }

    /// A window filling `device`'s screen, holding a scroll view that adjusts, at `frame` or filling the window.
    func form(on device: KeyboardDevice = .iPhoneSE, at frame: CGRect? = nil) -> (UIWindow, UIScrollView) {
      let window = UIWindow(frame: CGRect(origin: .zero, size: device.screenSize))
      let form = UIScrollView(frame: frame ?? window.bounds)
      window.addSubview(form)
      form.adjustsForKeyboard = true
      form.keyboardAdjustment?.observer = observer
      return (window, form)
    }

    func keyboard(_ device: KeyboardDevice = .iPhoneSE) -> KeyboardSimulator {
      KeyboardSimulator(notificationCenter: center, device: device)
    }

    @Test func aScrollViewDoesNotAdjustUntilToldTo() {
      let scrollView = UIScrollView()
      #expect(!scrollView.adjustsForKeyboard)
      #expect(scrollView.keyboardAdjustment == nil)
    }

    @Test func theKeyboardInsetsTheContentAndTheIndicatorByWhatItCoversInsideItsAnimation() {
      let (window, form) = form()
      keyboard().show()
      #expect(form.contentInset.bottom == 260)
      #expect(form.verticalScrollIndicatorInsets.bottom == 260)
      #expect(animator.motions.last == .animated(duration: 0.25, curve: .keyboard))
      withExtendedLifetime(window) {}
    }

    @Test func aHideTakesTheInsetsBackInsideItsAnimation() {
      let (window, form) = form()
      let keyboard = keyboard()
      keyboard.show()
      keyboard.hide()
      #expect(form.contentInset.bottom == 0)
      #expect(form.verticalScrollIndicatorInsets.bottom == 0)
      #expect(animator.motions.last == .animated(duration: 0.25, curve: .keyboard))
      withExtendedLifetime(window) {}
    }

    @Test func insetsTheAppSetsBeforeOrMeanwhileStay() {
      let (window, form) = form()
      form.contentInset.bottom = 20
      let keyboard = keyboard()
      keyboard.show()
      #expect(form.contentInset.bottom == 280)
      form.contentInset.bottom += 5
      keyboard.hide()
      #expect(form.contentInset.bottom == 25)
      withExtendedLifetime(window) {}
    }

    @Test func aScrollViewThatEndsAboveTheKeyboardIsNotInset() {
      let (window, form) = form(at: CGRect(x: 0, y: 0, width: 375, height: 300))
      keyboard().show()
      #expect(form.contentInset.bottom == 0)
      withExtendedLifetime(window) {}
    }

    @Test func aFormSheetIsInsetByThePartOfItTheKeyboardCovers() {
      // The sheet ends at 824 on the iPad's screen; the keyboard's top is at 711.
      let (window, form) = form(on: .iPadPortrait, at: CGRect(x: 134, y: 200, width: 500, height: 624))
      keyboard(.iPadPortrait).show()
      #expect(form.contentInset.bottom == 113)
      withExtendedLifetime(window) {}
    }

    @Test func anUndockedOrFloatingKeyboardCoversNothing() {
      let (window, form) = form(on: .iPadPortrait)
      let keyboard = keyboard(.iPadPortrait)
      keyboard.show()
      keyboard.undock()
      #expect(form.contentInset.bottom == 0)
      keyboard.float()
      #expect(form.contentInset.bottom == 0)
      withExtendedLifetime(window) {}
    }

    @Test func aHardwareKeyboardsShortcutBarInsetsByItsVisibleStrip() {
      let (window, form) = form(on: .iPadPortrait)
      let keyboard = keyboard(.iPadPortrait)
      keyboard.attachHardwareKeyboard()
      keyboard.show()
      #expect(form.contentInset.bottom == 55)
      withExtendedLifetime(window) {}
    }

    @Test func theInsetsFollowAnInteractiveDismissalAtOnceAndItsSpringBack() {
      let (window, form) = form()
      let keyboard = keyboard()
      keyboard.show()
      keyboard.interactiveDrag(to: 0.5, reportingTo: observer)
      #expect(form.contentInset.bottom == 130)
      #expect(animator.motions.last == .immediate)
      keyboard.springBack()
      #expect(form.contentInset.bottom == 260)
      withExtendedLifetime(window) {}
    }

    @Test func theSafeAreaUIKitAddsToTheContentInsetIsNotAddedTwice() {
      // An iPhone 11: a 346-point keyboard over a scroll view whose safe area ends 34 points above its bottom.
      let window = UIWindow(frame: CGRect(origin: .zero, size: KeyboardDevice.iPhone11.screenSize))
      let controller = UIViewController()
      let form = UIScrollView(frame: window.bounds)
      controller.view = form
      controller.additionalSafeAreaInsets.bottom = 34
      window.rootViewController = controller
      window.isHidden = false
      window.layoutIfNeeded()
      form.adjustsForKeyboard = true
      form.keyboardAdjustment?.observer = observer
      let addedByUIKit = form.adjustedContentInset.bottom - form.contentInset.bottom
      keyboard(.iPhone11).show()
      #expect(form.contentInset.bottom == 346 - addedByUIKit)
      #expect(form.adjustedContentInset.bottom == 346)
    }

    @Test func turningItOffTakesBackOnlyItsOwnPart() {
      let (window, form) = form()
      form.contentInset.bottom = 20
      keyboard().show()
      form.adjustsForKeyboard = false
      #expect(form.contentInset.bottom == 20)
      #expect(form.verticalScrollIndicatorInsets.bottom == 0)
      #expect(form.keyboardAdjustment == nil)
      withExtendedLifetime(window) {}
    }

    @Test func turningItOnTwiceKeepsOneAdjustment() {
      let (window, form) = form()
      form.adjustsForKeyboard = true
      keyboard().show()
      #expect(form.contentInset.bottom == 260)
      withExtendedLifetime(window) {}
    }

    @Test func aScrollViewInNoWindowIsNotInset() {
      let form = UIScrollView(frame: CGRect(origin: .zero, size: KeyboardDevice.iPhoneSE.screenSize))
      form.adjustsForKeyboard = true
      form.keyboardAdjustment?.observer = observer
      keyboard().show()
      #expect(form.contentInset.bottom == 0)
    }

    @Test func sixteenScrollViewsFollowOneObserver() {
      let window = UIWindow(frame: CGRect(origin: .zero, size: KeyboardDevice.iPhoneSE.screenSize))
      let forms = (0..<16).map { _ in UIScrollView(frame: window.bounds) }
      for form in forms {
        window.addSubview(form)
        form.adjustsForKeyboard = true
        form.keyboardAdjustment?.observer = observer
      }
      keyboard().show()
      #expect(forms.allSatisfy { $0.contentInset.bottom == 260 })
      #expect(observer.activeHandlerCount == 16)
    }

    @Test func anAdjustingScrollViewIsReleasedWithItsWindow() {
      weak var released: UIScrollView?
      do {
        let (window, form) = form()
        keyboard().show()
        released = form
        withExtendedLifetime(window) {}
      }
      #expect(released == nil)
      keyboard().hide()
      #expect(observer.activeHandlerCount == 0)
    }

    // MARK: The input being edited

    /// A tall form on an iPhone SE with a field at `y` in its content, which begins editing.
    func editing(at y: CGFloat, height: CGFloat = 44) -> (UIWindow, UIScrollView, UIView) {
      let (window, form) = form()
      form.contentSize = CGSize(width: 375, height: 1200)
      let field = UITextField(frame: CGRect(x: 20, y: y, width: 335, height: height))
      form.addSubview(field)
      center.post(name: UITextField.textDidBeginEditingNotification, object: field)
      return (window, form, field)
    }

    @Test func theFieldBeingEditedScrollsAboveTheKeyboardWithItsMarginInsideTheShow() {
      // The field ends at 644, 654 with the margin; the keyboard's top is at 407 in the form.
      let (window, form, _) = editing(at: 600)
      keyboard().show()
      #expect(form.contentOffset.y == 247)
      #expect(animator.motions.last == .animated(duration: 0.25, curve: .keyboard))
      withExtendedLifetime(window) {}
    }

    @Test func aFieldAlreadyAboveTheKeyboardDoesNotScroll() {
      let (window, form, _) = editing(at: 100)
      keyboard().show()
      #expect(form.contentOffset.y == 0)
      withExtendedLifetime(window) {}
    }

    @Test func theMarginIsTheAppsToSet() {
      let (window, form, _) = editing(at: 600)
      form.keyboardAdjustment?.inputMargin = 30
      keyboard().show()
      #expect(form.contentOffset.y == 267)
      withExtendedLifetime(window) {}
    }

    @Test func editingThatMovesToAnotherFieldWhileTheKeyboardIsUpScrollsToIt() {
      let (window, form, _) = editing(at: 100)
      keyboard().show()
      let next = UITextField(frame: CGRect(x: 20, y: 900, width: 335, height: 44))
      form.addSubview(next)
      center.post(name: UITextField.textDidBeginEditingNotification, object: next)
      #expect(form.contentOffset.y == 547)
      withExtendedLifetime(window) {}
    }

    @Test func aFieldOutsideTheScrollViewIsLeftAlone() {
      let (window, form) = form()
      form.contentSize = CGSize(width: 375, height: 1200)
      let outside = UITextField(frame: CGRect(x: 20, y: 600, width: 335, height: 44))
      window.addSubview(outside)
      center.post(name: UITextField.textDidBeginEditingNotification, object: outside)
      keyboard().show()
      #expect(form.contentOffset.y == 0)
    }

    @Test func aFieldThatEndedEditingIsNoLongerKeptInView() {
      let (window, form, field) = editing(at: 600)
      center.post(name: UITextField.textDidEndEditingNotification, object: field)
      keyboard().show()
      #expect(form.contentOffset.y == 0)
      withExtendedLifetime(window) {}
    }

    @Test func theInteractiveDismissalNeverScrolls() {
      let (window, form, _) = editing(at: 600)
      let keyboard = keyboard()
      keyboard.show()
      form.contentOffset.y = 0
      keyboard.interactiveDrag(to: 0.5, reportingTo: observer)
      #expect(form.contentOffset.y == 0)
      withExtendedLifetime(window) {}
    }

    // MARK: The end of a list

    /// A list on an iPhone SE whose content is 1,200 points tall, scrolled to `offset`.
    func list(scrolledTo offset: CGFloat) -> (UIWindow, UIScrollView) {
      let (window, list) = form()
      list.contentSize = CGSize(width: 375, height: 1200)
      list.contentOffset.y = offset
      return (window, list)
    }

    @Test func aListScrolledToItsEndKeepsItsEndInViewAsTheKeyboardShows() {
      let (window, list) = list(scrolledTo: 533)
      keyboard().show()
      #expect(list.contentOffset.y == 793)
      withExtendedLifetime(window) {}
    }

    @Test func aListScrolledElsewhereKeepsItsContentStill() {
      let (window, list) = list(scrolledTo: 100)
      keyboard().show()
      #expect(list.contentOffset.y == 100)
      withExtendedLifetime(window) {}
    }

    @Test func theHideBringsAnOffsetItLeavesOutOfRangeBackIntoIt() {
      let (window, list) = list(scrolledTo: 533)
      let keyboard = keyboard()
      keyboard.show()
      keyboard.hide()
      #expect(list.contentOffset.y == 533)
      withExtendedLifetime(window) {}
    }

    @Test func aListTheFingerHoldsIsNotScrolledDuringTheDrag() {
      let (window, list) = list(scrolledTo: 533)
      let keyboard = keyboard()
      keyboard.show()
      keyboard.interactiveDrag(to: 0.5, reportingTo: observer)
      #expect(list.contentOffset.y == 793)
      withExtendedLifetime(window) {}
    }

    @Test func aKeyboardFrameThatIsNotFiniteGivesFiniteInsets() {
      let (window, form) = form()
      let huge = CGRect(x: 0, y: 300, width: CGFloat.infinity, height: .infinity)
      let properties = KeyboardProperties(beginFrame: huge, endFrame: huge, animationDuration: 0.25)
      observer.screenBounds = window.bounds
      center.post(name: KeyboardEvent.willShow.notificationName, object: nil, userInfo: properties.userInfo)
      #expect(form.contentInset.bottom.isFinite && form.contentInset.bottom >= 0)
      #expect(form.verticalScrollIndicatorInsets.bottom.isFinite)
      withExtendedLifetime(window) {}
    }
  }
#endif
