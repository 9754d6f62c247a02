import Foundation
@_spi(Tools) import KeyboardBroadcast
import Testing

@testable import KeyboardReplay

@MainActor struct ChatScenarioTests {
  let timeline = play("chat")

  @Test func chatGetsAShowThenAResizeShowThenRotationShowsFlaggedThenOneHide() {
    #expect(
      timeline.calls(to: "chat") == [
        "willShow", "willShow", "willShow(rotating)", "willShow(rotating)", "willHide",
      ])
  }

  @Test func rotationHidesAreHeldBackAndNeverDelivered() {
    #expect(timeline.undelivered.map(\.event) == [.willHide, .didHide, .willHide, .didHide])
    #expect(timeline.undelivered.allSatisfy { $0.outcome == .heldBack })
    #expect(timeline.calls(to: "status").filter { $0 == "didHide" }.count == 1)
  }

  @Test func layoutAnimatesWithTheKeyboardsDurationAndCurveExceptDuringRotation() {
    #expect(timeline.layoutModes == [keyboardAnimation, keyboardAnimation, .immediate, .immediate, keyboardAnimation])
  }

  @Test func theInputBarFollowsTheKeyboardAndEndsAtTheBottom() {
    #expect(timeline.insetsAfterEachLayoutChange == [216, 260, 162, 162, 0])
    #expect(timeline.finalInset == 0)
  }

  @Test func theAppMakesNoRotationCallsAndTheObserverSeesTheTurnAtTheStormsFirstNotification() throws {
    #expect(!timeline.rows.contains { $0.kind == .orientationWillChange(rotating: true) })
    let seen = try #require(timeline.rows.firstIndex { $0.kind == .rotationSeen(screenBounds: landscapeSE) })
    #expect(timeline.rows[seen + 1].kind == .notification(.willChangeFrame))
    #expect(timeline.rows[seen + 1].time == 4)
  }

  @Test func theRotationEndsByItsTimeoutBeforeTheKeyboardIsDismissed() throws {
    let end = try #require(timeline.rows.firstIndex { $0.kind == .rotationTimedOut })
    #expect(timeline.rows[end].time == 5)
    let dismissal = try #require(timeline.rows.lastIndex { $0.kind == .notification(.willHide) })
    #expect(end < dismissal)
    #expect(timeline.rows[dismissal].outcome == .delivered)
  }

  private var landscapeSE: CGRect { CGRect(x: 0, y: 0, width: 667, height: 375) }
}

@MainActor struct RotationScenarioTests {
  let timeline = play("rotation")

  @Test func everyShowDuringARotationIsFlaggedAndLaidOutImmediately() {
    #expect(timeline.calls(to: "chat").filter { $0 == "willShow(rotating)" }.count == 4)
    #expect(timeline.layoutModes.filter { $0 == .immediate }.count == 4)
  }

  @Test func rotatingWithTheKeyboardHiddenStartsNoRotationSoTheNextShowAnimates() {
    #expect(timeline.rows.contains { $0.kind == .orientationWillChange(rotating: false) })
    #expect(timeline.calls(to: "chat").last == "willShow")
    #expect(timeline.layoutModes.last == keyboardAnimation)
  }

  @Test func insetsFollowEachOrientationsKeyboard() {
    #expect(timeline.insetsAfterEachLayoutChange == [313, 391, 391, 313, 313, 0, 391])
  }

  @Test func theAppsRotationCallsAreLabelledOptional() {
    let text = ReplayTextRenderer.render(timeline)
    #expect(text.components(separatedBy: "app calls interfaceOrientationWillChange() (optional); ").count - 1 == 3)
    #expect(text.components(separatedBy: "app calls interfaceOrientationDidChange() (optional); ").count - 1 == 3)
  }

  @Test func noOneSetsScreenBoundsAndTheTableSaysWhy() {
    let text = ReplayTextRenderer.render(timeline)
    #expect(!text.contains("app sets screenBounds to"))
    #expect(text.contains("\nRotations: no one sets screenBounds. Each notification carries its screen,"))
  }
}

@MainActor struct RotationWithoutCallsScenarioTests {
  let timeline = play("rotation-without-calls")

  @Test func theAppCallsNothing() {
    #expect(
      !timeline.rows.contains {
        if case .orientationWillChange = $0.kind { return true }
        return $0.kind == .orientationDidChange
      })
  }

  @Test func theObserverSeesEachTurnWithTheKeyboardUpAndNotTheOneWithItHidden() {
    let seen = timeline.rows.compactMap { row -> CGRect? in
      if case .rotationSeen(let bounds) = row.kind { return bounds }
      return nil
    }
    #expect(seen == [CGRect(x: 0, y: 0, width: 1024, height: 768), CGRect(x: 0, y: 0, width: 768, height: 1024)])
  }

  @Test func everyHideOfTheStormsIsHeldBack() {
    #expect(timeline.undelivered.map(\.event) == Array(repeating: [.willHide, .didHide], count: 4).flatMap { $0 })
    #expect(timeline.undelivered.allSatisfy { $0.outcome == .heldBack })
    #expect(ReplayTextRenderer.render(timeline).components(separatedBy: "(held back: rotation)\n").count - 1 == 8)
  }

  @Test func eachRotationEndsByItsTimeoutOneSecondAfterItBegan() {
    let ends = timeline.rows.filter { $0.kind == .rotationTimedOut }.map(\.time)
    #expect(ends == [2.25, 4.25])
  }

  @Test func theDelegatesHearWhatTheyHearWhenTheAppMakesTheCalls() {
    let withCalls = play("rotation")
    #expect(timeline.calls(to: "chat") == withCalls.calls(to: "chat"))
    #expect(timeline.calls(to: "status") == withCalls.calls(to: "status"))
    #expect(timeline.layoutModes == withCalls.layoutModes)
    #expect(timeline.insetsAfterEachLayoutChange == withCalls.insetsAfterEachLayoutChange)
  }

  @Test func theRotationsAreShadedInTheChart() {
    let svg = ReplaySVGRenderer.render(timeline)
    #expect(svg.components(separatedBy: "class=\"rotation\"").count - 1 == 2)
  }
}

@MainActor struct IPadFloatingScenarioTests {
  let timeline = play("ipad-floating")

  @Test func placementEventsReachTheDelegatesAsChangeFramesCome() {
    #expect(
      timeline.calls(to: "chat") == [
        "willShow", "willUndock", "willMoveWhileUndocked", "willDock", "willUndock", "willMoveWhileUndocked",
        "willDock", "willHide",
      ])
    #expect(
      timeline.calls(to: "status") == [
        "didShow", "didUndock", "didMoveWhileUndocked", "didDock", "didUndock", "didMoveWhileUndocked", "didDock",
        "didHide",
      ])
  }

  @Test func undockedAndFloatingKeyboardsCoverNothingSoTheInputBarDrops() {
    #expect(timeline.insetsAfterEachLayoutChange == [313, 0, 0, 313, 0, 0, 313, 0])
    #expect(timeline.layoutModes.allSatisfy { $0 == keyboardAnimation })
  }

  @Test func theSmallFloatingKeyboardIsToldApartFromTheUndockedOne() {
    let placements = timeline.rows.compactMap(\.placement)
    #expect(placements.contains(.undocked) && placements.contains(.floating))
  }
}

@MainActor struct HardwareKeyboardScenarioTests {
  let timeline = play("hardware-keyboard")

  @Test func theShortcutBarInsetsByItsVisibleStripNotTheFrameHeight() {
    #expect(timeline.insetsAfterEachLayoutChange == [313, 55, 0, 55, 313, 0])
    let barRows = timeline.rows.filter { $0.placement == .shortcutBar }
    #expect(!barRows.isEmpty)
    #expect(barRows.allSatisfy { $0.endFrame?.height == 313 && $0.coveredHeight == 55 })
  }
}

@MainActor struct ThirdPartyKeyboardScenarioTests {
  let timeline = play("third-party-keyboard")

  @Test func eachWillShowWithANewHeightIsDeliveredAndMovesTheInputBar() {
    #expect(timeline.calls(to: "chat") == ["willShow", "willShow", "willShow", "willHide"])
    #expect(timeline.insetsAfterEachLayoutChange == [0, 216, 259, 0])
  }

  @Test func theRepeatedSameFrameShowIsDroppedAsADuplicate() {
    #expect(timeline.undelivered.map(\.event) == [.willShow, .didShow])
    #expect(timeline.undelivered.allSatisfy { $0.outcome == .dropped("duplicate") })
  }
}

@MainActor struct DuplicatesScenarioTests {
  let timeline = play("duplicates")

  @Test func repeatedShowsWithIdenticalFramesAreDroppedAndListed() {
    #expect(
      timeline.undelivered.map(\.event) == [
        .willShow, .didShow, .willChangeFrame, .willShow, .didChangeFrame, .didShow,
      ])
    #expect(timeline.undelivered.allSatisfy { $0.outcome == .dropped("duplicate") })
  }

  @Test func theInputBarMovesOnceUpAndOnceDown() {
    #expect(timeline.calls(to: "chat") == ["willShow", "willHide"])
    #expect(timeline.insetsAfterEachLayoutChange == [346, 0])
  }

  @Test func theTableShowsTheDroppedNotifications() {
    let text = ReplayTextRenderer.render(timeline)
    #expect(text.components(separatedBy: "(dropped: duplicate)\n").count - 1 == 6)
  }

  /// The notification rows after the user's `action`-th action (from 0), as `event: outcome`.
  private func outcomes(afterAction action: Int) -> [String] {
    let starts = timeline.rows.indices.filter { if case .action = timeline.rows[$0].kind { true } else { false } }
    let end = action + 1 < starts.count ? starts[action + 1] : timeline.rows.endIndex
    return timeline.rows[starts[action]..<end].compactMap { row in
      guard case .notification(let event) = row.kind, let outcome = row.outcome else { return nil }
      return "\(event): \(outcome == .delivered ? "delivered" : "dropped")"
    }
  }

  @Test func theFirstRefocusDropsTheShowsButDeliversTheChangeFramesWhoseBeginFrameIsNew() {
    #expect(
      outcomes(afterAction: 1) == [
        "willChangeFrame: delivered", "willShow: dropped", "didChangeFrame: delivered", "didShow: dropped",
      ])
  }

  @Test func theSecondRefocusDropsAllFourBecauseTheChangeFramesNowMatchInEveryProperty() {
    #expect(
      outcomes(afterAction: 2) == [
        "willChangeFrame: dropped", "willShow: dropped", "didChangeFrame: dropped", "didShow: dropped",
      ])
  }

  @Test func theNarrationSaysWhyTheFirstRefocusDeliversChangeFramesAndTheSecondDoesNot() {
    let narration = timeline.rows.compactMap { row -> String? in
      if case .action(let description) = row.kind { return description }
      return nil
    }
    #expect(narration[1].contains("begin = end frame") && narration[1].contains("began below the screen"))
    #expect(narration[2].contains("begin frame included"))
  }

  @Test func theTableExplainsTheDuplicateRules() {
    let text = ReplayTextRenderer.render(timeline)
    #expect(
      text.contains(
        "\n(dropped: duplicate): a will-show or did-show that repeats the frame the keyboard is shown at, or a "))
    #expect(text.contains("equal in every property, begin frame included, to the previous one of its kind"))
  }

  @Test func theDuplicateRulesAreExplainedOnlyWhenADuplicateIsDropped() {
    #expect(!ReplayTextRenderer.render(play("chat")).contains("(dropped: duplicate):"))
  }
}

@MainActor struct InteractiveDismissalScenarioTests {
  let timeline = play("interactive-dismissal")

  private var dragRows: [ReplayTimeline.Row] {
    timeline.rows.filter { if case .drag = $0.kind { true } else { false } }
  }

  @Test func theInputBarFollowsTheFingerAtOnceAtEveryStepOfBothDrags() {
    let followed = timeline.layoutChanges.filter(\.followsTheFinger)
    #expect(followed.map(\.toInset) == [234, 208, 182, 195, 130, 65])
    #expect(followed.allSatisfy { $0.mode == .immediate && $0.trigger == "didMoveInteractively" })
  }

  @Test func dragStepsPostNothingAndReachTheChatScreenAsInteractiveMoves() {
    #expect(dragRows.count == 6)
    #expect(dragRows.allSatisfy { $0.outcome == nil })
    #expect(dragRows.allSatisfy { $0.received == [.init(delegate: "chat", method: "didMoveInteractively")] })
    #expect(dragRows.allSatisfy { $0.placement == .docked })
  }

  @Test func theDelegatesHearAShowWhenTheKeyboardSpringsBackAndAHideWhenItGoes() {
    let moves = Array(repeating: "didMoveInteractively", count: 3)
    #expect(timeline.calls(to: "chat") == ["willShow"] + moves + ["willShow"] + moves + ["willHide"])
    #expect(timeline.calls(to: "status") == ["didShow", "didShow", "didHide"])
    #expect(timeline.undelivered.isEmpty)
  }

  @Test func theSpringBackAnimatesTheBarFromWhereTheFingerLeftIt() throws {
    let springBack = try #require(timeline.layoutChanges.filter { $0.trigger == "willShow" }.last)
    #expect(springBack.fromInset == 182 && springBack.toInset == 260)
    #expect(springBack.mode == keyboardAnimation)
  }

  @Test func releasedLowTheKeyboardHidesAndTheBarFallsFromWhereTheFingerLeftIt() throws {
    let hide = try #require(timeline.layoutChanges.last)
    #expect(hide.trigger == "willHide")
    #expect(hide.fromInset == 65 && hide.toInset == 0)
    #expect(timeline.finalInset == 0)
  }

  @Test func theTableShowsTheDragStepsAndSaysWhatTheyAre() {
    let text = ReplayTextRenderer.render(timeline)
    #expect(
      text.contains(
        "  (finger drags)   docked, 234 pt          chat.didMoveInteractively   immediate (finger)         260 -> 234\n"
      ))
    #expect(text.contains("\n(finger drags): UIKit posts nothing while a finger drags the keyboard down;"))
    #expect(text.contains(" 6 immediate (6 following the finger). Final inset: 0 pt.\n"))
  }

  @Test func theChartShadesEachDragAndDrawsEachStepAsARing() {
    let svg = ReplaySVGRenderer.render(timeline)
    #expect(svg.components(separatedBy: "<rect class=\"drag\"").count - 1 == 2)
    #expect(svg.components(separatedBy: "<circle class=\"immediate-marker\"").count - 1 == 6)
    #expect(svg.contains("chat.didMoveInteractively: 260 → 234 pt, immediate (following the finger)"))
  }

  @Test func theJSONLinesCallEachStepADragAtItsTop() throws {
    let lines = ReplayJSONRenderer.render(timeline).split(separator: "\n")
    let drags = try lines.map { try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
      .filter { $0["kind"] as? String == "drag" }
    #expect(drags.compactMap { $0["top"] as? Double } == [433, 459, 485, 472, 537, 602])
    #expect(drags.allSatisfy { $0["event"] == nil && $0["outcome"] == nil })
    #expect(drags.allSatisfy { $0["placement"] as? String == "docked" })
  }
}

@MainActor struct ScenarioListTests {
  @Test func theListNamesEveryRequiredScenario() {
    let names = [
      "chat", "rotation", "rotation-without-calls", "ipad-floating", "hardware-keyboard", "third-party-keyboard",
      "duplicates", "interactive-dismissal",
    ]
    #expect(ReplayScenario.all.map(\.name) == names)
    for name in names { #expect(KeyboardReplayCommand.scenarioList.contains("  \(name) ")) }
  }
}
