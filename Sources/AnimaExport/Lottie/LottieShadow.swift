import AnimaCore
import Foundation

/// A layer's shadow as Lottie's "Drop Shadow" layer effect (`ty` 25, After Effects' ADBE Drop Shadow): colour,
/// opacity in 0…255, direction in degrees clockwise from up, distance, and softness, which players blur with a
/// Gaussian of standard deviation softness / 4 (lottie-web's SVGDropShadowEffect), so softness = 4 · shadowRadius
/// (the renderer's σ is the shadow radius). It carries blurred and animated shadows, with `effectMessage` (rlottie
/// draws no layer effects); a sharp one is drawn as a matted solid instead (`LottieLayerBuilder.addShadowCopy`).
///
/// lottie-web's SVG renderer draws the effect through an SVG filter whose region is, unless the effect says
/// otherwise (its `fs`, filter size), the layer's own bounding box: the shadow outside it, nearly all of it, was
/// cut off. So the effect carries the region the shadow reaches (`filterRegion`); other players ignore the field.
///
/// An animated shadow (any of `keys` animating) is taken from the engine's presentation at every frame, each value
/// keyed at every frame and linear between them (exact at the frames a player shows): direction and distance are not
/// linear in the offset, and the opacity is the product of `shadowOpacity` and the colour's alpha.
enum LottieShadow {
    /// The layer properties the effect carries.
    static let keys: Set<PropertyKey> = [.shadowColor, .shadowOpacity, .shadowOffset, .shadowRadius]

    /// The effect for the shadow of `p`, or, when `frames` (the layer's properties at every frame of `fps`) are
    /// given, of the shadow as it animates; nil when no frame casts one.
    static func effect(_ p: LayerProperties, frames: [LayerProperties] = [], fps: Double = 60) -> JSONText? {
        let moments = frames.isEmpty ? [p] : frames
        guard moments.contains(where: casts) else { return nil }
        let times = moments.indices.map { Double($0) / fps }
        func property(_ values: [[Double]], scalar: Bool) -> JSONText {
            let keys = zip(times, values).map { CurveKey(offset: $0, value: .numbers($1), underlyingWeight: 0, easing: .linear) }
            return LottieProperty.animated(Curve(keys: keys), fps: fps, scalar: scalar) { if case .numbers(let v) = $0 { v } else { [0] } }
        }
        func value(_ ty: Double, _ name: String, _ n: Int, _ values: [[Double]], scalar: Bool = true) -> JSONText {
            .object([("ty", .number(ty)), ("nm", .string(name)), ("mn", .string("ADBE Drop Shadow-000\(n)")),
                     ("ix", .number(Double(n))), ("v", property(values, scalar: scalar))])
        }
        var fields: [(String, JSONText)] = [
            ("ty", .number(25)), ("nm", .string("Drop Shadow")), ("np", .number(8)), ("mn", .string("ADBE Drop Shadow")),
            ("ix", .number(1)), ("en", .number(1)),
        ]
        if let region = filterRegion(moments) { fields.append(("fs", region)) }
        let colors = moments.map { m -> [Double] in let c = m.shadowColor.clamped; return [c.red, c.green, c.blue, 1] }
        fields.append(("ef", .array([
            value(2, "Shadow Color", 1, colors, scalar: false),
            value(0, "Opacity", 2, moments.map { [Swift.min(Swift.max($0.shadowOpacity, 0), 1) * $0.shadowColor.clamped.alpha * 255] }),
            value(0, "Direction", 3, directions(moments).map { [$0] }),
            value(0, "Distance", 4, moments.map { [distance($0.shadowOffset)] }),
            value(0, "Softness", 5, moments.map { [4 * Swift.max($0.shadowRadius, 0)] }),
            value(7, "Shadow Only", 6, [[0]]),
        ])))
        return .object(fields)
    }

    /// The warning on a shadow written as the effect: players differ, and the one the tests play shows nothing.
    static let effectMessage = "a blurred or animated shadow is a Drop Shadow layer effect, which lottie-web's SVG "
        + "renderer, lottie-ios and lottie-android draw; rlottie and Lottie-Windows draw no shadow"

    /// Whether `p` casts a shadow.
    static func casts(_ p: LayerProperties) -> Bool { p.shadowOpacity > 0 && p.shadowColor.alpha > 0 }

    private static func distance(_ offset: Size) -> Double {
        (offset.width * offset.width + offset.height * offset.height).squareRoot()
    }

    /// The effect's direction at each moment, in degrees clockwise from up (0° is up, offset (0, −d); 90° right;
    /// 180° down: atan2(dy, dx) + 90°), unwrapped so a turning offset never spins back a whole turn. Where the
    /// offset is zero the direction shows nothing: it keeps its neighbour's, so the shadow does not swing through
    /// other angles as it leaves the layer (180° when the offset is always zero).
    static func directions(_ moments: [LayerProperties]) -> [Double] {
        let angles: [Double?] = moments.map { m in
            let o = m.shadowOffset
            return distance(o) > 0 ? atan2(o.height, o.width) + .pi / 2 : nil
        }
        guard let firstKnown = angles.first(where: { $0 != nil }) ?? nil else { return angles.map { _ in 180 } }
        var last = firstKnown
        let filled = angles.map { a -> Double in last = a ?? last; return last }
        return LottieSampledTransform.unwrapped(filled).map { $0 * 180 / .pi }
    }

    /// lottie-web's filter region for the shadow, as fractions of the layer's bounds (its drawing's bounding box,
    /// as SVG's `objectBoundingBox` measures it): the bounds grown by three standard deviations of blur and moved
    /// by the offset, plus a point for anti-aliasing, over every moment (the region does not animate); nil when the
    /// bounds are empty.
    static func filterRegion(_ moments: [LayerProperties]) -> JSONText? {
        guard let b = moments.first?.bounds else { return nil }
        let w = b.width, h = b.height
        guard w > 0, h > 0, w.isFinite, h.isFinite else { return nil }
        var left = 0.0, right = 0.0, top = 0.0, bottom = 0.0
        for m in moments where casts(m) {
            let blur = 3 * Swift.max(m.shadowRadius, 0) + 1
            let dx = m.shadowOffset.width, dy = m.shadowOffset.height
            left = Swift.max(left, blur + Swift.max(-dx, 0)); right = Swift.max(right, blur + Swift.max(dx, 0))
            top = Swift.max(top, blur + Swift.max(-dy, 0)); bottom = Swift.max(bottom, blur + Swift.max(dy, 0))
        }
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
