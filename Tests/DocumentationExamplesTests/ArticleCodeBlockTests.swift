// Keeps the documentation honest: every ```swift block in README.md, in Sources/*/*.docc, in Docs/*.md and in the
// doc comments (`///`) of Sources/ must be quoted from a Swift file the package compiles (Examples/, Sources/ or
// Tests/), from its code and not only from its comments, where the compiler checks it. A block that uses UIKit must
// be quoted from Examples/ or Sources/, which are compiled for iOS against Apple's SDK (.ci/checks/60-ios.sh): the
// tests are compiled only on Linux, where UIKit is the stand-in. Examples/ is also tested on Linux against the
// stand-ins.
import Foundation
import Testing

struct ArticleCodeBlockTests {
  /// A block whose first line is this shows a package manifest, which no target can compile;
  /// `manifestSnippetsNameRealProducts` checks it instead.
  static let manifestMarker = "// Package.swift"

  @Test func everySwiftBlockInTheArticlesIsQuotedFromCompiledCode() throws {
    let sources = try ArticleCatalog.exampleSources()
    for article in try ArticleCatalog.articles() {
      for block in ArticleCatalog.swiftBlocks(in: article.text) where !block.hasPrefix(Self.manifestMarker) {
        if let problem = ArticleCatalog.quotingProblem(of: block, in: sources) {
          Issue.record("\(article.name): \(problem)")
        }
      }
    }
  }

  private static let example = ArticleCatalog.File(
    name: "Examples/Screen.swift", text: "let window = UIWindow(frame: .zero)\nlet center = NotificationCenter()",
    isCompiledForIOS: true)
  private static let test = ArticleCatalog.File(
    name: "Tests/ScreenTests.swift", text: "let window = UIWindow(frame: .zero)\nlet other = NotificationCenter()",
    isCompiledForIOS: false)

  @Test func noSampleIsQuotedInTwoPlaces() throws {
    let sources = try ArticleCatalog.exampleSources().map(ArticleCatalog.SearchableFile.init)
    var quotes: [(name: String, places: [ArticleCatalog.Place])] = []
    for article in try ArticleCatalog.articles() {
      for block in ArticleCatalog.swiftBlocks(in: article.text) where !block.hasPrefix(Self.manifestMarker) {
        quotes.append((article.name, ArticleCatalog.places(of: block, in: sources)))
      }
    }
    for (name, block) in try ArticleCatalog.docCommentBlocks() {
      quotes.append(("Sources/\(name)", ArticleCatalog.places(of: block, in: sources)))
    }
    for (index, quote) in quotes.enumerated() {
      for other in quotes[(index + 1)...] where ArticleCatalog.isSameSample(quote.places, other.places) {
        Issue.record("\(quote.name) and \(other.name) quote the same code: quote it in one place, link from the other")
      }
    }
  }

  @Test func blocksThatQuoteOverlappingLinesAreOneSample() {
    let files = [ArticleCatalog.SearchableFile(Self.example)]
    let first = ArticleCatalog.places(of: "let window = UIWindow(frame: .zero)", in: files)
    let both = ArticleCatalog.places(of: Self.example.text, in: files)
    #expect(ArticleCatalog.isSameSample(first, both))
  }

  @Test func blocksThatQuoteTheSameLineFromDifferentPlacesAreTwoSamples() {
    let files = [ArticleCatalog.SearchableFile(Self.example), ArticleCatalog.SearchableFile(Self.test)]
    let fromExample = ArticleCatalog.places(of: "UIWindow(frame: .zero)\nlet center", in: files)
    let fromTest = ArticleCatalog.places(of: "UIWindow(frame: .zero)\nlet other", in: files)
    #expect(!ArticleCatalog.isSameSample(fromExample, fromTest))
    let next = ArticleCatalog.places(of: "let center = NotificationCenter()", in: files)
    #expect(!ArticleCatalog.isSameSample(ArticleCatalog.places(of: "let window", in: files), next))
  }

  @Test func aBlockThatUsesUIKitMustBeQuotedFromCodeCompiledForIOS() {
    #expect(ArticleCatalog.quotingProblem(of: "let window = UIWindow(frame: .zero)", in: [Self.test]) != nil)
    #expect(
      ArticleCatalog.quotingProblem(of: "let window = UIWindow(frame: .zero)", in: [Self.test, Self.example]) == nil)
  }

  @Test func everySwiftBlockInTheDocCommentsOfSourcesIsQuotedFromCompiledCode() throws {
    let sources = try ArticleCatalog.exampleSources()
    for (name, block) in try ArticleCatalog.docCommentBlocks() {
      if let problem = ArticleCatalog.quotingProblem(of: block, in: sources) {
        Issue.record("Sources/\(name): \(problem)")
      }
    }
  }

  @Test func aMadeUpBlockInADocCommentIsReported() throws {
    // Put together here, so that no file holds the made-up line, this one included.
    let madeUp = ["let made = Up", "Nowhere(inAnyFile: true)"].joined()
    let source = "/// Does nothing.\n///\n/// ```swift\n/// \(madeUp)\n/// ```\nfunc nothing() {}"
    let blocks = ArticleCatalog.docCommentBlocks(in: source)
    #expect(blocks.map(\.block) == [madeUp])
    let problem = ArticleCatalog.quotingProblem(of: blocks[0].block, in: try ArticleCatalog.exampleSources())
    #expect(problem?.contains("no example file contains") == true)
  }

  @Test func docCommentBlocksLoseTheirSlashesAndIndentationAndNameTheirLine() {
    let source = """
      enum Outer {
        /// Text.
        ///
        /// ```swift
        /// if ready {
        ///   go()
        /// }
        /// ```
        // Not a doc comment: ends the one above.
        /// ```swift
        /// second()
        /// ```
        static func f() {}
      }
      """
    let blocks = ArticleCatalog.docCommentBlocks(in: source)
    #expect(blocks.map(\.block) == ["if ready {\n  go()\n}", "second()"])
    #expect(blocks.map(\.line) == [4, 10])
  }

  @Test func theDocCommentsOfSourcesHaveSwiftBlocksToCheck() throws {
    let names = try ArticleCatalog.docCommentBlocks().map(\.name)
    #expect(names.contains { $0.hasPrefix("KeyboardBroadcast/DelegateRegistry.swift:") })
    #expect(names.contains { $0.hasPrefix("KeyboardSimulation/KeyboardSimulator.swift:") })
  }

  @Test func theDocsNotesAreCheckedWithTheArticles() throws {
    let notes = try ArticleCatalog.articles().filter { $0.name.hasPrefix("Docs/") }
    #expect(notes.contains { $0.name == "Docs/Simulation.md" })
    #expect(!notes.flatMap { ArticleCatalog.swiftBlocks(in: $0.text) }.isEmpty)
  }

  @Test func aBlockWithoutUIKitMayBeQuotedFromTests() {
    #expect(ArticleCatalog.quotingProblem(of: "let other = NotificationCenter()", in: [Self.test]) == nil)
  }

  @Test func aBlockNoSourceContainsIsReported() {
    #expect(ArticleCatalog.quotingProblem(of: "let missing = 1", in: [Self.test, Self.example]) != nil)
  }

  @Test func aBlockFoundOnlyInACommentIsReported() {
    let commented = ArticleCatalog.File(
      name: "Examples/Commented.swift", text: "/// ```swift\n/// ComposerBar()\n/// ```\nlet bar = 1",
      isCompiledForIOS: true)
    let problem = ArticleCatalog.quotingProblem(of: "ComposerBar()", in: [commented])
    #expect(problem?.contains("only in comments of Examples/Commented.swift") == true)
  }

  @Test func aBlockWhoseOwnCommentsAreQuotedWithItsCodePasses() {
    let source = ArticleCatalog.File(
      name: "Tests/Quoted.swift", text: "func f() {\n  // Why, in a comment.\n  let url = \"https://example.com\"\n}")
    #expect(
      ArticleCatalog.quotingProblem(of: "// Why, in a comment.\nlet url = \"https://example.com\"", in: [source])
        == nil)
  }

  @Test func commentsAreCutOutsideStringLiteralsOnly() {
    #expect(ArticleCatalog.code(of: "let a = 1 // one\n// two\nlet b = 2") == "let a = 1 \n\nlet b = 2")
    #expect(
      ArticleCatalog.code(of: #"let url = "https://example.com" // site"#) == #"let url = "https://example.com" "#)
    #expect(ArticleCatalog.code(of: #"let quote = "\"//\"" // quoted"#) == #"let quote = "\"//\"" "#)
  }

  @Test func theReadmeIsCheckedWithTheArticles() throws {
    let readme = try #require(try ArticleCatalog.articles().first { $0.name == "README.md" })
    #expect(!ArticleCatalog.swiftBlocks(in: readme.text).isEmpty)
  }

  @Test func uikitIsRecognizedByItsTypesAndMembersOutsideStringsAndComments() {
    #expect(ArticleCatalog.uikitNames(in: "let view = UIView()") == ["UIView"])
    #expect(ArticleCatalog.uikitNames(in: "import UIKit") == ["UIKit"])
    #expect(ArticleCatalog.uikitNames(in: "let c: NSLayoutConstraint? = nil") == ["NSLayoutConstraint"])
    #expect(
      ArticleCatalog.uikitNames(in: "window.addSubview(list)\nlist.contentInset.bottom = 0") == [
        "addSubview", "contentInset",
      ])
    #expect(ArticleCatalog.uikitNames(in: "override func layoutSubviews() {}") == ["layoutSubviews"])
    #expect(ArticleCatalog.uikitNames(in: #"let key = "UIKeyboardFrameEndUserInfoKey" // a UIView's frame"#).isEmpty)
    #expect(ArticleCatalog.uikitNames(in: "observer.screenBounds = bounds").isEmpty)
  }

  @Test func everyArticleCatalogHasSwiftBlocksToCheck() throws {
    let articles = try ArticleCatalog.articles()
    let catalogs = Set(articles.map { $0.name.split(separator: "/").first.map(String.init) ?? "" })
      .subtracting(["README.md"])
    #expect(catalogs.isSuperset(of: ["KeyboardBroadcast.docc", "KeyboardAnimation.docc", "KeyboardSimulation.docc"]))
    for catalog in catalogs {
      let blocks = articles.filter { $0.name.hasPrefix(catalog + "/") }.flatMap {
        ArticleCatalog.swiftBlocks(in: $0.text)
      }
      #expect(!blocks.isEmpty, "\(catalog) has no swift blocks: is the fence parser broken?")
    }
  }

  @Test func manifestSnippetsNameRealProducts() throws {
    let manifest = try String(
      contentsOf: ArticleCatalog.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let snippets = try ArticleCatalog.articles().flatMap { ArticleCatalog.swiftBlocks(in: $0.text) }
      .filter { $0.hasPrefix(Self.manifestMarker) }
    #expect(!snippets.isEmpty)
    for snippet in snippets {
      let products = ArticleCatalog.captures(
        of: #".product\(name: "([^"]+)", package: "KeyboardBroadcast"\)"#, in: snippet)
      #expect(!products.isEmpty)
      for product in products {
        #expect(manifest.contains(".library(name: \"\(product)\""), "Package.swift has no library product \(product)")
      }
    }
  }

  @Test func manifestSnippetsDeclareThePackagesIOSFloor() throws {
    let manifest = try String(
      contentsOf: ArticleCatalog.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let floor = try #require(ArticleCatalog.captures(of: #"(\.iOS\(\.v\d+\))"#, in: manifest).first)
    let snippets = try ArticleCatalog.articles().flatMap { ArticleCatalog.swiftBlocks(in: $0.text) }
      .filter { $0.hasPrefix(Self.manifestMarker) }
    #expect(!snippets.isEmpty)
    for snippet in snippets {
      #expect(snippet.contains("platforms: [\(floor)]"), "a manifest snippet does not declare \(floor)")
    }
  }

  @Test func fenceParserKeepsOnlySwiftBlocks() {
    let markdown = """
      Text.

      ```swift
      let a = 1
        let b = 2
      ```

      ```objc
      [observer start];
      ```

      ```
      plain
      ```
      """
    #expect(ArticleCatalog.swiftBlocks(in: markdown) == ["let a = 1\n  let b = 2"])
  }

  @Test func normalizationIgnoresIndentationAndLineBreaks() {
    #expect(ArticleCatalog.normalized("  f(a,\n      b)\n") == ArticleCatalog.normalized("f(a, b)"))
    #expect(ArticleCatalog.normalized("f(a, b)") != ArticleCatalog.normalized("f(a, c)"))
  }
}

/// Reads the articles and the example sources from the package's directory.
enum ArticleCatalog {
  struct File {
    /// The path relative to `Sources/` for articles, to the package's root for examples.
    var name: String
    var text: String
    /// Whether .ci/checks/60-ios.sh compiles the file for iOS: true for Examples/ and Sources/, false for tests.
    var isCompiledForIOS = false
  }

  /// Members of UIKit's classes and protocols that the examples call or override, and whose names are UIKit's own.
  /// A block that uses one of them, or a `UI…` or `NSLayout…` type, is UIKit code.
  static let uikitMembers: Set<String> = [
    "addSubview", "alongsideTransition", "bottomAnchor", "contentInset", "coordinateSpace", "didMoveToWindow",
    "layoutIfNeeded", "layoutSubviews", "loadView", "loadViewIfNeeded", "removeFromSuperview", "setNeedsLayout",
    "textFieldDidBeginEditing", "translatesAutoresizingMaskIntoConstraints", "viewDidLoad", "viewIsAppearing",
    "viewWillTransition",
  ]

  /// The UIKit names `code` uses, string literals and comments left out: `UI…` and `NSLayout…` identifiers (types,
  /// and the module), and ``uikitMembers``.
  static func uikitNames(in code: String) -> Set<String> {
    var code = code.replacingOccurrences(of: #""(\\.|[^"\\\n])*""#, with: "\"\"", options: .regularExpression)
    code = code.replacingOccurrences(of: #"//[^\n]*"#, with: "", options: .regularExpression)
    let identifiers = code.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
    return Set(
      identifiers.filter { identifier in
        uikitMembers.contains(identifier)
          || identifier.hasPrefix("NSLayout")
          || (identifier.hasPrefix("UI") && identifier.dropFirst(2).first?.isUppercase == true)
      })
  }

  /// Why `block` is not quoted as it must be, or `nil`. Every block must be found, whitespace aside, in one of
  /// `sources`, and its code, comments aside, in that file's code, where the compiler sees it; a block that uses
  /// UIKit (``uikitNames(in:)``) in a file that is compiled for iOS.
  static func quotingProblem(of block: String, in sources: [File]) -> String? {
    let quoted = normalized(block)
    let quotedCode = normalized(code(of: block))
    let containing = sources.filter { normalized($0.text).contains(quoted) }
    let quoting = containing.filter { normalized(code(of: $0.text)).contains(quotedCode) }
    let start = "starting \"\(block.split(separator: "\n").first.map(String.init) ?? "")\""
    guard !containing.isEmpty else { return "a swift block no example file contains, \(start)" }
    guard !quoting.isEmpty else {
      let files = containing.map(\.name).joined(separator: ", ")
      return "a swift block found only in comments of \(files), which no compiler checks, \(start)"
    }
    let uikit = uikitNames(in: block)
    if !uikit.isEmpty, !quoting.contains(where: \.isCompiledForIOS) {
      let names = uikit.sorted().joined(separator: ", ")
      let files = quoting.map(\.name).joined(separator: ", ")
      return "a swift block that uses UIKit (\(names)) is quoted from \(files), which is not compiled for iOS: "
        + "move its UIKit code into Examples/ and quote it from there; \(start)"
    }
    return nil
  }

  /// A compiled file's code, comments left out and whitespace normalized, as bytes to search.
  struct SearchableFile {
    var name: String
    var code: String

    init(_ file: File) {
      name = file.name
      code = normalized(ArticleCatalog.code(of: file.text))
    }
  }

  /// Where a quoted block's code sits: a file and the range of UTF-8 bytes in its ``SearchableFile/code``.
  struct Place {
    var file: String
    var range: Range<Int>
  }

  /// Every place in `files` whose code is the code of `block`.
  static func places(of block: String, in files: [SearchableFile]) -> [Place] {
    let quoted = normalized(code(of: block))
    let bytes = Array(quoted.utf8)
    guard !bytes.isEmpty else { return [] }
    return files.filter { $0.code.contains(quoted) }.flatMap { file in
      let code = Array(file.code.utf8)
      return (0...(code.count - bytes.count)).filter { code[$0..<$0 + bytes.count].elementsEqual(bytes) }
        .map { Place(file: file.name, range: $0..<$0 + bytes.count) }
    }
  }

  /// Whether two blocks show one sample: every place one of them is quoted from overlaps a place of the other.
  /// Two blocks that share a line quoted from different places are two samples.
  static func isSameSample(_ first: [Place], _ second: [Place]) -> Bool {
    func covers(_ places: [Place], _ others: [Place]) -> Bool {
      !places.isEmpty
        && places.allSatisfy { place in
          others.contains { $0.file == place.file && $0.range.overlaps(place.range) }
        }
    }
    return covers(first, second) || covers(second, first)
  }

  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// README.md, then every `.md` file in every `Sources/<Module>/<Module>.docc` catalog, sub-folders included, then
  /// every `.md` file in `Docs/`.
  static func articles() throws -> [File] {
    let sources = packageRoot.appendingPathComponent("Sources")
    let fileManager = FileManager.default
    let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    var files = [File(name: "README.md", text: readme)]
    for module in try fileManager.contentsOfDirectory(atPath: sources.path).sorted() {
      let catalogName = "\(module).docc"
      let catalog = sources.appendingPathComponent(module).appendingPathComponent(catalogName)
      guard let enumerator = fileManager.enumerator(atPath: catalog.path) else { continue }
      for case let path as String in enumerator where path.hasSuffix(".md") {
        let text = try String(contentsOf: catalog.appendingPathComponent(path), encoding: .utf8)
        files.append(File(name: "\(catalogName)/\(path)", text: text))
      }
    }
    let docs = packageRoot.appendingPathComponent("Docs")
    for path in try fileManager.contentsOfDirectory(atPath: docs.path).sorted() where path.hasSuffix(".md") {
      let text = try String(contentsOf: docs.appendingPathComponent(path), encoding: .utf8)
      files.append(File(name: "Docs/\(path)", text: text))
    }
    return files
  }

  /// The ```swift blocks of the doc comments (`///`) of every Swift file under `Sources/`, sub-folders included: each
  /// run of `///` lines is one comment, read without its `///` and the one space after it. A block's name is its
  /// file and the line of its opening fence, such as `KeyboardBroadcast/KeyboardObserver.swift:12`.
  static func docCommentBlocks() throws -> [(name: String, block: String)] {
    let sources = packageRoot.appendingPathComponent("Sources")
    let paths = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
    return try paths.filter { $0.hasSuffix(".swift") }.sorted().flatMap { path in
      let text = try String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      return docCommentBlocks(in: text).map { (name: "\(path):\($0.line)", block: $0.block) }
    }
  }

  /// The ```swift blocks of the doc comments of one Swift file, each with the line of its opening fence (from 1).
  static func docCommentBlocks(in swift: String) -> [(line: Int, block: String)] {
    var blocks: [(line: Int, block: String)] = []
    var comment: [Substring] = []
    var fenceLines: [Int] = []
    func finishComment() {
      for (line, block) in zip(fenceLines, swiftBlocks(in: comment.joined(separator: "\n"))) {
        blocks.append((line, block))
      }
      comment = []
      fenceLines = []
    }
    for (index, line) in swift.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.drop(while: { $0 == " " })
      guard trimmed.hasPrefix("///") else {
        finishComment()
        continue
      }
      var body = trimmed.dropFirst(3)
      if body.first == " " { body = body.dropFirst() }
      if body.drop(while: { $0 == " " }).hasPrefix("```swift") { fenceLines.append(index + 1) }
      comment.append(body)
    }
    finishComment()
    return blocks
  }

  /// Every Swift file the package compiles, sub-folders included: the examples target (`Examples/`) and the
  /// modules (`Sources/`), compiled for iOS too, and the tests (`Tests/`).
  static func exampleSources() throws -> [File] {
    let directories = [
      (path: "Examples", isCompiledForIOS: true), (path: "Sources", isCompiledForIOS: true),
      (path: "Tests", isCompiledForIOS: false),
    ]
    return try directories.flatMap { directory in
      let url = packageRoot.appendingPathComponent(directory.path)
      let paths = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []
      return try paths.filter { $0.hasSuffix(".swift") }.map { path in
        File(
          name: "\(directory.path)/\(path)",
          text: try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8),
          isCompiledForIOS: directory.isCompiledForIOS)
      }
    }
  }

  /// The contents of the ```swift fenced blocks, without the fences and without the fence's indentation.
  static func swiftBlocks(in markdown: String) -> [String] {
    enum State {
      case outside
      case inSwiftBlock(indent: Int, lines: [Substring])
      case inOtherBlock
    }
    var blocks: [String] = []
    var state = State.outside
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      let indent = line.prefix(while: { $0 == " " }).count
      let isFence = line.dropFirst(indent).hasPrefix("```")
      switch state {
      case .outside where isFence:
        let language = line.dropFirst(indent + 3).trimmingCharacters(in: .whitespaces)
        state = language == "swift" ? .inSwiftBlock(indent: indent, lines: []) : .inOtherBlock
      case .outside: break
      case .inSwiftBlock(_, let lines) where isFence:
        blocks.append(lines.joined(separator: "\n"))
        state = .outside
      case .inSwiftBlock(let fenceIndent, let lines):
        state = .inSwiftBlock(indent: fenceIndent, lines: lines + [line.dropFirst(min(indent, fenceIndent))])
      case .inOtherBlock where isFence: state = .outside
      case .inOtherBlock: break
      }
    }
    return blocks
  }

  /// `swift` without its `//` comments: each line up to the first `//` outside a string literal.
  static func code(of swift: String) -> String {
    swift.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      var isInString = false
      var isEscaped = false
      var previous: Character?
      for index in line.indices {
        let character = line[index]
        if isInString {
          if isEscaped {
            isEscaped = false
          } else if character == "\\" {
            isEscaped = true
          } else if character == "\"" {
            isInString = false
          }
        } else if character == "\"" {
          isInString = true
        } else if character == "/", previous == "/" {
          return String(line[..<line.index(before: index)])
        }
        previous = character
      }
      return String(line)
    }.joined(separator: "\n")
  }

  /// The text with every run of whitespace made one space, so that indentation and line breaks do not matter.
  static func normalized(_ text: String) -> String {
    text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
  }

  /// The first capture group of every match of `pattern` in `text`.
  static func captures(of pattern: String, in text: String) -> [String] {
    guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return expression.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }
}
