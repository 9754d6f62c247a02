// Specifies the facts of a release that live in text files: the licence, the version users are told to ask for, and a
// README short enough to read.
// Each file is read from the package's directory, like ArticleCodeBlockTests.
import Foundation
import Testing

struct ReleaseTests {
  private func text(_ path: String) throws -> String {
    try String(contentsOf: ArticleCatalog.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  /// The version of the first `## X.Y.Z` heading of CHANGELOG.md, the newest release.
  private func newestRelease() throws -> String {
    let versions = ArticleCatalog.captures(
      of: #"(?m)^## ([0-9]+\.[0-9]+\.[0-9]+)(?: |$)"#, in: try text("CHANGELOG.md"))
    return try #require(versions.first, "CHANGELOG.md has no release heading")
  }

  /// Every version a file tells users to depend on: `from: "X.Y.Z"` in a manifest, and Xcode's "Up to Next Major
  /// Version" from X.Y.Z.
  private func versionsAskedFor(in path: String) throws -> [String] {
    let file = try text(path)
    let manifest = ArticleCatalog.captures(of: #"from: "([^"]*)""#, in: file)
    #expect(!manifest.isEmpty, "\(path) has no from: \"X.Y.Z\"")
    return manifest + ArticleCatalog.captures(of: #"Version" from ([0-9]+\.[0-9]+\.[0-9]+)"#, in: file)
  }

  @Test func theLicenceFileIsTheMITLicence() throws {
    let licence = try text("LICENSE")
    #expect(licence.hasPrefix("MIT License\n"))
    // The grant and the disclaimer that make it the MIT licence.
    #expect(licence.contains("Permission is hereby granted, free of charge, to any person obtaining a copy"))
    #expect(licence.contains("The above copyright notice and this permission notice shall be included in all"))
    #expect(licence.contains(#"THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND"#))
  }

  @Test func theREADMEsLicenceSectionNamesTheMITLicenceAndLinksTheFile() throws {
    let readme = try text("README.md")
    let section = try #require(readme.range(of: "\n## Licence\n"), "README.md has no Licence section")
    let body = readme[section.upperBound...].prefix { $0 != "#" }
    #expect(body.contains("MIT"))
    #expect(body.contains("(LICENSE)"))
  }

  @Test func thePackageManifestsCommentNamesTheMITLicence() throws {
    let comments = try text("Package.swift").split(separator: "\n").filter { $0.hasPrefix("//") }
    #expect(comments.contains { $0.contains("MIT License") && $0.contains("LICENSE") })
  }

  @Test func theREADMEAsksForTheNewestRelease() throws {
    let newest = try newestRelease()
    for version in try versionsAskedFor(in: "README.md") { #expect(version == newest) }
  }

  @Test func theGettingStartedArticleAsksForTheNewestRelease() throws {
    let newest = try newestRelease()
    let article = "Sources/KeyboardBroadcast/KeyboardBroadcast.docc/GettingStarted.md"
    for version in try versionsAskedFor(in: article) { #expect(version == newest) }
  }

  @Test func theREADMEFitsInOneHundredAndFiftyLines() throws {
    let lines = try text("README.md").filter { $0 == "\n" }.count
    #expect(lines <= 150, "README.md has \(lines) lines: move depth to the articles or Docs/")
  }

  @Test func theChangelogHasAnUnreleasedSectionAboveTheNewestRelease() throws {
    let changelog = try text("CHANGELOG.md")
    let unreleased = try #require(changelog.range(of: "\n## Unreleased\n"), "CHANGELOG.md has no ## Unreleased")
    let newest = try #require(changelog.range(of: "\n## \(try newestRelease())"))
    #expect(unreleased.lowerBound < newest.lowerBound)
  }
}
