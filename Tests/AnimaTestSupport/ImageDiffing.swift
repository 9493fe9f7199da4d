import AnimaImageFormats
import AnimaRender
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
    /// artifact paints those pixels magenta over a greyed copy of the reference. The comparison is AnimaRender's
    /// `ImageDifference`, the one AnimaTesting's snapshot strategies use.
    package static func pixels(channelTolerance: Int, share: Double) -> Diffing {
        Diffing { reference, actual in
            let tolerance = PixelTolerance(precision: 1 - share, channel: Double(channelTolerance) / 255)
            guard let difference = ImageDifference(reference: reference.bytes, actual: actual.bytes, width: reference.width,
                                                   height: reference.height, tolerance: tolerance),
                  reference.width == actual.width, reference.height == actual.height else {
                return ("size \(actual.width)×\(actual.height), expected \(reference.width)×\(reference.height)", nil)
            }
            guard !difference.isWithinTolerance else { return nil }
            let artifact = RGBAImage(width: reference.width, height: reference.height,
                                     bytes: difference.highlightedRGBA(over: reference.bytes))
            return ("\(difference.differingPixelCount) pixels differ by more than \(channelTolerance) "
                + "(worst \(difference.largestChannelDifference))", artifact)
        }
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
