/// Builds lossy mode's near-colour lists for one frame: one list per distinct true colour (palette indices within
/// the bound, nearest first), shared by every pixel of that colour.
struct LZWNearColorsBuilder {
    private let palette: GIFPalette
    private let bound: Int
    private let limit: Int
    private var classes: [Int32]
    private var starts: [Int32] = [0]
    private var indices: [UInt8] = []
    private var classOf = ColorHistogram(capacity: 1024)
    /// The colour assigned last and its list (colours come in runs, so most pixels skip the hash lookup).
    private var lastColor = UInt32.max, lastClass: Int32 = -1

    /// A builder for `count` pixels, none with a list yet.
    init(palette: GIFPalette, bound: Int, limit: Int, count: Int) {
        self.palette = palette; self.bound = bound; self.limit = limit
        classes = [Int32](repeating: -1, count: count)
    }

    /// Pixel `pixel`, whose true colour is `color`, may be written as any palette colour within the bound.
    mutating func assign(pixel: Int, color: UInt32) {
        if color != lastColor { lastColor = color; lastClass = list(for: color) }
        classes[pixel] = lastClass
    }

    /// The list of `color`, made on its first use; −1 when the lookup is full (a frame with very many colours:
    /// those pixels simply get no choice).
    private mutating func list(for color: UInt32) -> Int32 {
        if let k = classOf.value(color) { return k }
        let k = Int32(starts.count - 1)
        guard classOf.set(color, k) else { return -1 }
        palette.appendIndices(within: bound, of: color, limit: limit, to: &indices)
        starts.append(Int32(indices.count))
        return k
    }

    /// The finished lists.
    func finish() -> LZWNearColors { LZWNearColors(classes: classes, starts: starts, indices: indices) }
}
