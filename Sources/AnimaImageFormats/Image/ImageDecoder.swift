import AnimaCore

/// Decodes a layer's `contents` (PNG through libpng, JPEG through libjpeg-turbo) into a premultiplied sRGB canvas.
///
/// The header is read first and the declared size checked against the limits, so a file that claims to be
/// 20000×20000 is refused before its pixels are allocated. Decoding happens once per scene (see `ContentStore`),
/// never per frame.
public enum ImageDecoder {
    /// The widest or tallest image accepted, in pixels.
    public static let maxDimension = ContentLimits.maxImageDimension
    /// The most pixels one image may hold (32 Mpx, 128 MiB of RGBA).
    public static let maxPixelCount = ContentLimits.maxImagePixelCount

    /// The image `bytes` hold, recognised by its signature.
    public static func decode(_ bytes: [UInt8]) throws(ImageError) -> Canvas {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return try PNGImageReader.decode(bytes) }
        if bytes.starts(with: [0xFF, 0xD8]) { return try JPEGImageReader.decode(bytes) }
        throw .unrecognizedFormat
    }

    /// Checks a declared size against the limits without allocating anything.
    static func checkSize(width: Int, height: Int) throws(ImageError) {
        guard width >= 1, height >= 1 else { throw .tooLarge(width: width, height: height, reason: "empty image") }
        guard width <= maxDimension, height <= maxDimension else {
            throw .tooLarge(width: width, height: height, reason: "each side is limited to \(maxDimension) pixels")
        }
        guard width * height <= maxPixelCount else {
            throw .tooLarge(width: width, height: height, reason: "limited to \(maxPixelCount / (1024 * 1024)) Mpx")
        }
    }

    /// A canvas from straight RGBA bytes (4 per pixel, row by row), premultiplied as `Canvas` stores colour.
    static func premultiplied(width: Int, height: Int, straightRGBA bytes: [UInt8]) -> Canvas {
        var canvas = Canvas(unchecked: PixelRect(x: 0, y: 0, width: width, height: height))
        canvas.pixels.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { b in
                for i in 0..<out.count {
                    let a = UInt32(b[4 * i + 3])
                    func pm(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
                    out[i] = pm(b[4 * i]) | pm(b[4 * i + 1]) << 8 | pm(b[4 * i + 2]) << 16 | a << 24
                }
            }
        }
        return canvas
    }
}
