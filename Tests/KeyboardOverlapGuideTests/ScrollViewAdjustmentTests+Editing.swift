// Written on real UIKit API, as ScrollViewAdjustmentTests.swift: the caret, typing, resizes, the scroll views UIKit
// makes lists with, and nested scroll views.
#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  import KeyboardSimulation
  import Testing
  import UIKit

  @testable import KeyboardAnimation
  @testable import KeyboardBroadcast

  /// A text view whose caret is where the test puts it, in the text view's own coordinates.
  private final class CaretTextView: UITextView {
    var caret = CGRect(x: 8, y: 8, width: 2, height: 20)

    override func caretRect(for position: UITextPosition) -> CGRect { caret }
  }

  /// A text field whose caret is where the test puts it, in the field's own coordinates.
  private final class CaretTextField: UITextField {
    var caret = CGRect(x: 8, y: 8, width: 2, height: 20)

    override func caretRect(for position: UITextPosition) -> CGRect { caret }
  }

  /// A text field that is first responder without UIKit saying it began editing, as a custom input may be.
  private final class FirstResponderField: UITextField {
    override var isFirstResponder: Bool { true }
  }

  /// A scroll view the user's finger is on.
  private final class TouchedScrollView: UIScrollView {
    override var isTracking: Bool { true }
  }

  /// A scroll view that counts the content offsets set on it.
  private final class CountingScrollView: UIScrollView {
    private(set) var offsetsSet = 0

    override var contentOffset: CGPoint {
      didSet { offsetsSet += 1 }
    }
  }

  extension ScrollViewAdjustmentTests {
    /// Makes `form` 1,200 points tall and puts `input` in it, a text field or a text view, which begins editing.
    func beginEditing(_ input: UIView, in form: UIScrollView) {
      form.contentSize = CGSize(width: 375, height: 1200)
      form.addSubview(input)
      let began =
        input is UITextField ? UITextField.textDidBeginEditingNotification : UITextView.textDidBeginEditingNotification
      center.post(name: began, object: input)
    }

    // MARK: The caret

    @Test func aTextViewShowsItsCaretRatherThanAllOfItself() {
      // The caret is at 450 to 470 in the form, 440 to 480 with the margin; the keyboard's top is at 407.
      let textView = CaretTextView(frame: CGRect(x: 20, y: 300, width: 335, height: 200))
      textView.caret.origin.y = 150
      let (window, form) = form()
      beginEditing(textView, in: form)
      keyboard().show()
      #expect(form.contentOffset.y == 73)
      withExtendedLifetime(window) {}
    }

    @Test func anInputTallerThanTheSpaceLeftShowsItsCaret() {
      let field = CaretTextField(frame: CGRect(x: 20, y: 300, width: 335, height: 600))
      field.caret.origin.y = 400
      let (window, form) = form()
      beginEditing(field, in: form)
      keyboard().show()
      #expect(form.contentOffset.y == 323)
      withExtendedLifetime(window) {}
    }

    @Test func aCaretThatIsNotFiniteFallsBackToTheWholeInput() {
      let textView = CaretTextView(frame: CGRect(x: 20, y: 300, width: 335, height: 200))
      textView.caret = CGRect(x: 0, y: CGFloat.nan, width: 2, height: .infinity)
      let (window, form) = form()
      beginEditing(textView, in: form)
      keyboard().show()
      #expect(form.contentOffset.y == 103)
      withExtendedLifetime(window) {}
    }

    @Test func typingThatTakesTheCaretBelowTheKeyboardScrollsItBackAtOnce() {
      let textView = CaretTextView(frame: CGRect(x: 20, y: 100, width: 335, height: 400))
      let (window, form) = form()
      beginEditing(textView, in: form)
      keyboard().show()
      #expect(form.contentOffset.y == 0)
      textView.caret.origin.y = 350
      center.post(name: UITextView.textDidChangeNotification, object: textView)
      #expect(form.contentOffset.y == 73)
      withExtendedLifetime(window) {}
    }

    @Test func typingWithTheCaretInViewSetsNoOffset() {
      let form = CountingScrollView(frame: CGRect(origin: .zero, size: KeyboardDevice.iPhoneSE.screenSize))
      let window = UIWindow(frame: form.frame)
      window.addSubview(form)
      form.adjustsForKeyboard = true
      form.keyboardAdjustment?.observer = observer
      let textView = CaretTextView(frame: CGRect(x: 20, y: 100, width: 335, height: 400))
      beginEditing(textView, in: form)
      keyboard().show()
      let offsetsSet = form.offsetsSet
      center.post(name: UITextView.textDidChangeNotification, object: textView)
      #expect(form.offsetsSet == offsetsSet)
    }

    @Test func typingInAnotherScrollViewsInputIsIgnored() {
      let textView = CaretTextView(frame: CGRect(x: 20, y: 100, width: 335, height: 400))
      let (window, form) = form()
      beginEditing(textView, in: form)
      keyboard().show()
      let elsewhere = CaretTextView(frame: CGRect(x: 20, y: 100, width: 335, height: 400))
      elsewhere.caret.origin.y = 350
      window.addSubview(elsewhere)
      center.post(name: UITextView.textDidChangeNotification, object: elsewhere)
      #expect(form.contentOffset.y == 0)
    }

    @Test func aFullScreenEditorKeepsItsOwnCaretInView() {
      // The text view is the scroll view: its caret, at 500 in its content, must end above the keyboard's top.
      let window = UIWindow(frame: CGRect(origin: .zero, size: KeyboardDevice.iPhoneSE.screenSize))
      let editor = CaretTextView(frame: window.bounds)
      window.addSubview(editor)
      editor.adjustsForKeyboard = true
      editor.keyboardAdjustment?.observer = observer
      editor.contentSize = CGSize(width: 375, height: 1200)
      editor.caret.origin.y = 500
      center.post(name: UITextView.textDidBeginEditingNotification, object: editor)
      keyboard().show()
      #expect(editor.contentInset.bottom == 260)
      #expect(editor.contentOffset.y == 123)
    }

    @Test func aFirstResponderUIKitDidNotAnnounceIsKeptInView() {
      let window = UIWindow(frame: CGRect(origin: .zero, size: KeyboardDevice.iPhoneSE.screenSize))
      let form = UIScrollView(frame: window.bounds)
      window.addSubview(form)
      form.contentSize = CGSize(width: 375, height: 1200)
      form.addSubview(FirstResponderField(frame: CGRect(x: 20, y: 600, width: 335, height: 44)))
      form.adjustsForKeyboard = true
      form.keyboardAdjustment?.observer = observer
      keyboard().show()
      #expect(form.contentOffset.y == 247)
    }

    @Test func aKeyboardThatGrowsScrollsTheFieldAgainInsideItsAnimation() {
      // The field ends at 390, 400 with the margin: above the 260-point keyboard's top at 407, not the 300-point one's.
      let (window, form, _) = editing(at: 346)
      let keyboard = keyboard()
      keyboard.show()
      #expect(form.contentOffset.y == 0)
      keyboard.resize(to: 300)
      #expect(form.contentOffset.y == 33)
      #expect(animator.motions.last == .animated(duration: 0.25, curve: .keyboard))
      withExtendedLifetime(window) {}
    }

    @Test func aFingerOnTheScrollViewKeepsItFromScrolling() {
      let form = TouchedScrollView(frame: CGRect(origin: .zero, size: KeyboardDevice.iPhoneSE.screenSize))
      let window = UIWindow(frame: form.frame)
      window.addSubview(form)
      form.adjustsForKeyboard = true
      form.keyboardAdjustment?.observer = observer
      beginEditing(UITextField(frame: CGRect(x: 20, y: 600, width: 335, height: 44)), in: form)
      keyboard().show()
      #expect(form.contentInset.bottom == 260)
      #expect(form.contentOffset.y == 0)
    }

    // MARK: Resizes

    @Test func aResizeWhileEditingScrollsTheInputBackIntoView() {
      // The form's top moves down 168 points, as a Stage Manager window resized from above; its bottom and the
      // keyboard's overlap stay.
      let (window, form, _) = editing(at: 200)
      keyboard().show()
      #expect(form.contentOffset.y == 0)
      form.frame = CGRect(x: 0, y: 168, width: 375, height: 499)
      window.layoutIfNeeded()
      #expect(form.contentInset.bottom == 260)
      #expect(form.contentOffset.y == 15)
    }

    @Test func aListThatShrinksAboveAComposerKeepsItsEnd() {
      let (window, list) = list(scrolledTo: 533)
      list.frame.size.height = 407
      window.layoutIfNeeded()
      #expect(list.contentOffset.y == 793)
    }

    @Test func aListScrolledElsewhereThatShrinksKeepsItsContentStill() {
      let (window, list) = list(scrolledTo: 100)
      list.frame.size.height = 407
      window.layoutIfNeeded()
      #expect(list.contentOffset.y == 100)
    }

    @Test func aRotationScrollsTheInputBackAboveTheNewKeyboard() {
      // In landscape the keyboard's top is at 377; the field ends at 454 with its margin.
      let (window, form) = form(on: .iPadPortrait)
      form.contentSize = CGSize(width: 768, height: 2000)
      let field = UITextField(frame: CGRect(x: 20, y: 400, width: 300, height: 44))
      form.addSubview(field)
      center.post(name: UITextField.textDidBeginEditingNotification, object: field)
      let keyboard = keyboard(.iPadPortrait)
      keyboard.show()
      #expect(form.contentOffset.y == 0)
      window.frame = CGRect(origin: .zero, size: KeyboardDevice.iPadLandscape.screenSize)
      form.frame = window.bounds
      window.layoutIfNeeded()
      keyboard.rotate(to: .iPadLandscape)
      #expect(form.contentInset.bottom == 391)
      #expect(form.contentOffset.y == 77)
    }

    // MARK: Lists UIKit makes, and nesting

    @Test func aTableViewAndACollectionViewAdjust() {
      let window = UIWindow(frame: CGRect(origin: .zero, size: KeyboardDevice.iPhoneSE.screenSize))
      let lists: [UIScrollView] = [
        UITableView(frame: window.bounds, style: .plain),
        UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout()),
      ]
      for list in lists {
        window.addSubview(list)
        list.adjustsForKeyboard = true
        list.keyboardAdjustment?.observer = observer
      }
      keyboard().show()
      #expect(lists.map(\.contentInset.bottom) == [260, 260])
    }

    @Test func aTableViewControllersOwnTableIsLeftToUIKit() {
      let window = UIWindow(frame: CGRect(origin: .zero, size: KeyboardDevice.iPhoneSE.screenSize))
      let controller = UITableViewController(style: .plain)
      window.rootViewController = controller
      let table: UITableView = controller.tableView
      table.frame = window.bounds
      window.addSubview(table)
      table.adjustsForKeyboard = true
      table.keyboardAdjustment?.observer = observer
      keyboard().show()
      #expect(table.contentInset.bottom == 0)
      #expect(table.verticalScrollIndicatorInsets.bottom == 0)
    }

    @Test func inNestedScrollViewsTheInnermostThatAdjustsScrollsToTheInput() {
      let (window, outer) = form()
      outer.contentSize = CGSize(width: 375, height: 1200)
      let inner = UIScrollView(frame: outer.bounds)
      outer.addSubview(inner)
      inner.adjustsForKeyboard = true
      inner.keyboardAdjustment?.observer = observer
      inner.contentSize = CGSize(width: 375, height: 1200)
      let field = UITextField(frame: CGRect(x: 20, y: 600, width: 335, height: 44))
      inner.addSubview(field)
      center.post(name: UITextField.textDidBeginEditingNotification, object: field)
      keyboard().show()
      #expect(inner.contentOffset.y == 247)
      #expect(outer.contentOffset.y == 0)
      #expect(outer.contentInset.bottom == 260)
      withExtendedLifetime(window) {}
    }

    // MARK: Bad input

    @Test func aScrollViewRemovedDuringTheKeyboardsAnimationKeepsFiniteInsets() {
      let (window, form, _) = editing(at: 600)
      let keyboard = keyboard()
      keyboard.show()
      form.removeFromSuperview()
      keyboard.hide()
      #expect(form.contentInset.bottom.isFinite && form.contentOffset.y.isFinite)
      withExtendedLifetime(window) {}
    }

    @Test func emptyContentScrollsNowhereNotFinite() {
      let (window, form) = form()
      let field = UITextField(frame: CGRect(x: 20, y: 600, width: 335, height: 44))
      form.addSubview(field)
      center.post(name: UITextField.textDidBeginEditingNotification, object: field)
      keyboard().show()
      #expect(form.contentOffset.y.isFinite)
      #expect(form.contentOffset.y >= 0)
      withExtendedLifetime(window) {}
    }
  }
#endif

#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  /// A text view that is first responder and shows text it does not let the user edit.
  private final class ReadOnlyFirstResponder: UITextView {
    override var isFirstResponder: Bool { true }
  }

  extension ScrollViewAdjustmentTests {
    // MARK: Apps that do more

    @Test func aFieldPastTheContentsEndScrollsNoFurtherThanTheEnd() {
      let (window, form, _) = editing(at: 100)
      keyboard().show()
      let last = UITextField(frame: CGRect(x: 20, y: 1170, width: 335, height: 44))
      form.addSubview(last)
      center.post(name: UITextField.textDidBeginEditingNotification, object: last)
      #expect(form.contentOffset.y == 793)
      withExtendedLifetime(window) {}
    }

    @Test func removingEverySubviewOfTheScrollViewTakesBackTheInsets() {
      let (window, form) = form()
      keyboard().show()
      for subview in form.subviews { subview.removeFromSuperview() }
      #expect(form.contentInset.bottom == 0)
      #expect(form.verticalScrollIndicatorInsets.bottom == 0)
      #expect(!form.adjustsForKeyboard)
      withExtendedLifetime(window) {}
    }

    @Test func anInsetTheAppReplacedIsNotTakenBelowWhatTheAppSet() {
      let (window, form) = form()
      let keyboard = keyboard()
      keyboard.show()
      form.contentInset = .zero
      keyboard.hide()
      #expect(form.contentInset.bottom == 0)
      withExtendedLifetime(window) {}
    }

    /// A window filling an iPhone 11's screen whose root view is a scroll view that adjusts, with a 34-point bottom
    /// safe area.
    func safeAreaList() -> (UIWindow, UIScrollView) {
      let window = UIWindow(frame: CGRect(origin: .zero, size: KeyboardDevice.iPhone11.screenSize))
      let controller = UIViewController()
      let list = UIScrollView(frame: window.bounds)
      controller.view = list
      controller.additionalSafeAreaInsets.bottom = 34
      window.rootViewController = controller
      window.isHidden = false
      window.layoutIfNeeded()
      list.adjustsForKeyboard = true
      list.keyboardAdjustment?.observer = observer
      return (window, list)
    }

    @Test func theIndicatorTakesAwayTheSafeAreaUIKitAddsToIt() {
      // A 346-point keyboard: UIKit adds 34 points of safe area to the indicator, and the adjustment the rest.
      // UIKit adds none to this content, which takes the whole overlap: the indicator's part is its own.
      let (window, list) = safeAreaList()
      list.contentInsetAdjustmentBehavior = .never
      let addedByUIKit = list.safeAreaInsets.bottom
      keyboard(.iPhone11).show()
      #expect(list.contentInset.bottom == 346)
      #expect(list.verticalScrollIndicatorInsets.bottom == 346 - addedByUIKit)
      withExtendedLifetime(window) {}
    }

    @Test func anIndicatorUIKitDoesNotAdjustTakesTheWholeOverlap() {
      let (window, list) = safeAreaList()
      list.automaticallyAdjustsScrollIndicatorInsets = false
      keyboard(.iPhone11).show()
      #expect(list.verticalScrollIndicatorInsets.bottom == 346)
      withExtendedLifetime(window) {}
    }

    @Test func aListThatShrinksAsTheKeyboardShowsKeepsItsEnd() {
      let (window, list) = list(scrolledTo: 533)
      list.frame.size.height = 600
      keyboard().show()
      window.layoutIfNeeded()
      #expect(list.contentInset.bottom == 193)
      #expect(list.contentOffset.y == 793)
    }

    @Test func aSelectableTextViewThatIsNotEditableIsNotKeptInView() {
      let (window, form) = form()
      form.contentSize = CGSize(width: 375, height: 1200)
      let text = ReadOnlyFirstResponder(frame: CGRect(x: 20, y: 600, width: 335, height: 44))
      text.isEditable = false
      form.addSubview(text)
      keyboard().show()
      #expect(form.contentOffset.y == 0)
      withExtendedLifetime(window) {}
    }

    @Test func anOuterListAtItsEndDoesNotFollowItsEndWhileAnInnerScrollViewEdits() {
      let (window, outer) = list(scrolledTo: 533)
      let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
      outer.addSubview(inner)
      inner.adjustsForKeyboard = true
      inner.keyboardAdjustment?.observer = observer
      let field = UITextField(frame: CGRect(x: 20, y: 100, width: 335, height: 44))
      inner.addSubview(field)
      center.post(name: UITextField.textDidBeginEditingNotification, object: field)
      keyboard().show()
      #expect(outer.contentInset.bottom == 260)
      #expect(outer.contentOffset.y == 533)
      withExtendedLifetime(window) {}
    }
  }
#endif
