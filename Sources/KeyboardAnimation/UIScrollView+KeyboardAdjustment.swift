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
  /// To hear of the scroll view's moves it carries a hidden subview, as a view whose overlap is observed does; a
  /// second hidden subview holds the adjustment itself. Every inset it gives is finite.
  @MainActor public final class KeyboardScrollAdjustment {
    /// The observer the adjustment follows: `KeyboardObserver.shared` unless an app or a test gives it another.
    /// Setting it measures again at once.
    public var observer: KeyboardObserver {
      didSet { if observer !== oldValue { follow() } }
    }

    private weak var scrollView: UIScrollView?
    private var observation: KeyboardObservation?
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
    }

    /// Gives the scroll view the inset `overlap` asks for, with its motion.
    private func apply(_ overlap: KeyboardOverlap) {
      guard let scrollView else { return }
      move(scrollView, to: overlap.bottomContentInset(for: scrollView), overlap.motion)
    }

    /// Takes back what the adjustment added, at once, and stops following the keyboard.
    func end() {
      observation = nil
      guard let scrollView else { return }
      move(scrollView, to: 0, .immediate)
    }

    private func move(_ scrollView: UIScrollView, to inset: CGFloat, _ motion: KeyboardMotion) {
      let change = inset - addedInset
      guard change != 0, change.isFinite else { return }
      addedInset = inset
      observer.animate(motion) {
        scrollView.contentInset.bottom = Self.finite(scrollView.contentInset.bottom + change)
        scrollView.verticalScrollIndicatorInsets.bottom = Self.finite(
          scrollView.verticalScrollIndicatorInsets.bottom + change)
      }
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
