import Foundation
import Testing

/// An image as straight (not premultiplied) RGBA bytes, row by row: what the golden comparison reads.
package struct RGBAImage: Sendable, Equatable {
    /// Size in pixels.
    package var width, height: Int
    /// 4 · width · height bytes.
    package var bytes: [UInt8]

    /// An image of the given size and bytes.
    package init(width: Int, height: Int, bytes: [UInt8]) {
        (self.width, self.height, self.bytes) = (width, height, bytes)
    }

    /// The image as a binary PAM file (Netpbm `P7`, RGB_ALPHA), which ImageMagick and most viewers open.
    package var pam: Data {
        Data("P7\nWIDTH \(width)\nHEIGHT \(height)\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n".utf8) + Data(bytes)
    }
}

/// How two values of a kind are compared in a golden test, after swift-snapshot-testing's `Diffing`: `compare`
/// returns nil when they match, else a failure message and an artifact showing the difference.
package struct Diffing<Value>: Sendable {
    /// nil when `actual` matches `reference`; otherwise what differs, and an artifact to look at.
    package var compare: @Sendable (_ reference: Value, _ actual: Value) -> (message: String, artifact: Value?)?

    /// A comparison made of `compare`.
    package init(compare: @escaping @Sendable (_ reference: Value, _ actual: Value) -> (message: String, artifact: Value?)?) {
        self.compare = compare
    }
}

extension Diffing where Value == RGBAImage {
    /// Decoded pixels agree when at most `share` of them differ by more than `channelTolerance` on some channel; the
    /// artifact paints those pixels red over a faded copy of the actual image.
    package static func pixels(channelTolerance: Int, share: Double) -> Diffing {
        Diffing { reference, actual in
            guard reference.width == actual.width, reference.height == actual.height else {
                return ("size \(actual.width)×\(actual.height), expected \(reference.width)×\(reference.height)", nil)
            }
            let (over, worst, artifact) = differences(reference, actual, channelTolerance: channelTolerance)
            guard Double(over) > Double(reference.width * reference.height) * share else { return nil }
            return ("\(over) pixels differ by more than \(channelTolerance) (worst \(worst))", artifact)
        }
    }

    /// How many pixels differ by more than `channelTolerance`, the largest channel difference, and the artifact.
    private static func differences(_ reference: RGBAImage, _ actual: RGBAImage,
                                    channelTolerance: Int) -> (over: Int, worst: Int, artifact: RGBAImage) {
        var over = 0, worst = 0
        var artifact = actual
        for p in 0..<(reference.width * reference.height) {
            var d = 0
            for c in 0..<4 {
                let a = Int(reference.bytes[4 * p + c]), b = Int(actual.bytes[4 * p + c])
                d = Swift.max(d, Swift.abs(a - b))
            }
            worst = Swift.max(worst, d)
            if d > channelTolerance {
                over += 1
                artifact.bytes.replaceSubrange((4 * p)..<(4 * p + 4), with: [255, 0, 0, 255])
            } else {
                artifact.bytes[4 * p + 3] /= 4
            }
        }
        return (over, worst, artifact)
    }
}

/// Records an issue at the caller when `actual` does not match `reference` under `diffing`, and writes the artifact
/// (as `name.pam`, in `ANIMA_ARTIFACTS_DIR` or a temporary folder) so that a person can look at the difference.
package func expectMatch(_ actual: RGBAImage, _ reference: RGBAImage, as diffing: Diffing<RGBAImage>, named name: String,
                         sourceLocation: SourceLocation = #_sourceLocation) {
    guard let (message, artifact) = diffing.compare(reference, actual) else { return }
    var where_ = ""
    if let artifact {
        let folder = ProcessInfo.processInfo.environment["ANIMA_ARTIFACTS_DIR"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory
        let url = folder.appendingPathComponent("\(name).diff.pam")
        if (try? artifact.pam.write(to: url)) != nil { where_ = "; difference image: \(url.path)" }
    }
    Issue.record("\(name): \(message)\(where_)", sourceLocation: sourceLocation)
}
