/// Lossy mode's near-colour lists of one table and bound (palette indices within the bound of a true colour,
/// nearest first), kept across attempts and frames: every attempt of an animation with the global table and the same
/// bound asks for the lists of mostly the same colours, and working one out reads the whole table.
struct LZWNearColorLists {
    /// Colour → list number, for the colours it has room for.
    private var listOf: ColorHistogram
    /// The most colours it remembers.
    private let capacity: Int
    /// Start of each list in `indices`; list k is `indices[starts[k] ..< starts[k + 1]]`.
    private(set) var starts: [Int32] = [0]
    /// All lists, one after another.
    private(set) var indices: [UInt8] = []

    /// Lists for up to `capacity` colours; a full store starts over (`makingRoom`).
    init(capacity: Int) {
        self.capacity = capacity
        listOf = ColorHistogram(capacity: capacity)
    }

    /// This store, or an empty one of the same capacity when it remembers no more colours (the lists of an attempt
    /// are then still made, just not kept), so it never grows without bound.
    func makingRoom() -> LZWNearColorLists {
        listOf.isFull ? LZWNearColorLists(capacity: capacity) : self
    }

    /// The number of the list of `color`: palette indices within `bound` of it, nearest first, at most `limit`.
    mutating func list(for color: UInt32, palette: GIFPalette, bound: Int, limit: Int) -> Int32 {
        if let k = listOf.value(color) { return k }
        let k = Int32(starts.count - 1)
        palette.appendIndices(within: bound, of: color, limit: limit, to: &indices)
        starts.append(Int32(indices.count))
        listOf.set(color, k)
        return k
    }
}
