@testable import AnimaImageFormats
@testable import AnimaRender
import Testing

@Suite("GIF palette")
struct GIFPaletteTests {
    /// Colours 0xBBGGRR. Distances from black, weighted 3·r² + 4·g² + 2·b²: 0x0A0A0A 900, 0x050505 225 (twice, at
    /// indices 2 and 5), 0x00000A (red 10) 300; 0x140000 (blue 20) is past the bound of 10.
    static let palette = GIFPalette([0x000000, 0x0A0A0A, 0x050505, 0x00000A, 0x140000, 0x050505])

    @Test func nearColoursComeNearestFirstWithTiesByIndex() {
        var all: [UInt8] = []
        Self.palette.appendIndices(within: 10, of: 0x000000, limit: 8, to: &all)
        #expect(all == [0, 2, 5, 3, 1])
    }

    @Test func nearColoursStopAtTheLimitAndAppend() {
        var out: [UInt8] = [9]
        Self.palette.appendIndices(within: 10, of: 0x000000, limit: 3, to: &out)
        #expect(out == [9, 0, 2, 5])
    }

    @Test func nearColoursKeepTheBoundOnEveryChannel() {
        var out: [UInt8] = []
        Self.palette.appendIndices(within: 5, of: 0x000000, limit: 8, to: &out)
        #expect(out == [0, 2, 5])
    }

    /// Without dithering, a colour maps to its exact entry, else the nearest; a run of one colour maps alike.
    @Test func undithered() {
        var p = Self.palette
        #expect(p.index(0x0A0A0A, x: 0, y: 0) == 1)
        #expect(p.index(0x0B0B0B, x: 1, y: 0) == 1)
        #expect(p.index(0x0B0B0B, x: 2, y: 0) == 1)
        #expect(p.index(0x130000, x: 3, y: 0) == 4)
    }
}
