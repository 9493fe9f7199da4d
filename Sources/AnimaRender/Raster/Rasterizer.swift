import AnimaCore
import AnimaImageFormats

/// An anti-aliased scanline rasterizer with exact area coverage (font-rs' signed-area accumulation, banded).
///
/// Each polygon edge adds, to a dense buffer, the first difference of the signed area it sweeps in every pixel of
/// every row it crosses; a prefix sum along the row then yields each pixel's winding-weighted coverage. For shapes
/// whose contours do not overlap inside one pixel this is the exact area of the pixel inside the shape. Non-zero
/// folds the sum as `min(|a|, 1)`, even-odd as the distance to the nearest even integer; where several edges cross
/// in one pixel the fold is an approximation (as in every accumulation rasterizer).
///
/// Rows are processed in bands of 16 so the buffer stays in cache for full-screen shapes (Blend2D's banding), and
/// the buffer is zeroed as it is consumed. Edges also set one bit per cell they touch (Blend2D's cell bit-vectors):
/// between touched cells the running sum cannot change, so the inside of a shape is not summed pixel by pixel but
/// handed on as a `Run` of constant coverage, which the blend fills as a span (a store for an opaque paint). Gaps of
/// zero coverage split a row into separate calls, so the space between a shape's parts costs nothing.
/// A `Rasterizer` is scratch memory: reuse one per thread, never share.
struct Rasterizer {
    /// One non-horizontal edge in region-local coordinates, with `y0 < y1`.
    struct Edge {
        var x0: Float, y0: Float, x1: Float, y1: Float
        /// +1 for an edge going down in the source contour, −1 going up.
        var dir: Float
    }

    /// Columns `start..<end` of a coverage row that all hold `value` (indices into the row's coverage buffer).
    struct Run {
        var start: Int, end: Int
        var value: Float
    }

    /// The body of a fill: row `y`, its first device column `x0`, coverage in 0…1 per column from `x0`, and the
    /// stretches of that coverage known to be constant (each at least `minRun` long, in order, never zero).
    typealias RowBody = (_ y: Int, _ x0: Int, _ coverage: UnsafeBufferPointer<Float>, _ runs: UnsafeBufferPointer<Run>) -> Void

    /// `RowBody` for rows `y..<y + count`, which all have this coverage and these runs (rows of a band crossed whole
    /// by the same vertical edges alone come at once).
    typealias RepeatedRowBody = (_ y: Int, _ count: Int, _ x0: Int, _ coverage: UnsafeBufferPointer<Float>,
                                 _ runs: UnsafeBufferPointer<Run>) -> Void

    static let bandHeight = 16
    /// Constant stretches shorter than this are left to the per-pixel loops (and zero gaps shorter than this do not
    /// split a row).
    static let minRun = 8

    private var edges: [Edge] = []
    /// Scratch for `sortEdgesByBand`.
    private var sorted: [Edge] = []
    private var bandStarts: [Int] = []
    private var active: [Int] = []
    private var acc: [Float] = []
    private var rowMin: [Int] = []
    private var rowMax: [Int] = []
    /// One bit per area cell an edge touched, `touchedStride` words per band row.
    private var touched: [UInt64] = []
    private var touchedStride = 0
    private var coverage: [Float] = []
    /// The constant stretches of the row being emitted (region-local columns), then the runs handed to the body.
    private var constants: [Run] = []
    private var runs: [Run] = []

    init() {}

    /// Rasterizes `contours` (device pixels) within `clip`, calling `body(y, x0, coverage)` for the covered stretches
    /// of every row, where `coverage[i]` in 0…1 belongs to device column `x0 + i`.
    mutating func fill(
        _ contours: Contours, rule: FillRule, clip: PixelRect,
        _ body: (_ y: Int, _ x0: Int, _ coverage: UnsafeBufferPointer<Float>) -> Void
    ) {
        fillRows(contours, rule: rule, clip: clip) { y, x0, cov, _ in body(y, x0, cov) }
    }

    /// `fill`, also handing the body the constant runs of each stretch (see `RowBody`). A body that fills the runs
    /// from their values and never reads coverage inside them passes `runCoverage: false`: those columns of the
    /// coverage buffer are then left unwritten (all but each run's first and last), which saves a store per pixel of
    /// every shape's interior.
    @inline(__always)
    mutating func fillRows(_ contours: Contours, rule: FillRule, clip: PixelRect, runCoverage: Bool = true,
                           _ body: RowBody) {
        rasterize(contours, rule: rule, clip: clip, runCoverage: runCoverage, repeating: false) { y, _, x0, cov, runs in
            body(y, x0, cov, runs)
        }
    }

    /// `fillRows`, handing the rows a band repeats to `body` at once (each stretch of a row for all of its copies,
    /// then the row's next stretch).
    mutating func fillRepeatedRows(_ contours: Contours, rule: FillRule, clip: PixelRect, runCoverage: Bool = true,
                                   _ body: RepeatedRowBody) {
        rasterize(contours, rule: rule, clip: clip, runCoverage: runCoverage, repeating: true, body)
    }

    /// `fillRows` (`repeating` false: every row on its own, count 1) or `fillRepeatedRows`.
    @inline(__always)
    private mutating func rasterize(_ contours: Contours, rule: FillRule, clip: PixelRect, runCoverage: Bool,
                                    repeating: Bool, _ body: RepeatedRowBody) {
        guard let box = contours.boundingBox, box.isFinite else { return }
        let region = PixelRect(covering: box).intersection(clip)
        guard !region.isEmpty else { return }
        buildEdges(contours, region: region)
        guard !edges.isEmpty else { return }
        reserveBuffers(width: region.width)
        sortEdgesByBand(height: region.height)
        active.removeAll(keepingCapacity: true)
        let bandH = Rasterizer.bandHeight, bands = (region.height + bandH - 1) / bandH
        var next = 0
        var bandTop = 0
        while bandTop < region.height {
            let bandBottom = Swift.min(bandTop + bandH, region.height)
            next = admitEdges(from: next, throughBand: bandTop / bandH, of: bands)
            if active.isEmpty {
                // Jump straight to the band holding the next edge.
                guard next < edges.count else { break }
                bandTop = Swift.max(bandBottom, Int(edges[next].y0) / bandH * bandH)
                continue
            }
            // Rows that only vertical edges cross, each whole, and the same ones (a card's sides between its top and
            // bottom edges, above or below where a slanted edge crosses the band) add the same areas in the same
            // order, so one row's coverage is all of theirs: only one of them is accumulated and summed.
            let rows = repeatedRows(top: bandTop, bottom: bandBottom)
            accumulateBand(top: rows.first, bottom: rows.last + 1, width: region.width)
            emitBand(rows, region: region, evenOdd: rule == .evenOdd, runCoverage: runCoverage, together: repeating,
                     body)
            retireEdges(endingAbove: Float(bandBottom))
            bandTop = bandBottom
        }
    }

    /// Orders the edges by the band their top lies in, so bands can admit them in order: a counting sort, linear and
    /// stable (edges of one band keep the contour order, so the area sums, and the pixels, are deterministic).
    private mutating func sortEdgesByBand(height: Int) {
        let bands = (height + Rasterizer.bandHeight - 1) / Rasterizer.bandHeight
        bandStarts.removeAll(keepingCapacity: true)
        bandStarts.append(contentsOf: repeatElement(0, count: bands + 1))
        func band(_ e: Edge) -> Int { Rasterizer.band(of: e, bands: bands) }
        for e in edges { bandStarts[band(e) + 1] += 1 }
        for b in 0..<bands { bandStarts[b + 1] += bandStarts[b] }
        sorted.removeAll(keepingCapacity: true)
        sorted.append(contentsOf: edges)
        for e in edges {
            let b = band(e)
            sorted[bandStarts[b]] = e
            bandStarts[b] += 1
        }
        swap(&edges, &sorted)
    }

    /// Grows the scratch buffers to hold one band of a region `width` pixels wide; they are never shrunk.
    private mutating func reserveBuffers(width w: Int) {
        let stride = w + 2, bandH = Rasterizer.bandHeight
        if acc.count < stride * bandH { acc = [Float](repeating: 0, count: stride * bandH) }
        if coverage.count < w { coverage = [Float](repeating: 0, count: w) }
        if rowMin.count < bandH {
            rowMin = [Int](repeating: Int.max, count: bandH); rowMax = [Int](repeating: -1, count: bandH)
        }
        let words = (stride + 63) / 64
        if touchedStride < words {
            // Every bit is cleared as its row is emitted, so a wider layout can start from zero.
            touchedStride = words
            touched = [UInt64](repeating: 0, count: words * bandH)
        }
        // Disjoint stretches of at least minRun columns, constant and zero ones alternating at worst.
        let runCapacity = w / Rasterizer.minRun + 2
        if constants.count < runCapacity {
            constants = [Run](repeating: Run(start: 0, end: 0, value: 0), count: runCapacity)
            runs = constants
        }
    }

    /// The band an edge's top lies in (tops are clipped to the region, and one rounded to its bottom edge counts
    /// in the last band).
    @inline(__always) private static func band(of e: Edge, bands: Int) -> Int {
        Swift.min(Int(e.y0) / Rasterizer.bandHeight, bands - 1)
    }

    /// Makes the sorted edges from index `next` that start in bands up to `band` active; returns the first one left out.
    private mutating func admitEdges(from next: Int, throughBand band: Int, of bands: Int) -> Int {
        var next = next
        while next < edges.count, Rasterizer.band(of: edges[next], bands: bands) <= band { active.append(next); next += 1 }
        return next
    }

    /// The rows of a band to accumulate, `first...last`: row `first` stands for itself and the `leading` − 1 rows
    /// above it, row `last` for itself and the `trailing` − 1 rows below it, as all of those are crossed only by
    /// the same vertical edges, each through the whole row.
    struct BandRows {
        var first: Int, last: Int, leading: Int, trailing: Int
    }

    /// The band's leading rows that only vertical edges running down from its top cross whole, and its trailing rows
    /// that only vertical edges running on past its bottom cross whole: each run of them is accumulated once.
    private func repeatedRows(top: Int, bottom: Int) -> BandRows {
        let t = Float(top), b = Float(bottom)
        // Rows top..<lo and hi..<bottom are the repeated ones.
        var lo = bottom, hi = top
        for i in active {
            let e = edges[i]
            let ya = Swift.max(e.y0, t), yb = Swift.min(e.y1, b)
            let vertical = e.x0 == e.x1
            // Where the edge stops crossing whole rows the same way from the top, and from the bottom.
            let fromTop = vertical && ya == t ? (yb == b ? bottom : Rasterizer.floor(yb)) : Rasterizer.floor(ya)
            let fromBottom = vertical && yb == b ? (ya == t ? top : Rasterizer.ceiling(ya)) : Rasterizer.ceiling(yb)
            lo = Swift.min(lo, fromTop); hi = Swift.max(hi, fromBottom)
            // Neither end can still repeat a row (a curve's band): every row is accumulated.
            if lo <= top + 1, hi >= bottom - 1 { return BandRows(first: top, last: bottom - 1, leading: 1, trailing: 1) }
        }
        if lo >= bottom { return BandRows(first: top, last: top, leading: 1, trailing: bottom - top) }
        let first = lo > top ? lo - 1 : top, last = hi < bottom ? hi : bottom - 1
        return BandRows(first: first, last: last, leading: first - top + 1, trailing: bottom - last)
    }

    /// Drops the active edges that end inside the band just emitted.
    private mutating func retireEdges(endingAbove bottom: Float) {
        let all = edges
        active.removeAll { all[$0].y1 <= bottom }
    }

    /// Adds every active edge's part inside rows `top..<bottom` to the area buffer, widening each row's touched span
    /// and marking the cells it touched.
    private mutating func accumulateBand(top bandTop: Int, bottom bandBottom: Int, width w: Int) {
        let stride = w + 2, bitStride = touchedStride
        let top = Float(bandTop), bottom = Float(bandBottom)
        let active = self.active
        acc.withUnsafeMutableBufferPointer { a in
            rowMin.withUnsafeMutableBufferPointer { rmin in
                rowMax.withUnsafeMutableBufferPointer { rmax in
                    touched.withUnsafeMutableBufferPointer { bits in
                        edges.withUnsafeBufferPointer { e in
                            // Buffers were sized by reserveBuffers (never empty), so these are present.
                            guard let ab = a.baseAddress, let minB = rmin.baseAddress, let maxB = rmax.baseAddress,
                                  let bb = bits.baseAddress else { return }
                            let rows = Rows(area: ab, stride: stride, bits: bb, bitStride: bitStride,
                                            rowMin: minB, rowMax: maxB)
                            for idx in active {
                                let edge = e[idx]
                                // The part of the edge inside this band, in band-local rows.
                                let ya = Swift.max(edge.y0, top), yb = Swift.min(edge.y1, bottom)
                                guard yb > ya else { continue }
                                let dxdy = (edge.x1 - edge.x0) / (edge.y1 - edge.y0)
                                let xa = edge.x0 + (ya - edge.y0) * dxdy
                                let xb = yb == edge.y1 ? edge.x1 : edge.x0 + (yb - edge.y0) * dxdy
                                Rasterizer.drawLine(rows, x0: xa, y0: ya - top, x1: xb, y1: yb - top, dir: edge.dir,
                                                    limitX: Float(w))
                            }
                        }
                    }
                }
            }
        }
    }

    /// Emits the band's accumulated rows: sums each row's touched cells into coverage (zeroing the buffer and the
    /// bits behind it), fills the untouched stretches between them with the constant they hold, then hands each
    /// stretch of the row between zero gaps, with its constant runs, to `body`, for every row it stands for (in one
    /// call each stretch when `together`).
    private mutating func emitBand(
        _ band: BandRows, region: PixelRect, evenOdd: Bool, runCoverage: Bool, together: Bool, _ body: RepeatedRowBody
    ) {
        let w = region.width, stride = w + 2, bitStride = touchedStride
        acc.withUnsafeMutableBufferPointer { a in
            coverage.withUnsafeMutableBufferPointer { c in
                touched.withUnsafeMutableBufferPointer { t in
                    constants.withUnsafeMutableBufferPointer { k in
                        runs.withUnsafeMutableBufferPointer { out in
                            guard let ab = a.baseAddress, let cov = c.baseAddress, let bits = t.baseAddress,
                                  let kb = k.baseAddress, let ob = out.baseAddress else { return }
                            let last = band.last - band.first
                            for r in 0...last {
                                let lo = rowMin[r], hi = rowMax[r]
                                guard hi >= lo else { continue }
                                rowMin[r] = Int.max; rowMax[r] = -1
                                let count = Rasterizer.sumRow(
                                    ab + r * stride, bits: bits + r * bitStride, lo: lo, hi: hi, width: w,
                                    evenOdd: evenOdd, runCoverage: runCoverage, coverage: cov, constants: kb)
                                let above = r == 0 ? band.leading - 1 : 0
                                let copies = above + (r == last ? band.trailing : 1)
                                let (calls, rows) = together ? (1, copies) : (copies, 1)
                                for k in 0..<calls {
                                    Rasterizer.emitRow(
                                        y: region.y + band.first + r - above + k, count: rows, regionX: region.x,
                                        coverage: cov, lo: lo, end: Swift.min(hi + 1, w),
                                        constants: UnsafeBufferPointer(start: kb, count: count), runs: ob, body)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Turns one row of the area buffer into coverage over columns `lo..<min(hi + 1, width)`: touched cells are
    /// summed (and zeroed, with their bits), untouched stretches take the running sum's coverage in one fill and are
    /// recorded in `constants` when at least `minRun` long (without `runCoverage`, a recorded stretch gets only its
    /// end columns, which is all `emitRow` reads of it). Returns how many were recorded.
    @inline(__always)
    private static func sumRow(
        _ row: UnsafeMutablePointer<Float>, bits: UnsafeMutablePointer<UInt64>, lo: Int, hi: Int, width w: Int,
        evenOdd: Bool, runCoverage: Bool, coverage cov: UnsafeMutablePointer<Float>, constants: UnsafeMutablePointer<Run>
    ) -> Int {
        let end = Swift.min(hi + 1, w)
        var count = 0
        var sum: Float = 0
        var x = lo  // always a touched cell: lo is the leftmost cell an edge touched
        while x <= hi {
            let u = Rasterizer.nextBit(bits, from: x, set: false, limit: hi + 1)
            let ue = Swift.min(u, end)
            var i = x
            while i < ue {
                sum += row[i]; row[i] = 0
                cov[i] = Rasterizer.coverage(ofWinding: sum, evenOdd: evenOdd)
                i &+= 1
            }
            // Cells right of the region (an edge clamped to its right border) hold data but are not shown.
            while i < u { row[i] = 0; i &+= 1 }
            guard u <= hi else { break }
            let t = Rasterizer.nextBit(bits, from: u, set: true, limit: hi + 1)
            let te = Swift.min(t, end)
            if u < te {
                let value = Rasterizer.coverage(ofWinding: sum, evenOdd: evenOdd)
                if te - u >= Rasterizer.minRun {
                    constants[count] = Run(start: u, end: te, value: value)
                    count &+= 1
                    if runCoverage {
                        UnsafeMutableBufferPointer(start: cov + u, count: te - u).update(repeating: value)
                    } else {
                        cov[u] = value; cov[te - 1] = value
                    }
                } else {
                    UnsafeMutableBufferPointer(start: cov + u, count: te - u).update(repeating: value)
                }
            }
            x = t
        }
        for word in (lo >> 6)...(hi >> 6) { bits[word] = 0 }
        return count
    }

    /// Hands row `y` (and the `count` − 1 rows below it, which repeat it) to `body` as the stretches between zero
    /// gaps (each trimmed of zero coverage at its ends), each with its non-zero constant runs rebased to the stretch.
    @inline(__always)
    private static func emitRow(
        y: Int, count rows: Int, regionX: Int, coverage cov: UnsafeMutablePointer<Float>, lo: Int, end: Int,
        constants: UnsafeBufferPointer<Run>, runs: UnsafeMutablePointer<Run>, _ body: RepeatedRowBody
    ) {
        var from = lo, k = 0
        while from < end {
            // The stretch runs to the next zero constant (or the row's end).
            var to = end, next = k
            while next < constants.count {
                if constants[next].value == 0 { to = constants[next].start; break }
                next &+= 1
            }
            var first = from, last = to - 1
            while first <= last, cov[first] == 0 { first &+= 1 }
            while last >= first, cov[last] == 0 { last &-= 1 }
            if first <= last {
                var n = 0
                while k < next {
                    let c = constants[k]
                    runs[n] = Run(start: c.start - first, end: c.end - first, value: c.value)
                    n &+= 1; k &+= 1
                }
                body(y, rows, regionX + first, UnsafeBufferPointer(start: cov + first, count: last - first + 1),
                     UnsafeBufferPointer(start: runs, count: n))
            }
            guard next < constants.count else { break }
            from = constants[next].end
            k = next + 1
        }
    }

    /// The first column in `from..<limit` whose touched bit is `set` (or clear), `limit` when there is none.
    @inline(__always)
    private static func nextBit(_ bits: UnsafeMutablePointer<UInt64>, from x: Int, set: Bool, limit: Int) -> Int {
        var word = x >> 6
        var v = (set ? bits[word] : ~bits[word]) & (~0 << UInt64(x & 63))
        while v == 0 {
            word &+= 1
            if word << 6 >= limit { return limit }
            v = set ? bits[word] : ~bits[word]
        }
        return Swift.min((word << 6) | v.trailingZeroBitCount, limit)
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

    /// Where `drawLine` writes: the band's area rows, their touched bits and touched column spans.
    struct Rows {
        let area: UnsafeMutablePointer<Float>, stride: Int
        let bits: UnsafeMutablePointer<UInt64>, bitStride: Int
        let rowMin: UnsafeMutablePointer<Int>, rowMax: UnsafeMutablePointer<Int>

        /// Records that an edge wrote cells `a...b` of band row `y`.
        @inline(__always) func touch(_ y: Int, _ a: Int, _ b: Int) {
            rowMin[y] = Swift.min(rowMin[y], a)
            rowMax[y] = Swift.max(rowMax[y], b)
            let row = bits + y &* bitStride
            let first = a >> 6, last = b >> 6
            let head: UInt64 = ~0 << UInt64(a & 63), tail: UInt64 = ~0 >> UInt64(63 - (b & 63))
            if first == last { row[first] |= head & tail; return }
            row[first] |= head
            var word = first &+ 1
            while word < last { row[word] = ~0; word &+= 1 }
            row[last] |= tail
        }
    }

    /// Accumulates one edge (band-local, `y0 < y1`, `0 ≤ x ≤ limitX`) into the area buffer (font-rs' draw_line).
    @inline(__always)
    private static func drawLine(_ rows: Rows, x0: Float, y0: Float, x1: Float, y1: Float, dir: Float, limitX: Float) {
        let dxdy = (x1 - x0) / (y1 - y0)
        var x = x0
        var y = Int(y0)
        let yEnd = Rasterizer.ceiling(y1)
        while y < yEnd {
            let dy = Swift.min(Float(y + 1), y1) - Swift.max(Float(y), y0)
            // Clamp against float drift so the index never leaves the row.
            let xnext = Swift.min(Swift.max(x + dxdy * dy, 0), limitX)
            let d = dy * dir
            let xa = Swift.min(x, xnext), xb = Swift.max(x, xnext)
            let xai = Rasterizer.floor(xa), xaf = Float(xai)
            let xbi = Rasterizer.ceiling(xb), xbc = Float(xbi)
            let row = rows.area + y * rows.stride
            if xbi <= xai + 1 {
                // The edge stays within one column in this row: a trapezoid split between it and the next.
                let xmf = 0.5 * (x + xnext) - xaf
                row[xai] += d - d * xmf
                row[xai + 1] += d * xmf
                rows.touch(y, xai, xai + 1)
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
                rows.touch(y, xai, xbi)
            }
            x = xnext
            y += 1
        }
    }

    /// `Int(v.rounded(.down))` for finite `v` within Int's range, without a call to the C library (the default
    /// x86-64 target has no rounding instruction, and `drawLine` rounds twice per row of every edge).
    @inline(__always) static func floor(_ v: Float) -> Int {
        let t = Int(v)
        return Float(t) > v ? t - 1 : t
    }

    /// `Int(v.rounded(.up))` for finite `v` within Int's range, as `floor`.
    @inline(__always) static func ceiling(_ v: Float) -> Int {
        let t = Int(v)
        return Float(t) < v ? t + 1 : t
    }

    /// The axis-aligned rectangle fast path: coverage is the product of the column and row overlaps, computed once.
    mutating func fillRect(
        _ r: Rect, clip: PixelRect, _ body: (_ y: Int, _ x0: Int, _ coverage: UnsafeBufferPointer<Float>) -> Void
    ) {
        fillRectRows(r, clip: clip) { y, x0, cov, _ in body(y, x0, cov) }
    }

    /// `fillRect`, also handing the body the run of columns fully inside the rectangle (see `RowBody`).
    mutating func fillRectRows(_ r: Rect, clip: PixelRect, _ body: RowBody) {
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
            // Columns wholly inside are exactly 1; only the first and last can be partial.
            var inStart = 0, inEnd = w
            while inStart < inEnd, cov[inStart] < 1 { inStart += 1 }
            while inEnd > inStart, cov[inEnd - 1] < 1 { inEnd -= 1 }
            let hasRun = inEnd - inStart >= Rasterizer.minRun
            var run = Run(start: inStart, end: inEnd, value: 1)
            for y in region.y..<region.maxY {
                let ry = overlap(y, r.minY, r.maxY)
                if ry >= 1 {
                    withUnsafePointer(to: run) { p in
                        body(y, region.x, UnsafeBufferPointer(rebasing: cov[0..<w]),
                             UnsafeBufferPointer(start: p, count: hasRun ? 1 : 0))
                    }
                } else if ry > 0 {
                    for i in 0..<w { cov[w + i] = cov[i] * ry }
                    run.value = ry
                    withUnsafePointer(to: run) { p in
                        body(y, region.x, UnsafeBufferPointer(rebasing: cov[w..<(2 * w)]),
                             UnsafeBufferPointer(start: p, count: hasRun ? 1 : 0))
                    }
                    run.value = 1
                }
            }
        }
    }
}
