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
            // The library-style examples (Library/) start with `import UIKit`, as written for iOS.
            .product(name: "UIKit", package: "Anima", condition: .when(platforms: [.linux])),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
