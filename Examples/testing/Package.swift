// swift-tools-version: 6.1
// A team's test package, as it would be written outside this repository: it depends on Anima (here by path) and
// on swift-snapshot-testing, and tests its animations with AnimaTesting's strategies and checks.
import PackageDescription

let package = Package(
    name: "AnimaTestingExample",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(name: "Anima", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .testTarget(
            name: "AnimationTests",
            dependencies: [
                .product(name: "Anima", package: "Anima"),
                .product(name: "AnimaTesting", package: "Anima"),
                .product(name: "AnimaUIKit", package: "Anima"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
