/// A layer's `contents` image as data: the encoded file (PNG or JPEG) and where it came from.
///
/// Core never decodes it (no image library here); the renderer decodes it once when a scene is prepared, and
/// exporters embed or reference the bytes.
public struct ImageContents: Sendable, Hashable {
    /// The encoded image, exactly as read from the file or the `data:` URI.
    public var bytes: [UInt8]
    /// Where the image came from, as the scene file wrote it: a relative path, or `data:` for an embedded one.
    public var source: String

    /// Creates image contents from encoded bytes.
    public init(bytes: [UInt8], source: String) { self.bytes = bytes; self.source = source }

    /// The MIME type the bytes' signature shows: `image/png`, `image/jpeg`, or nil when neither.
    public var mediaType: String? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "image/png" }
        if bytes.starts(with: [0xFF, 0xD8]) { return "image/jpeg" }
        return nil
    }

    /// Equal images have equal bytes; the source is only a label.
    public static func == (a: ImageContents, b: ImageContents) -> Bool { a.bytes == b.bytes }

    /// Hashes the byte count and a sample, so hashing a large image stays cheap (equal images still hash equal).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bytes.count)
        for i in stride(from: 0, to: bytes.count, by: Swift.max(bytes.count / 64, 1)) { hasher.combine(bytes[i]) }
    }
}
