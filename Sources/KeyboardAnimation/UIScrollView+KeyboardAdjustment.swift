#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  import KeyboardBroadcast
  import UIKit

  extension UIScrollView {
    /// Whether the scroll view makes room for the keyboard, from iOS 13: `false` by default. While it is `true`, its
    /// bottom content and scroll indicator insets grow by the part of it the keyboard covers, and the field being
    /// edited stays in view.
    ///
    /// It follows `KeyboardObserver.shared`; ``keyboardAdjustment`` gives it another. The rules are
    /// ``KeyboardScrollAdjustment``'s.
    public var adjustsForKeyboard: Bool {
      get { keyboardAdjustment != nil }
      set {
        if newValue, keyboardAdjustment == nil {
          addSubview(KeyboardScrollAdjustment.Holder(KeyboardScrollAdjustment(scrollView: self), filling: self))
        } else if !newValue, let holder = adjustmentHolder {
          holder.removeFromSuperview()
        }
      }
    }

    /// What makes room for the keyboard while ``adjustsForKeyboard`` is `true`; `nil` otherwise.
    public var keyboardAdjustment: KeyboardScrollAdjustment? { adjustmentHolder?.adjustment }

    private var adjustmentHolder: KeyboardScrollAdjustment.Holder? {
      for view in subviews {
        if let holder = view as? KeyboardScrollAdjustment.Holder { return holder }
      }
      return nil
    }
  }

  /// Makes room for the keyboard in a scroll view, and keeps the input being edited in view:
  /// ``UIKit/UIScrollView/adjustsForKeyboard``. <doc:FormsAndEditors> gives the rules.
  @MainActor public final class KeyboardScrollAdjustment {
    /// The observer the adjustment follows: `KeyboardObserver.shared` unless an app or a test gives it another.
    /// Setting it measures again at once.
    public var observer: KeyboardObserver {
      didSet { if observer !== oldValue { follow() } }
    }

    /// The space kept above and below the input being edited when it is scrolled into view, in points: 10 by
    /// default. Negative and non-finite values count as 0.
    public var inputMargin: CGFloat = 10

    private weak var scrollView: UIScrollView?
    private var observation: KeyboardObservation?
    /// UIKit's editing notifications, from the observer's center.
    private var editing: NotificationSubscription?
    /// The text field or text view inside the scroll view that UIKit said began editing, if any.
    private weak var input: UIView?
    /// The part of the bottom content inset the adjustment added, and takes back.
    private(set) var addedInset: CGFloat = 0
    /// The part of the bottom scroll indicator inset the adjustment added, and takes back.
    private(set) var addedIndicatorInset: CGFloat = 0
    /// The scroll view's height when the adjustment last moved it or saw it laid out: a move or a resize that comes
    /// after UIKit resized it tells "scrolled to its end" by the height the user saw.
    private var knownHeight: CGFloat
    /// The move the next animation block makes; kept here so that the block captures only `self`, which costs no
    /// allocation during a drag.
    private var pendingMove = Move()

    private struct Move {
      var change: CGFloat = 0
      var indicatorChange: CGFloat = 0
      var keepsItsEnd = false
      var isUnderAFinger = false
      var input: UIView?
    }

    init(scrollView: UIScrollView, observer: KeyboardObserver = .shared) {
      self.scrollView = scrollView
      self.observer = observer
      knownHeight = scrollView.bounds.height
      follow()
    }

    private func follow() {
      guard let scrollView else { return }
      observation = observer.observeOverlap(with: scrollView) { [weak self] overlap in self?.apply(overlap) }
      followEditing()
    }

    private func followEditing() {
      let began: @Sendable (Notification) -> Void = { [weak self] notification in
        guard let view = notification.object as? UIView, MainActorHop.isOnMainActor else { return }
        MainActor.assumeIsolated { self?.editingBegan(in: view) }
      }
      let ended: @Sendable (Notification) -> Void = { [weak self] notification in
        guard let view = notification.object as? UIView, MainActorHop.isOnMainActor else { return }
        MainActor.assumeIsolated { if self?.input === view { self?.input = nil } }
      }
      let changed: @Sendable (Notification) -> Void = { [weak self] notification in
        guard let view = notification.object as? UIView, MainActorHop.isOnMainActor else { return }
        MainActor.assumeIsolated { if self?.input === view { self?.keepInputInView() } }
      }
      editing = NotificationSubscription(
        center: observer.notificationCenter,
        observing: [
          (UITextField.textDidBeginEditingNotification, began), (UITextView.textDidBeginEditingNotification, began),
          (UITextField.textDidEndEditingNotification, ended), (UITextView.textDidEndEditingNotification, ended),
          (UITextView.textDidChangeNotification, changed),
        ])
    }

    /// An input began editing: followed if it is inside the scroll view, and scrolled into view inside the keyboard's
    /// animation if the keyboard covers the scroll view, as when editing moves from field to field.
    private func editingBegan(in view: UIView) {
      guard let scrollView, view.isDescendant(of: scrollView) else { return }
      input = view
      guard addedInset > 0 else { return }
      observer.animateWithKeyboardProperties { [weak self] in self?.scrollInputIntoView() }
    }

    /// Typing changed the input's text: its caret is scrolled back into view at once if the keyboard covers the
    /// scroll view.
    private func keepInputInView() {
      guard addedInset > 0 else { return }
      scrollInputIntoView()
    }

    /// Whether `view` is `scrollView` or inside it with no other adjusting scroll view on the way: the innermost
    /// adjusting scroll view is the one that scrolls to an input.
    private static func holds(_ view: UIView, _ scrollView: UIScrollView) -> Bool {
      var next: UIView? = view
      while let current = next, current !== scrollView {
        if let nested = current as? UIScrollView, nested.adjustsForKeyboard { return false }
        next = current.superview
      }
      return next != nil
    }

    /// The input being edited inside the scroll view, nested scroll views included: the one UIKit's notifications
    /// named, or else a first responder inside it that adopts `UITextInput` and takes text.
    private func editedInput(in scrollView: UIScrollView) -> UIView? {
      if let input, input.isDescendant(of: scrollView) { return input }
      guard let responder = Self.firstResponder(in: scrollView), responder is any UITextInput,
        (responder as? UITextView)?.isEditable ?? true
      else { return nil }
      return responder
    }

    /// `input` if this scroll view is the one that scrolls to it: the innermost adjusting one that holds it.
    private func scrollsTo(_ input: UIView?, in scrollView: UIScrollView) -> UIView? {
      input.flatMap { Self.holds($0, scrollView) ? $0 : nil }
    }

    /// The first responder in `view`'s subtree, if any; the walk stops there.
    private static func firstResponder(in view: UIView) -> UIView? {
      if view.isFirstResponder { return view }
      for subview in view.subviews {
        if let found = firstResponder(in: subview) { return found }
      }
      return nil
    }

    /// Whether UIKit makes room for the keyboard in this scroll view itself: a table view controller's own table.
    private static func isInsetByUIKit(_ scrollView: UIScrollView) -> Bool {
      scrollView.next is UITableViewController
    }

    /// Gives the scroll view the insets `overlap` asks for, with its motion, and keeps the input in view.
    private func apply(_ overlap: KeyboardOverlap) {
      guard let scrollView else { return }
      guard !Self.isInsetByUIKit(scrollView) else {
        move(scrollView, to: 0, indicator: 0, overlap.motion)
        return
      }
      // UIKit adds the safe area to the indicator when `automaticallyAdjustsScrollIndicatorInsets` is on, whatever
      // it adds to the content.
      let addedToIndicator = scrollView.automaticallyAdjustsScrollIndicatorInsets ? scrollView.safeAreaInsets.bottom : 0
      let indicator = Self.finite(max(overlap.height - addedToIndicator, 0))
      move(scrollView, to: overlap.bottomContentInset(for: scrollView), indicator: indicator, overlap.motion)
    }

    /// Scrolls as little as it must so that what must be seen of the input is between the top of the visible area
    /// and the keyboard; nothing while a finger is on the scroll view or drags the keyboard.
    private func scrollInputIntoView(_ edited: UIView? = nil) {
      guard let scrollView, !isUnderAFinger(scrollView),
        let input = edited ?? scrollsTo(editedInput(in: scrollView), in: scrollView), input.window != nil,
        let rect = visibleRect(of: input, in: scrollView),
        let offset = Self.offset(showing: rect, in: scrollView)
      else { return }
      scrollView.contentOffset = offset
    }

    /// What must be seen of `input`, with the margin, in the scroll view's content: the whole input, or its caret
    /// for a text view and for an input taller than the space left, or the whole input when the caret is not
    /// finite. `nil` when nothing there is finite.
    private func visibleRect(of input: UIView, in scrollView: UIScrollView) -> CGRect? {
      let margin = inputMargin.isFinite ? max(inputMargin, 0) : 0
      let whole = input.convert(input.bounds, to: scrollView as any UICoordinateSpace).insetBy(dx: 0, dy: -margin)
      let inset = scrollView.adjustedContentInset
      let space = scrollView.bounds.height - inset.top - inset.bottom
      if !(input is UITextView), whole.height <= space { return Self.finite(whole) }
      guard let text = input as? any UITextInput, let selection = text.selectedTextRange,
        let caret = Self.finite(text.caretRect(for: selection.end)),
        let shown = Self.finite(input.convert(caret, to: scrollView as any UICoordinateSpace))
      else { return Self.finite(whole) }
      return shown.insetBy(dx: 0, dy: -margin)
    }

    private static func finite(_ rect: CGRect) -> CGRect? {
      rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite ? rect : nil
    }

    /// The content offset that shows `rect`, in the scroll view's content, between the top of the visible area and
    /// the bottom inset, moving the least and staying within the content; the top wins when both cannot fit. `nil`
    /// when nothing needs to move or a value is not finite.
    static func offset(showing rect: CGRect, in scrollView: UIScrollView) -> CGPoint? {
      let inset = scrollView.adjustedContentInset
      let offset = scrollView.contentOffset
      let visibleBottom = offset.y + scrollView.bounds.height - inset.bottom
      var y = offset.y
      if rect.maxY > visibleBottom { y += rect.maxY - visibleBottom }
      if rect.minY < y + inset.top { y = rect.minY - inset.top }
      y = min(max(y, -inset.top), endOffset(of: scrollView, height: scrollView.bounds.height))
      guard y.isFinite, y != offset.y else { return nil }
      return CGPoint(x: offset.x, y: y)
    }

    /// The scroll view was laid out. After its height changed, as a rotation, Stage Manager or a layout pinned to
    /// the keyboard changes it, the input being edited is scrolled back into view, or else an end that was in view
    /// is kept in view.
    fileprivate func scrollViewDidLayOut() {
      guard let scrollView else { return }
      let oldHeight = knownHeight
      knownHeight = scrollView.bounds.height
      guard knownHeight != oldHeight, !isUnderAFinger(scrollView), !Self.isInsetByUIKit(scrollView) else { return }
      let edited = editedInput(in: scrollView)
      if let input = scrollsTo(edited, in: scrollView) {
        scrollInputIntoView(input)
      } else if edited == nil, Self.isScrolledToItsEnd(scrollView, height: oldHeight) {
        scrollView.contentOffset.y = Self.endOffset(of: scrollView, height: knownHeight)
      }
    }

    /// Takes back what the adjustment added, at once, and stops following the keyboard.
    func end() {
      observation = nil
      editing = nil
      guard let scrollView else { return }
      move(scrollView, to: 0, indicator: 0, .immediate)
    }

    private func isUnderAFinger(_ scrollView: UIScrollView) -> Bool {
      scrollView.isTracking || scrollView.isDragging || observer.snapshot.isDragged
    }

    private func move(_ scrollView: UIScrollView, to inset: CGFloat, indicator: CGFloat, _ motion: KeyboardMotion) {
      let change = inset - addedInset
      let indicatorChange = indicator - addedIndicatorInset
      guard change != 0 || indicatorChange != 0, change.isFinite, indicatorChange.isFinite else { return }
      addedInset = inset
      addedIndicatorInset = indicator
      var move = Move(change: change, indicatorChange: indicatorChange)
      move.isUnderAFinger = isUnderAFinger(scrollView)
      if !move.isUnderAFinger {
        let edited = editedInput(in: scrollView)
        move.input = scrollsTo(edited, in: scrollView)
        move.keepsItsEnd = edited == nil && Self.isScrolledToItsEnd(scrollView, height: knownHeight)
      }
      pendingMove = move
      observer.animate(motion) { self.makePendingMove() }
    }

    private func makePendingMove() {
      let move = pendingMove
      pendingMove = Move()
      guard let scrollView else { return }
      scrollView.contentInset.bottom = Self.adding(move.change, to: scrollView.contentInset.bottom)
      scrollView.verticalScrollIndicatorInsets.bottom = Self.adding(
        move.indicatorChange, to: scrollView.verticalScrollIndicatorInsets.bottom)
      defer { knownHeight = scrollView.bounds.height }
      guard !move.isUnderAFinger else { return }
      if addedInset > 0, let input = move.input { scrollInputIntoView(input) }
      // A list scrolled to its end keeps its last row in view; an offset the smaller inset leaves out of range is
      // brought back into it.
      let end = Self.endOffset(of: scrollView, height: scrollView.bounds.height)
      if move.keepsItsEnd || scrollView.contentOffset.y > end {
        scrollView.contentOffset.y = end
      }
    }

    /// `inset` with `change` added; a take-back never leaves an inset below 0 that was not below 0 before, so an
    /// inset the app replaced meanwhile is not taken below what the app set.
    private static func adding(_ change: CGFloat, to inset: CGFloat) -> CGFloat {
      let sum = change < 0 ? max(inset + change, min(inset, 0)) : inset + change
      return finite(sum)
    }

    /// The largest content offset the insets allow for a scroll view `height` tall: the end of the content at the
    /// bottom of the visible area, or the top when the content is shorter.
    private static func endOffset(of scrollView: UIScrollView, height: CGFloat) -> CGFloat {
      let inset = scrollView.adjustedContentInset
      let end = scrollView.contentSize.height + inset.bottom - height
      return end.isFinite ? max(end, -inset.top) : -inset.top
    }

    /// Whether the content is taller than the visible area of a scroll view `height` tall and scrolled to its end.
    private static func isScrolledToItsEnd(_ scrollView: UIScrollView, height: CGFloat) -> Bool {
      let end = endOffset(of: scrollView, height: height)
      return end > -scrollView.adjustedContentInset.top + 0.5 && scrollView.contentOffset.y >= end - 0.5
    }

    private static func finite(_ inset: CGFloat) -> CGFloat {
      inset.isFinite ? inset : 0
    }

    /// The hidden view that holds the adjustment for as long as the scroll view adjusts. It fills the scroll view
    /// and resizes with it, so UIKit lays it out when the scroll view's size changes. Removed from the scroll view
    /// in any way, it takes back what the adjustment added.
    final class Holder: UIView {
      let adjustment: KeyboardScrollAdjustment

      init(_ adjustment: KeyboardScrollAdjustment, filling scrollView: UIScrollView) {
        self.adjustment = adjustment
        super.init(frame: CGRect(origin: .zero, size: scrollView.bounds.size))
        isHidden = true
        isUserInteractionEnabled = false
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
      }

      @available(*, unavailable)
      required init?(coder: NSCoder) { nil }

      override func layoutSubviews() {
        super.layoutSubviews()
        adjustment.scrollViewDidLayOut()
      }

      override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        if newSuperview == nil { adjustment.end() }
      }
    }
  }
#endif
