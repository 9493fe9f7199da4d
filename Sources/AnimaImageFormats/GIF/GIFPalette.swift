/// One GIF colour table (at most 255 colours, so index `count` is always free for transparency) and the mapping of
/// 24-bit colours onto it: exact where the colour is in the table, else the nearest entry, optionally with ordered
/// dithering. Results are cached per colour (and per dither cell), so a frame maps in one hash lookup per run.
struct GIFPalette {
    /// The colours, 0xBBGGRR.
    let colors: [UInt32]
    /// Bits per index in the file: room for the colours and the transparent index.
    let bits: Int
    /// How far ordered dithering moves a colour before it is mapped (0: no dithering).
    let ditherSpread: Int
    private var lookup: ColorHistogram
    private var cache: ColorHistogram
    /// Palette indices sorted by green, so a search within a bound reads only the entries whose green is close.
    private let byGreen: [UInt8]
    /// The colour `index` mapped last without dithering, and its index (colours come in runs).
    private var lastColor = UInt32.max, lastIndex: UInt8 = 0

    /// A table of `colors` (at most 255; an empty list becomes black).
    init(_ colors: [UInt32], ditherSpread: Int = 0) {
        let table = colors.isEmpty ? [0] : Array(colors.prefix(255))
        self.colors = table
        self.ditherSpread = ditherSpread
        bits = GIFPalette.tableBits(table.count + 1)
        lookup = ColorHistogram(capacity: table.count)
        for (i, c) in table.enumerated() where lookup.value(c) == nil { lookup.set(c, Int32(i)) }
        cache = ColorHistogram(capacity: 1 << 14)
        byGreen = table.indices.sorted { ((table[$0] >> 8) & 0xFF, $0) < ((table[$1] >> 8) & 0xFF, $1) }.map { UInt8($0) }
    }

    /// The same colours with another dither spread.
    func dithering(_ spread: Int) -> GIFPalette { GIFPalette(colors, ditherSpread: spread) }

    /// The index GIF readers treat as transparent.
    var transparentIndex: UInt8 { UInt8(colors.count) }

    /// The index of exactly `rgb`, if the table has it.
    @inline(__always) func exactIndex(_ rgb: UInt32) -> UInt8? { lookup.value(rgb).map { UInt8($0) } }

    /// The index for `rgb` at pixel (`x`, `y`): exact when present, else nearest (after the dither offset).
    @inline(__always) mutating func index(_ rgb: UInt32, x: Int, y: Int) -> UInt8 {
        if ditherSpread == 0 {
            if rgb != lastColor { lastColor = rgb; lastIndex = undithered(rgb) }
            return lastIndex
        }
        if let i = lookup.value(rgb) { return UInt8(i) }
        let cell = UInt32((y & 7) << 3 | (x & 7))
        return cached(rgb | cell << 24, nearestTo: dithered(rgb, cell: Int(cell)))
    }

    /// The index of the entry nearest to `rgb` (exact when present), cached like `index`; for a table without
    /// dithering (a dithered table caches other indices under the same keys).
    mutating func nearestIndex(_ rgb: UInt32) -> UInt8 { undithered(rgb) }

    /// The index for `rgb` without dithering: exact when present, else nearest.
    private mutating func undithered(_ rgb: UInt32) -> UInt8 {
        if let i = lookup.value(rgb) { return UInt8(i) }
        return cached(rgb, nearestTo: rgb)
    }

    /// The index cached under `key`, else the entry nearest to `rgb`, cached under it (a full cache just stops
    /// caching).
    @inline(__always) private mutating func cached(_ key: UInt32, nearestTo rgb: UInt32) -> UInt8 {
        if let i = cache.value(key) { return UInt8(i) }
        let i = MedianCutQuantizer.nearest(rgb, in: colors)
        cache.set(key, Int32(i))
        return UInt8(i)
    }

    /// `rgb` moved by the Bayer threshold of its cell, −spread/2 … +spread/2 on every channel.
    private func dithered(_ rgb: UInt32, cell: Int) -> UInt32 {
        let offset = (Int(GIFPalette.bayer[cell]) * 2 - 63) * ditherSpread / 128
        func ch(_ shift: UInt32) -> UInt32 { UInt32(Swift.min(Swift.max(Int((rgb >> shift) & 0xFF) + offset, 0), 255)) }
        return ch(0) | ch(8) << 8 | ch(16) << 16
    }

    /// The 8×8 Bayer matrix, 0…63, row by row.
    private static let bayer: [UInt8] = [
        0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26,
        12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25,
        15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
    ]

    /// Appends to `out` every palette index whose colour is within `bound` of `rgb` on each channel, nearest first
    /// (ties by index), at most `limit` of them.
    func appendIndices(within bound: Int, of rgb: UInt32, limit: Int, to out: inout [UInt8]) {
        guard limit > 0 else { return }
        let green = Int((rgb >> 8) & 0xFF)
        // The first entry whose green is at least green − bound (binary search), then on while green is within.
        var lo = 0, hi = byGreen.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int((colors[Int(byGreen[mid])] >> 8) & 0xFF) < green - bound { lo = mid + 1 } else { hi = mid }
        }
        // The nearest `limit` so far, kept sorted by (distance, index): an insertion into a short list.
        withUnsafeTemporaryAllocation(of: (d: Int, i: Int).self, capacity: limit) { nearest in
            var count = 0
            for k in lo..<byGreen.count {
                let i = Int(byGreen[k]), c = colors[i]
                if Int((c >> 8) & 0xFF) > green + bound { break }
                guard GIFPalette.channelDistance(rgb, c) <= bound else { continue }
                let entry = (d: GIFPalette.weightedDistance(rgb, c), i: i)
                var j = Swift.min(count, limit - 1)
                guard count < limit || (entry.d, entry.i) < (nearest[j].d, nearest[j].i) else { continue }
                while j > 0 && (entry.d, entry.i) < (nearest[j - 1].d, nearest[j - 1].i) { nearest[j] = nearest[j - 1]; j -= 1 }
                nearest[j] = entry
                count = Swift.min(count + 1, limit)
            }
            for n in 0..<count { out.append(UInt8(nearest[n].i)) }
        }
    }

    /// The largest difference on any one channel.
    @inline(__always) static func channelDistance(_ a: UInt32, _ b: UInt32) -> Int {
        let dr = Swift.abs(Int(a & 0xFF) - Int(b & 0xFF))
        let dg = Swift.abs(Int((a >> 8) & 0xFF) - Int((b >> 8) & 0xFF))
        let db = Swift.abs(Int((a >> 16) & 0xFF) - Int((b >> 16) & 0xFF))
        return Swift.max(dr, dg, db)
    }

    /// The squared distance the quantizer uses (green weighs most, blue least).
    @inline(__always) static func weightedDistance(_ a: UInt32, _ b: UInt32) -> Int {
        let dr = Int(a & 0xFF) - Int(b & 0xFF)
        let dg = Int((a >> 8) & 0xFF) - Int((b >> 8) & 0xFF)
        let db = Int((a >> 16) & 0xFF) - Int((b >> 16) & 0xFF)
        return 3 * dr * dr + 4 * dg * dg + 2 * db * db
    }

    /// Bits per index for a table of at least `count` entries (1…8).
    static func tableBits(_ count: Int) -> Int {
        var b = 1
        while (1 << b) < count && b < 8 { b += 1 }
        return b
    }
}
