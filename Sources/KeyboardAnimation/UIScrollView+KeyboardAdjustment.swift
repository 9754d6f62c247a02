#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  import KeyboardBroadcast
  import UIKit

  extension UIScrollView {
    /// Whether the scroll view makes room for the keyboard: `false` by default. While it is `true`, its bottom
    /// content inset and scroll indicator inset grow by the part of it the keyboard covers, so that its last row or
    /// field can be scrolled into view, from iOS 13.
    ///
    /// ```swift
    /// form.adjustsForKeyboard = true
    /// ```
    ///
    /// It follows `KeyboardObserver.shared`; ``keyboardAdjustment`` gives it another. The rules are
    /// ``KeyboardScrollAdjustment``'s.
    public var adjustsForKeyboard: Bool {
      get { keyboardAdjustment != nil }
      set {
        if newValue, keyboardAdjustment == nil {
          addSubview(KeyboardScrollAdjustment.Holder(KeyboardScrollAdjustment(scrollView: self)))
        } else if !newValue, let holder = adjustmentHolder {
          holder.adjustment.end()
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

  /// Makes room for the keyboard in a scroll view: ``UIKit/UIScrollView/adjustsForKeyboard``.
  ///
  /// While the keyboard covers part of the scroll view, measured where the scroll view sits on its screen as
  /// `UIView.keyboardOverlapGuide` measures its view, its `contentInset.bottom` and
  /// `verticalScrollIndicatorInsets.bottom` grow by the covered part, less the bottom safe area UIKit already adds
  /// to the content inset, so that nothing is inset twice. An undocked, split or floating keyboard covers nothing.
  /// The adjustment adds its own part and later takes back only that part: insets the app set, before or
  /// meanwhile, stay. It moves with the keyboard: inside the keyboard's animation for a show, a hide or a new
  /// frame, at once for each step of an interactive dismissal, and without animation during a rotation.
  ///
  /// When a text field or text view inside the scroll view is being edited, the scroll view also scrolls, as
  /// little as it must, so that the input and ``inputMargin`` around it lie between the top of the visible area
  /// and the keyboard: as the keyboard shows or changes, and when editing moves to another input while the keyboard
  /// stays up (UIKit's begin-editing notifications tell which input; no delegate is taken from the app). With no
  /// input being edited, a scroll view scrolled to its end keeps its end in view as the keyboard takes space, as a
  /// chat keeps its last message; one scrolled elsewhere keeps its content still. When the inset shrinks, an offset
  /// it leaves out of range is brought back into it, inside the keyboard's animation. None of this happens while
  /// the user's finger is on the scroll view or drags the keyboard: the finger wins.
  ///
  /// To hear of the scroll view's moves it carries a hidden subview, as a view whose overlap is observed does; a
  /// second hidden subview holds the adjustment itself. Every inset it gives is finite.
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
    /// UIKit's begin- and end-editing notifications, from the observer's center.
    private var editing: NotificationSubscription?
    /// The text field or text view inside the scroll view that is being edited, if any.
    private weak var input: UIView?
    /// The part of the bottom insets the adjustment added, and takes back.
    private(set) var addedInset: CGFloat = 0

    init(scrollView: UIScrollView, observer: KeyboardObserver = .shared) {
      self.scrollView = scrollView
      self.observer = observer
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
      editing = NotificationSubscription(
        center: observer.notificationCenter,
        observing: [
          (UITextField.textDidBeginEditingNotification, began), (UITextView.textDidBeginEditingNotification, began),
          (UITextField.textDidEndEditingNotification, ended), (UITextView.textDidEndEditingNotification, ended),
        ])
    }

    /// An input began editing: followed if it is inside the scroll view, and scrolled into view at once if the
    /// keyboard is up, as when editing moves from field to field.
    private func editingBegan(in view: UIView) {
      guard let scrollView, view !== scrollView, view.isDescendant(of: scrollView) else { return }
      input = view
      guard addedInset > 0 else { return }
      observer.animateWithKeyboardProperties { [weak self] in self?.scrollInputIntoView() }
    }

    /// Gives the scroll view the inset `overlap` asks for, with its motion, and keeps the input in view.
    private func apply(_ overlap: KeyboardOverlap) {
      guard let scrollView else { return }
      move(scrollView, to: overlap.bottomContentInset(for: scrollView), overlap.motion)
    }

    /// Scrolls as little as it must so that the input and the margin around it are between the top of the visible
    /// area and the keyboard; nothing while a finger is on the scroll view or drags the keyboard.
    private func scrollInputIntoView() {
      guard let scrollView, let input, input.window != nil, input.isDescendant(of: scrollView),
        !scrollView.isTracking, !scrollView.isDragging, !observer.snapshot.isDragged
      else { return }
      let frame = input.convert(input.bounds, to: scrollView as any UICoordinateSpace)
      let margin = inputMargin.isFinite ? max(inputMargin, 0) : 0
      guard let offset = Self.offset(showing: frame.insetBy(dx: 0, dy: -margin), in: scrollView) else { return }
      scrollView.contentOffset = offset
    }

    /// The content offset that shows `rect`, in the scroll view's content, between the top of the visible area and
    /// the bottom inset, moving the least; the top wins when both cannot fit. `nil` when nothing needs to move or a
    /// value is not finite.
    static func offset(showing rect: CGRect, in scrollView: UIScrollView) -> CGPoint? {
      let inset = scrollView.adjustedContentInset
      let offset = scrollView.contentOffset
      let visibleTop = offset.y + inset.top
      let visibleBottom = offset.y + scrollView.bounds.height - inset.bottom
      var y = offset.y
      if rect.maxY > visibleBottom { y += rect.maxY - visibleBottom }
      if rect.minY < y + inset.top { y = rect.minY - inset.top }
      let lowest = -inset.top
      let highest = max(lowest, scrollView.contentSize.height + inset.bottom - scrollView.bounds.height)
      y = min(max(y, lowest), max(highest, y))
      guard y.isFinite, y != offset.y, visibleTop.isFinite else { return nil }
      return CGPoint(x: offset.x, y: y)
    }

    /// Takes back what the adjustment added, at once, and stops following the keyboard.
    func end() {
      observation = nil
      editing = nil
      guard let scrollView else { return }
      move(scrollView, to: 0, .immediate)
    }

    private func move(_ scrollView: UIScrollView, to inset: CGFloat, _ motion: KeyboardMotion) {
      let change = inset - addedInset
      guard change != 0, change.isFinite else { return }
      addedInset = inset
      let isUnderAFinger = scrollView.isTracking || scrollView.isDragging || observer.snapshot.isDragged
      let keepsItsEnd = input == nil && !isUnderAFinger && Self.isScrolledToItsEnd(scrollView)
      observer.animate(motion) { [weak self] in
        scrollView.contentInset.bottom = Self.finite(scrollView.contentInset.bottom + change)
        scrollView.verticalScrollIndicatorInsets.bottom = Self.finite(
          scrollView.verticalScrollIndicatorInsets.bottom + change)
        if inset > 0 { self?.scrollInputIntoView() }
        guard !isUnderAFinger else { return }
        // A list scrolled to its end keeps its last row in view; an offset the smaller inset leaves out of range is
        // brought back into it.
        let end = Self.endOffset(of: scrollView)
        if keepsItsEnd || scrollView.contentOffset.y > end {
          scrollView.contentOffset.y = end
        }
      }
    }

    /// The largest content offset the insets allow: the end of the content at the bottom of the visible area, or
    /// the top when the content is shorter.
    private static func endOffset(of scrollView: UIScrollView) -> CGFloat {
      let inset = scrollView.adjustedContentInset
      let end = scrollView.contentSize.height + inset.bottom - scrollView.bounds.height
      return end.isFinite ? max(end, -inset.top) : -inset.top
    }

    /// Whether the content is taller than the visible area and scrolled to its end.
    private static func isScrolledToItsEnd(_ scrollView: UIScrollView) -> Bool {
      let end = endOffset(of: scrollView)
      return end > -scrollView.adjustedContentInset.top + 0.5 && scrollView.contentOffset.y >= end - 0.5
    }

    private static func finite(_ inset: CGFloat) -> CGFloat {
      inset.isFinite ? inset : 0
    }

    /// The hidden view that holds the adjustment for as long as the scroll view adjusts.
    final class Holder: UIView {
      let adjustment: KeyboardScrollAdjustment

      init(_ adjustment: KeyboardScrollAdjustment) {
        self.adjustment = adjustment
        super.init(frame: .zero)
        isHidden = true
        isUserInteractionEnabled = false
      }

      @available(*, unavailable)
      required init?(coder: NSCoder) { nil }
    }
  }
#endif
