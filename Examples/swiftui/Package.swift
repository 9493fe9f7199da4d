// swift-tools-version: 6.1
import PackageDescription

// SwiftUI code running on Linux: the seed animations written as SwiftUI views (only SwiftUI's names), hosted in
// UIHostingController, recorded with AnimaRecording and rendered to GIFs with AnimaRender.
let package = Package(
    name: "SwiftUIExamples",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "Anima", path: "../..")],
    targets: [
        .executableTarget(name: "SwiftUIExamples", dependencies: [
            .product(name: "AnimaSwiftUI", package: "Anima"),
            .product(name: "SwiftUI", package: "Anima", condition: .when(platforms: [.linux])),
            .product(name: "AnimaUIKit", package: "Anima"),
            .product(name: "Anima", package: "Anima"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
