#if !canImport(Darwin)
import AnimaCore
import Foundation

/// A bitmap image, as CoreGraphics' `CGImage`: here the encoded PNG or JPEG bytes and the size their header states
/// (the renderer decodes them once per scene).
public final class CGImage: Sendable, Hashable {
    /// The encoded image as AnimaCore's layer contents.
    let contents: ImageContents
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int

    /// The image in `bytes` (PNG or JPEG), nil when the header shows neither or no size.
    init?(encoded bytes: [UInt8], source: String) {
        let contents = ImageContents(bytes: bytes, source: source)
        guard let size = contents.pixelSize, size.width > 0, size.height > 0 else { return nil }
        self.contents = contents
        width = size.width
        height = size.height
    }

    /// Images with the same bytes are equal.
    public static func == (a: CGImage, b: CGImage) -> Bool { a.contents == b.contents }

    /// Hashes the encoded bytes.
    public func hash(into hasher: inout Hasher) { hasher.combine(contents) }
}
#endif
