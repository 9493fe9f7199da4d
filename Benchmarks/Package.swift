// swift-tools-version: 6.1
// Benchmarks live in their own package so package-benchmark and its malloc interposer never become
// dependencies of Anima itself. Run: swift package benchmark (see README.md in this folder).
import PackageDescription

/// One entry per benchmark suite. Each is an executable target in Benchmarks/<name>/ that defines
/// `let benchmarks = { ... }`; adding a suite is adding its name here (and its folder).
let suites = [
    "TimingBenchmarks",
    "SamplingBenchmarks",
    "DiffBenchmarks",
    "SkeletonBenchmarks",
    "RenderBenchmarks",
    "TestingBenchmarks",
    "UIKitBenchmarks",
    "ScalingBenchmarks",
]

/// The suites that use BenchmarkSupport: thread CPU time per iteration (a custom metric that load on the machine
/// barely moves) and the layer-grid scene.
let supportedSuites: Set = ["TimingBenchmarks", "SamplingBenchmarks", "ScalingBenchmarks", "RenderBenchmarks"]

let package = Package(
    name: "AnimaBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // The explicit trait list leaves out RuntimeInterposer, whose extra package is not needed on Linux
        // (and is unavailable offline); MallocInterposer supplies the malloc counters.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
        // Named so the identity does not depend on the name of the checkout's folder.
        .package(name: "Anima", path: ".."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: suites.map { suite in
        .executableTarget(
            name: suite,
            dependencies: [
                .product(name: "Anima", package: "Anima"),
                .product(name: "Benchmark", package: "benchmark"),
            ] + (suite == "RenderBenchmarks" ? ["CCairo", "CRlottie"] : [])
              + (suite == "TestingBenchmarks" ? [
                  .product(name: "AnimaTesting", package: "Anima"),
                  .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
              ] : [])
              + (suite == "UIKitBenchmarks" ? [.product(name: "AnimaUIKit", package: "Anima")] : [])
              + (supportedSuites.contains(suite) ? ["BenchmarkSupport"] : []),
            path: "Benchmarks/\(suite)",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        )
    } + [
        // Per-iteration thread CPU time as a custom metric (ThreadClock.swift) and the layer-grid scene.
        .target(name: "BenchmarkSupport", dependencies: [.product(name: "Anima", package: "Anima"),
                                                         .product(name: "Benchmark", package: "benchmark")],
                path: "Benchmarks/BenchmarkSupport"),
        // Cairo, only as the reference RenderBenchmarks times the rasterizer against (Debian: libcairo2-dev).
        .systemLibrary(name: "CCairo", path: "Benchmarks/CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // rlottie, only as the Lottie player RenderBenchmarks times whole animations against (Debian: librlottie-dev).
        .systemLibrary(name: "CRlottie", path: "Benchmarks/CRlottie", pkgConfig: "rlottie", providers: [.apt(["librlottie-dev"])]),
    ],
    swiftLanguageModes: [.v6]
)
