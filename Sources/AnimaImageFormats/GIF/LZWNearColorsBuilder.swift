/// Builds lossy mode's near-colour lists for one frame: one list per distinct true colour (palette indices within
/// the bound, nearest first), shared by every pixel of that colour, taken from a store kept across frames
/// (`LZWNearColorLists`) and made there on a colour's first use.
struct LZWNearColorsBuilder {
    private let palette: GIFPalette
    private let bound: Int
    private let limit: Int
    private var classes: [Int32]
    private var lists: LZWNearColorLists
    /// The colours of this frame with their list numbers; at most 1,024 colours get a list.
    private var classOf = ColorHistogram(capacity: 1024)
    /// The colour assigned last and its list (colours come in runs, so most pixels skip the hash lookup).
    private var lastColor = UInt32.max, lastClass: Int32 = -1

    /// A builder for `count` pixels, none with a list yet, whose lists come from `lists` (made for `palette`'s
    /// colours and `bound`).
    init(palette: GIFPalette, bound: Int, limit: Int, count: Int, lists: LZWNearColorLists) {
        self.palette = palette; self.bound = bound; self.limit = limit
        classes = [Int32](repeating: -1, count: count)
        self.lists = lists.makingRoom()
    }

    /// Pixel `pixel`, whose true colour is `color`, may be written as any palette colour within the bound.
    mutating func assign(pixel: Int, color: UInt32) {
        if color != lastColor { lastColor = color; lastClass = list(for: color) }
        classes[pixel] = lastClass
    }

    /// The list of `color`; −1 when this frame's lookup is full (a frame with very many colours: those pixels simply
    /// get no choice).
    private mutating func list(for color: UInt32) -> Int32 {
        if let k = classOf.value(color) { return k }
        guard !classOf.isFull else { return -1 }
        let k = lists.list(for: color, palette: palette, bound: bound, limit: limit)
        classOf.set(color, k)
        return k
    }

    /// The finished lists, and the store with the lists this frame added.
    func finish() -> (colors: LZWNearColors, lists: LZWNearColorLists) {
        (LZWNearColors(classes: classes, starts: lists.starts, indices: lists.indices), lists)
    }
}
