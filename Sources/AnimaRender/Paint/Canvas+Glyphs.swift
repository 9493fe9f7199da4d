import AnimaCore

extension Canvas {
    /// Blends one row of glyph coverage in a solid premultiplied colour (8.8 per channel), times `alpha` and the
    /// clip `mask`, in the integer arithmetic images use: text rows span whole lines, mostly gaps and glyph edges,
    /// so each partly covered pixel costs a few integer operations instead of a floating-point blend.
    mutating func blendGlyphs(y: Int, x0: Int, coverage: UnsafeBufferPointer<Float>, color: PixelLanes, alpha: Float,
                              mask: ClipMask?) {
        guard let (start, end, rowBase) = rowSpan(y: y, x0: x0, count: coverage.count) else { return }
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
