import AnimaImageFormats

/// A kept fill's pixels laid out for the low-precision blend of a solid colour (`SolidLanes`), worked out once when
/// its coverage is recorded: its edge stretches as groups of four neighbouring pixels with their coverage already in
/// 0.16 fixed point, its constant runs, and its rows' background chunks (`RenderTarget.fillPendingRow`). Replaying it
/// is then a load, a blend and a store per group, where each row had walked its runs and converted its coverage
/// again, and an edge stretch of one to three pixels (each row of a turned bar has two) had gathered and scattered
/// its pixels one by one.
///
/// A group may reach past its stretch (to stay within the canvas row); those lanes have coverage 0, which the lane
/// blend turns into the pixel it found (`SolidLanes.over4` rounds `d · 65535 / 65536 + ½` back to `d`), so every
/// pixel is blended once, as `Canvas.blendSolidRow` blends it, and the others are stored unchanged.
struct LaneGroups: Sendable {
    /// Four neighbouring pixels of an edge stretch.
    struct Group: Sendable {
        /// The first pixel's index in the canvas's pixels.
        let pixel: Int
        /// `SolidLanes.coverage4` of the four coverages (0 for lanes outside the stretch).
        let coverage: SIMD8<UInt16>
        /// All ones in the lanes whose coverage is at least 1, where an opaque colour is stored as its word.
        let whole: SIMD4<UInt32>
    }

    /// A run of constant coverage.
    struct Span: Sendable {
        let pixel: Int, count: Int
        let value: Float
    }

    /// A row's share of the lazy background fill (`RenderTarget.fillPendingRow`): its canvas row, its chunks, and
    /// its runs (a slice of the entry's) from device column `x0`.
    struct PendingRow: Sendable {
        let row: Int
        let chunks: UInt64
        let x0: Int
        let runs: Range<Int>
    }

    /// The canvas bounds the pixel indices are for.
    let frame: PixelRect
    /// The chunk width the rows' chunks are for (`RenderTarget.chunkShift`).
    let chunkShift: Int
    private(set) var groups: [Group] = []
    private(set) var spans: [Span] = []
    private(set) var pendingRows: [PendingRow] = []

    /// The layout of `entry`'s rows on a canvas covering `frame`; nil when the canvas is narrower than a group.
    init?(_ entry: CoverageCache.Entry, frame: PixelRect) {
        guard frame.width >= 4 else { return nil }
        self.frame = frame
        chunkShift = RenderTarget.chunkShift(width: frame.width)
        entry.coverage.withUnsafeBufferPointer { c in
            entry.runs.withUnsafeBufferPointer { r in
                guard let cb = c.baseAddress else { return }
                for row in entry.rows {
                    add(row, coverage: cb + row.coverage.lowerBound, runs: UnsafeBufferPointer(rebasing: r[row.runs]))
                }
            }
        }
    }

    /// Adds one kept row: its edge stretches and runs, split as `Canvas.blendSolidRow` splits them.
    private mutating func add(_ row: CoverageCache.Row, coverage cov: UnsafePointer<Float>,
                              runs: UnsafeBufferPointer<Rasterizer.Run>) {
        guard let (start, end, rowBase) = RenderTarget.rowSpan(in: frame, y: row.y, x0: row.x0,
                                                               count: row.coverage.count) else { return }
        pendingRows.append(PendingRow(row: row.y - frame.y,
                                      chunks: RenderTarget.chunks(start - frame.x, end - frame.x, shift: chunkShift),
                                      x0: row.x0, runs: row.runs))
        var from = start
        for run in runs {
            let a = Swift.max(row.x0 + run.start, from), b = Swift.min(row.x0 + run.end, end)
            guard a < b else { continue }
            if from < a { addStretch(from..<a, x0: row.x0, coverage: cov, rowBase: rowBase) }
            spans.append(Span(pixel: rowBase + a, count: b - a, value: run.value))
            from = b
        }
        if from < end { addStretch(from..<end, x0: row.x0, coverage: cov, rowBase: rowBase) }
    }

    /// Adds the groups of the device columns `columns` (coverage `cov` from column `x0`): four at a time from the
    /// first, the last group moved left when it would pass the canvas's right edge.
    private mutating func addStretch(_ columns: Range<Int>, x0: Int, coverage cov: UnsafePointer<Float>, rowBase: Int) {
        for j in stride(from: columns.lowerBound, to: columns.upperBound, by: 4) {
            let first = Swift.min(j, frame.maxX - 4)
            var c = SIMD4<Float>(repeating: 0)
            for lane in 0..<4 where columns.contains(first + lane) && first + lane >= j {
                c[lane] = cov[first + lane - x0]
            }
            // A group with nothing covered leaves its pixels as they are.
            guard any(c .> 0) else { continue }
            groups.append(Group(pixel: rowBase + first, coverage: SolidLanes.coverage4(c),
                                whole: SIMD4<UInt32>(repeating: 0).replacing(with: ~0, where: c .>= 1)))
        }
    }

    /// Blends the fill of the premultiplied colour `full` into the canvas pixels `px`: the groups with its `lanes`,
    /// storing `word` where an `opaque` colour covers a pixel whole (`Canvas.blendSolidLanes`, the same bytes),
    /// then the runs (`Canvas.fillSolid`).
    @inline(__always)
    func blend(_ lanes: SolidLanes, opaque: Bool, word: UInt32, color full: SIMD4<Float>,
               into px: UnsafeMutablePointer<UInt32>) {
        groups.withUnsafeBufferPointer { gs in
            #if DEBUG
            for g in gs { LaneGroups.blendScalar(g, lanes, opaque: opaque, word: word, into: px + g.pixel) }
            #else
            let stored = SIMD4<UInt32>(repeating: opaque ? ~0 : 0), words = SIMD4<UInt32>(repeating: word)
            for g in gs {
                let p = UnsafeMutableRawPointer(px + g.pixel)
                let r = lanes.over4(coverage: g.coverage, p.loadUnaligned(as: SIMD4<UInt32>.self))
                let m = g.whole & stored
                p.storeBytes(of: r & ~m | words & m, as: SIMD4<UInt32>.self)
            }
            #endif
        }
        // Most runs are whole (coverage 1) and lie on one background: their colour is worked out once, and so is
        // its blend over that background.
        var value = Float.nan, src = full, stored: UInt32? = nil, last: (destination: UInt32, result: UInt32) = (0, 0)
        for span in spans {
            let p = px + span.pixel
            if span.value != value {
                value = span.value
                src = full * value
                stored = src.w >= Canvas.opaqueAlpha ? Canvas.word(src) : nil
                if stored == nil { last = (p[0], Canvas.over(src, p[0])) }
            }
            if let stored {
                Canvas.fill(p, count: span.count, with: stored)
            } else {
                Canvas.fillTranslucent(src, into: p, count: span.count, last: &last)
            }
        }
    }

    /// One group a lane at a time in scalar integers (`SolidLanes.over`), the same bytes: a build without
    /// optimisation calls a generic function for every vector operation.
    private static func blendScalar(_ g: Group, _ lanes: SolidLanes, opaque: Bool, word: UInt32,
                                    into dst: UnsafeMutablePointer<UInt32>) {
        for lane in 0..<4 {
            dst[lane] = opaque && g.whole[lane] != 0 ? word : lanes.over(fixed: UInt32(g.coverage[2 * lane]), dst[lane])
        }
    }
}
