import AnimaCore

/// A layer's shadow as Lottie's "Drop Shadow" layer effect (`ty` 25, After Effects' ADBE Drop Shadow): colour,
/// opacity in 0…255, direction in degrees clockwise from up, distance, and softness, which players blur with a
/// Gaussian of standard deviation softness / 4 (lottie-web's SVGDropShadowEffect), so softness = 4 · shadowRadius
/// (the renderer's σ is the shadow radius).
///
/// lottie-web's SVG renderer draws the effect through an SVG filter whose region is, unless the effect says
/// otherwise (its `fs`, filter size), the layer's own bounding box: the shadow outside it, nearly all of it, was
/// cut off. So the effect carries the region the shadow reaches (`filterRegion`); other players ignore the field.
enum LottieShadow {
    /// The effect for `p`'s shadow, or nil when it casts none.
    static func effect(_ p: LayerProperties) -> JSONText? {
        guard p.shadowOpacity > 0, p.shadowColor.alpha > 0 else { return nil }
        let c = p.shadowColor.clamped
        let dx = p.shadowOffset.width, dy = p.shadowOffset.height
        let distance = (dx * dx + dy * dy).squareRoot()
        // 0° is up (offset (0, −d)), 90° right, 180° down: atan2(dy, dx) + 90°.
        let direction = distance > 0 ? Double.atan2(y: dy, x: dx) * 180 / .pi + 90 : 180
        func value(_ ty: Double, _ name: String, _ n: Int, _ v: JSONText) -> JSONText {
            .object([("ty", .number(ty)), ("nm", .string(name)), ("mn", .string("ADBE Drop Shadow-000\(n)")),
                     ("ix", .number(Double(n))), ("v", .object([("a", .number(0)), ("k", v)]))])
        }
        var fields: [(String, JSONText)] = [
            ("ty", .number(25)), ("nm", .string("Drop Shadow")), ("np", .number(8)), ("mn", .string("ADBE Drop Shadow")),
            ("ix", .number(1)), ("en", .number(1)),
        ]
        if let region = filterRegion(p) { fields.append(("fs", region)) }
        fields.append(("ef", .array([
            value(2, "Shadow Color", 1, .numbers([c.red, c.green, c.blue, 1])),
            value(0, "Opacity", 2, .number(Swift.min(p.shadowOpacity, 1) * c.alpha * 255)),
            value(0, "Direction", 3, .number(direction)),
            value(0, "Distance", 4, .number(distance)),
            value(0, "Softness", 5, .number(4 * Swift.max(p.shadowRadius, 0))),
            value(7, "Shadow Only", 6, .number(0)),
        ])))
        return .object(fields)
    }

    /// lottie-web's filter region for the shadow, as fractions of the layer's bounds (its drawing's bounding box,
    /// as SVG's `objectBoundingBox` measures it): the bounds grown by three standard deviations of blur and moved
    /// by the offset, plus a point for anti-aliasing; nil when the bounds are empty.
    static func filterRegion(_ p: LayerProperties) -> JSONText? {
        let w = p.bounds.width, h = p.bounds.height
        guard w > 0, h > 0, w.isFinite, h.isFinite else { return nil }
        let blur = 3 * Swift.max(p.shadowRadius, 0) + 1
        let dx = p.shadowOffset.width, dy = p.shadowOffset.height
        let left = blur + Swift.max(-dx, 0), right = blur + Swift.max(dx, 0)
        let top = blur + Swift.max(-dy, 0), bottom = blur + Swift.max(dy, 0)
        guard (left + right + top + bottom).isFinite else { return nil }
        func percent(_ v: Double) -> JSONText { .string(NumberText.format(v * 100, decimals: 3) + "%") }
        return .object([("x", percent(-left / w)), ("y", percent(-top / h)),
                        ("width", percent((w + left + right) / w)), ("height", percent((h + top + bottom) / h))])
    }

    /// Whether every sublayer's bounds (at the model values) lie inside the layer's, where the layer's own drawing
    /// casts the shadow they would.
    static func sublayersStayInside(_ layer: Layer) -> Bool {
        let b = layer.properties.bounds
        return layer.sublayers.allSatisfy { sub in
            let r = sub.properties.transformToSuperlayer.apply(sub.properties.bounds)
            return r.minX >= b.minX - 1e-9 && r.minY >= b.minY - 1e-9 && r.maxX <= b.maxX + 1e-9 && r.maxY <= b.maxY + 1e-9
                && sub.sublayers.isEmpty
        }
    }
}
