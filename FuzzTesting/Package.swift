// swift-tools-version: 6.0
import PackageDescription

// A separate package so the library keeps zero dependencies and its build never sees fuzzing flags.
// Build and run it with scripts/fuzz.sh; see Docs/Reliability.md.
let package = Package(
  name: "FuzzTesting",
  platforms: [.macOS(.v13)],
  // Named, because a path dependency's identity is otherwise its directory's name, which differs between clones and
  // worktrees.
  dependencies: [.package(name: "KeyboardBroadcast", path: "..")],
  targets: [
    .executableTarget(
      name: "KeyboardFuzzer",
      dependencies: [.product(name: "KeyboardBroadcast", package: "KeyboardBroadcast")],
      // libFuzzer supplies `main`; the Swift module must not.
      swiftSettings: [.unsafeFlags(["-parse-as-library"])]
    )
  ],
  swiftLanguageModes: [.v6]
)
