// swift-tools-version: 6.1
// A package of its own, so that the library keeps zero dependencies. Run from the repository root with
// `swift package --package-path Benchmarks benchmark`; see Docs/Benchmarks.md.
import PackageDescription

let package = Package(
  name: "KeyboardBroadcastBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    // Named, because a path dependency is otherwise known by its folder's name, which differs between clones.
    .package(name: "KeyboardBroadcast", path: ".."),
    // package-benchmark, renamed. With Swift 6.3 on Linux its default traits also pull in a runtime interposer
    // that the wall clock and malloc metrics do not need; naming the one trait keeps it out.
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "KeyboardBroadcastBenchmarks",
      dependencies: [
        .product(name: "KeyboardBroadcast", package: "KeyboardBroadcast"),
        // For the keyboard overlap guide's benchmarks, which build only with the UIKit stand-ins.
        .product(name: "KeyboardAnimation", package: "KeyboardBroadcast"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/KeyboardBroadcastBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
  ],
  swiftLanguageModes: [.v6]
)
