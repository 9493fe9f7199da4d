import AnimaCore
import AnimaImageFormats

/// One glyph's anti-aliased coverage at one size and sub-pixel position, rasterised once from its outline by the
/// path rasteriser and then composited wherever the glyph is drawn upright at that size (the glyph cache of
/// FreeType, Cairo and Skia).
///
/// The glyph's origin is rounded to the nearest 1/16 pixel across and 1/4 pixel down (`stepsX`, `stepsY`): the
/// mask holds the glyph drawn with its origin at that fraction of a whole pixel, and is placed at the whole pixel
/// the origin falls in. So a glyph lands at most 1/32 px sideways and ⅛ px vertically from where the path route
/// draws it (the baseline is shared by a line, so a line's glyphs move together vertically).
struct GlyphMask: Sendable {
    /// Where each glyph is rasterised for one size and sub-pixel phase.
    struct Key: Sendable, Hashable {
        /// The content store's font index, and the glyph id in that font.
        let font: Int, glyph: UInt32
        /// Device pixels per font unit, as its bit pattern (so equal scales hash equal, and only they).
        let scale: UInt64
        /// The origin's sub-pixel phase: `stepsY` · x phase + y phase.
        let phase: UInt8
    }

    /// Sub-pixel positions per pixel across and down (powers of two).
    static let stepsX = 16, stepsY = 4

    /// Where a glyph with its origin at device point `o` is drawn from a mask: the whole pixel and the phases
    /// (`x`, `y` in `stepsX`ths and `stepsY`ths of a pixel). Nil for a point too far out to be on any canvas.
    static func placement(of o: Point) -> (x: Int, y: Int, phaseX: Int, phaseY: Int)? {
        let qx = (o.x * Double(stepsX)).rounded(), qy = (o.y * Double(stepsY)).rounded()
        guard qx.magnitude < 1e12, qy.magnitude < 1e12 else { return nil }
        let ix = Int(qx), iy = Int(qy)
        // Floor division and remainder for powers of two, negative coordinates included.
        return (ix >> stepsX.trailingZeroBitCount, iy >> stepsY.trailingZeroBitCount, ix & (stepsX - 1), iy & (stepsY - 1))
    }

    /// Masks for glyphs wider than this many device pixels per em are not made: large text is drawn as paths
    /// (a mask would cost more memory than it saves time).
    static let maxPixelsPerEm = 256.0

    /// The mask's top-left pixel relative to the whole pixel holding the glyph's origin.
    let x: Int, y: Int
    let width: Int, height: Int
    /// Row-major coverage, 0…255 (rounded from the rasteriser's exact area coverage).
    let coverage: [UInt8]

    /// Rasterises `outline` (font units, y down) at `scale` device pixels per font unit with its origin at
    /// (`phaseX` / `stepsX`, `phaseY` / `stepsY`), flattened with the tolerance the path route uses.
    init(outline: Path, scale: Double, phaseX: Int, phaseY: Int, rasterizer: inout Rasterizer) {
        let t = AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: Double(phaseX) / Double(GlyphMask.stepsX),
                                ty: Double(phaseY) / Double(GlyphMask.stepsY))
        var c = Contours()
        for line in outline.applying(t).flattened(tolerance: ShapeBuilder.tolerance) {
            for q in line.points { c.add(q) }
            c.close()
        }
        let region = c.boundingBox.map { PixelRect(covering: $0) } ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        var alpha = [UInt8](repeating: 0, count: region.area)
        if !region.isEmpty {
            alpha.withUnsafeMutableBufferPointer { out in
                rasterizer.fill(c, rule: .nonZero, clip: region) { y, x0, cov in
                    let start = (y - region.y) * region.width + (x0 - region.x)
                    // Coverage is in 0…1, so truncating c·255 + ½ rounds to nearest.
                    for i in 0..<cov.count { out[start + i] = UInt8(cov[i] * 255 + 0.5) }
                }
            }
        }
        x = region.x; y = region.y; width = region.width; height = region.height
        coverage = alpha
    }

    /// The memory the mask holds, for the cache's bound.
    var byteCount: Int { coverage.count + 64 }
}
