// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

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
        // Linux only: `import SwiftUI` resolves here (consumers add it with `condition: .when(platforms: [.linux])`).
        .library(name: "SwiftUI", targets: ["SwiftUI"]),
        .executable(name: "anima", targets: ["anima"]),
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
        .target(name: "AnimaCore", dependencies: [.product(name: "RealModule", package: "swift-numerics")]),
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
        .target(name: "AnimaRender", dependencies: [
            "AnimaCore", "CWideChar", "CZlib", "CWebP", "CPNG", "CJPEG", "CFreeType", "CHarfBuzz", "CFontconfig", "CFriBidi",
            .product(name: "RealModule", package: "swift-numerics"),
        ]),
        .target(name: "AnimaSkeleton", dependencies: ["AnimaCore"]),
        .target(name: "AnimaTransitions", dependencies: ["AnimaCore"]),
        .target(name: "AnimaPresets", dependencies: ["AnimaCore"]),
        .target(name: "AnimaExport", dependencies: ["AnimaCore"]),
        .target(name: "Anima", dependencies: [
            "AnimaCore", "AnimaFormat", "AnimaRender", "AnimaSkeleton", "AnimaTransitions", "AnimaPresets", "AnimaExport",
        ]),
        .target(name: "AnimaQuartzCore", dependencies: ["Anima"]),
        .target(name: "AnimaTesting", dependencies: [
            "Anima", "AnimaFormat", "AnimaRender", "AnimaUIKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ]),
        // UIKit's and QuartzCore's names on a virtual clock; empty where QuartzCore exists (DESIGN §3b).
        .target(name: "AnimaUIKit", dependencies: ["AnimaCore"]),
        // SwiftUI's names on AnimaUIKit's view tree and clock; empty where Darwin (and so SwiftUI) exists (DESIGN §3c).
        .target(name: "AnimaSwiftUI", dependencies: ["AnimaCore", "AnimaUIKit", "AnimaSwiftUIMacros"]),
        // `#Preview`'s compiler plugin: the plugin protocol by hand (no swift-syntax), expanding previews to nothing.
        .macro(name: "AnimaSwiftUIMacros"),
        .target(name: "SwiftUI", dependencies: ["AnimaSwiftUI"]),
        .executableTarget(name: "anima", dependencies: [
            "AnimaCore", "AnimaFormat", "AnimaRender", "AnimaSkeleton", "AnimaTransitions", "AnimaPresets", "AnimaExport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            .product(name: "Logging", package: "swift-log"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        ]),
        // Test support shared by every test target (process runner, tool checks, repository root, golden-image
        // diffing, reference curves); test targets alone depend on it, like argument-parser's ArgumentParserTestHelpers.
        .target(name: "AnimaTestSupport", dependencies: [
            "AnimaCore", "AnimaRender", .product(name: "RealModule", package: "swift-numerics"),
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
            "AnimaRender", "AnimaFormat", "AnimaCore", "AnimaTestSupport",
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
            "AnimaExport", "AnimaFormat", "AnimaRender", "AnimaCore", "AnimaPresets", "AnimaSkeleton", "AnimaTestSupport",
        ], exclude: ["__Fixtures__"]),
        .testTarget(name: "AnimaCLITests", dependencies: [
            "anima", "AnimaCore", "AnimaExport", "AnimaFormat", "AnimaRender", "AnimaPresets", "AnimaSkeleton", "AnimaTestSupport",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
            .product(name: "RealModule", package: "swift-numerics"),
        ], exclude: ["Preview/cdp_driver.py"]),
        .testTarget(name: "AnimaTestingTests", dependencies: [
            "AnimaTesting", "Anima", "AnimaUIKit", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
        .testTarget(name: "AnimaUIKitTests", dependencies: [
            "AnimaUIKit", "AnimaCore", .product(name: "RealModule", package: "swift-numerics"),
        ]),
        .testTarget(name: "AnimaSwiftUITests", dependencies: [
            .byName(name: "SwiftUI", condition: .when(platforms: [.linux])), "AnimaSwiftUI", "AnimaUIKit", "AnimaCore",
        ]),
        // The seed snippets compile in the Swift 5 language mode here; Examples/uikit builds them in Swift 6.
        .testTarget(name: "AnimaUIKitSeedTests", dependencies: ["AnimaUIKit", "AnimaCore"],
                    swiftSettings: [.swiftLanguageMode(.v5)]),
    ],
    swiftLanguageModes: [.v6]
)
