// swift-tools-version: 6.0
// KeyboardBroadcast is released under the MIT License; see LICENSE.
import PackageDescription

let package = Package(
  name: "KeyboardBroadcast",
  platforms: [.iOS(.v13), .macCatalyst(.v13), .tvOS(.v13), .visionOS(.v1), .macOS(.v10_15)],
  products: [
    .library(name: "KeyboardBroadcast", targets: ["KeyboardBroadcast"]),
    .library(name: "KeyboardAnimation", targets: ["KeyboardAnimation"]),
    .library(name: "KeyboardSimulation", targets: ["KeyboardSimulation"]),
  ],
  targets: [
    .target(name: "KeyboardBroadcast"),
    .target(name: "KeyboardAnimation", dependencies: ["KeyboardBroadcast"]),
    .target(name: "KeyboardSimulation", dependencies: ["KeyboardBroadcast"]),
    // Test doubles shared by the test targets; under Tests/, never part of a product.
    .target(name: "KeyboardTestSupport", dependencies: ["KeyboardBroadcast"], path: "Tests/KeyboardTestSupport"),
    .testTarget(name: "KeyboardBroadcastTests", dependencies: ["KeyboardBroadcast", "KeyboardTestSupport"]),
    .testTarget(name: "KeyboardGeometryTests", dependencies: ["KeyboardBroadcast", "KeyboardTestSupport"]),
    .testTarget(
      name: "KeyboardAnimationTests", dependencies: ["KeyboardAnimation", "KeyboardBroadcast", "KeyboardTestSupport"]),
    // The keyboard's overlap guide, followed through the simulator; UIKit-only, run by
    // scripts/test-with-uikit-stub.sh.
    .testTarget(
      name: "KeyboardOverlapGuideTests", dependencies: ["KeyboardAnimation", "KeyboardSimulation", "KeyboardBroadcast"]),
    .testTarget(
      name: "KeyboardSimulationTests", dependencies: ["KeyboardSimulation", "KeyboardBroadcast", "KeyboardTestSupport"]),
    // The app code the README and the DocC articles quote: compiled on Linux, and for iOS against Apple's SDK by
    // .ci/checks/60-ios.sh. Not a product.
    .target(
      name: "KeyboardBroadcastExamples",
      dependencies: ["KeyboardBroadcast", "KeyboardAnimation", "KeyboardSimulation"], path: "Examples"),
    // Tests the examples, and checks that the articles quote them (or these tests) exactly.
    .testTarget(
      name: "DocumentationExamplesTests",
      dependencies: [
        "KeyboardBroadcastExamples", "KeyboardBroadcast", "KeyboardAnimation", "KeyboardSimulation",
        "KeyboardTestSupport",
      ],
      resources: [.process("Traces")]
    ),
    .testTarget(name: "DelegateRegistryOwnershipTests", dependencies: ["KeyboardBroadcast"]),
    // Stress tests that are worth most under the thread and address sanitizers (.ci/checks/10-sanitizers.sh).
    .testTarget(name: "ReliabilityTests", dependencies: ["KeyboardBroadcast", "KeyboardTestSupport"]),
  ],
  swiftLanguageModes: [.v6]
)
