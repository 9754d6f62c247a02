// swift-tools-version: 6.0
// The keyboard-replay command-line tool, in a package of its own so that the library keeps no dependencies. Run it
// from the repository's root with `swift run --package-path Tools keyboard-replay`; see Docs/Replay.md.
import PackageDescription

let package = Package(
  name: "KeyboardReplayTool",
  platforms: [.macOS(.v13)],
  dependencies: [
    // Named, because a path dependency is otherwise known by its folder's name, which differs between clones.
    .package(name: "KeyboardBroadcast", path: ".."),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    // The tool's logic, in a library so that its tests need no process.
    .target(
      name: "KeyboardReplay",
      dependencies: [
        .product(name: "KeyboardBroadcast", package: "KeyboardBroadcast"),
        .product(name: "KeyboardAnimation", package: "KeyboardBroadcast"),
        .product(name: "KeyboardSimulation", package: "KeyboardBroadcast"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .executableTarget(name: "keyboard-replay", dependencies: ["KeyboardReplay"]),
    .testTarget(name: "KeyboardReplayTests", dependencies: ["KeyboardReplay"], exclude: ["Fixtures"]),
  ],
  swiftLanguageModes: [.v6]
)
