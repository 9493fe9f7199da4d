// swift-tools-version: 6.1
// Coverage-guided fuzzing harnesses for Anima's input readers (libFuzzer). Users never build this package:
// `Fuzz/run.sh SECONDS` builds it with `-sanitize=fuzzer,address` (one flag: see run.sh) and runs every harness.
import PackageDescription

/// One executable per reader; each exports `LLVMFuzzerTestOneInput` and gets its `main` from libFuzzer.
let harnesses = [
    "FuzzJSON", "FuzzScene", "FuzzSkeleton", "FuzzListState", "FuzzSVGPath", "FuzzPNG", "FuzzRender",
    "FuzzGIF", "FuzzJPEG", "FuzzText", "FuzzGrammar",
]

let package = Package(
    name: "AnimaFuzz",
    dependencies: [.package(name: "Anima", path: "..")],
    targets: [
        .target(name: "FuzzSupport", dependencies: [.product(name: "Anima", package: "Anima")]),
    ] + harnesses.map { name in
        .executableTarget(name: name, dependencies: ["FuzzSupport", .product(name: "Anima", package: "Anima")])
    } + [
        // UIKit calls on the virtual clock against their recording (Linux only: AnimaUIKit is empty on Apple systems).
        .executableTarget(name: "FuzzUIKit", dependencies: [
            "FuzzSupport", .product(name: "Anima", package: "Anima"), .product(name: "AnimaUIKit", package: "Anima"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
