#if !canImport(Darwin)
import AnimaCore
import Foundation

/// Path questions and rebuilds that UIBezierPath and CGPath share (current point, reversal, arcs by tangents,
/// rounded rectangles), kept in one place so both answer alike.
enum PathCursor {
    /// The end point of the last element; after a close, the start of that subpath; nil when empty.
    static func currentPoint(of path: Path) -> Point? {
        var start: Point?
        var current: Point?
        for e in path.elements {
            switch e {
            case .move(let p): start = p; current = p
            case .line(let p), .quad(let p, _), .cubic(let p, _, _): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// Each subpath traced backwards, subpaths in reverse order (as UIBezierPath's `reversing()`).
    static func reversed(_ path: Path) -> Path {
        var subpaths: [[Path.Element]] = []
        for e in path.elements {
            if case .move = e { subpaths.append([e]) } else if subpaths.isEmpty { subpaths.append([.move(to: Point(0, 0)), e]) } else {
                subpaths[subpaths.count - 1].append(e)
            }
        }
        var out = Path()
        for sub in subpaths.reversed() { appendReversed(sub, to: &out) }
        return out
    }

    /// Appends one subpath (starting with a move) traced backwards.
    private static func appendReversed(_ sub: [Path.Element], to out: inout Path) {
        guard case .move(let start) = sub.first else { return }
        let closed = sub.last == .close
        var points = [start]
        var segments: [Path.Element] = []
        for e in sub.dropFirst() where e != .close {
            segments.append(e)
            switch e {
            case .line(let p), .quad(let p, _), .cubic(let p, _, _): points.append(p)
            case .move, .close: break
            }
        }
        guard let last = points.last else { return }
        out.move(to: last)
        for (i, e) in segments.enumerated().reversed() {
            let to = points[i]
            switch e {
            case .line: out.addLine(to: to)
            case .quad(_, let c): out.addQuadCurve(to: to, control: c)
            case .cubic(_, let c1, let c2): out.addCurve(to: to, control1: c2, control2: c1)
            case .move, .close: break
            }
        }
        if closed { out.closeSubpath() }
    }

    /// CGPath's arc by tangents: a line towards `t1`, then the arc of radius `r` tangent to the lines current→t1
    /// and t1→t2; a line to `t1` when the three points are collinear or `r` is zero.
    static func addArc(to path: inout Path, tangent1End t1: Point, tangent2End t2: Point, radius r: Double) {
        guard let p0 = currentPoint(of: path) else { path.move(to: t1); return }
        let v1 = (x: p0.x - t1.x, y: p0.y - t1.y), v2 = (x: t2.x - t1.x, y: t2.y - t1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard r > 0, l1 > 0, l2 > 0, abs(cross) > 1e-12 * l1 * l2 else { path.addLine(to: t1); return }
        let u1 = (x: v1.x / l1, y: v1.y / l1), u2 = (x: v2.x / l2, y: v2.y / l2)
        let theta = acos(max(-1, min(1, u1.x * u2.x + u1.y * u2.y)))  // the angle at t1
        let along = r / tan(theta / 2)
        let a = Point(t1.x + u1.x * along, t1.y + u1.y * along)
        let b = Point(t1.x + u2.x * along, t1.y + u2.y * along)
        let bis = (x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = (bis.x * bis.x + bis.y * bis.y).squareRoot()
        let toCentre = r / sin(theta / 2)
        let c = Point(t1.x + bis.x / bl * toCentre, t1.y + bis.y / bl * toCentre)
        let start = atan2(a.y - c.y, a.x - c.x), end = atan2(b.y - c.y, b.x - c.x)
        var sweep = end - start
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        path.addArc(center: c, radius: r, startAngle: start, endAngle: start + sweep, clockwise: sweep > 0)
    }

    /// A rectangle whose `corners` are rounded with radius `radius` (at most half the shorter side), clockwise on
    /// screen from the top-left corner's end, closed.
    static func roundedRect(_ rect: Rect, corners: UIRectCorner, radius requested: Double) -> Path {
        let r = max(0, min(requested.isFinite ? requested : 0, min(rect.width, rect.height) / 2))
        func radius(_ c: UIRectCorner) -> Double { corners.contains(c) ? r : 0 }
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.minX + rect.width, rect.minY + rect.height)
        let h = Double.pi / 2
        var p = Path()
        p.move(to: Point(x0 + radius(.topLeft), y0))
        p.addLine(to: Point(x1 - radius(.topRight), y0))
        if radius(.topRight) > 0 { p.addArc(center: Point(x1 - r, y0 + r), radius: r, startAngle: -h, endAngle: 0, clockwise: true) }
        p.addLine(to: Point(x1, y1 - radius(.bottomRight)))
        if radius(.bottomRight) > 0 { p.addArc(center: Point(x1 - r, y1 - r), radius: r, startAngle: 0, endAngle: h, clockwise: true) }
        p.addLine(to: Point(x0 + radius(.bottomLeft), y1))
        if radius(.bottomLeft) > 0 { p.addArc(center: Point(x0 + r, y1 - r), radius: r, startAngle: h, endAngle: 2 * h, clockwise: true) }
        p.addLine(to: Point(x0, y0 + radius(.topLeft)))
        if radius(.topLeft) > 0 { p.addArc(center: Point(x0 + r, y0 + r), radius: r, startAngle: 2 * h, endAngle: 3 * h, clockwise: true) }
        p.closeSubpath()
        return p
    }
}
#endif
