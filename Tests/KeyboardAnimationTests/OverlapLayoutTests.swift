// Linux only: it builds screens with the stand-in's own `UIScreen(bounds:)`, which Apple's UIKit does not have.
#if canImport(UIKit) && os(Linux)
  import Foundation
  import KeyboardTestSupport
  import Testing
  import UIKit

  @testable import KeyboardAnimation

  /// `KeyboardObserver.observeOverlap(layingOut:)`, run against the UIKit stand-in: a view that asks for the overlap
  /// in `layoutSubviews()` is laid out again, in step with the keyboard, whenever the overlap changes.
  @MainActor struct OverlapLayoutTests {
    let harness = ObserverHarness()
    let animator = RecordingKeyboardAnimator()
    let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667))
    let window: UIWindow
    let view: OverlapReadingView
    /// P04's hide, back below the screen.
    private let hide = KeyboardProperties(
      beginFrame: CGRect(x: 0, y: 451, width: 375, height: 216),
      endFrame: CGRect(x: 0, y: 667, width: 375, height: 216),
      animationDuration: 0.25, animationCurve: .keyboard)

    init() {
      window = UIWindow(frame: screen.bounds)
      window.screen = screen
      harness.observer.screenBounds = screen.bounds
      harness.observer.animator = animator
      view = OverlapReadingView(frame: screen.bounds, keyboard: harness.observer, animator: animator)
      window.addSubview(view)
      view.layoutIfNeeded()
    }

    @Test func laysTheViewOutAtOnceWhenItStarts() {
      harness.post(.willShow, .iPhone8WillShow)
      let observation = harness.observer.observeOverlap(layingOut: view)
      #expect(view.layouts.last == OverlapReadingView.Layout(overlap: 216, isAnimated: false))
      #expect(animator.requests.isEmpty)
      withExtendedLifetime(observation) {}
    }

    @Test func laysTheViewOutWithTheKeyboardsAnimationWhenTheOverlapChanges() {
      let observation = harness.observer.observeOverlap(layingOut: view)
      harness.post(.willShow, .iPhone8WillShow)
      #expect(view.layouts.last == OverlapReadingView.Layout(overlap: 216, isAnimated: true))
      #expect(animator.requests == [.init(duration: 0.25, curve: .keyboard)])
      harness.post(.willHide, hide)
      #expect(view.layouts.last == OverlapReadingView.Layout(overlap: 0, isAnimated: true))
      withExtendedLifetime(observation) {}
    }

    @Test func laysTheViewOutAtOnceDuringARotation() {
      harness.post(.willShow, .iPhone8WillShow)
      let observation = harness.observer.observeOverlap(layingOut: view)
      harness.observer.interfaceOrientationWillChange()
      harness.post(.willHide, hide)
      harness.post(.willShow, .iPhone8WillShow.resized(to: 258))
      #expect(view.layouts.last == OverlapReadingView.Layout(overlap: 258, isAnimated: false))
      #expect(animator.requests.isEmpty)
      withExtendedLifetime(observation) {}
    }

    @Test func laysTheViewOutAtOnceWhenItsWindowsSceneMovesWhileTheKeyboardStandsStill() {
      let scene = UIWindowScene(stubInterfaceOrientation: .portrait)
      window.windowScene = scene
      harness.post(.willShow, .iPhone8WillShow)
      let observation = harness.observer.observeOverlap(layingOut: view)
      // A Stage Manager window dragged 100 points up: the keyboard now covers 116 points of it.
      window.frame.origin.y = -100
      scene.stubGeometryDidChange()
      #expect(view.layouts.last == OverlapReadingView.Layout(overlap: 116, isAnimated: false))
      #expect(animator.requests.isEmpty)
      withExtendedLifetime(observation) {}
    }

    @Test func leavesTheViewAloneWhileTheOverlapStaysTheSame() {
      harness.post(.willShow, .iPhone8WillShow)
      let observation = harness.observer.observeOverlap(layingOut: view)
      let count = view.layouts.count
      harness.post(.didShow, .iPhone8WillShow)
      harness.observer.screenBounds = screen.bounds
      #expect(view.layouts.count == count)
      withExtendedLifetime(observation) {}
    }

    @Test func endsWithItsToken() {
      do { _ = harness.observer.observeOverlap(layingOut: view) }
      let count = view.layouts.count
      harness.post(.willShow, .iPhone8WillShow)
      #expect(view.layouts.count == count)
    }

    @Test func neverKeepsTheViewAlive() {
      weak var released: OverlapReadingView?
      let observation: KeyboardObservation
      do {
        let other = OverlapReadingView(frame: screen.bounds, keyboard: harness.observer, animator: animator)
        let otherWindow = UIWindow(frame: screen.bounds)
        otherWindow.screen = screen
        otherWindow.addSubview(other)
        observation = harness.observer.observeOverlap(layingOut: other)
        released = other
      }
      #expect(released == nil)
      harness.post(.willShow, .iPhone8WillShow)
      #expect(observation.isCancelled)
    }
  }

  /// A view that positions itself from the keyboard's overlap as a Square-style container does, and records each
  /// layout: the overlap it read, and whether it ran outside `performWithoutAnimation(_:)`.
  @MainActor final class OverlapReadingView: UIView {
    struct Layout: Equatable {
      var overlap: CGFloat
      var isAnimated: Bool
    }

    private(set) var layouts: [Layout] = []
    private let keyboard: KeyboardObserver
    private let animator: RecordingKeyboardAnimator

    init(frame: CGRect, keyboard: KeyboardObserver, animator: RecordingKeyboardAnimator) {
      self.keyboard = keyboard
      self.animator = animator
      super.init(frame: frame)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      // Inside `animate(_:_:)`, the recording animator runs the layout either in an animation it records or
      // without animation; the tests tell the two apart by its requests.
      layouts.append(
        Layout(overlap: keyboard.overlap(with: self), isAnimated: !animator.isPerformingWithoutAnimation))
    }
  }

  extension KeyboardProperties {
    /// The same will-show with a keyboard `height` points high, still docked at the screen's bottom.
    fileprivate func resized(to height: CGFloat) -> KeyboardProperties {
      KeyboardProperties(
        beginFrame: beginFrame,
        endFrame: CGRect(x: 0, y: endFrame.maxY - height, width: endFrame.width, height: height),
        animationDuration: animationDuration, animationCurve: animationCurve)
    }
  }
#endif
