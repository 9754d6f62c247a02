import Foundation
@_spi(Tools) import KeyboardBroadcast
@_spi(Tools) import KeyboardSimulation
import Testing

@testable import KeyboardReplay

#if canImport(FoundationXML)
  import FoundationXML
#endif

@MainActor struct TextTableTests {
  private func oneShowTimeline() -> ReplayTimeline {
    let properties = KeyboardProperties(
      beginFrame: CGRect(x: 0, y: 667, width: 375, height: 216), endFrame: CGRect(x: 0, y: 451, width: 375, height: 216)
    )
    let trace = KeyboardTrace(entries: [KeyboardTrace.Entry(time: 0, event: .willShow, properties: properties)])
    return ReplayPlayer.play(
      ReplayScript(
        trace: trace, name: "one", screenBounds: CGRect(x: 0, y: 0, width: 375, height: 667), screenIsInferred: false))
  }

  @Test func oneNotificationAndOneLayoutChangeAreCountedInTheSingular() {
    let timeline = oneShowTimeline()
    #expect(timeline.summary == "a recorded trace, 1 notification")
    let text = ReplayTextRenderer.render(timeline)
    #expect(text.contains("\n1 notification posted: 1 delivered, 0 dropped, 0 held back during rotation.\n"))
    #expect(text.contains("\n1 layout change animated with the keyboard, 0 immediate. Final inset: 216 pt.\n"))
  }

  @Test func aHideWhileHiddenIsExplainedUnderTheTable() {
    let hidden = KeyboardProperties(
      beginFrame: CGRect(x: 0, y: 451, width: 375, height: 216), endFrame: CGRect(x: 0, y: 667, width: 375, height: 216)
    )
    let trace = KeyboardTrace(entries: [
      KeyboardTrace.Entry(time: 0, event: .willHide, properties: hidden),
      KeyboardTrace.Entry(time: 1, event: .willHide, properties: hidden),
    ])
    let timeline = ReplayPlayer.play(
      ReplayScript(
        trace: trace, name: "hides", screenBounds: CGRect(x: 0, y: 0, width: 375, height: 667), screenIsInferred: false)
    )
    let text = ReplayTextRenderer.render(timeline)
    #expect(text.contains("(dropped: already hidden)\n"))
    #expect(
      text.contains("\n(dropped: already hidden): a will-hide or did-hide while the keyboard is already hidden.\n"))
    #expect(!text.contains("(dropped: duplicate):"))
  }

  @Test func aZeroFrameFromAFloatingKeyboardsDragIsNamedAndExplainedUnderTheTable() {
    let drag = KeyboardProperties(beginFrame: .zero, endFrame: .zero)
    let trace = KeyboardTrace(entries: [KeyboardTrace.Entry(time: 0, event: .willChangeFrame, properties: drag)])
    let timeline = ReplayPlayer.play(
      ReplayScript(
        trace: trace, name: "drag", screenBounds: CGRect(x: 0, y: 0, width: 768, height: 1024), screenIsInferred: false)
    )
    let text = ReplayTextRenderer.render(timeline)
    #expect(text.contains("  willChangeFrame  zero frame "))
    #expect(!text.contains("hidden"))
    #expect(text.contains("\nzero frame: iPadOS sends these while a floating keyboard is dragged;"))
  }

  @Test func columnsStayAlignedWhenATimeAndALayoutAreLongerThanUsual() {
    let shown = KeyboardProperties(
      beginFrame: CGRect(x: 0, y: 667, width: 375, height: 260),
      endFrame: CGRect(x: 0, y: 407, width: 375, height: 260),
      animationDuration: 1e308, animationCurve: KeyboardAnimationCurve(rawValue: .min))
    let hidden = KeyboardProperties(
      beginFrame: CGRect(x: 0, y: 407, width: 375, height: 260), endFrame: CGRect(x: 0, y: 667, width: 375, height: 260)
    )
    let trace = KeyboardTrace(entries: [
      KeyboardTrace.Entry(time: 0, event: .willShow, properties: shown),
      KeyboardTrace.Entry(time: .greatestFiniteMagnitude, event: .willHide, properties: hidden),
    ])
    let timeline = ReplayPlayer.play(
      ReplayScript(
        trace: trace, name: "long", screenBounds: CGRect(x: 0, y: 0, width: 375, height: 667), screenIsInferred: false))
    let lines = ReplayTextRenderer.render(timeline).split(separator: "\n").map(String.init)
    let header = lines.first { $0.hasSuffix("inset") }!
    func column(_ text: String, in line: String) -> Int? {
      line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
    }
    let show = lines.first { $0.contains("willShow") }!
    let hide = lines.first { $0.contains("willHide") }!
    #expect(hide.hasPrefix("1.79769e+308  "))
    #expect(column("willShow", in: show) == column("posted", in: header))
    #expect(column("willHide", in: hide) == column("posted", in: header))
    #expect(column("hidden", in: hide) == column("keyboard ends", in: header))
    #expect(column("chat.willHide", in: hide) == column("delegates received", in: header))
    #expect(column("animated 0.25 s", in: hide) == column("layout of the input bar", in: header))
    #expect(column("0 -> 260", in: show) == column("inset", in: header))
    #expect(column("260 -> 0", in: hide) == column("inset", in: header))
  }

  @Test func aCurveUIKitDoesNotNameIsShownByItsNumberAloneSoTheTableStaysNarrow() {
    let shown = KeyboardProperties(
      beginFrame: CGRect(x: 0, y: 667, width: 375, height: 260),
      endFrame: CGRect(x: 0, y: 407, width: 375, height: 260),
      animationDuration: 0.25, animationCurve: KeyboardAnimationCurve(rawValue: .min))
    let trace = KeyboardTrace(entries: [KeyboardTrace.Entry(time: 0, event: .willShow, properties: shown)])
    let timeline = ReplayPlayer.play(
      ReplayScript(
        trace: trace, name: "curve", screenBounds: CGRect(x: 0, y: 0, width: 375, height: 667), screenIsInferred: false)
    )
    let lines = ReplayTextRenderer.render(timeline).split(separator: "\n")
    #expect(lines.contains { $0.hasSuffix("animated 0.25 s, curve -1000000  0 -> 260") })
    #expect(lines.allSatisfy { $0.count <= 120 })
    #expect(Format.curve(.linear) == "curve 3 (linear)")
  }

  @Test func aHideWithNoFrameIsHiddenWithoutTheFloatingKeyboardsNote() {
    let trace = KeyboardTrace(entries: [
      KeyboardTrace.Entry(
        time: 0, event: .willShow,
        properties: KeyboardProperties(
          beginFrame: CGRect(x: 0, y: 667, width: 375, height: 260),
          endFrame: CGRect(x: 0, y: 407, width: 375, height: 260), animationDuration: 0.25)),
      KeyboardTrace.Entry(time: 1, event: .willHide, properties: KeyboardProperties(userInfo: [:])),
    ])
    let timeline = ReplayPlayer.play(
      ReplayScript(
        trace: trace, name: "bare hide", screenBounds: CGRect(x: 0, y: 0, width: 375, height: 667),
        screenIsInferred: false))
    let text = ReplayTextRenderer.render(timeline)
    #expect(text.contains("  willHide         hidden "))
    #expect(!text.contains("zero frame"))
  }

  @Test func theDuplicatesChartMarksWhatWasDropped() {
    let timeline = ReplayPlayer.play(ReplayScenario.named("duplicates")!.script)
    let chart = ReplaySVGRenderer.render(timeline)
    #expect(chart.components(separatedBy: "class=\"dropped-marker\"").count - 1 == 6)
    #expect(chart.contains("Red crosses: 6 notifications the observer dropped (6 duplicate), which moved nothing."))
  }

  @Test func otherCountsAreInThePlural() {
    let text = ReplayTextRenderer.render(play("duplicates"))
    #expect(text.contains("\n16 notifications posted: "))
    #expect(text.contains("\n2 layout changes animated with the keyboard, 0 immediate."))
    #expect(Format.count(0, "notification") == "0 notifications")
  }
}

/// An animation that starts while the previous one is still moving the input bar (the third-party keyboard's
/// will-shows, 0.25 s apart, while curve 7 moves the bar for 0.5 s) starts from where the bar is on screen.
@MainActor struct InterruptedAnimationTests {
  let timeline = play("third-party-keyboard")

  @Test func theTableStartsAnInterruptedAnimationWhereTheBarWasAndMarksIt() {
    let text = ReplayTextRenderer.render(timeline)
    #expect(text.contains("animated 0.25 s, curve 7   201.1* -> 259\n"))
    #expect(text.contains("\n*: an earlier animation was still moving the input bar"))
  }

  @Test func theJSONLinesGiveTheSameStartAndSayTheAnimationWasInterrupted() throws {
    let layouts = ReplayJSONRenderer.render(timeline).split(separator: "\n").compactMap { line in
      (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["layout"] as? [[String: Any]]
    }.flatMap { $0 }
    let interrupted = layouts.filter { $0["interrupted"] as? Bool == true }
    #expect(interrupted.count == 1)
    #expect((interrupted.first?["fromInset"] as? Double).map { abs($0 - 201.1) < 0.05 } == true)
    #expect(layouts.allSatisfy { $0["interrupted"] is Bool })
  }

  @Test func theTableAndTheChartLegendAgreeOnEveryLayoutChangeInEveryScenario() {
    for scenario in ReplayScenario.all {
      let timeline = ReplayPlayer.play(scenario.script)
      let table = timeline.layoutChanges.map { change in
        "\(Format.points(change.fromInset)) -> \(Format.points(change.toInset))"
      }
      let svg = ReplaySVGRenderer.render(timeline)
      let legend = svg.components(separatedBy: "\n").compactMap { line -> String? in
        guard let arrow = line.range(of: " pt, "), line.contains(" → "),
          let colon = line[..<arrow.lowerBound].range(of: ": ", options: .backwards)
        else { return nil }
        return line[colon.upperBound..<arrow.lowerBound].replacingOccurrences(of: " → ", with: " -> ")
      }
      #expect(legend == table, "\(scenario.name)")
      #expect(ReplayTextRenderer.render(timeline).contains(table.last ?? "-"), "\(scenario.name)")
    }
  }
}

@MainActor struct JSONLinesTests {
  private func objects(_ scenario: String) throws -> [[String: Any]] {
    let lines = ReplayJSONRenderer.render(play(scenario)).split(separator: "\n")
    return try lines.map { line in
      try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }
  }

  @Test func everyLineIsAJSONObjectAndTheFirstDescribesTheRun() throws {
    let objects = try objects("chat")
    #expect(objects.count == play("chat").rows.count + 1)
    #expect(objects[0]["kind"] as? String == "start")
    #expect(objects[0]["scenario"] as? String == "chat")
  }

  @Test func notificationLinesCarryTheirOutcomeDeliveriesAndLayout() throws {
    let showLine = try #require(try objects("chat").first { $0["event"] as? String == "willShow" })
    #expect(showLine["outcome"] as? String == "delivered")
    #expect(showLine["name"] as? String == "UIKeyboardWillShowNotification")
    let received = try #require(showLine["received"] as? [[String: Any]])
    #expect(received.first?["interfaceOrientationWillChange"] as? Bool == false)
    let layout = try #require((showLine["layout"] as? [[String: Any]])?.first)
    #expect(layout["mode"] as? String == "animated")
    #expect(layout["curve"] as? Int == 7)
    #expect(layout["toInset"] as? Double == 216)
  }

  @Test func droppedLinesSayWhy() throws {
    let dropped = try objects("duplicates").filter { $0["outcome"] as? String == "dropped" }
    #expect(dropped.count == 6)
    #expect(dropped.allSatisfy { $0["reason"] as? String == "duplicate" })
  }
}

@MainActor struct SVGTests {
  /// Collects element names while checking that the document parses.
  private final class ElementCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    var animationPolylines = 0

    func parser(
      _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      counts[elementName, default: 0] += 1
      if elementName == "polyline", attributes["class"] == "animation" { animationPolylines += 1 }
    }
  }

  private func parse(_ svg: String) -> (wellFormed: Bool, counter: ElementCounter) {
    let parser = XMLParser(data: Data(svg.utf8))
    let counter = ElementCounter()
    parser.delegate = counter
    return (parser.parse(), counter)
  }

  @Test func theChartIsWellFormedWithOnePolylinePerAnimation() {
    for scenario in ReplayScenario.all {
      let timeline = ReplayPlayer.play(scenario.script)
      let (wellFormed, counter) = parse(ReplaySVGRenderer.render(timeline))
      let animations = timeline.layoutModes.filter { $0 != .immediate }.count
      #expect(wellFormed, "\(scenario.name)")
      #expect(counter.animationPolylines == animations, "\(scenario.name)")
    }
  }

  @Test func immediateChangesAreDrawnAsDashedJumpsAndTheRotationIsShaded() {
    let svg = ReplaySVGRenderer.render(play("chat"))
    #expect(svg.components(separatedBy: "class=\"immediate\"").count - 1 == 2)
    #expect(svg.components(separatedBy: "class=\"rotation\"").count - 1 == 1)
  }

  @Test func everyImmediateChangeIsMarkedEvenWhenTheInsetStaysTheSame() {
    // The chat scenario's second rotation show lays the bar out from 162 to 162: a jump of no length.
    let timeline = play("chat")
    #expect(timeline.layoutChanges.contains { $0.mode == .immediate && $0.fromInset == 162 && $0.toInset == 162 })
    let svg = ReplaySVGRenderer.render(timeline)
    #expect(svg.components(separatedBy: "<circle class=\"immediate-marker\"").count - 1 == 2)
  }

  @Test func everyLayoutChangeInTheLegendIsDrawnInTheChart() {
    for scenario in ReplayScenario.all {
      let timeline = ReplayPlayer.play(scenario.script)
      let svg = ReplaySVGRenderer.render(timeline)
      let drawn =
        svg.components(separatedBy: "<polyline class=\"animation\"").count - 1
        + svg.components(separatedBy: "<circle class=\"immediate-marker\"").count - 1
      #expect(drawn == timeline.layoutChanges.count, "\(scenario.name)")
    }
  }

  @Test func theAxesAreLabelled() {
    let svg = ReplaySVGRenderer.render(play("chat"))
    #expect(svg.contains(">time (s)</text>"))
    #expect(svg.contains(">input bar above the screen's bottom (pt)</text>"))
  }

  @Test func aTimelineSpanningAHugeTimeIsDrawnWithAtMostSeventeenTimeTicks() {
    let simulator = KeyboardSimulator(device: .iPhoneSE)
    simulator.show()
    var trace = simulator.trace
    trace.entries[trace.entries.count - 1].time = 1e300
    let script = ReplayScript(
      trace: trace, name: "huge", screenBounds: CGRect(x: 0, y: 0, width: 375, height: 667), screenIsInferred: false)
    let svg = ReplaySVGRenderer.render(ReplayPlayer.play(script))
    let ticks = svg.components(separatedBy: "class=\"time-tick\"").count - 1
    #expect((2...17).contains(ticks))
    #expect(parse(svg).wellFormed)
  }

  @Test(arguments: [(0.5, 0.05), (3.5, 0.5), (16, 1), (16.5, 2), (1e300 + 0.5, 1e299)] as [(Double, Double)])
  func theTimeStepIsOneTwoOrFiveTimesAPowerOfTenGivingAtMostSixteenSteps(endTime: Double, step: Double) {
    let chosen = ReplaySVGRenderer.timeStep(for: endTime)
    #expect(chosen.map { abs($0 - step) <= step * 1e-9 } == true)
  }

  @Test func anInterruptedAnimationStartsFromWhereTheViewIs() {
    // The third-party keyboard's will-shows come 0.25 s apart while curve 7 is drawn over 0.5 s.
    let svg = ReplaySVGRenderer.render(play("third-party-keyboard"))
    #expect(svg.contains("chat.willShow: 201.1 → 259 pt"))
  }
}
