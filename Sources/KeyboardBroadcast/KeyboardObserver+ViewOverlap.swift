#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  import UIKit

  extension KeyboardSnapshot {
    /// How many points of `view` the keyboard covers in this snapshot, measured where the view sits on its screen.
    ///
    /// The view's bounds are converted into its screen's coordinates, and the result is
    /// ``overlap(with:screenBounds:)`` of that rectangle against the screen's bounds. 0 when the view is in no window,
    /// and when `screen` is given and is not the view's screen.
    /// - Parameters:
    ///   - view: The view to keep clear of the keyboard.
    ///   - screen: The screen the keyboard is on (``KeyboardObserver/keyboardScreen``), or `nil` for the screen of
    ///     the view's window.
    @MainActor public func overlap(with view: UIView, on screen: UIScreen? = nil) -> CGFloat {
      guard let place = view.placeOnScreen(keyboardScreen: screen) else { return 0 }
      return overlap(with: place.rect, screenBounds: place.screenBounds)
    }
  }

  extension KeyboardObserver {
    /// How many points of `view` the keyboard covers now, according to what the observer last delivered: the
    /// Square-style query for `layoutSubviews`.
    ///
    /// ```swift
    /// override func layoutSubviews() {
    ///   super.layoutSubviews()
    ///   composer.frame.origin.y = bounds.height - composer.frame.height - keyboard.overlap(with: self)
    /// }
    /// ```
    ///
    /// It measures the view where it sits on its screen, so it is right in Split View, Slide Over, Stage Manager,
    /// sheets and with a hardware keyboard's shortcut bar. 0 before any event, after a delivered hide, after
    /// ``stop()``, for a view in no window and for a view on another screen than the keyboard's; during a rotation,
    /// the overlap of the last delivered show. Rules: ``KeyboardSnapshot/overlap(with:on:)``.
    public func overlap(with view: UIView) -> CGFloat {
      snapshot.overlap(with: view, on: keyboardScreen)
    }

    /// Calls `handler` with how much of `view` the keyboard covers, at once and then every time the value changes,
    /// until the returned token is cancelled or deallocated, or the view is deallocated: the closure form of
    /// RxKeyboard's `visibleHeight`.
    ///
    /// ```swift
    /// overlapObservation = KeyboardObserver.shared.observeOverlap(with: tableView) { [tableView] overlap in
    ///   KeyboardObserver.shared.animate(overlap.motion) { tableView.contentInset.bottom = overlap.height }
    /// }
    /// ```
    ///
    /// The view is held weakly. Values come as ``observeOverlap(measuring:handler:)`` describes: the first before
    /// this method returns, with ``KeyboardMotion/immediate``; later ones after the delegates, each with the motion
    /// to move to it. The view is measured again at every change of the keyboard's state; a view that moves while
    /// the keyboard stands still can ask ``overlap(with:)`` in `layoutSubviews`.
    public func observeOverlap(
      with view: UIView, handler: @escaping @MainActor (KeyboardOverlap) -> Void
    ) -> KeyboardObservation {
      observeOverlap(measuring: viewMeasurement(view), handler: handler)
    }

    /// A stream of how much of `view` the keyboard covers, starting with the current value, for `for await` loops.
    ///
    /// ```swift
    /// overlapTask = Task { [keyboard, tableView] in
    ///   for await overlap in keyboard.overlaps(with: tableView) {
    ///     keyboard.animate(overlap.motion) { tableView.contentInset.bottom = overlap.height }
    ///   }
    /// }
    /// // In viewDidDisappear(_:): overlapTask?.cancel()
    /// ```
    ///
    /// The stream holds the view weakly and ends at the first change of the keyboard's state after the view is
    /// deallocated, when its task is cancelled or its iterator released, or when the observer is deallocated. The
    /// loop's body, though, holds what it uses, the view included, for as long as the loop runs: run it in a task
    /// that you cancel when the screen goes away, or in SwiftUI's `task(_:)`, or the view is never deallocated and
    /// the stream never ends. See ``overlaps(measuring:)``.
    public func overlaps(with view: UIView) -> AsyncStream<KeyboardOverlap> {
      overlaps(measuring: viewMeasurement(view))
    }

    /// Measures `view`, held weakly, against the keyboard's screen; `nil` once the view is gone.
    func viewMeasurement(_ view: UIView) -> @MainActor (KeyboardSnapshot) -> CGFloat? {
      { [weak view, weak self] snapshot in
        guard let view else { return nil }
        return snapshot.overlap(with: view, on: self?.keyboardScreen)
      }
    }
  }

  #if canImport(Combine)
    import Combine

    extension KeyboardObserver {
      /// A Combine publisher of how much of `view` the keyboard covers: each subscription starts with the current
      /// value, then sends every change, and finishes once the view is gone.
      ///
      /// ```swift
      /// KeyboardObserver.shared.overlapPublisher(for: tableView)
      ///   .sink { [tableView] overlap in tableView.contentInset.bottom = overlap.height }
      ///   .store(in: &cancellables)
      /// ```
      ///
      /// The view is held weakly. See ``overlapPublisher(measuring:)``.
      public func overlapPublisher(for view: UIView) -> AnyPublisher<KeyboardOverlap, Never> {
        overlapPublisher(measuring: viewMeasurement(view))
      }
    }
  #endif
#endif
