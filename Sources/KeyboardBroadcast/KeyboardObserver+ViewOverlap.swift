#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  import UIKit

  extension KeyboardSnapshot {
    /// How many points of `view` the keyboard covers in this snapshot, measured where the view sits on its screen.
    ///
    /// The view's bounds are converted into its screen's coordinates, and the result is
    /// ``overlap(with:screenBounds:)`` of that rectangle, judged against the snapshot's ``screenBounds``, as a
    /// rectangle is: the bounds an app set (``KeyboardObserver/screenBounds``), or, during a rotation, those of the
    /// screen the keyboard was shown on, which the live screen has already turned away from. Only a snapshot without
    /// screen bounds judges the keyboard against the bounds of the view's screen. 0 when the view is in no window,
    /// and when `screen` is given and is not the view's screen.
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
    /// inset UIKit already adds by itself, never below 0.
    ///
    /// ```swift
    /// keyboard.animate(overlap.motion) { tableView.contentInset.bottom = overlap.bottomContentInset(for: tableView) }
    /// ```
    ///
    /// With automatic content inset adjustment, a scroll view's `adjustedContentInset` is its `contentInset` plus its
    /// safe area: on an iPhone with a home indicator, 34 points at the bottom, which lie behind the keyboard while it
    /// is up. Setting `contentInset.bottom` to the whole overlap would inset the content that much too far. This
    /// takes away what UIKit adds (`adjustedContentInset.bottom - contentInset.bottom`, so it is right for every
    /// `contentInsetAdjustmentBehavior`), and gives 0 while the keyboard is down. Read `scrollView`'s insets when you
    /// apply the value, as above, not when the overlap was measured.
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
    /// How many points of `view` the keyboard covers now, according to what the observer last delivered: the
    /// Square-style query for `layoutSubviews`.
    ///
    /// ```swift
    /// override func layoutSubviews() {
    ///   super.layoutSubviews()
    ///   let height = composer.frame.height
    ///   composer.frame = CGRect(
    ///     x: 0, y: bounds.height - height - keyboard.overlap(with: self), width: bounds.width, height: height)
    /// }
    /// ```
    ///
    /// It measures the view where it sits on its screen, so it is right in Split View, Slide Over, Stage Manager,
    /// sheets and with a hardware keyboard's shortcut bar. 0 before any event, after a delivered hide, after
    /// ``stop()``, for a view in no window and for a view on another screen than the keyboard's; during a rotation,
    /// the overlap of the last delivered show. Rules: ``KeyboardSnapshot/overlap(with:screenBounds:)``.
    public func overlap(with view: UIView) -> CGFloat {
      snapshot.overlap(with: view, on: keyboardScreen)
    }

    /// Calls `handler` with how much of `view` the keyboard covers, at once and then every time the value changes,
    /// until the returned token is cancelled or deallocated, or the view is gone: the closure form of RxKeyboard's
    /// `visibleHeight`.
    ///
    /// ```swift
    /// keyboardObservation = keyboard.observeOverlap(with: tableView) { [keyboard, tableView] overlap in
    ///   keyboard.animate(overlap.motion) {
    ///     tableView.contentInset.bottom = overlap.bottomContentInset(for: tableView)
    ///   }
    /// }
    /// ```
    ///
    /// The view is held weakly, so the observation never keeps it alive. Nothing watches the view's deallocation,
    /// though: the view is measured at each change of the keyboard's state (<doc:DeliveryRules>), and the observation ends at the first such change after the view
    /// is gone, without calling `handler`. Until then it costs one entry in the observer's list; cancel the token to
    /// end it sooner.
    ///
    /// Values come as ``observeOverlap(measuring:handler:)`` describes: the first before this method returns, with
    /// ``KeyboardMotion/immediate``; later ones after the delegates, each with the motion to move to it. The view is
    /// also measured again, and a new value reported at once, when it moves while the keyboard stands still: into a
    /// window, resized, with new safe-area insets, or in a window whose scene is moved or resized (iOS 16); for that
    /// it carries a hidden subview while the observation lasts (<doc:FollowingTheOverlap>).
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
    /// The stream holds the view weakly, so it never keeps the view alive. It ends when its task is cancelled or its
    /// iterator released, when the observer is deallocated, or at the first change of the keyboard's state (<doc:DeliveryRules>) after the view is
    /// deallocated, when it measures the view again: nothing watches the view's deallocation itself, so a loop over
    /// the stream of a view that is gone waits for that change. The loop's body, though, holds what it uses, the
    /// view included, for as long as the loop runs: run it in a task that you cancel when the screen goes away, or
    /// in SwiftUI's `task(_:)`, or the view is never deallocated and the stream never ends.
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
      /// value, then sends every change, and finishes at the first change of the keyboard's state after the view is
      /// gone.
      ///
      /// ```swift
      /// KeyboardObserver.shared.overlapPublisher(with: tableView)
      ///   .sink { [tableView] overlap in tableView.contentInset.bottom = overlap.bottomContentInset(for: tableView) }
      ///   .store(in: &cancellables)
      /// ```
      ///
      /// The view is held weakly, so a subscription never keeps it alive. Nothing watches the view's deallocation
      /// itself: the view is measured at each change of the keyboard's state (<doc:DeliveryRules>), and the subscription finishes at the first such
      /// change after the view is deallocated. Cancel it to end it sooner. A subscription made when the view is
      /// already gone finishes at once. Values reach the subscriber on the main actor, even from a subscription made
      /// on another thread.
      public func overlapPublisher(with view: UIView) -> AnyPublisher<KeyboardOverlap, Never> {
        let (measure, signal) = viewMeasurement(view)
        return overlapPublisher(measuring: measure, signal: signal)
      }
    }
  #endif
#endif
