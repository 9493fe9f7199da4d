/// GIF's variable-width LZW decompression, the inverse of `LZWEncoder`.
///
/// The table stores each code as (prefix code, last index, length) and strings are written back to front, so
/// decoding allocates only its output.
enum LZWDecoder {
    /// The `count` colour indices in a code stream (missing indices at a premature end read as 0, as viewers do).
    static func decode(_ data: [UInt8], minimumCodeSize: Int, count: Int) throws(ImageFormatError) -> [UInt8] {
        guard (2...8).contains(minimumCodeSize) else {
            throw ImageFormatError.decoding("GIF LZW code size \(minimumCodeSize) is outside 2…8")
        }
        let clear = 1 << minimumCodeSize, eoi = clear + 1
        var prefix = [Int](repeating: -1, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        var length = [Int](repeating: 1, count: 4096)
        for i in 0..<clear { suffix[i] = UInt8(truncatingIfNeeded: i) }
        var out = [UInt8](repeating: 0, count: count)
        var written = 0
        var codeSize = minimumCodeSize + 1, next = clear + 2
        var previous = -1
        var bitBuffer = 0, bitCount = 0, position = 0

        /// Writes the string of `code` at `written`, clipped to the output; returns its first index.
        func emit(_ code: Int) -> UInt8 {
            let n = length[code]
            var c = code, i = written + n - 1
            while c >= 0 {
                if i < count { out[i] = suffix[c] }
                if prefix[c] < 0 { break }
                c = prefix[c]; i -= 1
            }
            written += n
            return suffix[c]
        }

        while written < count {
            while bitCount < codeSize, position < data.count {
                bitBuffer |= Int(data[position]) << bitCount
                bitCount += 8; position += 1
            }
            guard bitCount >= codeSize else { break }
            let code = bitBuffer & ((1 << codeSize) - 1)
            bitBuffer >>= codeSize; bitCount -= codeSize
            if code == clear {
                codeSize = minimumCodeSize + 1; next = clear + 2; previous = -1
                continue
            }
            if code == eoi { break }
            if previous < 0 {
                guard code < clear else { throw ImageFormatError.decoding("GIF LZW stream starts with code \(code)") }
                _ = emit(code)
                previous = code
                continue
            }
            guard code <= next else { throw ImageFormatError.decoding("GIF LZW code \(code) is not yet defined") }
            let first: UInt8
            if code < next {
                first = emit(code)
            } else {
                // The "KwKwK" case: the new code is the previous string plus its own first index.
                first = emit(previous)
                if written < count { out[written] = first }
                written += 1
            }
            if next < 4096 {
                prefix[next] = previous
                suffix[next] = first
                length[next] = length[previous] + 1
                next += 1
                if next == 1 << codeSize, codeSize < 12 { codeSize += 1 }
            }
            previous = code
        }
        return out
    }
}
