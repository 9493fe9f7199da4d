/// GIF's variable-width LZW compression, written by hand (no maintained Swift package does it on Linux).
///
/// Codes start at `minimumCodeSize + 1` bits and grow to 12; when the 4,096-entry table is full a clear code is
/// emitted and the table restarts (the GIF89a cover sheet asks encoders not to rely on deferred clears). The
/// dictionary is a dense (code, next index) → code table, reused between frames, so a lookup is one load.
///
/// Pixels may leave the encoder a choice (`LZWPixels`): an unchanged pixel may be written as the transparent index
/// or as the colour already shown, and in lossy mode any palette colour within the error bound will do. The encoder
/// is greedy: it extends the current string with the first acceptable index the dictionary already knows, so a
/// choice costs nothing when no acceptable string exists and saves a code whenever one does.
struct LZWEncoder {
    private static let maxCodes = 4096
    /// `children[code << columnBits | index]`: the code for string `code` + `index`, 0 for none (no code is 0 once
    /// the table has entries, since the first added code is clear + 2 ≥ 4).
    private var children = [Int16](repeating: 0, count: LZWEncoder.maxCodes << 8)
    /// The slots written since the last reset, cleared on the next reset instead of the whole table.
    private var written: [Int32] = []

    init() { written.reserveCapacity(LZWEncoder.maxCodes) }

    /// The code stream for indices without choices (each below 2^`minimumCodeSize`), packed LSB-first, no sub-blocks.
    mutating func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        var chosen: [UInt8] = []
        return encode(LZWPixels(preferred: indices), minimumCodeSize: minimumCodeSize, recording: false, chosen: &chosen)
    }

    /// The code stream for `pixels`; with `recording`, `chosen` receives the index written for every pixel.
    mutating func encode(_ pixels: LZWPixels, minimumCodeSize: Int, recording: Bool, chosen: inout [UInt8]) -> [UInt8] {
        var writer = LZWBitWriter(capacity: pixels.count / 2 + 16)
        let clear = 1 << minimumCodeSize, eoi = clear + 1
        let columnBits = minimumCodeSize
        writer.codeSize = minimumCodeSize + 1
        var next = clear + 2
        reset()
        writer.emit(clear)
        if recording { chosen = pixels.preferred }
        guard pixels.count > 0 else {
            writer.emit(eoi)
            return writer.finish()
        }
        var prefix = Int(pixels.preferred[0])
        children.withUnsafeMutableBufferPointer { table in
            pixels.preferred.withUnsafeBufferPointer { preferred in
                pixels.alternate.withUnsafeBufferPointer { alternate in
                    chosen.withUnsafeMutableBufferPointer { chosen in
                        for i in 1..<preferred.count {
                            let row = prefix << columnBits
                            let p = Int(preferred[i])
                            var code = Int(table[row | p])
                            if code == 0, !alternate.isEmpty {
                                let a = Int(alternate[i])
                                if a != p, table[row | a] != 0 {
                                    code = Int(table[row | a])
                                    if recording { chosen[i] = UInt8(a) }
                                } else if let near = pixels.near, let c = near.firstChild(of: row, pixel: i, in: table) {
                                    code = Int(table[row | c])
                                    if recording { chosen[i] = UInt8(c) }
                                }
                            }
                            if code != 0 { prefix = code; continue }
                            writer.emit(prefix)
                            if next < LZWEncoder.maxCodes {
                                table[row | p] = Int16(next)
                                written.append(Int32(row | p))
                                next += 1
                                // The decoder grows its code width one code later than the encoder adds the entry.
                                if next > (1 << writer.codeSize) && writer.codeSize < 12 { writer.codeSize += 1 }
                            } else {
                                writer.emit(clear)
                                for s in written { table[Int(s)] = 0 }
                                written.removeAll(keepingCapacity: true)
                                writer.codeSize = minimumCodeSize + 1
                                next = clear + 2
                            }
                            prefix = p
                        }
                    }
                }
            }
        }
        writer.emit(prefix)
        writer.emit(eoi)
        return writer.finish()
    }

    /// Empties the dictionary by zeroing only the slots written since the last reset.
    private mutating func reset() {
        for s in written { children[Int(s)] = 0 }
        written.removeAll(keepingCapacity: true)
    }
}
