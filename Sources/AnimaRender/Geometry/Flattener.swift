import AnimaCore

/// Turns `Path` Béziers into polylines whose distance from the true curve stays under a tolerance.
///
/// The subdivision count is Wang's formula (the bound on the second difference of the control polygon), so the
/// count is computed once per curve instead of by recursive flatness tests; this also makes output independent of
/// evaluation order. Counts are capped so absurd coordinates cannot make a path allocate without bound.
enum Flattener {
    /// The most segments one curve may become.
    static let maxSegmentsPerCurve = 1024

    /// The polylines of `path` after mapping it by `transform`, flattened to within `tolerance` (same units as the
    /// output). Non-finite points are skipped, so a malformed path draws less rather than trapping.
    static func polylines(of path: Path, transform: AffineTransform = .identity, tolerance: Double) -> [FlatPolyline] {
        let tol = tolerance > 0 && tolerance.isFinite ? tolerance : 0.1
        var out: [FlatPolyline] = []
        var current: [Point] = []
        var start = Point.zero
        var last = Point.zero
        var hasCurrent = false

        func finish(closed: Bool) {
            if current.count > 1 || (current.count == 1 && closed) {
                out.append(FlatPolyline(points: current, isClosed: closed))
            } else if current.count == 1 {
                // A lone move-to still matters for stroking (round or square caps draw a dot): keep it open.
                out.append(FlatPolyline(points: current, isClosed: false))
            }
            current = []
            hasCurrent = false
        }

        for element in path.elements {
            switch element {
            case let .move(to: p):
                if hasCurrent { finish(closed: false) }
                let q = transform.apply(p)
                guard q.isFinite else { continue }
                current = [q]; start = q; last = q; hasCurrent = true
            case let .line(to: p):
                let q = transform.apply(p)
                guard q.isFinite else { continue }
                if !hasCurrent { current = [last]; start = last; hasCurrent = true }
                current.append(q); last = q
            case let .quad(to: p, control: c):
                let q = transform.apply(p), c1 = transform.apply(c)
                guard q.isFinite, c1.isFinite else { continue }
                if !hasCurrent { current = [last]; start = last; hasCurrent = true }
                let dd = (last - c1 * 2 + q).length
                let n = segmentCount(0.25 * dd, tol)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    current.append(i == n ? q : last * (u * u) + c1 * (2 * u * t) + q * (t * t))
                }
                last = q
            case let .cubic(to: p, control1: a, control2: b):
                let q = transform.apply(p), c1 = transform.apply(a), c2 = transform.apply(b)
                guard q.isFinite, c1.isFinite, c2.isFinite else { continue }
                if !hasCurrent { current = [last]; start = last; hasCurrent = true }
                let dd = Swift.max((last - c1 * 2 + c2).length, (c1 - c2 * 2 + q).length)
                let n = segmentCount(0.75 * dd, tol)
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    current.append(i == n ? q
                        : last * (u * u * u) + c1 * (3 * u * u * t) + c2 * (3 * u * t * t) + q * (t * t * t))
                }
                last = q
            case .close:
                if hasCurrent {
                    // A closing point equal to the start adds a zero-length segment; drop it.
                    if current.count > 1, current.last == start { current.removeLast() }
                    finish(closed: true)
                }
                last = start
            }
        }
        if hasCurrent { finish(closed: false) }
        return out
    }

    /// Wang's bound: n = ⌈√(k·|second difference| / tolerance)⌉, at least 1.
    private static func segmentCount(_ scaled: Double, _ tol: Double) -> Int {
        let n = (scaled / tol).squareRoot().rounded(.up)
        guard n.isFinite else { return maxSegmentsPerCurve }
        return Swift.min(Swift.max(Int(n), 1), maxSegmentsPerCurve)
    }
}
