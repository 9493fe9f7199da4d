// swift-tools-version: 6.1
import PackageDescription

// UIKit code running unchanged on Linux: the seed snippets (shared with the main package's AnimaUIKitSeedTests
// through the `Seeds` symlink) recorded with AnimaUIKit and rendered to GIFs with AnimaRender.
let package = Package(
    name: "UIKitExamples",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Anima", path: "../..")],
    targets: [
        .executableTarget(name: "UIKitExamples", dependencies: [
            .product(name: "AnimaUIKit", package: "Anima"),
            .product(name: "Anima", package: "Anima"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
