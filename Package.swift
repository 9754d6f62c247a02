// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "KeyboardBroadcast",
  platforms: [.iOS(.v13), .macCatalyst(.v13), .tvOS(.v13), .visionOS(.v1), .macOS(.v10_15)],
  products: [
    .library(name: "KeyboardBroadcast", targets: ["KeyboardBroadcast"]),
    .library(name: "KeyboardAnimation", targets: ["KeyboardAnimation"]),
  ],
  targets: [
    // Two C functions: an acquire load and a release store, so a removal mark can be read without the lock.
    .target(name: "_KeyboardBroadcastAtomics"),
    .target(name: "KeyboardBroadcast", dependencies: ["_KeyboardBroadcastAtomics"]),
    .target(name: "KeyboardAnimation", dependencies: ["KeyboardBroadcast"]),
    .executableTarget(name: "keyboard-replay", dependencies: ["KeyboardBroadcast", "KeyboardAnimation"]),
    .testTarget(name: "KeyboardBroadcastTests", dependencies: ["KeyboardBroadcast"]),
    // Stress tests that are worth most under the thread and address sanitizers (.ci/checks/10-sanitizers.sh).
    .testTarget(name: "ReliabilityTests", dependencies: ["KeyboardBroadcast"]),
  ],
  swiftLanguageModes: [.v6]
)
