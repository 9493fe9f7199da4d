/// Writes canvases as PNG (8-bit RGBA, or RGB when every pixel is opaque; straight alpha; not interlaced).
///
/// Filters: each row takes whichever of None, Sub, Up and Paeth gives the smallest sum of absolute signed bytes
/// (libpng's default heuristic). Flat UI rows pick None or Up, gradient rows pick Sub or Paeth; the choice depends
/// only on the pixels, so output is deterministic. Average is left out: it rarely wins on UI content.
public struct PNGEncoder: Sendable {
    /// zlib level 0…9; 6 is zlib's default balance, 1 is for quick previews.
    public var compressionLevel: Int

    /// Creates an encoder at a zlib compression level (clamped to 0…9).
    public init(compressionLevel: Int = 6) { self.compressionLevel = Swift.min(Swift.max(compressionLevel, 0), 9) }

    /// The PNG file for `canvas`.
    public func encode(_ canvas: Canvas) throws(RenderError) -> [UInt8] {
        let rgba = canvas.straightRGBA()
        let opaque = canvas.pixels.allSatisfy { $0 >> 24 == 255 }
        return try encode(rgba: rgba, width: canvas.width, height: canvas.height, dropAlpha: opaque)
    }

    /// The PNG file for straight RGBA bytes; `dropAlpha` writes RGB (only correct when all alpha is 255).
    func encode(rgba: [UInt8], width: Int, height: Int, dropAlpha: Bool) throws(RenderError) -> [UInt8] {
        let raw = PNGEncoder.filteredScanlines(rgba: rgba, width: width, height: height, dropAlpha: dropAlpha)
        var png = PNGEncoder.signature
        var ihdr: [UInt8] = []
        PNGEncoder.appendBE(UInt32(width), to: &ihdr)
        PNGEncoder.appendBE(UInt32(height), to: &ihdr)
        ihdr += [8, dropAlpha ? 2 : 6, 0, 0, 0]
        PNGEncoder.appendChunk("IHDR", ihdr, to: &png)
        PNGEncoder.appendChunk("IDAT", try Deflater.compress(raw, level: Int32(compressionLevel)), to: &png)
        PNGEncoder.appendChunk("IEND", [], to: &png)
        return png
    }

    /// The eight bytes every PNG (and APNG) file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Straight RGBA rows as PNG scanlines (a filter byte, then the filtered row), ready for zlib.
    static func filteredScanlines(rgba: [UInt8], width: Int, height: Int, dropAlpha: Bool) -> [UInt8] {
        let bpp = dropAlpha ? 3 : 4
        let stride = width * bpp
        var raw = [UInt8](repeating: 0, count: height * (stride + 1))
        var prev = [UInt8](repeating: 0, count: stride)
        var cur = [UInt8](repeating: 0, count: stride)
        var candidate = [UInt8](repeating: 0, count: stride)
        var best = [UInt8](repeating: 0, count: stride)
        for y in 0..<height {
            for x in 0..<width {
                let s = (y * width + x) * 4, d = x * bpp
                cur[d] = rgba[s]; cur[d + 1] = rgba[s + 1]; cur[d + 2] = rgba[s + 2]
                if !dropAlpha { cur[d + 3] = rgba[s + 3] }
            }
            var bestType: UInt8 = 0
            var bestScore = Int.max
            for type: UInt8 in [0, 1, 2, 4] {
                let score = PNGEncoder.filter(type, cur, prev, bpp: bpp, into: &candidate)
                if score < bestScore { bestScore = score; bestType = type; swap(&best, &candidate) }
            }
            let o = y * (stride + 1)
            raw[o] = bestType
            raw.withUnsafeMutableBufferPointer { r in
                best.withUnsafeBufferPointer { b in
                    for i in 0..<stride { r[o + 1 + i] = b[i] }
                }
            }
            swap(&prev, &cur)
        }
        return raw
    }

    /// Applies filter `type` to a row; returns the sum of |signed byte| as the heuristic score.
    private static func filter(_ type: UInt8, _ cur: [UInt8], _ prev: [UInt8], bpp: Int, into out: inout [UInt8]) -> Int {
        var score = 0
        cur.withUnsafeBufferPointer { c in
            prev.withUnsafeBufferPointer { p in
                out.withUnsafeMutableBufferPointer { o in
                    for i in 0..<c.count {
                        let a = i >= bpp ? c[i - bpp] : 0
                        let b = p[i]
                        let v: UInt8
                        switch type {
                        case 1: v = c[i] &- a
                        case 2: v = c[i] &- b
                        case 4: v = c[i] &- paeth(a, b, i >= bpp ? p[i - bpp] : 0)
                        default: v = c[i]
                        }
                        o[i] = v
                        score += v < 128 ? Int(v) : 256 - Int(v)
                    }
                }
            }
        }
        return score
    }

    @inline(__always) static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    static func appendBE(_ v: UInt32, to out: inout [UInt8]) {
        out += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    static func appendChunk(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        appendBE(UInt32(data.count), to: &out)
        let start = out.count
        out += Array(type.utf8)
        out += data
        appendBE(Deflater.crc32(out[start...]), to: &out)
    }
}
