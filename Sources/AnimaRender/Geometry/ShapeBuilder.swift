import AnimaCore
import RealModule

/// Builds the outlines of rectangles, rounded rectangles and ellipses directly as polygons.
///
/// Arcs are split so each chord stays within `tolerance` device pixels of the circle. The polygon's area, and so
/// the total coverage the rasterizer gives it, then matches the true shape instead of falling short by the
/// sagittas: arc end points stay
/// exact so straight edges meet them tangentially; the interior vertices sit just outside the circle by the amount
/// that makes each arc's polygon enclose exactly the sector's area (`areaFactor`).
enum ShapeBuilder {
    /// Default flattening tolerance, in device pixels.
    static let tolerance = 0.1
    /// The most segments one quarter arc may become.
    static let maxSegmentsPerArc = 512

    /// A rectangle's radii clamped as Core Animation does (to half the shorter side) and zeroed where `mask` excludes
    /// the corner. Order: top-left, top-right, bottom-right, bottom-left.
    static func cornerRadii(_ radius: Double, mask: CornerMask, in r: Rect) -> (Double, Double, Double, Double) {
        guard radius > 0, radius.isFinite else { return (0, 0, 0, 0) }
        let c = Swift.min(radius, Swift.min(r.width, r.height) / 2)
        return (mask.contains(.topLeft) ? c : 0, mask.contains(.topRight) ? c : 0,
                mask.contains(.bottomRight) ? c : 0, mask.contains(.bottomLeft) ? c : 0)
    }

    /// Appends a (rounded) rectangle, clockwise on screen, mapped by `t`.
    static func addRoundedRect(
        _ r: Rect, radii: (Double, Double, Double, Double), transform t: AffineTransform, into c: inout Contours,
        reversed: Bool = false
    ) {
        addRoundedRect(r, radii: radii, projection: Projection(t), into: &c, reversed: reversed)
    }

    /// Appends a (rounded) rectangle of a layer's plane, projected (and near-clipped) by `t`.
    static func addRoundedRect(
        _ r: Rect, radii: (Double, Double, Double, Double), projection t: Projection, into c: inout Contours,
        reversed: Bool = false
    ) {
        guard r.isFinite, r.width > 0, r.height > 0 else { return }
        let s = t.pixelScale(over: r)
        var pts: [Point] = []
        pts.reserveCapacity(64)
        let (tl, tr, br, bl) = radii
        func corner(_ cx: Double, _ cy: Double, _ rad: Double, _ a0: Double, _ corner: Point) {
            if rad > 0 {
                arc(center: Point(cx, cy), rx: rad, ry: rad, start: a0, sweep: .pi / 2, pixelScale: s, into: &pts)
            } else {
                pts.append(corner)
            }
        }
        corner(r.maxX - tr, r.minY + tr, tr, -.pi / 2, Point(r.maxX, r.minY))
        corner(r.maxX - br, r.maxY - br, br, 0, Point(r.maxX, r.maxY))
        corner(r.minX + bl, r.maxY - bl, bl, .pi / 2, Point(r.minX, r.maxY))
        corner(r.minX + tl, r.minY + tl, tl, .pi, Point(r.minX, r.minY))
        t.appendPolygon(pts, reversed: reversed, into: &c)
    }

    /// Appends the ellipse inscribed in `r`, mapped by `t`.
    static func addEllipse(in r: Rect, transform t: AffineTransform, into c: inout Contours) {
        guard r.isFinite, r.width > 0, r.height > 0 else { return }
        var pts: [Point] = []
        let center = Point(r.midX, r.midY), rx = r.width / 2, ry = r.height / 2
        for q in 0..<4 {
            arc(center: center, rx: rx, ry: ry, start: -.pi / 2 + Double(q) * .pi / 2, sweep: .pi / 2,
                pixelScale: t.maxScale, into: &pts)
        }
        Projection(t).appendPolygon(pts, into: &c)
    }

    /// Appends the points of an elliptical arc (both end points included) to `pts`.
    static func arc(
        center: Point, rx: Double, ry: Double, start: Double, sweep: Double, pixelScale: Double,
        tolerance: Double = ShapeBuilder.tolerance, into pts: inout [Point]
    ) {
        let n = Swift.max(2, segments(radius: Swift.max(rx, ry) * pixelScale, sweep: sweep, tolerance: tolerance))
        if sweep == .pi / 2, n < QuarterArc.table.count, let q = QuarterArc.quarter(startingAt: start) {
            // Every rounded corner and ellipse quarter: the same angles every time, so their cosines are tabulated.
            let arc = QuarterArc.table[n][q]
            let k = arc.factor
            for i in 0...n {
                let f = (i == 0 || i == n) ? 1 : k
                pts.append(Point(center.x + rx * f * arc.cos[i], center.y + ry * f * arc.sin[i]))
            }
            return
        }
        let step = sweep / Double(n)
        let k = areaFactor(segments: n, step: step.magnitude)
        for i in 0...n {
            let a = start + step * Double(i)
            let f = (i == 0 || i == n) ? 1 : k
            pts.append(Point(center.x + rx * f * Double.cos(a), center.y + ry * f * Double.sin(a)))
        }
    }

    /// The vertex directions of a quarter arc in n chords from one of the four axis angles, and its `areaFactor`:
    /// computed once with the same expressions `arc` uses, so a tabulated arc is bit for bit the computed one.
    struct QuarterArc: Sendable {
        /// The start angles of the quarters `arc` is asked for: −π/2, 0, π/2 and π.
        static let starts: [Double] = [-.pi / 2, 0, .pi / 2, .pi]
        /// `table[n][q]`: n chords (up to 32) from `starts[q]`.
        static let table: [[QuarterArc]] = (0...32).map { n in
            starts.map { QuarterArc(start: $0, segments: Swift.max(n, 1)) }
        }

        let cos: [Double], sin: [Double]
        let factor: Double

        init(start: Double, segments n: Int) {
            let step = (Double.pi / 2) / Double(n)
            let angles = (0...n).map { start + step * Double($0) }
            cos = angles.map { Double.cos($0) }
            sin = angles.map { Double.sin($0) }
            factor = ShapeBuilder.areaFactor(segments: n, step: step.magnitude)
        }

        /// The index into `starts` of `angle`, nil when it is none of them.
        static func quarter(startingAt angle: Double) -> Int? {
            starts.firstIndex(of: angle)
        }
    }

    /// The radius factor ρ/r for the n − 1 interior vertices of an n-chord arc (end points on the circle) that makes
    /// the fan of triangles from the centre exactly as large as the sector: solve
    /// (n − 2)·sin θ·ρ² + 2r·sin θ·ρ − n·θ·r² = 0 for ρ.
    static func areaFactor(segments n: Int, step theta: Double) -> Double {
        let s = Double.sin(theta)
        guard theta > 1e-9, s > 1e-12 else { return 1 }
        if n == 2 { return theta / s }
        let a = Double(n - 2) * s
        return (-s + (s * s + a * Double(n) * theta).squareRoot()) / a
    }

    /// How many chords an arc of `sweep` radians at `radius` pixels needs to stay within `tolerance` pixels.
    static func segments(radius: Double, sweep: Double, tolerance: Double) -> Int {
        let quarters = sweep.isFinite ? (sweep.magnitude / (Double.pi / 2)).rounded(.up) : 4
        guard radius.isFinite, sweep.isFinite, radius > tolerance else { return Int(Swift.min(Swift.max(quarters, 1), Double(maxSegmentsPerArc))) }
        // For a radius so large that 1 − tolerance / radius rounds to 1, acos gives 0: use the most segments allowed.
        let maxStep = 2 * Double.acos(1 - tolerance / radius)
        let n = maxStep > 0 ? (sweep.magnitude / maxStep).rounded(.up) : .infinity
        return Int(Swift.min(Swift.max(n, 1), Double(maxSegmentsPerArc)))
    }
}
