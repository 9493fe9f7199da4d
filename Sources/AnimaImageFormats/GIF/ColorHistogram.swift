/// An open-addressed hash from 24-bit colours (or any key below 2^32 − 1, such as a colour with a dither cell in the
/// top byte) to a value, sized once; faster than `Dictionary` for the millions of per-pixel lookups palette building
/// and mapping need, and iteration order is deterministic (slot order).
struct ColorHistogram {
    private(set) var keys: [UInt32]    // key + 1, 0 = empty
    private(set) var values: [Int32]
    private(set) var count = 0
    private let mask: Int

    /// A table able to hold `capacity` colours at a load factor of at most ½.
    init(capacity: Int) {
        var size = 16
        while size < capacity * 2 { size <<= 1 }
        keys = [UInt32](repeating: 0, count: size)
        values = [Int32](repeating: 0, count: size)
        mask = size - 1
    }

    @inline(__always) private func slot(_ rgb: UInt32) -> Int {
        // Fibonacci hashing spreads similar colours across the table.
        Int(truncatingIfNeeded: (rgb &* 2_654_435_761) >> 8 ^ rgb >> 24) & mask
    }

    /// Whether a new colour no longer fits (`add` and `set` refuse it).
    var isFull: Bool { count * 2 >= keys.count }

    /// The value stored for `rgb`, if any.
    @inline(__always) func value(_ rgb: UInt32) -> Int32? {
        let key = rgb &+ 1
        var s = slot(rgb)
        while keys[s] != 0 {
            if keys[s] == key { return values[s] }
            s = (s + 1) & mask
        }
        return nil
    }

    /// Adds `delta` to the value of `rgb` (inserting it at `delta`); false when the table is full.
    @inline(__always) @discardableResult
    mutating func add(_ rgb: UInt32, _ delta: Int32 = 1) -> Bool {
        let key = rgb &+ 1
        var s = slot(rgb)
        while keys[s] != 0 {
            if keys[s] == key { values[s] &+= delta; return true }
            s = (s + 1) & mask
        }
        guard !isFull else { return false }
        keys[s] = key; values[s] = delta; count += 1
        return true
    }

    /// Sets the value of `rgb`; false (and nothing stored) when a new colour would overfill the table.
    @discardableResult
    mutating func set(_ rgb: UInt32, _ v: Int32) -> Bool {
        let key = rgb &+ 1
        var s = slot(rgb)
        while keys[s] != 0 {
            if keys[s] == key { values[s] = v; return true }
            s = (s + 1) & mask
        }
        // Keep at least half the slots empty so probes always terminate.
        guard !isFull else { return false }
        keys[s] = key; values[s] = v; count += 1
        return true
    }

    /// Every (colour, value) pair sorted by colour, so callers never depend on hash layout.
    func entries() -> [(rgb: UInt32, value: Int32)] {
        var out: [(rgb: UInt32, value: Int32)] = []
        out.reserveCapacity(count)
        for i in 0..<keys.count where keys[i] != 0 { out.append((keys[i] &- 1, values[i])) }
        out.sort { $0.rgb < $1.rgb }
        return out
    }
}
