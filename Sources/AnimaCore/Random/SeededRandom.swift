/// SplitMix64 (Steele, Lea and Flood): a tiny deterministic generator, for variety from a seed (output must be
/// reproducible, so nothing is random without one) and for reproducible test and benchmark inputs.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    /// The generator's whole state; the next output depends on nothing else.
    public var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mix(state)
    }

    /// The next number in 0..<1, from the top 53 bits.
    public mutating func nextUnit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// SplitMix64's finaliser: scrambles `z` so that nearby inputs give unrelated outputs (usable as a hash).
    public static func mix(_ z: UInt64) -> UInt64 {
        var z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
