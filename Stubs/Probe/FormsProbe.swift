// The forms half of the stand-in probe (UIScrollView.adjustsForKeyboard): the responder chain, the caret, and the
// scroll views UIKit makes lists with. See UIKitProbe.swift for what it checks and how.
#if canImport(UIKit)
  import Foundation
  import UIKit

  @MainActor enum FormsProbe {
    static func responders(_ view: UIView, _ controller: UIViewController) {
      // probe: UIResponder
      // probe: UIView: UIResponder
      // probe: UIViewController: UIResponder
      let responders: [UIResponder] = [view, controller]
      // probe: UIResponder.next
      // probe: UIView.next
      // probe: UIViewController.next
      let _: [UIResponder?] = responders.map { $0.next } + [view.next, controller.next]
      // probe: UIResponder.isFirstResponder
      let _: Bool = view.isFirstResponder
      // probe: UIResponder.init()
      // probe: UIResponder: Sendable
      let _: any Sendable = UIResponder()
    }

    static func textInputs(_ field: UITextField, _ textView: UITextView) {
      // probe: UITextInput
      // probe: UITextField: UITextInput
      // probe: UITextView: UITextInput
      let inputs: [any UITextInput] = [field, textView]
      // probe: UITextInput.selectedTextRange
      // probe: UITextRange
      let range: UITextRange? = inputs[0].selectedTextRange
      inputs[1].selectedTextRange = range
      // probe: UITextField.selectedTextRange
      // probe: UITextView.selectedTextRange
      field.selectedTextRange = textView.selectedTextRange as UITextRange?
      // probe: UITextRange.start
      // probe: UITextRange.end
      // probe: UITextPosition
      // probe: UITextRange: Sendable
      // probe: UITextPosition: Sendable
      let positions: [UITextPosition] = [range?.start, range?.end].compactMap { $0 }
      let _: [any Sendable] = [range as (any Sendable)?].compactMap { $0 } + positions.map { $0 as any Sendable }
      // probe: UITextInput.caretRect(for:)
      // probe: UITextField.caretRect(for:)
      // probe: UITextView.caretRect(for:)
      for position in positions {
        let _: CGRect = inputs[0].caretRect(for: position)
        let _: [CGRect] = [field.caretRect(for: position), textView.caretRect(for: position)]
      }
      // probe: UITextView.isEditable
      textView.isEditable = textView.isEditable as Bool
      // probe: UITextView.textDidChangeNotification
      let _: Notification.Name = UITextView.textDidChangeNotification
    }

    static func lists() {
      // probe: UITableView
      // probe: UITableView: UIScrollView
      // probe: UITableView.init(frame:style:)
      // probe: UITableView.Style
      // probe: UITableView.Style: RawRepresentable
      // probe: UITableView.Style: Hashable
      // probe: UITableView.Style: Equatable
      // probe: UITableView.Style: Sendable
      // probe: UITableView.Style.init(rawValue:)
      // probe: UITableView.Style.plain
      // probe: UITableView.Style.grouped
      let styles: [UITableView.Style?] = [.plain, .grouped, UITableView.Style(rawValue: 0)]
      let _: any RawRepresentable & Hashable & Equatable & Sendable = UITableView.Style.plain
      let table: UIScrollView = UITableView(frame: CGRect.zero, style: styles[1] ?? .plain)
      // probe: UITableViewController
      // probe: UITableViewController: UIViewController
      // probe: UITableViewController.init(style:)
      // probe: UITableViewController.tableView
      let controller = UITableViewController(style: UITableView.Style.plain)
      let _: UIViewController = controller
      controller.tableView = controller.tableView as UITableView?
      // probe: UICollectionViewLayout
      // probe: UICollectionViewFlowLayout
      // probe: UICollectionViewFlowLayout: UICollectionViewLayout
      // probe: UICollectionView
      // probe: UICollectionView: UIScrollView
      // probe: UICollectionView.init(frame:collectionViewLayout:)
      // probe: UICollectionViewLayout: Sendable
      let layout: UICollectionViewLayout = UICollectionViewFlowLayout()
      let _: any Sendable = layout
      let _: [UIScrollView] = [table, UICollectionView(frame: CGRect.zero, collectionViewLayout: layout)]
    }
  }

  /// Overrides what the tests override, with the tests' signatures.
  final class FormsProbeTextView: UITextView {
    // probe: UIResponder.isFirstResponder by value
    override var isFirstResponder: Bool { true }

    override func caretRect(for position: UITextPosition) -> CGRect { super.caretRect(for: position) }
  }

  /// Overrides what the adjustment's holder overrides.
  final class FormsProbeView: UIView {
    // probe: UIView.willMove(toSuperview:)
    override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview) }
  }

  @MainActor enum FormsProbeIndicator {
    static func indicators(_ scrollView: UIScrollView) {
      // probe: UIScrollView.automaticallyAdjustsScrollIndicatorInsets
      scrollView.automaticallyAdjustsScrollIndicatorInsets =
        scrollView.automaticallyAdjustsScrollIndicatorInsets as Bool
      // probe: UIScrollView.contentInsetAdjustmentBehavior
      // probe: UIScrollView.ContentInsetAdjustmentBehavior
      // probe: UIScrollView.ContentInsetAdjustmentBehavior: RawRepresentable
      // probe: UIScrollView.ContentInsetAdjustmentBehavior: Hashable
      // probe: UIScrollView.ContentInsetAdjustmentBehavior: Equatable
      // probe: UIScrollView.ContentInsetAdjustmentBehavior: Sendable
      // probe: UIScrollView.ContentInsetAdjustmentBehavior.init(rawValue:)
      // probe: UIScrollView.ContentInsetAdjustmentBehavior.automatic
      // probe: UIScrollView.ContentInsetAdjustmentBehavior.scrollableAxes
      // probe: UIScrollView.ContentInsetAdjustmentBehavior.never
      // probe: UIScrollView.ContentInsetAdjustmentBehavior.always
      let behavior: UIScrollView.ContentInsetAdjustmentBehavior = scrollView.contentInsetAdjustmentBehavior
      scrollView.contentInsetAdjustmentBehavior = behavior
      let _: any RawRepresentable & Hashable & Sendable = behavior
      let _: [UIScrollView.ContentInsetAdjustmentBehavior?] = [
        .automatic, .scrollableAxes, .never, .always, UIScrollView.ContentInsetAdjustmentBehavior(rawValue: 2),
      ]
    }
  }

  final class FormsProbeTableViewController: UITableViewController {
    // probe: UITableViewController.init(coder:)
    required init?(coder: NSCoder) { super.init(coder: coder) }

    // probe: UITableViewController.loadView()
    override func loadView() { super.loadView() }
  }

  /// `UICollectionViewLayout` and `UIResponder` made as UIKit makes them.
  enum FormsProbeMade {
    // probe: UICollectionViewLayout.init()
    @MainActor static func layout() -> UICollectionViewLayout { UICollectionViewLayout() }
  }
#endif

#if canImport(UIKit)
  import UIKit

  /// The layout the login example uses: an inequality to the keyboard's guide, and a centring that gives way.
  @MainActor enum LoginLayoutProbe {
    static func constraints(_ view: UIView, _ guide: UILayoutGuide) {
      // probe: UIView.centerXAnchor
      // probe: UIView.centerYAnchor
      let _: NSLayoutXAxisAnchor = view.centerXAnchor
      // probe: NSLayoutAnchor.constraint(lessThanOrEqualTo:constant:)
      let below: NSLayoutConstraint = view.bottomAnchor.constraint(
        lessThanOrEqualTo: guide.topAnchor, constant: -20 as CGFloat)
      let centred: NSLayoutConstraint = view.centerYAnchor.constraint(equalTo: view.centerYAnchor)
      // probe: NSLayoutConstraint.priority
      // probe: UILayoutPriority
      // probe: UILayoutPriority: RawRepresentable
      // probe: UILayoutPriority: Hashable
      // probe: UILayoutPriority: Equatable
      // probe: UILayoutPriority: Sendable
      // probe: UILayoutPriority.init(rawValue:)
      // probe: UILayoutPriority.rawValue
      // probe: UILayoutPriority.required
      // probe: UILayoutPriority.defaultHigh
      centred.priority = UILayoutPriority.defaultHigh
      let priorities: [UILayoutPriority] = [below.priority, .required, UILayoutPriority(rawValue: 500 as Float)]
      let _: any RawRepresentable & Hashable & Equatable & Sendable = priorities[0]
      let _: Float = priorities[0].rawValue
      // probe: NSLayoutConstraint.relation
      // probe: NSLayoutConstraint.Relation
      // probe: NSLayoutConstraint.Relation: RawRepresentable
      // probe: NSLayoutConstraint.Relation: Hashable
      // probe: NSLayoutConstraint.Relation: Equatable
      // probe: NSLayoutConstraint.Relation: Sendable
      // probe: NSLayoutConstraint.Relation.init(rawValue:)
      // probe: NSLayoutConstraint.Relation.lessThanOrEqual
      // probe: NSLayoutConstraint.Relation.equal
      // probe: NSLayoutConstraint.Relation.greaterThanOrEqual
      let relations: [NSLayoutConstraint.Relation?] = [
        below.relation, .equal, .greaterThanOrEqual, .lessThanOrEqual, NSLayoutConstraint.Relation(rawValue: 0),
      ]
      let _: any RawRepresentable & Hashable & Equatable & Sendable = relations[0]!
      // probe: NSLayoutConstraint.Attribute.centerX
      // probe: NSLayoutConstraint.Attribute.centerY
      let _: [NSLayoutConstraint.Attribute] = [.centerX, .centerY]
    }
  }
#endif
