import AnimaCore

/// A deterministic number in 0..<1 from a seed and a few keys (FNV-1a, then SplitMix64's finaliser), so a cell's
/// last lines vary naturally but are the same every time the cell is built.
struct SeededFraction {
    static func value(seed: UInt64, cell: Int, key: String) -> Double {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        let z = SeededRandom.mix((hash ^ seed) &+ UInt64(truncatingIfNeeded: cell) &* 0x9E37_79B9_7F4A_7C15)
        return Double(z >> 11) / Double(UInt64(1) << 53)
    }
}
