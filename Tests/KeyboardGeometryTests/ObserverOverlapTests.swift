import Foundation
import KeyboardTestSupport
import Testing

@_spi(Tools) @testable import KeyboardBroadcast

#if canImport(Combine)
  import Combine
#endif

/// `KeyboardObserver.overlap(with:screenBounds:)` and the observations built on it: how much of a rectangle the
/// keyboard covers according to what the observer last delivered, with real payloads.
@MainActor struct ObserverOverlapTests {
  /// P04: iPhone 6/7/8 portrait, a 216-point keyboard.
  private let p04Shown = CGRect(x: 0, y: 451, width: 375, height: 216)

  private func showP04(_ keyboard: ObserverHarness) {
    keyboard.show(from: p04Shown.below(Screen.iPhone47Inch), to: p04Shown)
  }

  @Test func isZeroBeforeAnyEvent() {
    let keyboard = ObserverHarness(screenBounds: Screen.iPhone47Inch)
    #expect(keyboard.observer.snapshot.overlap(with: Screen.iPhone47Inch) == 0)
  }

  @Test func followsAnIPhoneShowAndHide() {
    let keyboard = ObserverHarness(screenBounds: Screen.iPhone47Inch)
    showP04(keyboard)
    #expect(keyboard.observer.snapshot.overlap(with: Screen.iPhone47Inch) == 216)
    keyboard.hide(from: p04Shown, to: p04Shown.below(Screen.iPhone47Inch))
    #expect(keyboard.observer.snapshot.overlap(with: Screen.iPhone47Inch) == 0)
  }

  @Test func followsAQuickTypeResize() {
    // P21 and P22, as iOS posts them: will-change-frames of the shown iPhone X keyboard, which grows from 291 to 335
    // points, then, with a duration of 0, to 366.67.
    let keyboard = ObserverHarness(screenBounds: Screen.iPhoneX)
    let shown = CGRect(x: 0, y: 521, width: 375, height: 291)
    keyboard.show(from: shown.below(Screen.iPhoneX), to: shown)
    keyboard.post(.willChangeFrame, from: shown, to: CGRect(x: 0, y: 477, width: 375, height: 335))
    #expect(keyboard.observer.snapshot.overlap(with: Screen.iPhoneX) == 335)
    keyboard.post(
      .willChangeFrame, from: CGRect(x: 0, y: 477, width: 375, height: 335), to: Frame.iPhoneXFractional, duration: 0)
    #expect(keyboard.observer.snapshot.overlap(with: Screen.iPhoneX) == 812 - 445.33333333333326)
  }

  @Test func aHardwareKeyboardsShortcutBarCoversOnlyItsStrip() {
    let keyboard = ObserverHarness(screenBounds: Screen.iPadPortrait)
    keyboard.show(from: Frame.iPadPortraitShortcutBar.below(Screen.iPadPortrait), to: Frame.iPadPortraitShortcutBar)
    #expect(keyboard.observer.snapshot.overlap(with: Screen.iPadPortrait) == 55)
  }

  @Test func aStageManagerWindowIsMeasuredWhereItSitsOnTheScreen() {
    // Narrower than the P50 keyboard, ending 50 points above the screen's bottom: 718 - 377.
    let keyboard = ObserverHarness(screenBounds: Screen.iPadLandscape)
    keyboard.show(from: Frame.iPadLandscapeDocked.below(Screen.iPadLandscape), to: Frame.iPadLandscapeDocked)
    #expect(keyboard.observer.snapshot.overlap(with: CGRect(x: 200, y: 40, width: 600, height: 678)) == 341)
  }

  @Test func aSplitViewWindowIsCoveredByTheKeyboardAcrossBothApps() {
    let keyboard = ObserverHarness(screenBounds: Screen.iPadLandscape)
    keyboard.show(from: Frame.iPadLandscapeDocked.below(Screen.iPadLandscape), to: Frame.iPadLandscapeDocked)
    #expect(keyboard.observer.snapshot.overlap(with: CGRect(x: 517, y: 0, width: 507, height: 768)) == 391)
  }

  @Test func aFloatingKeyboardCoversNothing() {
    let keyboard = ObserverHarness(screenBounds: Screen.iPadLandscape)
    keyboard.show(from: Frame.iPadLandscapeDocked.below(Screen.iPadLandscape), to: Frame.iPadLandscapeDocked)
    keyboard.changeFrame(from: Frame.iPadLandscapeDocked, to: Frame.iPadLandscapeFloating)
    #expect(keyboard.observer.snapshot.overlap(with: Screen.iPadLandscape) == 0)
  }

  @Test func duringARotationTheLastDeliveredShowCounts() {
    let keyboard = ObserverHarness(screenBounds: Screen.iPadPortrait)
    keyboard.show(from: Frame.iPadPortraitDocked.below(Screen.iPadPortrait), to: Frame.iPadPortraitDocked)
    keyboard.observer.interfaceOrientationWillChange()
    keyboard.hide(from: Frame.iPadPortraitDocked, to: Frame.iPadPortraitDocked.below(Screen.iPadPortrait))
    #expect(keyboard.observer.snapshot.overlap(with: Screen.iPadPortrait) == 264)
    keyboard.observer.screenBounds = Screen.iPadLandscape
    keyboard.post(.willShow, from: Frame.iPadLandscapeDocked.below(Screen.iPadLandscape), to: Frame.iPadLandscapeDocked)
    #expect(keyboard.observer.snapshot.overlap(with: Screen.iPadLandscape) == 391)
  }

  @Test func isZeroAfterStop() {
    let keyboard = ObserverHarness(screenBounds: Screen.iPhone47Inch)
    showP04(keyboard)
    keyboard.observer.stop()
    #expect(keyboard.observer.snapshot.overlap(with: Screen.iPhone47Inch) == 0)
  }

  @Test func isZeroAfterAHideWhoseEndFrameIsStillOnScreen() {
    let keyboard = ObserverHarness(screenBounds: Screen.iPhone47Inch)
    showP04(keyboard)
    keyboard.post(.willChangeFrame, from: p04Shown, to: p04Shown)
    keyboard.post(.willHide, from: p04Shown, to: p04Shown)
    keyboard.post(.didChangeFrame, from: p04Shown, to: p04Shown)
    #expect(keyboard.observer.snapshot.overlap(with: Screen.iPhone47Inch) == 0)
    #expect(keyboard.observer.snapshot.placement == .hidden)
  }

  @Test func aChangeFrameThatMovesTheKeyboardAfterAHideCountsAgain() {
    // After a hide, a floating keyboard may come back with change-frames only.
    let keyboard = ObserverHarness(screenBounds: Screen.iPadLandscape)
    keyboard.show(from: Frame.iPadLandscapeDocked.below(Screen.iPadLandscape), to: Frame.iPadLandscapeDocked)
    keyboard.hide(from: Frame.iPadLandscapeDocked, to: Frame.iPadLandscapeDocked.below(Screen.iPadLandscape))
    keyboard.changeFrame(from: Frame.iPadLandscapeDocked.below(Screen.iPadLandscape), to: Frame.iPadLandscapeFloating)
    #expect(keyboard.observer.snapshot.placement == .floating)
  }

  @Test func anExplicitScreenOverridesTheObserversBounds() {
    let keyboard = ObserverHarness(screenBounds: Screen.iPadPortrait)
    showP04(keyboard)
    #expect(keyboard.observer.snapshot.overlap(with: Screen.iPhone47Inch) == 0)
    #expect(keyboard.observer.snapshot.overlap(with: Screen.iPhone47Inch, screenBounds: Screen.iPhone47Inch) == 216)
  }

  @Test(arguments: [
    CGRect(x: CGFloat.nan, y: .nan, width: .nan, height: .nan),
    CGRect(x: 0, y: 0, width: CGFloat.infinity, height: .infinity),
    CGRect(x: -CGFloat.infinity, y: -.infinity, width: 375, height: 667),
    CGRect(x: 5_000, y: 5_000, width: 375, height: 667),
  ])
  func badRectanglesGiveAFiniteOverlapWithinTheirHeight(_ rect: CGRect) {
    let keyboard = ObserverHarness(screenBounds: Screen.iPhone47Inch)
    showP04(keyboard)
    let overlap = keyboard.observer.snapshot.overlap(with: rect)
    #expect(overlap.isFinite)
    #expect(overlap >= 0)
    #expect(overlap <= max(rect.clampedHeight, 0))
  }

  @Test(arguments: [CGRect.zero, CGRect(x: 0, y: 0, width: CGFloat.infinity, height: .infinity)])
  func aZeroOrInfiniteScreenGivesAFiniteOverlap(_ screen: CGRect) {
    let keyboard = ObserverHarness(screenBounds: screen)
    showP04(keyboard)
    let overlap = keyboard.observer.snapshot.overlap(with: Screen.iPhone47Inch)
    #expect(overlap.isFinite && overlap >= 0 && overlap <= 667)
  }
}

extension CGRect {
  /// The height `KeyboardProperties` would keep: NaN as 0, infinity clamped.
  fileprivate var clampedHeight: CGFloat {
    height.isNaN ? 0 : min(abs(height), KeyboardProperties.maximumCoordinate)
  }
}

/// `observeOverlap(measuring:handler:)` and `overlaps(measuring:)`: the overlap as it changes.
@MainActor struct OverlapObservationTests {
  private let keyboard = ObserverHarness(screenBounds: Screen.iPhone47Inch)
  private let p04Shown = CGRect(x: 0, y: 451, width: 375, height: 216)
  /// A composer bar at the bottom of the screen, 60 points high.
  private let composer = CGRect(x: 0, y: 607, width: 375, height: 60)

  private func measureComposer() -> @MainActor (KeyboardSnapshot) -> CGFloat? {
    { [composer] in $0.overlap(with: composer) }
  }

  private func show() { keyboard.show(from: p04Shown.below(Screen.iPhone47Inch), to: p04Shown) }
  private func hide() { keyboard.hide(from: p04Shown, to: p04Shown.below(Screen.iPhone47Inch)) }

  @Test func startsWithTheCurrentValueBeforeReturning() {
    show()
    var values: [KeyboardOverlap] = []
    let observation = keyboard.observer.observeOverlap(measuring: measureComposer()) { values.append($0) }
    #expect(values == [KeyboardOverlap(height: 60, motion: .immediate)])
    withExtendedLifetime(observation) {}
  }

  @Test func reportsEachChangeWithTheKeyboardsAnimation() {
    var values: [KeyboardOverlap] = []
    let observation = keyboard.observer.observeOverlap(measuring: measureComposer()) { values.append($0) }
    show()
    hide()
    #expect(
      values == [
        KeyboardOverlap(height: 0, motion: .immediate),
        KeyboardOverlap(height: 60, motion: .animated(duration: 0.25, curve: .keyboard)),
        KeyboardOverlap(height: 0, motion: .animated(duration: 0.25, curve: .keyboard)),
      ])
    withExtendedLifetime(observation) {}
  }

  @Test func reportsNothingWhenTheValueStaysTheSame() {
    var count = 0
    let observation = keyboard.observer.observeOverlap(measuring: measureComposer()) { _ in count += 1 }
    show()
    // The QuickType bar grows the keyboard: still covering the whole composer.
    keyboard.post(.willShow, from: p04Shown, to: CGRect(x: 0, y: 409, width: 375, height: 258))
    #expect(count == 2)
    withExtendedLifetime(observation) {}
  }

  @Test func movesImmediatelyDuringARotation() {
    show()
    var values: [KeyboardOverlap] = []
    let observation = keyboard.observer.observeOverlap(measuring: { $0.overlap(with: Screen.iPhone47Inch) }) {
      values.append($0)
    }
    keyboard.observer.interfaceOrientationWillChange()
    keyboard.hide(from: p04Shown, to: p04Shown.below(Screen.iPhone47Inch))
    keyboard.post(
      .willShow, from: p04Shown.below(Screen.iPhone47Inch), to: CGRect(x: 0, y: 409, width: 375, height: 258))
    #expect(values.last == KeyboardOverlap(height: 258, motion: .immediate))
    withExtendedLifetime(observation) {}
  }

  @Test func newScreenBoundsAreAppliedImmediately() {
    let keyboard = ObserverHarness(screenBounds: Screen.iPadPortrait)
    keyboard.show(from: p04Shown.below(Screen.iPhone47Inch), to: p04Shown)
    var values: [KeyboardOverlap] = []
    let observation = keyboard.observer.observeOverlap(measuring: { $0.overlap(with: Screen.iPhone47Inch) }) {
      values.append($0)
    }
    keyboard.observer.screenBounds = Screen.iPhone47Inch
    #expect(
      values == [KeyboardOverlap(height: 0, motion: .immediate), KeyboardOverlap(height: 216, motion: .immediate)])
    withExtendedLifetime(observation) {}
  }

  @Test func outlivesStopReportingZero() {
    show()
    var values: [CGFloat] = []
    let observation = keyboard.observer.observeOverlap(measuring: measureComposer()) { values.append($0.height) }
    keyboard.observer.stop()
    keyboard.observer.start()
    show()
    #expect(values == [60, 0, 60])
    withExtendedLifetime(observation) {}
  }

  @Test func endsWhenItsTargetIsGone() {
    let target = MeasuredTarget(frame: composer)
    var values: [CGFloat] = []
    let observation = keyboard.observer.observeOverlap(measuring: { snapshot in
      target.frame.map { snapshot.overlap(with: $0) }
    }) {
      values.append($0.height)
    }
    target.frame = nil
    show()
    target.frame = composer
    hide()
    #expect(values == [0])
    #expect(observation.isCancelled)
  }

  @Test func aTargetAlreadyGoneIsNeverReported() {
    var count = 0
    let observation = keyboard.observer.observeOverlap(measuring: { _ in nil }) { _ in count += 1 }
    show()
    #expect(count == 0)
    #expect(observation.isCancelled)
  }

  @Test func aCancelledObservationReportsNothingMore() {
    var count = 0
    let observation = keyboard.observer.observeOverlap(measuring: measureComposer()) { _ in count += 1 }
    observation.cancel()
    show()
    #expect(count == 1)
  }

  @Test func aReleasedTokenEndsTheObservation() {
    var count = 0
    do { _ = keyboard.observer.observeOverlap(measuring: measureComposer()) { _ in count += 1 } }
    show()
    #expect(count == 1)
  }

  @Test func comesAfterTheDelegates() {
    var order: [String] = []
    keyboard.delegate.onCall = { _ in order.append("delegate") }
    let observation = keyboard.observer.observeOverlap(measuring: measureComposer()) { _ in order.append("overlap") }
    order = []
    keyboard.post(.willShow, from: p04Shown.below(Screen.iPhone47Inch), to: p04Shown)
    #expect(order == ["delegate", "overlap"])
    withExtendedLifetime(observation) {}
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(.timeLimit(.minutes(5))) func aStreamStartsWithTheCurrentValueThenYieldsEachChange() async {
    show()
    let stream = keyboard.observer.overlaps(measuring: measureComposer())
    hide()
    show()
    var values: [KeyboardOverlap] = []
    for await overlap in stream {
      values.append(overlap)
      if values.count == 3 { break }
    }
    #expect(values.map(\.height) == [60, 0, 60])
    #expect(values.first?.motion == .immediate)
    #expect(values.last?.motion == .animated(duration: 0.25, curve: .keyboard))
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(.timeLimit(.minutes(5))) func aStreamEndsWhenItsTargetIsGone() async {
    let target = MeasuredTarget(frame: composer)
    let stream = keyboard.observer.overlaps(measuring: { snapshot in target.frame.map { snapshot.overlap(with: $0) } })
    target.frame = nil
    show()
    var values: [CGFloat] = []
    for await overlap in stream { values.append(overlap.height) }
    #expect(values == [0])
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(.timeLimit(.minutes(5))) func aStreamSurvivesStopAndEndsWhenTheObserverIsDeallocated() async {
    var observer: KeyboardObserver? = KeyboardObserver(notificationCenter: NotificationCenter())
    observer?.start()
    let stream = observer!.overlaps(measuring: { $0.overlap(with: Screen.iPhone47Inch) })
    observer?.stop()
    observer = nil
    var count = 0
    for await _ in stream { count += 1 }
    #expect(count == 1)
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(.timeLimit(.minutes(5))) func aStreamYieldsOnlyWhenTheValueChanges() async {
    let stream = keyboard.observer.overlaps(measuring: measureComposer())
    show()
    // The QuickType bar grows the keyboard: still covering the whole composer.
    keyboard.post(.willShow, from: p04Shown, to: CGRect(x: 0, y: 409, width: 375, height: 258))
    hide()
    var values: [CGFloat] = []
    for await overlap in stream {
      values.append(overlap.height)
      if values.count == 3 { break }
    }
    #expect(values == [0, 60, 0])
  }

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(.timeLimit(.minutes(5))) func aStreamMovesImmediatelyDuringARotation() async {
    show()
    let stream = keyboard.observer.overlaps(measuring: { $0.overlap(with: Screen.iPhone47Inch) })
    keyboard.observer.interfaceOrientationWillChange()
    keyboard.hide(from: p04Shown, to: p04Shown.below(Screen.iPhone47Inch))
    keyboard.post(
      .willShow, from: p04Shown.below(Screen.iPhone47Inch), to: CGRect(x: 0, y: 409, width: 375, height: 258))
    var values: [KeyboardOverlap] = []
    for await overlap in stream {
      values.append(overlap)
      if values.count == 2 { break }
    }
    #expect(
      values == [KeyboardOverlap(height: 216, motion: .immediate), KeyboardOverlap(height: 258, motion: .immediate)])
  }

  #if canImport(Combine)
    @Test func aPublisherSendsOnlyWhenTheValueChanges() {
      var values: [CGFloat] = []
      let subscription = keyboard.observer.overlapPublisher(measuring: measureComposer()).sink {
        values.append($0.height)
      }
      show()
      keyboard.post(.willShow, from: p04Shown, to: CGRect(x: 0, y: 409, width: 375, height: 258))
      hide()
      #expect(values == [0, 60, 0])
      withExtendedLifetime(subscription) {}
    }

    @Test func aPublisherMovesImmediatelyDuringARotation() {
      show()
      var values: [KeyboardOverlap] = []
      let subscription = keyboard.observer.overlapPublisher(measuring: { $0.overlap(with: Screen.iPhone47Inch) })
        .sink { values.append($0) }
      keyboard.observer.interfaceOrientationWillChange()
      keyboard.hide(from: p04Shown, to: p04Shown.below(Screen.iPhone47Inch))
      keyboard.post(
        .willShow, from: p04Shown.below(Screen.iPhone47Inch), to: CGRect(x: 0, y: 409, width: 375, height: 258))
      #expect(
        values == [KeyboardOverlap(height: 216, motion: .immediate), KeyboardOverlap(height: 258, motion: .immediate)])
      withExtendedLifetime(subscription) {}
    }
  #endif

  @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
  @Test(.timeLimit(.minutes(5))) func aStreamWhoseConsumerStopsIsRemoved() async {
    let before = keyboard.observer.activeHandlerCount
    do {
      let stream = keyboard.observer.overlaps(measuring: measureComposer())
      for await _ in stream { break }
    }
    #expect(keyboard.observer.activeHandlerCount == before)
  }
}
