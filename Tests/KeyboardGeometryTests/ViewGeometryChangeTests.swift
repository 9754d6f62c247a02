// Written on real UIKit API: run on an iOS simulator (scripts/test-on-simulator.sh), and on Linux against the UIKit
// stand-in (scripts/test-with-uikit-stub.sh). ViewGeometryChangeStandInTests holds the one that moves a window scene.
#if canImport(UIKit) && !os(watchOS) && !os(visionOS)
  import Foundation
  import KeyboardTestSupport
  import Testing
  import UIKit

  @testable import KeyboardBroadcast

  #if canImport(Combine)
    import Combine
  #endif

  /// An overlap observation of a view measures the view again when it moves while the keyboard stands still.
  @MainActor struct ViewGeometryChangeTests {
    let keyboard = KeyboardScreenTests()
    /// A full-screen window of an iPhone 6/7/8, whose screen bounds the observer is given.
    let window: UIWindow
    let content: UIView

    init() {
      (window, content) = Scene.window(Screen.iPhone47Inch)
      keyboard.observer.screenBounds = Screen.iPhone47Inch
    }

    /// Starts an observation of `view` once P04's 216-point keyboard is up, writing down every value it reports.
    func observeWithTheKeyboardUp(_ view: UIView) -> (KeyboardObservation, () -> [CGFloat]) {
      keyboard.post(.willShow, object: keyboard.screen)
      let heights = Box<[CGFloat]>([])
      let observation = keyboard.observer.observeOverlap(with: view) { heights.value.append($0.height) }
      return (observation, { heights.value })
    }

    @Test func aViewResizedWhileTheKeyboardStandsStillIsMeasuredAgainAtItsLayout() {
      let (observation, heights) = observeWithTheKeyboardUp(content)
      // A sheet that changes detent: its view now ends 100 points above the keyboard.
      content.frame.size.height = 351
      content.layoutIfNeeded()
      #expect(heights() == [216, 0])
      withExtendedLifetime(observation) {}
    }

    /// A sheet from y 100 to the screen's bottom, whose overlap is followed from before the keyboard shows.
    private func followedSheet() -> (UIView, KeyboardObservation, () -> [KeyboardOverlap]) {
      let sheet = UIView(frame: CGRect(x: 0, y: 100, width: 375, height: 567))
      window.addSubview(sheet)
      let overlaps = Box<[KeyboardOverlap]>([])
      let observation = keyboard.observer.observeOverlap(with: sheet) { overlaps.value.append($0) }
      return (sheet, observation, { overlaps.value })
    }

    @Test func aViewThatMovesInTheKeyboardsAnimationIsMeasuredAgainOnTheNextTurnWithThatAnimation() async {
      let (sheet, observation, overlaps) = followedSheet()
      keyboard.post(.willShow, object: keyboard.screen)
      // UIKit moves the sheet 150 points up in the same animation, without resizing it: it ends at 517.
      sheet.frame.origin.y = -50
      await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
      #expect(overlaps().map(\.height) == [0, 216, 66])
      #expect(overlaps().last?.motion == overlaps().dropLast().last?.motion)
      #expect(overlaps().last?.motion != .immediate)
      withExtendedLifetime(observation) {}
    }

    @Test func aViewThatMovedBeforeDidShowIsMeasuredAgainAtIt() {
      let (sheet, observation, overlaps) = followedSheet()
      keyboard.post(.willShow, object: keyboard.screen)
      sheet.frame.origin.y = -50
      keyboard.post(.didShow, object: keyboard.screen)
      #expect(overlaps().map(\.height) == [0, 216, 66])
      #expect(overlaps().last?.motion == .immediate)
      withExtendedLifetime(observation) {}
    }

    @Test func aViewAddedToAWindowWhileTheKeyboardIsUpIsMeasuredAtOnce() {
      let view = UIView(frame: Screen.iPhone47Inch)
      let (observation, heights) = observeWithTheKeyboardUp(view)
      window.addSubview(view)
      #expect(heights() == [0, 216])
      withExtendedLifetime(observation) {}
    }

    @Test func aViewThatLeavesItsWindowKeepsItsValue() {
      let (observation, heights) = observeWithTheKeyboardUp(content)
      content.removeFromSuperview()
      #expect(heights() == [216])
      withExtendedLifetime(observation) {}
    }

    @Test func aViewResizedByARotationHoldsItsValueUntilTheRotationsShow() {
      let (observation, heights) = observeWithTheKeyboardUp(content)
      keyboard.observer.interfaceOrientationWillChange()
      content.frame.size.height = 351
      content.layoutIfNeeded()
      #expect(heights() == [216])
      withExtendedLifetime(observation) {}
    }

    @Test func aStreamAndAnObservationOfTheSameViewAreBothMeasuredAgain() async {
      let (observation, heights) = observeWithTheKeyboardUp(content)
      let stream = keyboard.observer.overlaps(with: content)
      // A sheet that changes detent: its view now ends 100 points above the keyboard.
      content.frame.size.height = 351
      content.layoutIfNeeded()
      var streamed: [CGFloat] = []
      for await overlap in stream {
        streamed.append(overlap.height)
        if streamed.count == 2 { break }
      }
      #expect(streamed == [216, 0])
      #expect(heights() == [216, 0])
      withExtendedLifetime(observation) {}
    }

    @Test func aViewThatMovesIsMeasuredAgainByItsOwnFollowersOnly() {
      let (observation, heights) = observeWithTheKeyboardUp(content)
      let other = UIView(frame: Screen.iPhone47Inch)
      window.addSubview(other)
      let otherMeasurements = Box(0)
      let (measure, signal) = keyboard.observer.viewMeasurement(other)
      let otherObservation = keyboard.observer.observeOverlap(
        measuring: { snapshot in
          otherMeasurements.value += 1
          return measure(snapshot)
        }, signal: signal
      ) { _ in }
      let measuredBefore = otherMeasurements.value
      content.frame.size.height = 351
      content.layoutIfNeeded()
      #expect(heights() == [216, 0])
      #expect(otherMeasurements.value == measuredBefore)
      withExtendedLifetime((observation, otherObservation)) {}
    }

    #if canImport(Combine)
      @Test func everySubscriptionOfOnePublisherIsMeasuredAgain() {
        keyboard.post(.willShow, object: keyboard.screen)
        let publisher = keyboard.observer.overlapPublisher(with: content)
        let (first, second) = (Box<[CGFloat]>([]), Box<[CGFloat]>([]))
        let subscriptions = [
          publisher.sink { first.value.append($0.height) }, publisher.sink { second.value.append($0.height) },
        ]
        content.frame.size.height = 351
        content.layoutIfNeeded()
        #expect(first.value == [216, 0])
        #expect(second.value == [216, 0])
        withExtendedLifetime(subscriptions) {}
      }
    #endif

    @Test func theHiddenViewThatWatchesLeavesWhenTheObservationEnds() {
      let before = content.subviews.count
      let (observation, _) = observeWithTheKeyboardUp(content)
      let watcher = content.subviews.last
      #expect(content.subviews.count == before + 1)
      #expect(watcher?.isHidden == true)
      #expect(watcher?.isUserInteractionEnabled == false)
      #expect(watcher?.frame == content.bounds)
      observation.cancel()
      #expect(content.subviews.count == before)
    }

    @Test func aLayoutThatResizesItsOwnViewByTheOverlapDoesNotMeasureItselfForever() {
      // The pattern to avoid (the docs say to measure a view the keyboard does not resize): each value resizes the
      // measured view, which changes the value. Measuring again must still come to an end.
      var reports = 0
      let observation = keyboard.observer.observeOverlap(with: content) { [content] overlap in
        reports += 1
        content.frame.size.height = 667 - overlap.height
        content.layoutIfNeeded()
      }
      keyboard.post(.willShow, object: keyboard.screen)
      #expect(reports < 10)
      withExtendedLifetime(observation) {}
    }
  }

  /// A mutable value a non-escaping test closure can share with an observation's handler.
  @MainActor final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
  }
#endif
