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

    /// The width and height in pixels that the header states (PNG IHDR, or the first JPEG SOF marker), nil when the
    /// bytes are neither or the header is cut short. Reading the header is not decoding: core stays free of codecs.
    public var pixelSize: (width: Int, height: Int)? {
        func be16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return (be16(16) << 16 | be16(18), be16(20) << 16 | be16(22))
        }
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var i = 2
        while i + 9 < bytes.count {
            guard bytes[i] == 0xFF else { return nil }
            let marker = bytes[i + 1]
            // SOF0…SOF15 carry the size; C4 (DHT), C8 (JPG) and CC (DAC) share the range but are not frames.
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                return (be16(i + 7), be16(i + 5))
            }
            i += 2 + be16(i + 2)
        }
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
