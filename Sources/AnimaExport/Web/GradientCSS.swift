import AnimaCore
import Foundation

/// A gradient layer's gradient as a CSS `linear-gradient` / `radial-gradient` with the same axis and stops.
enum GradientCSS {
    /// The CSS image, or nil without colours; with `placement`, the gradient carried by that invertible affine map
    /// into a box of size `box` (a turned or skewed mask's box), which an axial gradient survives (nil for a radial
    /// one).
    static func background(_ p: LayerProperties, placedBy placement: AnimaCore.AffineTransform? = nil,
                           in box: Size? = nil) -> String? {
        guard !p.colors.isEmpty else { return nil }
        let w = p.bounds.width, h = p.bounds.height
        let count = p.colors.count
        let given = p.locations.count == count ? p.locations
            : (0..<count).map { count == 1 ? 0 : Double($0) / Double(count - 1) }
        let (colors, locations) = StraightGradientStops.stops(p.colors, given)
        let s = Point(p.startPoint.x * w, p.startPoint.y * h), e = Point(p.endPoint.x * w, p.endPoint.y * h)
        if StretchedAxis.paintsLastColour(p), let last = p.colors.last {
            return "linear-gradient(\(WebCSS.rgb(last)), \(WebCSS.rgb(last)))"
        }
        switch p.gradientType {
        case .axial:
            // The axis stretched with the layer (`StretchedAxis`); CSS measures stops along a line through the centre
            // at the gradient angle, so they go where the projections of its start and end fall on it.
            let axis = StretchedAxis(from: p.startPoint, to: p.endPoint, in: Rect(0, 0, w, h))
            var (s, e) = axis.map { ($0.start, $0.end) } ?? (s, e)
            // The colour lines are perpendicular to the axis; an affine map keeps them parallel lines, across the
            // direction M⁻ᵀ(e − s) (M its linear part), which is the placed gradient's.
            var (dx, dy) = (e.x - s.x, e.y - s.y)
            var (w, h) = (w, h)
            if let m = placement, let box {
                let det = m.determinant
                (dx, dy) = ((m.d * dx - m.b * dy) / det, (-m.c * dx + m.a * dy) / det)
                (s, e, w, h) = (m.apply(s), m.apply(e), box.width, box.height)
            }
            let angle = atan2(dx, -dy)
            let ux = sin(angle), uy = -cos(angle)
            let length = Swift.abs(w * ux) + Swift.abs(h * uy)
            let origin = Point(w / 2 - ux * length / 2, h / 2 - uy * length / 2)
            let s0 = (s.x - origin.x) * ux + (s.y - origin.y) * uy
            let e0 = (e.x - origin.x) * ux + (e.y - origin.y) * uy
            let stops = zip(colors, locations).map { c, l in
                "\(WebCSS.rgb(c)) \(NumberText.format(s0 + l * (e0 - s0), decimals: 4))px"
            }
            return "linear-gradient(\(NumberText.format(angle, decimals: 6))rad, \(stops.joined(separator: ", ")))"
        case .radial:
            guard placement == nil else { return nil }
            let rx = Swift.abs(e.x - s.x), ry = Swift.abs(e.y - s.y)
            let stops = zip(colors, locations).map { c, l in "\(WebCSS.rgb(c)) \(NumberText.format(l * 100, decimals: 4))%" }
            return "radial-gradient(ellipse \(NumberText.format(rx, decimals: 4))px \(NumberText.format(ry, decimals: 4))px at "
                + "\(NumberText.format(s.x, decimals: 4))px \(NumberText.format(s.y, decimals: 4))px, \(stops.joined(separator: ", ")))"
        }
    }
}
