import AnimaCore
import RealModule

/// Turns polylines into the filled outline of their stroke (width, caps, joins, miter limit).
///
/// Each subpath becomes one closed outline: the left offset forwards, the end cap, the right offset backwards and
/// the start cap (a closed subpath becomes two rings of opposite direction). Joins are added on the outer side of
/// each turn; the inner side goes through the vertex itself (Skia's pivot), which overlaps the neighbouring
/// segments but keeps the winding number positive, so a non-zero fill covers exactly the stroked area.
struct Stroker: Hashable, Sendable {
    /// Half the line width.
    var halfWidth: Double
    var cap: LineCap
    var join: LineJoin
    var miterLimit: Double
    /// Arc flattening tolerance, in the polylines' units.
    var tolerance: Double

    /// The stroke outline of every polyline.
    func outline(_ lines: [Polyline]) -> Contours {
        var out = Contours()
        guard halfWidth > 0, halfWidth.isFinite else { return out }
        for line in lines { stroke(line, into: &out) }
        return out
    }

    private func stroke(_ line: Polyline, into out: inout Contours) {
        // Collapse repeated points: zero-length segments have no direction.
        var pts: [Point] = []
        pts.reserveCapacity(line.points.count)
        for p in line.points where pts.last.map({ $0.distance(to: p) > 1e-9 }) ?? true { pts.append(p) }
        var closed = line.isClosed
        if closed, pts.count > 1, let f = pts.first, let l = pts.last, f.distance(to: l) <= 1e-9 { pts.removeLast() }
        if closed && pts.count < 3 { closed = false }
        if pts.count == 1 {
            dot(at: pts[0], into: &out)
            return
        }
        guard pts.count >= 2 else { return }

        let n = pts.count
        let segCount = closed ? n : n - 1
        var dirs: [Point] = []
        dirs.reserveCapacity(segCount)
        for i in 0..<segCount {
            let a = pts[i], b = pts[(i + 1) % n]
            let d = b - a, len = d.length
            dirs.append(d * (1 / len))
        }
        func normal(_ d: Point) -> Point { Point(-d.y * halfWidth, d.x * halfWidth) }

        var left: [Point] = [], right: [Point] = []
        left.reserveCapacity(2 * n); right.reserveCapacity(2 * n)

        if closed {
            for i in 0..<n {
                let prev = dirs[(i + n - 1) % n], next = dirs[i]
                joinPoints(at: pts[i], from: prev, to: next, left: &left, right: &right)
            }
            appendContour(left, into: &out)
            appendContour(right.reversed(), into: &out)
            return
        }

        left.append(pts[0] + normal(dirs[0]))
        right.append(pts[0] - normal(dirs[0]))
        for i in 1..<(n - 1) {
            joinPoints(at: pts[i], from: dirs[i - 1], to: dirs[i], left: &left, right: &right)
        }
        let lastDir = dirs[segCount - 1]
        left.append(pts[n - 1] + normal(lastDir))
        right.append(pts[n - 1] - normal(lastDir))

        var poly = left
        addCap(at: pts[n - 1], direction: lastDir, into: &poly)  // from left end to right end
        poly.append(contentsOf: right.reversed())
        addCap(at: pts[0], direction: -dirs[0], into: &poly)      // from right start back to left start
        appendContour(poly, into: &out)
    }

    /// Appends the left and right offset points around vertex `p` where direction `d0` turns into `d1`.
    private func joinPoints(at p: Point, from d0: Point, to d1: Point, left: inout [Point], right: inout [Point]) {
        let n0 = Point(-d0.y, d0.x), n1 = Point(-d1.y, d1.x)
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        if cross.magnitude < 1e-12 && dot > 0 {
            // Straight on: one point per side.
            left.append(p + n0 * halfWidth); right.append(p - n0 * halfWidth)
            return
        }
        // cross > 0 turns towards the left normal, so the right side is the outer one.
        if cross > 0 {
            left.append(p + n0 * halfWidth); left.append(p); left.append(p + n1 * halfWidth)
            outerJoin(at: p, from: -n0, to: -n1, turnsPositive: true, into: &right)
        } else {
            right.append(p - n0 * halfWidth); right.append(p); right.append(p - n1 * halfWidth)
            outerJoin(at: p, from: n0, to: n1, turnsPositive: false, into: &left)
        }
    }

    /// Appends the outer join from unit normal `u0` to `u1` (both pointing outwards).
    private func outerJoin(at p: Point, from u0: Point, to u1: Point, turnsPositive: Bool, into side: inout [Point]) {
        let a = p + u0 * halfWidth, b = p + u1 * halfWidth
        switch join {
        case .bevel:
            side.append(a); side.append(b)
        case .miter:
            let sum = u0 + u1
            let len2 = sum.x * sum.x + sum.y * sum.y
            // The miter length over the line width is 1/sin(θ/2) = 2/|u0 + u1|.
            if len2 > 1e-12, 4 / len2 <= miterLimit * miterLimit {
                side.append(a); side.append(p + sum * (2 * halfWidth / len2)); side.append(b)
            } else {
                side.append(a); side.append(b)
            }
        case .round:
            let a0 = u0.angle
            var sweep = u1.angle - a0
            // Go the short way round, in the direction of the turn.
            if turnsPositive { while sweep < 0 { sweep += 2 * .pi } } else { while sweep > 0 { sweep -= 2 * .pi } }
            if sweep.magnitude > .pi + 1e-9 { sweep = turnsPositive ? sweep - 2 * .pi : sweep + 2 * .pi }
            ShapeBuilder.arc(center: p, rx: halfWidth, ry: halfWidth, start: a0, sweep: sweep, pixelScale: 1,
                             tolerance: tolerance, into: &side)
        }
    }

    /// Appends the cap at `p` for a stroke leaving in `direction`, from its left offset to its right offset.
    private func addCap(at p: Point, direction d: Point, into poly: inout [Point]) {
        let nrm = Point(-d.y, d.x) * halfWidth
        switch cap {
        case .butt:
            break
        case .square:
            let ext = d * halfWidth
            poly.append(p + nrm + ext); poly.append(p - nrm + ext)
        case .round:
            ShapeBuilder.arc(center: p, rx: halfWidth, ry: halfWidth, start: nrm.angle, sweep: -.pi, pixelScale: 1,
                             tolerance: tolerance, into: &poly)
        }
    }

    /// A zero-length subpath: Core Graphics draws a dot for round and square caps, nothing for butt.
    private func dot(at p: Point, into out: inout Contours) {
        switch cap {
        case .butt: return
        case .square:
            let h = halfWidth
            appendContour([Point(p.x - h, p.y - h), Point(p.x + h, p.y - h), Point(p.x + h, p.y + h), Point(p.x - h, p.y + h)],
                          into: &out)
        case .round:
            var pts: [Point] = []
            ShapeBuilder.arc(center: p, rx: halfWidth, ry: halfWidth, start: 0, sweep: 2 * .pi, pixelScale: 1,
                             tolerance: tolerance, into: &pts)
            pts.removeLast()
            appendContour(pts, into: &out)
        }
    }

    private func appendContour<S: Sequence<Point>>(_ pts: S, into out: inout Contours) {
        for p in pts { out.add(p) }
        out.close()
    }
}
