import Testing
@testable import AnimaImageFormats

@Suite("LZW encoder: its string table")
struct LZWEncoderTests {
    /// Five pixels of index 0 at code size 2, worked by hand from the GIF89a LZW rules: clear (4), 0, then the
    /// string "0 0" added as code 6 is found and written twice, then end (5); every code 3 bits, packed LSB first:
    /// 100 000 110 110 101 (each code's bits low to high) → 0x84, 0x5D. A table that missed a string it holds (or
    /// found one it does not) writes other codes.
    @Test func aRepeatedStringIsFoundInTheTable() {
        var lzw = LZWEncoder()
        #expect(lzw.encode([0, 0, 0, 0, 0], minimumCodeSize: 2) == [0x84, 0x5D])
        // The table is emptied between images: the same image codes the same again.
        #expect(lzw.encode([0, 0, 0, 0, 0], minimumCodeSize: 2) == [0x84, 0x5D])
    }

    /// The same five pixels (2 bytes, above) under a byte limit: the stream comes back only when shorter than the
    /// limit, and then the same; its one new string (code 6 of the 4,096) leaves the table far from full.
    @Test func aStreamIsKeptOnlyUnderItsLimit() {
        var lzw = LZWEncoder()
        var chosen: [UInt8] = []
        let pixels = LZWPixels(preferred: [0, 0, 0, 0, 0])
        for limit in [1, 2] {
            let cut = lzw.encode(pixels, minimumCodeSize: 2, recording: false, chosen: &chosen, limit: limit)
            #expect(cut.bytes == nil)
        }
        let whole = lzw.encode(pixels, minimumCodeSize: 2, recording: false, chosen: &chosen, limit: 3)
        #expect(whole.bytes == [0x84, 0x5D])
        #expect(!whole.filled)
    }
}
