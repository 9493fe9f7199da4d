/// GIF's variable-width LZW compression, written by hand (no maintained Swift package does it on Linux).
///
/// Codes start at `minimumCodeSize + 1` bits and grow to 12; when the 4,096-entry table is full a clear code is
/// emitted and the table restarts (the GIF89a cover sheet asks encoders not to rely on deferred clears). The
/// dictionary is an open-addressed hash of (prefix code, next index) → code, so encoding allocates once.
struct LZWEncoder {
    private static let tableSize = 8192  // twice the 4,096 codes: probes stay short
    private static let tableMask = tableSize - 1
    private var keys = [Int32](repeating: -1, count: LZWEncoder.tableSize)
    private var values = [Int16](repeating: 0, count: LZWEncoder.tableSize)

    init() {}

    /// The LZW code stream for `indices` (each below 2^`minimumCodeSize`), packed LSB-first, without sub-blocks.
    mutating func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(indices.count / 2 + 16)
        var bitBuffer: UInt32 = 0, bitCount: UInt32 = 0
        let clear = 1 << minimumCodeSize, eoi = clear + 1
        var codeSize = minimumCodeSize + 1
        var next = clear + 2

        func emit(_ code: Int) {
            bitBuffer |= UInt32(code) << bitCount
            bitCount += UInt32(codeSize)
            while bitCount >= 8 {
                out.append(UInt8(truncatingIfNeeded: bitBuffer))
                bitBuffer >>= 8
                bitCount -= 8
            }
        }
        func reset() {
            for i in 0..<keys.count { keys[i] = -1 }
            codeSize = minimumCodeSize + 1
            next = clear + 2
        }

        reset()
        emit(clear)
        guard let first = indices.first else {
            emit(eoi)
            if bitCount > 0 { out.append(UInt8(truncatingIfNeeded: bitBuffer)) }
            return out
        }
        var prefix = Int(first)
        keys.withUnsafeMutableBufferPointer { keys in
            values.withUnsafeMutableBufferPointer { values in
                for i in 1..<indices.count {
                    let k = Int(indices[i])
                    let key = Int32(prefix << 8 | k)
                    // Multiplicative hashing: a mask instead of a division on every pixel.
                    var slot = Int(truncatingIfNeeded: (UInt32(truncatingIfNeeded: key) &* 2_654_435_761) >> 19)
                        & LZWEncoder.tableMask
                    var found = -1
                    while keys[slot] != -1 {
                        if keys[slot] == key { found = Int(values[slot]); break }
                        slot = (slot + 1) & LZWEncoder.tableMask
                    }
                    if found >= 0 { prefix = found; continue }
                    emit(prefix)
                    if next < 4096 {
                        keys[slot] = key
                        values[slot] = Int16(next)
                        next += 1
                        // The decoder grows its code width one code later than the encoder adds the entry.
                        if next > (1 << codeSize) && codeSize < 12 { codeSize += 1 }
                    } else {
                        emit(clear)
                        for j in 0..<keys.count { keys[j] = -1 }
                        codeSize = minimumCodeSize + 1
                        next = clear + 2
                    }
                    prefix = k
                }
            }
        }
        emit(prefix)
        emit(eoi)
        if bitCount > 0 { out.append(UInt8(truncatingIfNeeded: bitBuffer)) }
        return out
    }
}
