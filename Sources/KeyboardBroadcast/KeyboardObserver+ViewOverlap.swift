#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  import UIKit

  extension KeyboardSnapshot {
    /// How many points of `view` the keyboard covers in this snapshot, measured where the view sits on its screen.
    ///
    /// The view's bounds in screen coordinates go to ``overlap(with:screenBounds:)``, against the snapshot's
    /// ``screenBounds`` (those of the keyboard's screen through a rotation), or the view's screen's bounds when the
    /// snapshot has none. 0 for a view in no window, or not on `screen`.
    /// - Parameters:
    ///   - view: The view to keep clear of the keyboard.
    ///   - screen: The screen the keyboard is on (``KeyboardObserver/keyboardScreen``), or `nil` for the screen of
    ///     the view's window.
    @MainActor package func overlap(with view: UIView, on screen: UIScreen? = nil) -> CGFloat {
      guard let place = view.placeOnScreen(keyboardScreen: screen) else { return 0 }
      return overlap(with: place.rect, screenBounds: screenBounds ?? place.screenBounds)
    }
  }

  extension KeyboardOverlap {
    /// The bottom content inset that keeps `scrollView`'s content clear of the keyboard: ``height`` less the bottom
    /// inset UIKit already adds, such as the home indicator's safe area.
    ///
    /// Read it when you apply it, inside the animation, so that it sees the scroll view's insets then.
    /// - Parameter scrollView: The scroll view whose `contentInset.bottom` follows the keyboard.
    /// - Returns: The inset in points, at least 0, never NaN or infinite.
    @MainActor public func bottomContentInset(for scrollView: UIScrollView) -> CGFloat {
      let addedByUIKit = scrollView.adjustedContentInset.bottom - scrollView.contentInset.bottom
      return Self.positiveFinite(height - addedByUIKit)
    }

    private static func positiveFinite(_ inset: CGFloat) -> CGFloat {
      inset.isFinite ? max(inset, 0) : 0
    }
  }

  extension KeyboardObserver {
    /// How many points of `view` the keyboard covers now, as the observer last delivered it: the query for
    /// `layoutSubviews`.
    ///
    /// 0 for a view in no window or on another screen than the keyboard's. The rules are
    /// ``KeyboardSnapshot/overlap(with:screenBounds:)``'s; <doc:FollowingTheOverlap> shows it in use.
    public func overlap(with view: UIView) -> CGFloat {
      snapshot.overlap(with: view, on: keyboardScreen)
    }

    /// Calls `handler` with how much of `view` the keyboard covers, at once and then every time the value changes,
    /// until the returned token is cancelled or deallocated, or the view is gone.
    ///
    /// Values come as ``observeOverlap(measuring:handler:)`` describes. The view is also measured again when it moves
    /// while the keyboard stands still: into a window, resized, with new safe-area insets, or with its window's scene.
    /// For that it carries a hidden subview while the observation lasts.
    ///
    /// The view is held weakly. Nothing watches its deallocation: the observation ends, without calling `handler`,
    /// at the first change of the keyboard's state after the view is gone. See <doc:FollowingTheOverlap>.
    public func observeOverlap(
      with view: UIView, handler: @escaping @MainActor (KeyboardOverlap) -> Void
    ) -> KeyboardObservation {
      let (measure, signal) = viewMeasurement(view)
      return observeOverlap(measuring: measure, signal: signal, handler: handler)
    }

    /// A stream of how much of `view` the keyboard covers, starting with the current value, for `for await` loops.
    ///
    /// ```swift
    /// overlapTask = Task { [keyboard, tableView] in
    ///   for await overlap in keyboard.overlaps(with: tableView) {
    ///     keyboard.animate(overlap.motion) {
    ///       tableView.contentInset.bottom = overlap.bottomContentInset(for: tableView)
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// The stream holds the view weakly. It ends when its task is cancelled, when the observer is deallocated, or at
    /// the first change of the keyboard's state after the view is gone. The loop's body holds what it uses, the view
    /// included: run it in a task you cancel when the screen goes away, or in SwiftUI's `task(_:)`.
    public func overlaps(with view: UIView) -> AsyncStream<KeyboardOverlap> {
      let (measure, signal) = viewMeasurement(view)
      return overlaps(measuring: measure, signal: signal)
    }

    /// Measures `view`, held weakly, against the keyboard's screen; `nil` once the view is gone. The view carries a
    /// ``ViewGeometryWatcher`` for as long as the measurement lives, which sends the signal when the view moves
    /// while the keyboard stands still.
    func viewMeasurement(
      _ view: UIView
    ) -> (measure: @MainActor (KeyboardSnapshot) -> CGFloat?, signal: MeasureAgainSignal) {
      let signal = MeasureAgainSignal()
      let lease = watchGeometry(of: view, signal: signal)
      let measure: @MainActor (KeyboardSnapshot) -> CGFloat? = { [weak view, weak self] snapshot in
        guard let view else { return nil }
        _ = lease
        return snapshot.overlap(with: view, on: self?.keyboardScreen)
      }
      return (measure, signal)
    }

    /// Sends `signal` when `view` moves into a window, is resized, gets new safe-area insets, or its window's scene
    /// is moved or resized, for as long as the returned lease is kept; `windowDidChange` is called first whenever
    /// the view moves into or out of a window. The view's window is one the observer follows drags in from then on,
    /// before any keyboard notification can come.
    package func watchGeometry(
      of view: UIView, signal: MeasureAgainSignal, windowDidChange: (@MainActor () -> Void)? = nil
    ) -> AnyObject {
      #if os(tvOS)
        return ViewGeometryWatcher.watch(view, signal: signal, windowDidChange: windowDidChange)
      #else
        if let window = view.window { appWindows?.learn(window) }
        return ViewGeometryWatcher.watch(view, signal: signal) { [weak self, weak view] in
          if let window = view?.window { self?.appWindows?.learn(window) }
          windowDidChange?()
        }
      #endif
    }
  }

  #if canImport(Combine)
    import Combine

    extension KeyboardObserver {
      /// A Combine publisher of how much of `view` the keyboard covers: each subscription starts with the current
      /// value, then sends every change.
      ///
      /// ```swift
      /// KeyboardObserver.shared.overlapPublisher(with: tableView)
      ///   .sink { [tableView] overlap in tableView.contentInset.bottom = overlap.bottomContentInset(for: tableView) }
      ///   .store(in: &cancellables)
      /// ```
      ///
      /// The view is held weakly. The subscription finishes at the first change of the keyboard's state after the view
      /// is gone, or at once if it already is. Values reach the subscriber on the main actor.
      public func overlapPublisher(with view: UIView) -> AnyPublisher<KeyboardOverlap, Never> {
        let (measure, signal) = viewMeasurement(view)
        return overlapPublisher(measuring: measure, signal: signal)
      }
    }
  #endif
#endif
