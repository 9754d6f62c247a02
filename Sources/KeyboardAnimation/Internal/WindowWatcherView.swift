#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import UIKit

  /// A hidden, zero-size view that a ``KeyboardOverlapGuide`` adds to its owning view, because a layout guide hears
  /// nothing when its view moves into or out of a window, and public API tells only a view (`didMoveToWindow()`).
  /// It draws nothing, takes no touches and lays nothing out; it goes when the guide leaves the view.
  final class WindowWatcherView: UIView {
    private let windowDidChange: @MainActor () -> Void

    init(windowDidChange: @escaping @MainActor () -> Void) {
      self.windowDidChange = windowDidChange
      super.init(frame: .zero)
      isHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      windowDidChange()
    }
  }
#endif
