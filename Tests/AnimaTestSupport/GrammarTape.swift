import AnimaCore

/// The decisions of a grammar generator: fuzzer bytes, one per decision, then a seeded random stream.
///
/// Reading libFuzzer's bytes one per decision makes its mutations change structure (a kind, a count, a value) rather
/// than text; when the bytes run out, the stream seeded from their count carries on, so every input is a whole program.
public struct GrammarTape {
    private var random: SeededRandom
    private let bytes: [UInt8]
    private var position = 0

    /// Decisions drawn from `seed`.
    public init(seed: UInt64) {
        random = SeededRandom(seed: SeededRandom.mix(seed))
        bytes = []
    }

    /// Decisions read from `bytes`, one each, then from a stream seeded from their count.
    public init(bytes: [UInt8]) {
        random = SeededRandom(seed: SeededRandom.mix(UInt64(bytes.count)))
        self.bytes = bytes
    }

    /// The next decision: a byte of the tape while it lasts, else 8 random bits.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return UInt8(truncatingIfNeeded: random.next() >> 56) }
        defer { position += 1 }
        return bytes[position]
    }

    /// True with probability about `p`.
    public mutating func chance(_ p: Double) -> Bool { (Double(byte()) + 0.5) / 256 < p }

    /// A number in `range` (at most 256 values apart).
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(byte()) % range.count
    }

    /// One of `options`, which must not be empty.
    public mutating func pick<T>(_ options: [T]) -> T { options[int(0...(options.count - 1))] }
}
