/// GIF's variable-width LZW compression, written by hand (no maintained Swift package does it on Linux).
///
/// Codes start at `minimumCodeSize + 1` bits and grow to 12; when the 4,096-entry table is full a clear code is
/// emitted and the table restarts (the GIF89a cover sheet asks encoders not to rely on deferred clears). The
/// dictionary (`LZWDictionary`) is a small hash of (code, next index) → code, reused between frames.
///
/// Pixels may leave the encoder a choice (`LZWPixels`): an unchanged pixel may be written as the transparent index
/// or as the colour already shown, and in lossy mode any palette colour within the error bound will do. The encoder
/// is greedy: it extends the current string with the first acceptable index the dictionary already knows, so a
/// choice costs nothing when no acceptable string exists and saves a code whenever one does.
struct LZWEncoder {
    private static let maxCodes = 4096
    private var dictionary = LZWDictionary()

    init() {}

    /// The code stream for indices without choices (each below 2^`minimumCodeSize`), packed LSB-first, no sub-blocks.
    mutating func encode(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        var chosen: [UInt8] = []
        return encode(LZWPixels(preferred: indices), minimumCodeSize: minimumCodeSize, recording: false, chosen: &chosen)
    }

    /// The code stream for `pixels`; with `recording`, `chosen` receives the index written for every pixel.
    ///
    /// Where a pixel leaves a choice, the encoder looks ahead: at a fork (two acceptable indices both extend the
    /// string) it follows the one whose greedy continuation reaches further, and a new string starts with the
    /// acceptable index whose continuation reaches further. Lookahead is capped, so encoding stays linear.
    ///
    /// A full table is cleared (`freezesWhenFull` false), or kept as it is for the rest of the image (GIF89a lets an
    /// encoder defer the clear code; every decoder we test against reads it): which is smaller depends on the image.
    mutating func encode(_ pixels: LZWPixels, minimumCodeSize: Int, freezesWhenFull: Bool = false, recording: Bool,
                         chosen: inout [UInt8]) -> [UInt8] {
        encode(pixels, minimumCodeSize: minimumCodeSize, freezesWhenFull: freezesWhenFull, recording: recording,
               chosen: &chosen, limit: .max).bytes!
    }

    /// A code stream, or nil when it reached `limit` bytes before its end (`encode(_:minimumCodeSize:…)`).
    struct Limited {
        /// The stream; nil when cut off at the limit (the whole stream would be at least that long).
        var bytes: [UInt8]?
        /// Whether the table had filled by the end or the cut: until it first fills, clearing and freezing write the
        /// same codes, so a stream cut off before that would be cut off either way.
        var filled: Bool
    }

    /// `encode(_:minimumCodeSize:freezesWhenFull:recording:chosen:)` for a caller that keeps the stream only when it
    /// is shorter than `limit` bytes: it stops coding once the stream reaches that length (`chosen` is then partial).
    mutating func encode(_ pixels: LZWPixels, minimumCodeSize: Int, freezesWhenFull: Bool = false, recording: Bool,
                         chosen: inout [UInt8], limit: Int) -> Limited {
        var writer = LZWBitWriter(capacity: pixels.count / 2 + 16)
        var filled = false, cut = false
        let clear = 1 << minimumCodeSize, eoi = clear + 1
        writer.codeSize = minimumCodeSize + 1
        var next = clear + 2
        writer.emit(clear)
        if recording { chosen = pixels.preferred }
        guard pixels.count > 0 else {
            writer.emit(eoi)
            return Limited(bytes: writer.finish(), filled: false)
        }
        let hasChoices = !pixels.alternate.isEmpty
        var prefix = 0
        dictionary.withSlots { table in
            table.reset()
            pixels.preferred.withUnsafeBufferPointer { preferred in
                pixels.alternate.withUnsafeBufferPointer { alternate in
                    chosen.withUnsafeMutableBufferPointer { chosen in
                        let n = preferred.count
                        /// The code for string `code` + pixel `j` (its first acceptable index the table knows), or 0.
                        @inline(__always) func extend(_ code: Int, _ j: Int) -> (code: Int, index: Int) {
                            let p = Int(preferred[j])
                            guard table.hasChildren(code) else { return (0, p) }
                            let viaP = table.child(code, p)
                            if viaP != 0 { return (viaP, p) }
                            guard hasChoices else { return (0, p) }
                            let a = Int(alternate[j])
                            if a != p {
                                let viaA = table.child(code, a)
                                if viaA != 0 { return (viaA, a) }
                            }
                            if let near = pixels.near, let c = near.firstChild(of: code, pixel: j, in: table) { return c }
                            return (0, p)
                        }
                        /// Where a greedy match from string `code` at pixel `j` ends, looking at most `limit` pixels on.
                        @inline(__always) func reach(_ code: Int, _ j: Int, _ limit: Int) -> Int {
                            var code = code, j = j
                            let end = Swift.min(n, j + limit)
                            while j < end {
                                let e = extend(code, j)
                                if e.code == 0 { break }
                                code = e.code; j += 1
                            }
                            return j
                        }
                        /// The index a new string at pixel `j` starts with: of the acceptable ones, the one that
                        /// reaches further.
                        @inline(__always) func start(_ j: Int) -> Int {
                            let p = Int(preferred[j])
                            guard hasChoices else { return p }
                            let a = Int(alternate[j])
                            guard a != p else { return p }
                            return reach(a, j + 1, LZWEncoder.startLookahead) > reach(p, j + 1, LZWEncoder.startLookahead) ? a : p
                        }
                        prefix = start(0)
                        if recording { chosen[0] = UInt8(prefix) }
                        var i = 1
                        while i < n {
                            var e = extend(prefix, i)
                            if e.code != 0 && hasChoices {
                                // A fork: the alternate also extends the string; follow whichever reaches further.
                                let a = Int(alternate[i])
                                let other = a != e.index ? table.child(prefix, a) : 0
                                if other != 0 {
                                    if reach(other, i + 1, LZWEncoder.forkLookahead) > reach(e.code, i + 1, LZWEncoder.forkLookahead) {
                                        e = (other, a)
                                    }
                                }
                            }
                            if e.code != 0 {
                                prefix = e.code
                                if recording { chosen[i] = UInt8(e.index) }
                                i += 1
                                continue
                            }
                            writer.emit(prefix)
                            if writer.count >= limit { cut = true; break }
                            let s = start(i)
                            if recording { chosen[i] = UInt8(s) }
                            if next < LZWEncoder.maxCodes {
                                table.add(prefix, s, as: next)
                                next += 1
                                // The decoder grows its code width one code later than the encoder adds the entry.
                                if next > (1 << writer.codeSize) && writer.codeSize < 12 { writer.codeSize += 1 }
                            } else {
                                filled = true
                                if !freezesWhenFull {
                                    writer.emit(clear)
                                    table.reset()
                                    writer.codeSize = minimumCodeSize + 1
                                    next = clear + 2
                                }
                            }
                            prefix = s
                            i += 1
                        }
                    }
                }
            }
        }
        guard !cut else { return Limited(bytes: nil, filled: filled) }
        writer.emit(prefix)
        writer.emit(eoi)
        let bytes = writer.finish()
        return Limited(bytes: bytes.count < limit ? bytes : nil, filled: filled)
    }

    /// Pixels a new string's lookahead may look at.
    private static let startLookahead = 64
    /// Pixels a fork's lookahead may look at.
    private static let forkLookahead = 24
}
