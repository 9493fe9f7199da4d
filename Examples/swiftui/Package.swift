// swift-tools-version: 6.1
import PackageDescription

// SwiftUI code running on Linux: the seed animations written as SwiftUI views (only SwiftUI's names), hosted in
// UIHostingController and recorded with AnimaRecording (the library); an executable that renders them to GIFs with
// AnimaRender and checks each recording against the live layers; and snapshot tests with AnimaTesting's strategies.
let package = Package(
    name: "SwiftUIExamples",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "Anima", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .target(name: "SwiftUIExampleViews", dependencies: [
            .product(name: "AnimaSwiftUI", package: "Anima"),
            .product(name: "SwiftUI", package: "Anima", condition: .when(platforms: [.linux])),
            .product(name: "AnimaUIKit", package: "Anima"),
            .product(name: "Anima", package: "Anima"),
        ]),
        .executableTarget(name: "SwiftUIExamples", dependencies: [
            "SwiftUIExampleViews",
            .product(name: "Anima", package: "Anima"),
        ]),
        .testTarget(
            name: "SwiftUIExampleTests",
            dependencies: [
                "SwiftUIExampleViews",
                .product(name: "Anima", package: "Anima"),
                .product(name: "AnimaTesting", package: "Anima"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
