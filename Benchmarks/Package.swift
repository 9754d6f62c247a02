// swift-tools-version: 6.1
// A package of its own, so that the library keeps zero dependencies. Run from the repository root with
// `swift package --package-path Benchmarks benchmark`; see Docs/Benchmarks.md.
import PackageDescription

let package = Package(
  name: "KeyboardBroadcastBenchmarks",
  platforms: [.macOS(.v13)],
  dependencies: [
    .package(name: "KeyboardBroadcast", path: ".."),
    // On Linux with Swift 6.3 the default traits also pull in a runtime interposer that is not needed for the
    // wall clock and malloc metrics; naming the trait keeps the dependency graph to what these benchmarks use.
    .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "KeyboardBroadcastBenchmarks",
      dependencies: [
        // By product name: a path dependency's package identity is its folder's name, which differs between clones.
        .product(name: "KeyboardBroadcast", package: "KeyboardBroadcast"),
        .product(name: "Benchmark", package: "package-benchmark"),
      ],
      path: "Benchmarks/KeyboardBroadcastBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
    )
  ],
  swiftLanguageModes: [.v6]
)
