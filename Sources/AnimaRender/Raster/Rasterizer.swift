import AnimaCore

/// An anti-aliased scanline rasterizer with exact area coverage (font-rs' signed-area accumulation, banded).
///
/// Each polygon edge adds, to a dense buffer, the first difference of the signed area it sweeps in every pixel of
/// every row it crosses; a prefix sum along the row then yields each pixel's winding-weighted coverage. For shapes
/// whose contours do not overlap inside one pixel this is the exact area of the pixel inside the shape. Non-zero
/// folds the sum as `min(|a|, 1)`, even-odd as the distance to the nearest even integer; where several edges cross
/// in one pixel the fold is an approximation (as in every accumulation rasterizer).
///
/// Rows are processed in bands of 16 so the buffer stays in cache for full-screen shapes (Blend2D's banding), and
/// the buffer is zeroed as it is consumed. Each row reports only the columns its edges touched, so empty space in a
/// shape's bounding box costs nothing. A `Rasterizer` is scratch memory: reuse one per thread, never share.
struct Rasterizer {
    /// One non-horizontal edge in region-local coordinates, with `y0 < y1`.
    struct Edge {
        var x0: Float, y0: Float, x1: Float, y1: Float
        /// +1 for an edge going down in the source contour, −1 going up.
        var dir: Float
    }

    static let bandHeight = 16

    private var edges: [Edge] = []
    private var active: [Int] = []
    private var acc: [Float] = []
    private var rowMin: [Int] = []
    private var rowMax: [Int] = []
    private var coverage: [Float] = []

    init() {}

    /// Rasterizes `contours` (device pixels) within `clip`, calling `body(y, x0, coverage)` for every row that has
    /// coverage, where `coverage[i]` in 0…1 belongs to device column `x0 + i`.
    mutating func fill(
        _ contours: Contours, rule: FillRule, clip: PixelRect,
        _ body: (_ y: Int, _ x0: Int, _ coverage: UnsafeBufferPointer<Float>) -> Void
    ) {
        guard let box = contours.boundingBox, box.isFinite else { return }
        let region = PixelRect(covering: box).intersection(clip)
        guard !region.isEmpty else { return }
        buildEdges(contours, region: region)
        guard !edges.isEmpty else { return }
        // Sort by top so bands can admit edges in order; the sort is deterministic, so float sums are too.
        edges.sort { $0.y0 < $1.y0 || ($0.y0 == $1.y0 && $0.x0 < $1.x0) }
        reserveBuffers(width: region.width)
        active.removeAll(keepingCapacity: true)
        let bandH = Rasterizer.bandHeight
        var next = 0
        var bandTop = 0
        while bandTop < region.height {
            let bandBottom = Swift.min(bandTop + bandH, region.height)
            next = admitEdges(from: next, above: Float(bandBottom))
            if active.isEmpty {
                // Jump straight to the band holding the next edge.
                guard next < edges.count else { break }
                bandTop = Swift.max(bandBottom, Int(edges[next].y0) / bandH * bandH)
                continue
            }
            accumulateBand(top: bandTop, bottom: bandBottom, width: region.width)
            emitBand(top: bandTop, bottom: bandBottom, region: region, evenOdd: rule == .evenOdd, body)
            retireEdges(endingAbove: Float(bandBottom))
            bandTop = bandBottom
        }
    }

    /// Grows the scratch buffers to hold one band of a region `width` pixels wide; they are never shrunk.
    private mutating func reserveBuffers(width w: Int) {
        let stride = w + 2, bandH = Rasterizer.bandHeight
        if acc.count < stride * bandH { acc = [Float](repeating: 0, count: stride * bandH) }
        if coverage.count < w { coverage = [Float](repeating: 0, count: w) }
        if rowMin.count < bandH {
            rowMin = [Int](repeating: Int.max, count: bandH); rowMax = [Int](repeating: -1, count: bandH)
        }
    }

    /// Makes the sorted edges from index `next` that start above `bottom` active; returns the first one left out.
    private mutating func admitEdges(from next: Int, above bottom: Float) -> Int {
        var next = next
        while next < edges.count, edges[next].y0 < bottom { active.append(next); next += 1 }
        return next
    }

    /// Drops the active edges that end inside the band just emitted.
    private mutating func retireEdges(endingAbove bottom: Float) {
        let all = edges
        active.removeAll { all[$0].y1 <= bottom }
    }

    /// Adds every active edge's part inside rows `top..<bottom` to the area buffer, widening each row's touched span.
    private mutating func accumulateBand(top bandTop: Int, bottom bandBottom: Int, width w: Int) {
        let stride = w + 2
        let top = Float(bandTop), bottom = Float(bandBottom)
        let active = self.active
        acc.withUnsafeMutableBufferPointer { a in
            rowMin.withUnsafeMutableBufferPointer { rmin in
                rowMax.withUnsafeMutableBufferPointer { rmax in
                    edges.withUnsafeBufferPointer { e in
                        // Buffers were sized by reserveBuffers (never empty), so these are present.
                        guard let ab = a.baseAddress, let minB = rmin.baseAddress, let maxB = rmax.baseAddress else { return }
                        for idx in active {
                            let edge = e[idx]
                            // The part of the edge inside this band, in band-local rows.
                            let ya = Swift.max(edge.y0, top), yb = Swift.min(edge.y1, bottom)
                            guard yb > ya else { continue }
                            let dxdy = (edge.x1 - edge.x0) / (edge.y1 - edge.y0)
                            let xa = edge.x0 + (ya - edge.y0) * dxdy
                            let xb = yb == edge.y1 ? edge.x1 : edge.x0 + (yb - edge.y0) * dxdy
                            Rasterizer.drawLine(
                                ab, stride: stride, rowMin: minB, rowMax: maxB,
                                x0: xa, y0: ya - top, x1: xb, y1: yb - top, dir: edge.dir, limitX: Float(w))
                        }
                    }
                }
            }
        }
    }

    /// Emits the band's rows: folds each row's running sum into coverage, zeroes the buffer behind it and resets
    /// the row's touched span, then hands the trimmed coverage to `body`.
    private mutating func emitBand(
        top bandTop: Int, bottom bandBottom: Int, region: PixelRect, evenOdd: Bool,
        _ body: (_ y: Int, _ x0: Int, _ coverage: UnsafeBufferPointer<Float>) -> Void
    ) {
        let w = region.width, stride = w + 2
        for r in 0..<(bandBottom - bandTop) {
            let lo = rowMin[r], hi = rowMax[r]
            guard hi >= lo else { continue }
            rowMin[r] = Int.max; rowMax[r] = -1
            let end = Swift.min(hi + 1, w)  // columns lo...hi hold data, lo..<end are visible
            acc.withUnsafeMutableBufferPointer { a in
                coverage.withUnsafeMutableBufferPointer { cov in
                    guard let base = a.baseAddress else { return }
                    let row = base + r * stride
                    var sum: Float = 0
                    // Branch-free over the row (the fold is a select); zero ends are trimmed afterwards.
                    if evenOdd {
                        for x in lo..<end {
                            sum += row[x]; row[x] = 0
                            cov[x] = Rasterizer.coverage(ofWinding: sum, evenOdd: true)
                        }
                    } else {
                        for x in lo..<end {
                            sum += row[x]; row[x] = 0
                            cov[x] = Rasterizer.coverage(ofWinding: sum, evenOdd: false)
                        }
                    }
                    if end <= hi { for x in end...hi { row[x] = 0 } }
                    var first = lo, last = end - 1
                    while first <= last, cov[first] == 0 { first += 1 }
                    while last >= first, cov[last] == 0 { last -= 1 }
                    if first <= last {
                        let slice = UnsafeBufferPointer(rebasing: cov[first...last])
                        body(region.y + bandTop + r, region.x + first, slice)
                    }
                }
            }
        }
    }

    /// Folds a winding-weighted area sum into coverage in 0…1 under the fill rule.
    @inline(__always)
    private static func coverage(ofWinding sum: Float, evenOdd: Bool) -> Float {
        var c = Swift.abs(sum)
        if evenOdd {
            c -= 2 * (c * 0.5).rounded(.down)
            if c > 1 { c = 2 - c }
        } else if c > 1 {
            c = 1
        }
        // Coverage below 1/1024 cannot change an 8-bit pixel; treating it as zero trims rows.
        return c < 0.0009765625 ? 0 : c
    }

    /// Converts contours to clipped, region-local edges: parts above or below the region are dropped, parts left
    /// or right of it become vertical edges on its border (they still change the winding of the pixels to their
    /// right, or of nothing visible).
    private mutating func buildEdges(_ contours: Contours, region: PixelRect) {
        edges.removeAll(keepingCapacity: true)
        let ox = Double(region.x), oy = Double(region.y)
        let w = Double(region.width), h = Double(region.height)
        var start = 0
        for end in contours.ends {
            var i = start
            while i < end {
                let p = contours.points[i], q = contours.points[i + 1 < end ? i + 1 : start]
                addEdge(p.x - ox, p.y - oy, q.x - ox, q.y - oy, w: w, h: h)
                i += 1
            }
            start = end
        }
    }

    private mutating func addEdge(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, w: Double, h: Double) {
        guard ay != by else { return }
        let dir: Float = ay < by ? 1 : -1
        var x0 = ax, y0 = ay, x1 = bx, y1 = by
        if y0 > y1 { swap(&x0, &x1); swap(&y0, &y1) }
        guard y1 > 0, y0 < h else { return }
        let dxdy = (x1 - x0) / (y1 - y0)
        if y0 < 0 { x0 += (0 - y0) * dxdy; y0 = 0 }
        if y1 > h { x1 -= (y1 - h) * dxdy; y1 = h }
        guard y1 > y0 else { return }
        // Split where the edge crosses x = 0 and x = w; each piece then lies on one side and clamps to a vertical.
        var ts: [Double] = []
        if (x0 < 0) != (x1 < 0), x0 != x1 { ts.append((0 - x0) / (x1 - x0)) }
        if (x0 > w) != (x1 > w), x0 != x1 { ts.append((w - x0) / (x1 - x0)) }
        if ts.isEmpty {
            push(x0, y0, x1, y1, dir: dir, w: w)
            return
        }
        ts.sort()
        var px = x0, py = y0
        for t in ts + [1] {
            let qx = t == 1 ? x1 : x0 + (x1 - x0) * t, qy = t == 1 ? y1 : y0 + (y1 - y0) * t
            push(px, py, qx, qy, dir: dir, w: w)
            px = qx; py = qy
        }
    }

    @inline(__always) private mutating func push(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, dir: Float, w: Double) {
        // Non-finite x would reach an integer conversion below; such an edge cannot be drawn meaningfully.
        guard y1 > y0, x0.isFinite, x1.isFinite else { return }
        func cx(_ x: Double) -> Float { Float(Swift.min(Swift.max(x, 0), w)) }
        edges.append(Edge(x0: cx(x0), y0: Float(y0), x1: cx(x1), y1: Float(y1), dir: dir))
    }

    /// Accumulates one edge (band-local, `y0 < y1`, `0 ≤ x ≤ limitX`) into the area buffer (font-rs' draw_line).
    @inline(__always)
    private static func drawLine(
        _ a: UnsafeMutablePointer<Float>, stride: Int, rowMin: UnsafeMutablePointer<Int>, rowMax: UnsafeMutablePointer<Int>,
        x0: Float, y0: Float, x1: Float, y1: Float, dir: Float, limitX: Float
    ) {
        let dxdy = (x1 - x0) / (y1 - y0)
        var x = x0
        var y = Int(y0)
        let yEnd = Int(y1.rounded(.up))
        while y < yEnd {
            let dy = Swift.min(Float(y + 1), y1) - Swift.max(Float(y), y0)
            // Clamp against float drift so the index never leaves the row.
            let xnext = Swift.min(Swift.max(x + dxdy * dy, 0), limitX)
            let d = dy * dir
            let xa = Swift.min(x, xnext), xb = Swift.max(x, xnext)
            let xaf = xa.rounded(.down)
            let xai = Int(xaf)
            let xbc = xb.rounded(.up)
            let xbi = Int(xbc)
            let row = a + y * stride
            if xbi <= xai + 1 {
                // The edge stays within one column in this row: a trapezoid split between it and the next.
                let xmf = 0.5 * (x + xnext) - xaf
                row[xai] += d - d * xmf
                row[xai + 1] += d * xmf
                rowMin[y] = Swift.min(rowMin[y], xai)
                rowMax[y] = Swift.max(rowMax[y], xai + 1)
            } else {
                let s = 1 / (xb - xa)
                let x0f = xa - xaf
                let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
                let x1f = xb - xbc + 1
                let am = 0.5 * s * x1f * x1f
                row[xai] += d * a0
                if xbi == xai + 2 {
                    row[xai + 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - x0f)
                    row[xai + 1] += d * (a1 - a0)
                    var xi = xai + 2
                    while xi < xbi - 1 { row[xi] += d * s; xi += 1 }
                    let a2 = a1 + Float(xbi - xai - 3) * s
                    row[xbi - 1] += d * (1 - a2 - am)
                }
                row[xbi] += d * am
                rowMin[y] = Swift.min(rowMin[y], xai)
                rowMax[y] = Swift.max(rowMax[y], xbi)
            }
            x = xnext
            y += 1
        }
    }

    /// The axis-aligned rectangle fast path: coverage is the product of the column and row overlaps, computed once.
    mutating func fillRect(
        _ r: Rect, clip: PixelRect, _ body: (_ y: Int, _ x0: Int, _ coverage: UnsafeBufferPointer<Float>) -> Void
    ) {
        guard r.isFinite, r.width > 0, r.height > 0 else { return }
        let region = PixelRect(covering: r).intersection(clip)
        guard !region.isEmpty else { return }
        if coverage.count < 2 * region.width { coverage = [Float](repeating: 0, count: 2 * region.width) }
        func overlap(_ i: Int, _ lo: Double, _ hi: Double) -> Float {
            Float(Swift.max(0, Swift.min(Double(i + 1), hi) - Swift.max(Double(i), lo)))
        }
        let w = region.width
        coverage.withUnsafeMutableBufferPointer { cov in
            for i in 0..<w { cov[i] = overlap(region.x + i, r.minX, r.maxX) }
            for y in region.y..<region.maxY {
                let ry = overlap(y, r.minY, r.maxY)
                if ry >= 1 {
                    body(y, region.x, UnsafeBufferPointer(rebasing: cov[0..<w]))
                } else if ry > 0 {
                    for i in 0..<w { cov[w + i] = cov[i] * ry }
                    body(y, region.x, UnsafeBufferPointer(rebasing: cov[w..<(2 * w)]))
                }
            }
        }
    }
}
