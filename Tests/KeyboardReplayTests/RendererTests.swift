import Foundation
import KeyboardBroadcast
import KeyboardSimulation
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

  @Test func otherCountsAreInThePlural() {
    let text = ReplayTextRenderer.render(play("duplicates"))
    #expect(text.contains("\n16 notifications posted: "))
    #expect(text.contains("\n2 layout changes animated with the keyboard, 0 immediate."))
    #expect(Format.count(0, "notification") == "0 notifications")
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
