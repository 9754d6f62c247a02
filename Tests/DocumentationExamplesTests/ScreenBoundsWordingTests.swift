// Keeps one rule for `KeyboardObserver.screenBounds` on every page: the observer finds the bounds by itself and sees
// rotations by itself; an app sets them only where the automatic bounds are wrong for it, and never for a rotation.
// Earlier pages told apps to update the bounds during each rotation, or to set them anyway; these tests keep that
// advice from coming back.
import Foundation
import Testing

struct ScreenBoundsWordingTests {
  /// Advice the rule contradicts, as the pages once gave it, whitespace made single spaces.
  static let outdatedAdvice: [(pattern: String, why: String)] = [
    (#"update (it|`?screenBounds`?) (during|in|for|through) (the|a|each|every) rotation"#, "a rotation needs none"),
    (
      #"(set|update)s? (it|`?screenBounds`?) (\w+ )*in the (coordinator's|transition's) animation"#,
      "a rotation needs none"
    ),
    (#"coordinator's animation block"#, "a rotation needs no screenBounds"),
    (#"sets? `?screenBounds`? anyway"#, "the observer finds the bounds by itself"),
    (#"app sets `?screenBounds`? to"#, "no one sets them where the notifications carry their screen"),
  ]

  /// The first outdated advice `text` gives, with why it is wrong, or `nil`.
  static func outdatedAdvice(in text: String) -> String? {
    let normalized = ArticleCatalog.normalized(text)
    for advice in outdatedAdvice {
      if let range = normalized.range(of: advice.pattern, options: [.regularExpression, .caseInsensitive]) {
        return "\"\(normalized[range])\": \(advice.why)"
      }
    }
    return nil
  }

  /// README.md, Docs/*.md, the DocC articles, and the Swift files of Sources/ and Examples/ (their doc comments and
  /// the replay tool's strings).
  static func pages() throws -> [ArticleCatalog.File] {
    let root = ArticleCatalog.packageRoot
    var pages = try ArticleCatalog.articles()
    for directory in ["Docs", "Sources", "Examples"] {
      let url = root.appendingPathComponent(directory)
      let paths = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []
      for path in paths.sorted() where path.hasSuffix(".swift") || (directory == "Docs" && path.hasSuffix(".md")) {
        let text = try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
        pages.append(ArticleCatalog.File(name: "\(directory)/\(path)", text: text))
      }
    }
    return pages
  }

  @Test func noPageTellsAnAppToSetScreenBoundsForARotationOrAnyway() throws {
    let pages = try Self.pages()
    #expect(pages.contains { $0.name == "KeyboardBroadcast.docc/Geometry.md" })
    #expect(pages.contains { $0.name == "Sources/KeyboardBroadcast/KeyboardObserver+Placement.swift" })
    for page in pages {
      if let advice = Self.outdatedAdvice(in: page.text) { Issue.record("\(page.name): \(advice)") }
    }
  }

  @Test func theOutdatedAdviceAsItWasOnceWrittenIsRecognized() {
    let once = [
      "follows the interface orientation. Update it during the rotation too, for example in the\ncoordinator's "
        + "animation block.",
      "It does not: iOS 13 to 16.0 send no screen, so an app sets\n  `screenBounds` anyway, and an automatic value",
      "  4.250  app sets screenBounds to 667 x 375 pt in the transition's animation",
    ]
    for text in once { #expect(Self.outdatedAdvice(in: text) != nil, "\(text)") }
  }

  @Test func theRuleAsThePagesNowSayItIsNotMistakenForOutdatedAdvice() {
    let now = [
      "A rotation never needs it: do not set it in `viewWillTransition(to:with:)` or in the transition's animation.",
      "Rotations: no one sets screenBounds. Each notification carries its screen",
      "an app sets screenBounds only where those are wrong.",
      "Set `screenBounds` only where that guess is wrong",
    ]
    for text in now { #expect(Self.outdatedAdvice(in: text) == nil, "\(text)") }
  }
}
