/// Cuts polylines into the pieces a stroke actually draws: the dash pattern, then `strokeStart`…`strokeEnd`.
///
/// The dash pattern is laid along each subpath from its own start (as Core Graphics restarts it per subpath) and
/// the trim is measured along the whole path, so animating `strokeEnd` reveals stationary dashes, as on iOS. Shared
/// by the renderer's stroker and the SVG export, which cuts a path in perspective itself (it is written point by
/// point, so SVG's own dashes would be laid along the projected lengths).
package enum Dasher {
    /// The most dashes one path may produce; a pattern finer than this relative to the path is drawn solid.
    static let maxDashes = 200_000

    /// The pieces of `lines` to stroke.
    package static func pieces(
        _ lines: [Polyline], pattern: [Double], phase: Double, strokeStart: Double, strokeEnd: Double
    ) -> [Polyline] {
        let s0 = clamp01(strokeStart), s1 = clamp01(strokeEnd)
        let lengths = lines.map(\.length)
        let total = lengths.reduce(0, +)
        guard s1 > s0, total > 0 || lines.contains(where: { $0.points.count == 1 }) else {
            return s1 > s0 ? lines : []
        }
        let dashes = validPattern(pattern)
        let trimmed = s0 > 0 || s1 < 1
        if dashes == nil && !trimmed { return lines }
        let dashCount = dashes.map { total / $0.reduce(0, +) * Double($0.count) } ?? 0
        let usePattern = dashes != nil && dashCount <= Double(maxDashes)

        var out: [Polyline] = []
        var offset = 0.0
        let trimLo = s0 * total, trimHi = s1 * total
        for (line, len) in zip(lines, lengths) {
            defer { offset += len }
            let lo = Swift.max(0, trimLo - offset), hi = Swift.min(len, trimHi - offset)
            guard hi >= lo, len > 0 || line.points.count == 1 else { continue }
            guard usePattern, let pat = dashes else {
                let whole = !trimmed || (lo == 0 && hi == len && line.isClosed)
                out += whole ? [line] : extract(line, [(lo, hi)])
                continue
            }
            out += extract(line, dashIntervals(length: len, pattern: pat, phase: phase, within: lo, hi))
        }
        return out
    }

    /// A usable dash pattern, or nil when Core Animation would draw solid (empty, negative, or all zero).
    package static func validPattern(_ p: [Double]) -> [Double]? {
        guard !p.isEmpty, p.allSatisfy({ $0 >= 0 && $0.isFinite }), p.reduce(0, +) > 0 else { return nil }
        return p.count % 2 == 0 ? p : p + p  // an odd pattern repeats with on and off swapped
    }

    /// The "on" intervals of the pattern along a subpath of length `len`, intersected with `lo…hi`.
    private static func dashIntervals(length len: Double, pattern: [Double], phase: Double, within lo: Double, _ hi: Double)
        -> [(Double, Double)]
    {
        let period = pattern.reduce(0, +)
        var ph = phase.isFinite ? phase.truncatingRemainder(dividingBy: period) : 0
        if ph < 0 { ph += period }
        // Find where in the pattern the subpath starts.
        var index = 0
        var remaining = pattern[0]
        while ph > 0 {
            if ph >= remaining { ph -= remaining; index = (index + 1) % pattern.count; remaining = pattern[index] }
            else { remaining -= ph; ph = 0 }
        }
        var result: [(Double, Double)] = []
        var pos = 0.0
        var guardCount = 0
        while pos <= len, guardCount < maxDashes * 2 {
            guardCount += 1
            let end = pos + remaining
            if index % 2 == 0 {
                let a = Swift.max(pos, lo), b = Swift.min(end, len, hi)
                if b > a || (remaining == 0 && pos >= lo && pos <= hi) { result.append((a, Swift.max(a, b))) }
            }
            pos = end
            index = (index + 1) % pattern.count
            remaining = pattern[index]
            if pos >= len && index % 2 == 0 && pattern[index] > 0 { break }
        }
        return result
    }

    /// The parts of `line` between the arc lengths of each of `intervals` (in increasing order, not overlapping), as
    /// open polylines (one point for an empty interval).
    ///
    /// One walk along the line for all of them: cutting each dash by walking from the line's start made a dashed
    /// stroke cost dashes × vertices (3.4 s for 10⁵ dashes along a long flattened curve, found by FuzzRender).
    static func extract(_ line: Polyline, _ intervals: [(Double, Double)]) -> [Polyline] {
        var pts = line.points
        if line.isClosed, let f = pts.first { pts.append(f) }
        var out: [Polyline] = []
        out.reserveCapacity(intervals.count)
        // The first segment a piece can start on, and the arc length at its start; intervals only move it forwards.
        var first = 1, firstStart = 0.0
        for (a, b) in intervals {
            while first < pts.count {
                let seg = pts[first - 1].distance(to: pts[first])
                if a <= firstStart + seg, seg > 0 || a == firstStart { break }
                firstStart += seg
                first += 1
            }
            out.append(piece(of: pts, from: a, to: b, segment: first, start: firstStart))
        }
        return out
    }

    /// The part of the polyline through `pts` between arc lengths `a` and `b`, starting on segment `i` (from
    /// `pts[i - 1]` to `pts[i]`), which begins at arc length `start`; the last point when no segment is left.
    private static func piece(of pts: [Point], from a: Double, to b: Double, segment i: Int,
                              start: Double) -> Polyline {
        guard i < pts.count else { return Polyline(points: pts.last.map { [$0] } ?? [], isClosed: false) }
        var out: [Point] = []
        var acc = start
        for j in i..<pts.count {
            let p = pts[j - 1], q = pts[j]
            let seg = p.distance(to: q)
            let s = acc, e = acc + seg
            if j == i { out.append(p.interpolated(to: q, seg > 0 ? (a - s) / seg : 0)) }
            if b <= e {
                out.append(p.interpolated(to: q, seg > 0 ? (b - s) / seg : 0))
                break
            }
            out.append(q)
            acc = e
        }
        return Polyline(points: out, isClosed: false)
    }

    private static func clamp01(_ v: Double) -> Double { v.isFinite ? Swift.min(Swift.max(v, 0), 1) : 0 }
}
