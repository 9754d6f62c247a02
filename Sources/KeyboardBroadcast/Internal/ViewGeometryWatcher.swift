#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  import UIKit

  /// A hidden view that a followed view carries, so that its observer measures the view again when the view moves
  /// while the keyboard stands still: public API tells only a view itself when it moves into a window, is resized or
  /// gets new safe-area insets, and only key-value observation tells when its window's scene is moved or resized
  /// (`UIWindowScene.effectiveGeometry`, iOS 16, the way Apple's documentation recommends; Stage Manager).
  ///
  /// It fills its superview and resizes with it, so UIKit lays it out whenever the superview's size changes; it
  /// draws nothing, takes no touches and lays nothing out. Each of those signals has the view's own followers measure
  /// it again, and report a value that changed, at once. A view that only moves within its window, without resizing,
  /// is measured again at the keyboard's next change.
  final class ViewGeometryWatcher: UIView {
    private var signal: MeasureAgainSignal?
    private var windowDidChange: (@MainActor () -> Void)?
    private var sceneObservation: NSKeyValueObservation?
    /// Whether followers are measuring again: a follower whose layout resizes a watched view then sets off no
    /// second round, so that a layout that depends on its own overlap cannot loop.
    private static var isMeasuringAgain = false

    /// Adds a watcher to `view` that sends `signal`; ``Lease`` removes it. `windowDidChange` is called first
    /// whenever the view moves into or out of a window.
    static func watch(
      _ view: UIView, signal: MeasureAgainSignal, windowDidChange: (@MainActor () -> Void)? = nil
    ) -> Lease {
      let watcher = ViewGeometryWatcher(frame: CGRect(origin: .zero, size: view.bounds.size))
      view.addSubview(watcher)
      // Only now: the follower measures the view where it is when it starts.
      watcher.signal = signal
      watcher.windowDidChange = windowDidChange
      return Lease(watcher: watcher)
    }

    private override init(frame: CGRect) {
      super.init(frame: frame)
      isHidden = true
      isUserInteractionEnabled = false
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      watchScene()
      windowDidChange?()
      // Leaving a window changes nothing: a screen that leaves keeps its layout as it slides away.
      if window != nil { geometryDidChange() }
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      geometryDidChange()
    }

    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      geometryDidChange()
    }

    private func watchScene() {
      sceneObservation = nil
      guard #available(iOS 16, tvOS 16, macCatalyst 16, *), let scene = window?.windowScene else { return }
      sceneObservation = scene.observe(\.effectiveGeometry) { [weak self] _, _ in
        // UIKit changes a scene's geometry on the main thread.
        MainActorHop.run { self?.geometryDidChange() }
      }
    }

    private func geometryDidChange() {
      guard let signal, !Self.isMeasuringAgain else { return }
      Self.isMeasuringAgain = true
      defer { Self.isMeasuringAgain = false }
      signal.send()
    }

    /// Keeps a watcher on its view for as long as a follower measures that view: the follower's measuring closure
    /// holds the lease, and the watcher leaves the view when the lease is released.
    final class Lease: Sendable {
      private let watcher: ViewGeometryWatcher

      fileprivate init(watcher: ViewGeometryWatcher) {
        self.watcher = watcher
      }

      deinit {
        MainActorHop.run { [watcher] in
          watcher.sceneObservation = nil
          watcher.windowDidChange = nil
          watcher.signal = nil
          watcher.removeFromSuperview()
        }
      }
    }
  }
#endif
