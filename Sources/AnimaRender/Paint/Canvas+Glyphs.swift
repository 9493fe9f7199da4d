import AnimaCore
import AnimaImageFormats

extension RenderTarget {
    /// Blends one row of glyph coverage in a solid premultiplied colour (8.8 per channel), times `alpha` and the
    /// clip `mask`, in the integer arithmetic images use: text rows span whole lines, mostly gaps and glyph edges,
    /// so each partly covered pixel costs a few integer operations instead of a floating-point blend.
    mutating func blendGlyphs(y: Int, x0: Int, coverage: UnsafeBufferPointer<Float>, color: PixelLanes, alpha: Float,
                              mask: ClipMask?) {
        guard let (start, end, rowBase) = rowSpan(y: y, x0: x0, count: coverage.count) else { return }
        fillPendingRow(y, from: start, to: end)
        let maskRow = mask?.row(y)
        let solid = color.word
        let isOpaque = color.isOpaque
        pixels.withUnsafeMutableBufferPointer { canvas in
            guard let px = canvas.baseAddress else { return }
            for x in start..<end {
                var c = coverage[x &- x0] * alpha
                if let mk = maskRow { c *= mk.value(x) }
                guard c > 0 else { continue }
                let k = Canvas.coverage256(c)
                if k == 256, isOpaque { px[rowBase &+ x] = solid; continue }
                color.scaled(by: k).draw(over: px + (rowBase &+ x))
            }
        }
    }
}

extension RenderTarget {
    /// Composites a glyph mask whose pixel (0, 0) lands on device pixel (`x` + `mask.x`, `y` + `mask.y`), in a solid
    /// premultiplied colour (8.8 per channel), times `alpha` and the clip `mask`. At full alpha without a clip the
    /// coverage byte m becomes m/255 in 1/256 exactly as `coverage256` rounds it; otherwise through the same float
    /// product the path route uses.
    mutating func blendGlyphMask(_ mask: GlyphMask, x: Int, y: Int, color: PixelLanes, alpha: Float, clip: ClipMask?) {
        let left = x &+ mask.x, top = y &+ mask.y
        // Every row of the mask spans the same columns, so they are clipped to the canvas once. A mask wholly above
        // or below the canvas has its first row past its last, which a Range cannot hold: compared before one is made.
        let firstRow = Swift.max(top, bounds.y), endRow = Swift.min(top &+ mask.height, bounds.maxY)
        let start = Swift.max(left, bounds.x), end = Swift.min(left &+ mask.width, bounds.maxX)
        guard firstRow < endRow, start < end else { return }
        let rows = firstRow..<endRow
        fillPendingRows(rows, columns: start..<end)
        let originY = bounds.y, originX = bounds.x, stride = width
        let solid = color.word
        let isOpaque = color.isOpaque
        let plain = alpha >= 1 && clip == nil
        pixels.withUnsafeMutableBufferPointer { canvas in
            mask.coverage.withUnsafeBufferPointer { coverage in
                guard let px = canvas.baseAddress, let cov = coverage.baseAddress else { return }
                for row in rows {
                    let rowBase = (row &- originY) &* stride &- originX
                    let src = cov + ((row &- top) &* mask.width &- left)
                    if plain {
                        Canvas.blendCoverageBytes(src, from: start, to: end, into: px + rowBase, solid: solid,
                                                  color: color, isOpaque: isOpaque)
                        continue
                    }
                    let maskRow = clip?.row(row)
                    for x in start..<end {
                        let m = src[x]
                        guard m != 0 else { continue }
                        var c = Float(m) * (1 / 255) * alpha
                        if let mk = maskRow { c *= mk.value(x) }
                        guard c > 0 else { continue }
                        color.scaled(by: Canvas.coverage256(c)).draw(over: px + (rowBase &+ x))
                    }
                }
            }
        }
    }
}

extension Canvas {
    /// One row of coverage bytes (`src[x]` for device column x in `start..<end`) in a solid colour, drawn at
    /// `dst[x]`: 255 of an opaque colour is a store, 0 is skipped (eight at a time: most of a glyph's box is
    /// empty), the rest an integer source-over.
    @inline(__always)
    fileprivate static func blendCoverageBytes(_ src: UnsafePointer<UInt8>, from start: Int, to end: Int,
                                           into dst: UnsafeMutablePointer<UInt32>, solid: UInt32, color: PixelLanes,
                                           isOpaque: Bool) {
        var x = start
        while x < end {
            if x &+ 8 <= end, UnsafeRawPointer(src + x).loadUnaligned(as: UInt64.self) == 0 {
                x &+= 8
                continue
            }
            let m = src[x]
            if m == 255 && isOpaque {
                dst[x] = solid
            } else if m != 0 {
                color.scaled(by: Canvas.coverage256(byte: m)).draw(over: dst + x)
            }
            x &+= 1
        }
    }

    /// A coverage byte m (m/255) in 1/256, rounded to nearest: round(256m / 255) equals (257m + 128) >> 8 for each
    /// of the 256 bytes (255 → 256, 128 → 129, 1 → 1), so no division.
    @inline(__always) static func coverage256(byte m: UInt8) -> UInt64 {
        (UInt64(m) &* 257 &+ 128) >> 8
    }
}
