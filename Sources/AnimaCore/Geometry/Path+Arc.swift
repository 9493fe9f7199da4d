extension Path {
    /// Adds a circular arc (angles in radians), joined to an open subpath by a line, as UIBezierPath.
    ///
    /// Without an open subpath the arc starts a new one. Angles grow clockwise on screen because
    /// y points down, so `clockwise: true` sweeps towards larger angles. (CGPath's flag means the
    /// opposite once UIKit flips the context.) A sweep of 2π or more in the chosen direction draws
    /// a full circle; a negative radius counts as zero; non-finite input leaves the path unchanged.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard center.isFinite, radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let r = Swift.max(radius, 0)
        let fullTurn = 2 * Double.pi
        let delta = endAngle - startAngle
        let sweep: Double
        if clockwise {
            sweep = delta >= fullTurn ? fullTurn : Path.wrap(delta, into: fullTurn)
        } else {
            sweep = delta <= -fullTurn ? -fullTurn : -Path.wrap(-delta, into: fullTurn)
        }
        let first = Point(center.x + r * Double.cos(startAngle), center.y + r * Double.sin(startAngle))
        if hasOpenSubpath { addLine(to: first) } else { move(to: first) }
        appendArcCubics(center: center, rx: r, ry: r, rotation: 0, startAngle: startAngle, sweep: sweep, end: nil)
    }

    /// `value` reduced into `0 ..< period` (for the positive-direction sweep of an arc).
    private static func wrap(_ value: Double, into period: Double) -> Double {
        let r = value.truncatingRemainder(dividingBy: period)
        return r < 0 ? r + period : r
    }

    /// Appends cubics approximating an elliptical arc that starts at the current point.
    ///
    /// The arc is cut into pieces of at most 90° and each piece uses the control-arm length
    /// `4/3·tan(δ/4)`, whose radial error stays below 0.03 % of the radius. `end`, when given,
    /// replaces the last computed end point so the path ends exactly where the caller said
    /// (SVG arcs end on their stated coordinates, not on a rounded cos/sin).
    mutating func appendArcCubics(
        center: Point, rx: Double, ry: Double, rotation: Double, startAngle: Double, sweep: Double, end: Point?
    ) {
        guard sweep != 0 else { return }
        // Huge radii can overflow to inf/NaN on the way here; a line keeps the path usable.
        guard sweep.isFinite, rx.isFinite, ry.isFinite, center.isFinite else {
            if let end { addLine(to: end) }
            return
        }
        let quarter = Double.pi / 2
        // The small allowance stops 90.0000000001° from becoming two pieces.
        let pieces = Swift.max(1, Swift.min(8, Int((Swift.abs(sweep) / quarter - 1e-9).rounded(.up))))
        let step = sweep / Double(pieces)
        let arm = 4.0 / 3.0 * Double.tan(step / 4)
        let cosPhi = Double.cos(rotation), sinPhi = Double.sin(rotation)
        // Maps a point of the unit circle onto the rotated, scaled, translated ellipse.
        func map(_ ux: Double, _ uy: Double) -> Point {
            Point(center.x + cosPhi * rx * ux - sinPhi * ry * uy, center.y + sinPhi * rx * ux + cosPhi * ry * uy)
        }
        var angle = startAngle
        for piece in 0..<pieces {
            let next = piece == pieces - 1 ? startAngle + sweep : angle + step
            let c0 = Double.cos(angle), s0 = Double.sin(angle)
            let c1 = Double.cos(next), s1 = Double.sin(next)
            let control1 = map(c0 - arm * s0, s0 + arm * c0)
            let control2 = map(c1 + arm * s1, s1 - arm * c1)
            let to = piece == pieces - 1 ? (end ?? map(c1, s1)) : map(c1, s1)
            addCurve(to: to, control1: control1, control2: control2)
            angle = next
        }
    }

    /// Appends an SVG elliptical arc from `from` to `to` (the `A` command), per SVG 1.1 §F.6.
    ///
    /// Implements the endpoint-to-centre conversion of §F.6.5 with the out-of-range radius
    /// correction of §F.6.6: identical end points draw nothing, a zero radius draws a line, and
    /// radii too small to span the end points are scaled up until they just do.
    mutating func appendSVGArc(
        from: Point, to: Point, rx: Double, ry: Double, xAxisRotationDegrees: Double, largeArc: Bool, sweep: Bool
    ) {
        guard from != to else { return }
        var rx = Swift.abs(rx), ry = Swift.abs(ry)
        guard rx > 0, ry > 0 else {
            addLine(to: to)
            return
        }
        let phi = xAxisRotationDegrees.truncatingRemainder(dividingBy: 360) * Double.pi / 180
        let cosPhi = Double.cos(phi), sinPhi = Double.sin(phi)
        // Step 1: the start point in the ellipse's own axes, relative to the chord midpoint.
        let hx = (from.x - to.x) / 2, hy = (from.y - to.y) / 2
        let x1 = cosPhi * hx + sinPhi * hy
        let y1 = -sinPhi * hx + cosPhi * hy
        // §F.6.6: scale radii up uniformly when the ellipse cannot reach both end points.
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            let scale = lambda.squareRoot()
            rx *= scale
            ry *= scale
        }
        // Step 2: the centre in the ellipse's axes. Rounding can push the radicand a hair below
        // zero after scaling, which means "centre on the chord midpoint".
        let rx2 = rx * rx, ry2 = ry * ry
        let numerator = rx2 * ry2 - rx2 * y1 * y1 - ry2 * x1 * x1
        let denominator = rx2 * y1 * y1 + ry2 * x1 * x1
        var coefficient = denominator > 0 ? Swift.max(0, numerator / denominator).squareRoot() : 0
        if largeArc == sweep { coefficient = -coefficient }
        let cxPrime = coefficient * rx * y1 / ry
        let cyPrime = -coefficient * ry * x1 / rx
        // Step 3: the centre in user space.
        let center = Point(
            cosPhi * cxPrime - sinPhi * cyPrime + (from.x + to.x) / 2,
            sinPhi * cxPrime + cosPhi * cyPrime + (from.y + to.y) / 2)
        // Step 4: start angle and sweep, on the unit circle the ellipse maps from.
        let ux = (x1 - cxPrime) / rx, uy = (y1 - cyPrime) / ry
        let vx = (-x1 - cxPrime) / rx, vy = (-y1 - cyPrime) / ry
        let startAngle = Double.atan2(y: uy, x: ux)
        var delta = Double.atan2(y: ux * vy - uy * vx, x: ux * vx + uy * vy)
        if !sweep && delta > 0 { delta -= 2 * Double.pi }
        if sweep && delta < 0 { delta += 2 * Double.pi }
        appendArcCubics(center: center, rx: rx, ry: ry, rotation: phi, startAngle: startAngle, sweep: delta, end: to)
    }
}
