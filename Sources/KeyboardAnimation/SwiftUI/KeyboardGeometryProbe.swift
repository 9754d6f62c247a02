#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  import KeyboardBroadcast
  import UIKit

  /// An invisible view that reports the keyboard as it sees it: the SwiftUI views put one behind their content, so
  /// the overlap is measured where SwiftUI placed that content on the screen.
  ///
  /// It follows its observer with one listener while it is in a window, and measures itself again when it is laid
  /// out, since SwiftUI may have resized it. Changes that come with the keyboard are reported at once, inside the
  /// keyboard notification, so that SwiftUI animates them in step. Changes found while UIKit lays out are reported on
  /// the next turn of the main queue, because SwiftUI state must not change during its layout.
  ///
  /// SwiftUI hosts it in a ``KeyboardGeometryProbeController``, which tells the observer about rotations.
  @MainActor final class KeyboardGeometryProbe: UIView {
    /// The observer to follow.
    var observer: KeyboardObserver? {
      didSet { if observer !== oldValue { follow() } }
    }
    /// Called with each new geometry.
    var onChange: (@MainActor (KeyboardGeometry) -> Void)?
    /// The last geometry reported.
    private(set) var geometry = KeyboardGeometry.hidden
    private var observation: KeyboardObservation?
    /// Whether UIKit is laying the probe out: what it finds then is reported on the next turn of the main queue.
    private var isLayingOut = false

    override func didMoveToWindow() {
      super.didMoveToWindow()
      follow()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      guard let observer, let observation else { return }
      isLayingOut = true
      defer { isLayingOut = false }
      observer.measureAgain(observation)
    }

    /// Starts following the observer, from its current state.
    private func follow() {
      observation = nil
      guard let observer, window != nil else { return }
      // Its value says whether the interface rotates, so it hears the rotation begin.
      let (first, observation) = observer.follow(
        measuring: { [weak self, weak observer] snapshot in
          self?.measure(snapshot, keyboardScreen: observer?.keyboardScreen)
        }, holdsThroughRotations: false
      ) { [weak self] geometry, motion in
        guard let self else { return }
        report(geometry, motion: motion, later: isLayingOut)
      }
      self.observation = observation
      if let first { report(first, motion: .immediate, later: true) }
    }

    private func measure(_ snapshot: KeyboardSnapshot, keyboardScreen: UIScreen?) -> KeyboardGeometry {
      KeyboardGeometry(
        isOnScreen: snapshot.isOnScreen, overlap: snapshot.overlap(with: self, on: keyboardScreen),
        isInterfaceOrientationChanging: snapshot.isInterfaceOrientationChanging, motion: .immediate)
    }

    private func report(_ measured: KeyboardGeometry, motion: KeyboardMotion, later: Bool) {
      guard measured.differsInPlace(from: geometry) else { return }
      var geometry = measured
      geometry.motion = motion
      self.geometry = geometry
      guard later else { return onChange?(geometry) ?? () }
      DispatchQueue.main.async { [weak self] in
        // Only if nothing newer was reported meanwhile.
        guard let self, self.geometry == geometry else { return }
        self.onChange?(geometry)
      }
    }
  }

  /// The view controller SwiftUI hosts a ``KeyboardGeometryProbe`` in, so that the observer hears of rotations in an
  /// app with no view controller of its own: UIKit calls `viewWillTransition(to:with:)` on the view controller of a
  /// `UIViewControllerRepresentable`, which this package relies on but its tests cannot show.
  ///
  /// Every probe on screen, and the app itself, may announce the same rotation: the observer counts it once, and
  /// ends it at the first transition's completion (or its timeout).
  @MainActor final class KeyboardGeometryProbeController: UIViewController {
    /// The controller's view.
    let probe = KeyboardGeometryProbe()

    init() {
      super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
      view = probe
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
      super.viewWillTransition(to: size, with: coordinator)
      probe.observer?.interfaceOrientationWillChange(alongside: coordinator)
    }
  }
#endif
