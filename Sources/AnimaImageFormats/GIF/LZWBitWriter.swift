/// Packs variable-width codes LSB-first into bytes.
struct LZWBitWriter {
    /// The width of the next code.
    var codeSize = 9
    private var out: [UInt8] = []
    private var buffer: UInt64 = 0
    private var bits: UInt64 = 0

    init(capacity: Int) { out.reserveCapacity(capacity) }

    @inline(__always) mutating func emit(_ code: Int) {
        buffer |= UInt64(code) << bits
        bits += UInt64(codeSize)
        while bits >= 8 {
            out.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            bits -= 8
        }
    }

    /// The whole bytes written so far.
    var count: Int { out.count }

    /// The bytes, with the last partial byte.
    mutating func finish() -> [UInt8] {
        if bits > 0 { out.append(UInt8(truncatingIfNeeded: buffer)) }
        return out
    }
}
