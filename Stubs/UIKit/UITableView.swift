// Part of the UIKit stand-in; see UIView.swift. Added for forms (UIScrollView.adjustsForKeyboard): the scroll views
// UIKit makes lists with, and the table view controller. They show no rows.
import Foundation

/// `UITableView`, reduced to its initializer. It shows no rows.
@MainActor open class UITableView: UIScrollView {
  /// `UITableView.Style`, with UIKit's raw values.
  public enum Style: Int, Sendable {
    case plain = 0
    case grouped = 1
  }

  /// A table with `style`, UIKit's designated initializer. The stand-in draws no style.
  public init(frame: CGRect, style: UITableView.Style) {
    super.init(frame: frame)
  }
}

/// `UITableViewController`, reduced to its table, which is its root view.
@MainActor open class UITableViewController: UIViewController {
  private let style: UITableView.Style

  /// A controller whose table has `style`, UIKit's designated initializer.
  public init(style: UITableView.Style) {
    self.style = style
    super.init(nibName: nil, bundle: nil)
  }

  /// UIKit's initializer for storyboards.
  public required init?(coder: NSCoder) {
    style = .plain
    super.init(coder: coder)
  }

  /// Makes the root view: a table with the controller's style.
  open override func loadView() {
    view = UITableView(frame: .zero, style: style)
  }

  /// The table, which is the root view.
  open var tableView: UITableView! {
    get { view as? UITableView }
    set { view = newValue }
  }
}

/// `UICollectionViewLayout`, reduced to nothing: the stand-in lays out no items.
@MainActor open class UICollectionViewLayout {
  /// Makes a layout.
  public init() {}
}

/// `UICollectionViewFlowLayout`: the stand-in lays out no items.
@MainActor open class UICollectionViewFlowLayout: UICollectionViewLayout {}

/// `UICollectionView`, reduced to its initializer. It shows no items.
@MainActor open class UICollectionView: UIScrollView {
  /// A collection view laid out by `layout`, UIKit's designated initializer. The stand-in lays out nothing.
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    super.init(frame: frame)
  }
}
