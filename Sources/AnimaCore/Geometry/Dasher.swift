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
            var intervals: [(Double, Double)] = []
            if usePattern, let pat = dashes {
                intervals = dashIntervals(length: len, pattern: pat, phase: phase, within: lo, hi)
            } else {
                intervals = [(lo, hi)]
            }
            for (a, b) in intervals {
                if !trimmed && !usePattern { out.append(line); continue }
                if a == 0 && b == len && line.isClosed && !usePattern {
                    out.append(line)
                } else {
                    out.append(extract(line, from: a, to: b))
                }
            }
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

    /// The part of `line` between arc lengths `a` and `b` as an open polyline (one point when `a == b`).
    static func extract(_ line: Polyline, from a: Double, to b: Double) -> Polyline {
        var pts = line.points
        if line.isClosed, let f = pts.first { pts.append(f) }
        var out: [Point] = []
        var acc = 0.0
        for i in 1..<Swift.max(pts.count, 1) {
            let p = pts[i - 1], q = pts[i]
            let seg = p.distance(to: q)
            let s = acc, e = acc + seg
            if out.isEmpty, a <= e, seg > 0 || a == s {
                out.append(p.interpolated(to: q, seg > 0 ? (a - s) / seg : 0))
            }
            if !out.isEmpty {
                if b <= e {
                    out.append(p.interpolated(to: q, seg > 0 ? (b - s) / seg : 0))
                    return Polyline(points: out, isClosed: false)
                }
                out.append(q)
            }
            acc = e
        }
        if out.isEmpty, let l = pts.last { out = [l] }
        return Polyline(points: out, isClosed: false)
    }

    private static func clamp01(_ v: Double) -> Double { v.isFinite ? Swift.min(Swift.max(v, 0), 1) : 0 }
}
