/// Writes canvases as PNG (8-bit RGBA, or RGB when every pixel is opaque; straight alpha; not interlaced).
///
/// Filters: each row takes whichever of None, Sub, Up and Paeth gives the smallest sum of absolute signed bytes
/// (libpng's default heuristic). Flat UI rows pick None or Up, gradient rows pick Sub or Paeth; the choice depends
/// only on the pixels, so output is deterministic. Average is left out: it rarely wins on UI content.
public struct PNGEncoder: Sendable {
    /// zlib level 0…9; 6 is zlib's default balance, 1 is for quick previews.
    public var compressionLevel: Int
    /// Whether each row tries four filters and keeps the smallest (the default); when false every row uses Up, one
    /// pass instead of four trials, for frames drawn while someone waits (the preview), at some cost in size.
    public var choosesFilterPerRow: Bool

    /// Creates an encoder at a zlib compression level (clamped to 0…9) that chooses filters per row.
    public init(compressionLevel: Int = 6) { self.init(compressionLevel: compressionLevel, choosesFilterPerRow: true) }

    /// Creates an encoder at a zlib compression level (clamped to 0…9), choosing filters per row or using Up.
    public init(compressionLevel: Int, choosesFilterPerRow: Bool) {
        self.compressionLevel = Swift.min(Swift.max(compressionLevel, 0), 9)
        self.choosesFilterPerRow = choosesFilterPerRow
    }

    /// The PNG file for `canvas`.
    public func encode(_ canvas: Canvas) throws(ImageFormatError) -> [UInt8] {
        let rgba = canvas.straightRGBA()
        let opaque = canvas.pixels.allSatisfy { $0 >> 24 == 255 }
        return try encode(rgba: rgba, width: canvas.width, height: canvas.height, dropAlpha: opaque)
    }

    /// The PNG file for straight RGBA bytes; `dropAlpha` writes RGB (only correct when all alpha is 255).
    func encode(rgba: [UInt8], width: Int, height: Int, dropAlpha: Bool) throws(ImageFormatError) -> [UInt8] {
        let raw = PNGEncoder.filteredScanlines(rgba: rgba, width: width, height: height, dropAlpha: dropAlpha,
                                               filters: choosesFilterPerRow ? [0, 1, 2, 4] : [2])
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
    ///
    /// Works on raw buffers, one loop per filter: the preview draws frames on request, and array subscripts and a
    /// per-byte switch made this the largest cost of a frame in debug builds (about 15× the drawing itself).
    /// `filters` are the filter types tried on each row, in order (the first of equal scores wins).
    static func filteredScanlines(rgba: [UInt8], width: Int, height: Int, dropAlpha: Bool,
                                  filters: [UInt8] = [0, 1, 2, 4]) -> [UInt8] {
        let bpp = dropAlpha ? 3 : 4
        let stride = width * bpp
        var raw = [UInt8](repeating: 0, count: height * (stride + 1))
        var rows = [UInt8](repeating: 0, count: 2 * stride)  // the previous row, then the current one
        var candidate = [UInt8](repeating: 0, count: stride)
        var best = [UInt8](repeating: 0, count: stride)
        rgba.withUnsafeBufferPointer { source in
            raw.withUnsafeMutableBufferPointer { r in
                rows.withUnsafeMutableBufferPointer { rowPair in
                    candidate.withUnsafeMutableBufferPointer { c in
                        best.withUnsafeMutableBufferPointer { b in
                            guard let s = source.baseAddress, let out = r.baseAddress, let pair = rowPair.baseAddress,
                                  var work = c.baseAddress, var kept = b.baseAddress else { return }
                            var prev = pair, cur = pair + stride
                            for y in 0..<height {
                                copyRow(s + y * width * 4, width: width, dropAlpha: dropAlpha, into: cur)
                                var bestType: UInt8 = 0
                                var bestScore = Int.max
                                for type in filters {
                                    let score = filter(type, cur, prev, count: stride, bpp: bpp, into: work,
                                                       scoring: filters.count > 1)
                                    if score < bestScore { bestScore = score; bestType = type; swap(&work, &kept) }
                                }
                                let o = out + y * (stride + 1)
                                o[0] = bestType
                                (o + 1).update(from: kept, count: stride)
                                swap(&prev, &cur)
                            }
                        }
                    }
                }
            }
        }
        return raw
    }

    /// One row of straight RGBA into `row`, without the alpha bytes when `dropAlpha`.
    private static func copyRow(_ source: UnsafePointer<UInt8>, width: Int, dropAlpha: Bool, into row: UnsafeMutablePointer<UInt8>) {
        guard dropAlpha else {
            row.update(from: source, count: width * 4)
            return
        }
        var s = source, d = row
        for _ in 0..<width {
            d[0] = s[0]; d[1] = s[1]; d[2] = s[2]
            s += 4; d += 3
        }
    }

    /// Applies filter `type` to a row; returns the sum of |signed byte| as the heuristic score (0 unless `scoring`).
    private static func filter(_ type: UInt8, _ c: UnsafeMutablePointer<UInt8>, _ p: UnsafeMutablePointer<UInt8>,
                               count: Int, bpp: Int, into o: UnsafeMutablePointer<UInt8>, scoring: Bool) -> Int {
        switch type {
        case 1:
            for i in 0..<count { o[i] = i >= bpp ? c[i] &- c[i - bpp] : c[i] }
        case 2:
            for i in 0..<count { o[i] = c[i] &- p[i] }
        case 4:
            for i in 0..<Swift.min(bpp, count) { o[i] = c[i] &- p[i] }  // a = c = 0 on the left edge: Paeth picks b
            if count > bpp {
                for i in bpp..<count { o[i] = c[i] &- paeth(c[i - bpp], p[i], p[i - bpp]) }
            }
        default:
            o.update(from: c, count: count)
        }
        guard scoring else { return 0 }
        var score = 0
        for i in 0..<count {
            let v = o[i]
            score += v < 128 ? Int(v) : 256 - Int(v)
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
