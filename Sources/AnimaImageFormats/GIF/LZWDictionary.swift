/// The LZW string table as an open-addressed hash of (string code, next index) → code: at most 4,096 entries in
/// 8,192 words (32 KB), where a dense table of every code's 256 possible children took 2 MB and its loads were the
/// encoder's hottest instructions (figures in docs/performance.md). The encoder reads and writes it through `Slots`
/// without checks.
struct LZWDictionary {
    /// Each word holds key << 12 | code, 0 when empty (no entry's code is 0: the first added is clear + 2 ≥ 4).
    private var words = [UInt32](repeating: 0, count: LZWDictionary.size)
    /// The words written since the last reset, emptied on the next reset instead of the whole table.
    private var written: [Int32] = []
    /// One bit per code: whether some string extends it. An extension that fails often starts from a string added
    /// lately, which nothing extends yet; its every lookup (the preferred index, the alternate, each near colour) is
    /// then answered by one bit instead of a probe each.
    private var parents = [UInt64](repeating: 0, count: 4096 / 64)

    private static let size = 8192
    private static let mask = size - 1

    init() { written.reserveCapacity(4096) }

    /// Runs `body` with the table's words and its list of written words.
    mutating func withSlots<R>(_ body: (inout Slots) -> R) -> R {
        words.withUnsafeMutableBufferPointer { words in
            parents.withUnsafeMutableBufferPointer { parents in
                var slots = Slots(words: words, parents: parents, written: written)
                defer { written = slots.written }
                return body(&slots)
            }
        }
    }

    /// The table's words during one encoding.
    struct Slots {
        let words: UnsafeMutableBufferPointer<UInt32>
        let parents: UnsafeMutableBufferPointer<UInt64>
        var written: [Int32]

        /// The word where `key` (a code << 8 | an index, below 2^20) is, or the empty one where it would go.
        @inline(__always) private func slot(_ key: UInt32) -> Int {
            var s = Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> 19) & LZWDictionary.mask
            while true {
                let w = words[s]
                if w == 0 || w >> 12 == key { return s }
                s = (s &+ 1) & LZWDictionary.mask
            }
        }

        /// Whether some string in the table extends `code` (else `child` of it is 0 for every index).
        @inline(__always) func hasChildren(_ code: Int) -> Bool { parents[code >> 6] & (1 << UInt64(code & 63)) != 0 }

        /// The code of string `code` followed by `index`, or 0 when the table has none.
        @inline(__always) func child(_ code: Int, _ index: Int) -> Int {
            Int(words[slot(UInt32(truncatingIfNeeded: code << 8 | index))] & 0xFFF)
        }

        /// Adds string `code` + `index` as `next`.
        @inline(__always) mutating func add(_ code: Int, _ index: Int, as next: Int) {
            let key = UInt32(truncatingIfNeeded: code << 8 | index)
            let s = slot(key)
            words[s] = key << 12 | UInt32(truncatingIfNeeded: next)
            written.append(Int32(s))
            parents[code >> 6] |= 1 << UInt64(code & 63)
        }

        /// Empties the table.
        mutating func reset() {
            for s in written { words[Int(s)] = 0 }
            written.removeAll(keepingCapacity: true)
            for i in parents.indices { parents[i] = 0 }
        }
    }
}
