// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

// `import UIKit`, `import QuartzCore`, `import CoreGraphics` and `import SwiftUI` on Linux (docs/uikit-on-linux.md,
// docs/swiftui.md): modules with those names that re-export AnimaUIKit or AnimaSwiftUI. They are declared only when
// the manifest is read on Linux, so nothing named UIKit or SwiftUI is ever built beside Apple's; on other hosts the
// same product names stand for AnimaUIKit and AnimaSwiftUI (empty on Apple platforms), so a consumer's manifest that
// adds them with `condition: .when(platforms: [.linux])` still resolves.
/// Swift settings of the targets whose loops draw and encode every frame (AnimaCore's sampling, AnimaImageFormats,
/// AnimaRender): optimised even in a debug build when Anima is the package being built, so that `swift run anima demo`
/// and the test suite do not spend minutes in unoptimised pixel loops. SwiftPM refuses unsafe flags in a package
/// fetched as a dependency, so a checkout under a `checkouts` folder (SwiftPM's and Xcode's) builds as usual.
let hotLoopSettings: [SwiftSetting] = Context.packageDirectory.contains("/checkouts/")
    ? [] : [.unsafeFlags(["-O"], .when(configuration: .debug))]

#if os(Linux)
let linuxUIKitProducts: [Product] = [
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "SwiftUI", targets: ["SwiftUI"]),
    .library(name: "Combine", targets: ["Combine"]),
]
let linuxUIKitTargets: [Target] = [
    .target(name: "CoreGraphics", dependencies: ["AnimaUIKit", "_Testing_CoreGraphics"]),
    .target(name: "QuartzCore", dependencies: ["AnimaUIKit", "CoreGraphics"]),
    .target(name: "UIKit", dependencies: ["AnimaUIKit", "QuartzCore", "CoreGraphics", "_Testing_UIKit"]),
    .target(name: "SwiftUI", dependencies: ["AnimaSwiftUI"]),
    // Linux has no Combine; SwiftUI code imports it for ObservableObject, @Published and Timer.publish.
    .target(name: "Combine", dependencies: ["AnimaCombine"]),
    // Swift Testing's cross-import overlays for CoreGraphics and UIKit, which a test file importing both Testing and
    // one of those loads; the Linux toolchain has none, so these empty stand-ins answer for them.
    .target(name: "_Testing_CoreGraphics"),
    .target(name: "_Testing_UIKit"),
    // Library-style code (Swift 5 mode, plain classes touching layers) written as for iOS, behind
    // `#if canImport(UIKit)`, checked against hand-computed presentation values.
    .testTarget(name: "UIKitCompatibilityTests", dependencies: [
        .target(name: "UIKit", condition: .when(platforms: [.linux])),
        // Listed directly too: SwiftPM does not rebuild a target when a module it sees only through another's
        // `@_exported import` changes, and stale objects against a changed class layout crash at run time.
        "AnimaUIKit", "AnimaTestSupport",
    ], swiftSettings: [.swiftLanguageMode(.v5)]),
    // SwiftUI code written as for iOS (`import SwiftUI`), hosted, recorded and checked against SwiftUI's timing.
    .testTarget(name: "AnimaSwiftUITests", dependencies: [
        "SwiftUI", "AnimaSwiftUI", "AnimaUIKit", "AnimaCore", "AnimaTestSupport",
    ]),
]
#else
let linuxUIKitProducts: [Product] = ["UIKit", "QuartzCore", "CoreGraphics"].map {
    .library(name: $0, targets: ["AnimaUIKit"])
} + [.library(name: "SwiftUI", targets: ["AnimaSwiftUI"]), .library(name: "Combine", targets: ["AnimaCombine"])]
let linuxUIKitTargets: [Target] = []
#endif

let package = Package(
    name: "Anima",
    // macOS 13, iOS 16, tvOS 16 and watchOS 9: where OSAllocatedUnfairLock (`Locked`) and Swift's `Duration` begin.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Anima", targets: ["Anima"]),
        .library(name: "AnimaQuartzCore", targets: ["AnimaQuartzCore"]),
        .library(name: "AnimaTesting", targets: ["AnimaTesting"]),
        .library(name: "AnimaUIKit", targets: ["AnimaUIKit"]),
        .library(name: "AnimaSwiftUI", targets: ["AnimaSwiftUI"]),
        .library(name: "AnimaCombine", targets: ["AnimaCombine"]),
        .executable(name: "anima", targets: ["AnimaCLI"]),
    ] + linuxUIKitProducts,
    // `anima preview` serves its page with Hummingbird on SwiftNIO, whose first build takes minutes on two cores; the
    // trait keeps that out of `swift run anima demo` and of every library (`swift run --traits Preview anima preview`).
    traits: [
        .trait(name: "Preview", description: "anima preview: the live page's HTTP server (Hummingbird on SwiftNIO)."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-numerics", from: "1.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // `anima preview` only: the HTTP server (SwiftNIO, with its header-size limits), its HTTP types, logging and
        // the signal handling that stops it cleanly.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // Builds the DocC documentation (`swift package generate-documentation`); adds no code to any product.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "AnimaCore"),
        // AnimaFormat reads all three input formats (scenes, skeleton layouts, list states), so it sits above the
        // two authoring modules whose inputs it decodes.
        .target(name: "AnimaFormat", dependencies: ["AnimaCore", "AnimaSkeleton", "AnimaTransitions"],
                resources: [.copy("anima-scene.schema.json"), .copy("anima-skeleton-layout.schema.json"),
                            .copy("anima-list-state.schema.json")]),
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        .systemLibrary(name: "CPNG", pkgConfig: "libpng", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CJPEG", pkgConfig: "libturbojpeg", providers: [.apt(["libturbojpeg0-dev"])]),
        .systemLibrary(name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz", providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFontconfig", pkgConfig: "fontconfig", providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CFriBidi", pkgConfig: "fribidi", providers: [.apt(["libfribidi-dev"])]),
        // Animated WebP output (WebPAnimEncoder lives in libwebpmux, WebPAnimDecoder in libwebpdemux).
        .systemLibrary(name: "CWebP", pkgConfig: "libwebpmux", providers: [.apt(["libwebp-dev"])]),
        // The C library's wmemset (fills of 32-bit pixels), which Swift's Glibc module does not export.
        .systemLibrary(name: "CWideChar"),
        // Image files (PNG, APNG, GIF, WebP, JPEG) and the pixel image they hold (`Canvas`), SSIM and comparison.
        .target(name: "AnimaImageFormats", dependencies: [
            "AnimaCore", "CZlib", "CWebP", "CPNG", "CJPEG", .product(name: "RealModule", package: "swift-numerics"),
        ], swiftSettings: hotLoopSettings),
        .target(name: "AnimaRender", dependencies: [
            "AnimaCore", "AnimaImageFormats", "CWideChar", "CFreeType", "CHarfBuzz", "CFontconfig", "CFriBidi",
            .product(name: "RealModule", package: "swift-numerics"),
        ], swiftSettings: hotLoopSettings),
        .target(name: "AnimaSkeleton", dependencies: ["AnimaCore"]),
        .target(name: "AnimaTransitions", dependencies: ["AnimaCore"]),
        .target(name: "AnimaPresets", dependencies: ["AnimaCore"]),
        .target(name: "AnimaExport", dependencies: ["AnimaCore"]),
        .target(name: "Anima", dependencies: [
            "AnimaCore", "AnimaFormat", "AnimaImageFormats", "AnimaRender", "AnimaSkeleton", "AnimaTransitions", "AnimaPresets", "AnimaExport",
        ]),
        // The Apple adapter: QuartzCore on Apple platforms, AnimaUIKit's same names on Linux (where its round-trip
        // test runs). Nothing an iOS app links may reach a system library (scripts/check-ios-link-deps.py).
        .target(name: "AnimaQuartzCore", dependencies: [
            "AnimaCore", "AnimaExport", .byName(name: "AnimaUIKit", condition: .when(platforms: [.linux])),
        ]),
        .target(name: "AnimaTesting", dependencies: [
            "Anima", "AnimaFormat", "AnimaRender", "AnimaUIKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // UIKit's and QuartzCore's names on a virtual clock; empty on Apple platforms, where QuartzCore exists (DESIGN §3b).
        .target(name: "AnimaUIKit", dependencies: ["AnimaCore"]),
        // SwiftUI's names on AnimaUIKit's view tree and clock; empty where Darwin (and so SwiftUI) exists (DESIGN §3c).
        .target(name: "AnimaSwiftUI", dependencies: ["AnimaCore", "AnimaUIKit", "AnimaCombine", "AnimaSwiftUIMacros"]),
        // Combine's names SwiftUI code uses (publishers, ObservableObject, @Published, the timer publisher on the
        // virtual clock); empty where Darwin (and so Combine) exists.
        .target(name: "AnimaCombine", dependencies: ["AnimaUIKit"]),
        // `#Preview`'s compiler plugin: the plugin protocol by hand (no swift-syntax), expanding previews to nothing.
        .macro(name: "AnimaSwiftUIMacros"),
        // The `anima` command; its module is AnimaCLI so that it does not collide with the library `Anima` on a
        // case-insensitive disk.
        .executableTarget(name: "AnimaCLI", dependencies: [
            "AnimaCore", "AnimaFormat", "AnimaImageFormats", "AnimaRender", "AnimaSkeleton", "AnimaTransitions",
            "AnimaPresets", "AnimaExport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Preview"])),
            .product(name: "HummingbirdCore", package: "hummingbird", condition: .when(traits: ["Preview"])),
            .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Preview"])),
            .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Preview"])),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle", condition: .when(traits: ["Preview"])),
        ]),
        // Test support shared by every test target (process runner, tool checks, repository root, golden-image
        // diffing, reference curves, the lock that keeps the suites driving AnimaUIKit's clock apart); test targets alone
        // depend on it, like argument-parser's ArgumentParserTestHelpers.
        .target(name: "AnimaTestSupport", dependencies: [
            "AnimaCore", "AnimaImageFormats", "AnimaRender", "AnimaUIKit", .product(name: "RealModule", package: "swift-numerics"),
        ], path: "Tests/AnimaTestSupport"),
        .testTarget(name: "AnimaTestSupportTests", dependencies: [
            "AnimaTestSupport", "AnimaCore", .product(name: "RealModule", package: "swift-numerics"),
        ]),
        .testTarget(name: "AnimaCoreTests", dependencies: [
            "AnimaCore", "AnimaTestSupport", .product(name: "RealModule", package: "swift-numerics"),
        ], resources: [.copy("__Fixtures__")]),
        .testTarget(name: "AnimaFormatTests", dependencies: [
            "AnimaFormat", "AnimaCore", "AnimaSkeleton", "AnimaTransitions", "AnimaTestSupport",
            .product(name: "RealModule", package: "swift-numerics"),
        ], resources: [.copy("__Fixtures__")]),
        .testTarget(name: "AnimaRenderTests", dependencies: [
            "AnimaRender", "AnimaImageFormats", "AnimaFormat", "AnimaCore", "AnimaTestSupport",
            .product(name: "RealModule", package: "swift-numerics"),
        ], exclude: ["__Fixtures__"], resources: [.copy("__Snapshots__")]),
        .testTarget(name: "AnimaSkeletonTests", dependencies: [
            "AnimaSkeleton", "AnimaCore", "AnimaTestSupport", .product(name: "RealModule", package: "swift-numerics"),
        ]),
        .testTarget(name: "AnimaTransitionsTests", dependencies: [
            "AnimaTransitions", "AnimaCore", "AnimaTestSupport", .product(name: "RealModule", package: "swift-numerics"),
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "AnimaPresetsTests", dependencies: [
            "AnimaPresets", "AnimaCore", "AnimaTestSupport", .product(name: "RealModule", package: "swift-numerics"),
        ]),
        .testTarget(name: "AnimaExportTests", dependencies: [
            "AnimaExport", "AnimaFormat", "AnimaImageFormats", "AnimaRender", "AnimaCore", "AnimaPresets", "AnimaSkeleton",
            "AnimaTestSupport",
        ], exclude: ["__Fixtures__"]),
        .testTarget(name: "AnimaCLITests", dependencies: [
            "AnimaCLI", "AnimaCore", "AnimaExport", "AnimaFormat", "AnimaImageFormats", "AnimaRender", "AnimaPresets",
            "AnimaSkeleton", "AnimaTestSupport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "RealModule", package: "swift-numerics"),
        ], exclude: ["Preview/cdp_driver.py"]),
        .testTarget(name: "AnimaTestingTests", dependencies: [
            "AnimaTesting", "Anima", "AnimaUIKit", "AnimaTestSupport",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
        // Every Swift snippet of the README and the DocC articles, compiled and run (DocumentationSnippetTests).
        .testTarget(name: "AnimaDocumentationTests", dependencies: [
            "Anima", "AnimaCore", "AnimaTesting", "AnimaUIKit", "AnimaTestSupport",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["Snippets/__Snapshots__"]),
        .testTarget(name: "AnimaUIKitTests", dependencies: [
            "AnimaUIKit", "AnimaCore", "AnimaTestSupport", .product(name: "RealModule", package: "swift-numerics"),
        ]),
        .testTarget(name: "AnimaQuartzCoreTests", dependencies: [
            "AnimaQuartzCore", "AnimaCore", "AnimaExport", "AnimaTestSupport",
            .byName(name: "AnimaUIKit", condition: .when(platforms: [.linux])),
        ]),
        // The seed snippets compile in the Swift 5 language mode here; Examples/uikit builds them in Swift 6.
        .testTarget(name: "AnimaUIKitSeedTests", dependencies: ["AnimaUIKit", "AnimaCore", "AnimaTestSupport"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ] + linuxUIKitTargets,
    swiftLanguageModes: [.v6]
)

// CI's sanitizer builds (.ci/run) name the test targets they run in ANIMA_TEST_TARGETS (comma-separated): the package
// then declares those and only what they depend on, so a sanitized build skips everything else (SwiftUI's macro and
// swift-syntax among it).
if let names = Context.environment["ANIMA_TEST_TARGETS"] {
    /// The package's own target a dependency names, if it names one.
    func localTarget(_ dependency: Target.Dependency) -> String? {
        switch dependency {
        case .targetItem(let name, _), .byNameItem(let name, _): name
        default: nil
        }
    }
    let byName = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0) })
    var kept = Set(names.split(separator: ",").map(String.init))
    var pending = Array(kept)
    while let name = pending.popLast() {
        for dependency in (byName[name]?.dependencies ?? []).compactMap(localTarget)
        where byName[dependency] != nil && kept.insert(dependency).inserted {
            pending.append(dependency)
        }
    }
    package.targets.removeAll { !kept.contains($0.name) }
    package.products.removeAll { product in
        let targets = (product as? Product.Library)?.targets ?? (product as? Product.Executable)?.targets ?? []
        return !targets.allSatisfy(kept.contains)
    }
}
