import AnimaCore

/// A layer's Lottie transform (`ks`) taken from the engine's own presentation at every frame, for what Lottie's
/// position / scale / rotation / opacity keyframes cannot say directly: `transform.translation.*`, whole-matrix
/// `transform` animations, several scale axes at once, `isHidden`, and the opacity of translucent superlayers
/// (Lottie parenting passes transforms, not opacity, so each layer carries the product of its ancestors').
///
/// Exact at every frame, linear between frames (the frames are what a player shows). A 2D matrix is split as Lottie
/// composes it, T(p)·R(r)·S(s)·T(−a), with p = position + the matrix's translation, so a skewed matrix (which that
/// split cannot hold) is reported, and so is a 3D matrix (flattened to its 2D part).
struct LottieSampledTransform {
    /// Position, scale, rotation and opacity, ready for `ks`.
    let position: JSONText, scale: JSONText, rotation: JSONText, opacity: JSONText
    /// Whether some frame's matrix has a skew the split drops.
    let hasSkew: Bool
    /// Whether some frame's matrix turns the layer out of its plane or has perspective (flattened here).
    let hasDepth: Bool

    /// The transform of the layer at `index` in `frames` (one presentation per frame); `ancestors` are the indices of
    /// its translucent superlayers whose opacity it carries.
    init(index: Int, ancestors: [Int], frames: [Presentation], fps: Double, hidesInSteps: Bool) {
        var p: [CurveKey] = [], s: [CurveKey] = [], r: [CurveKey] = [], o: [CurveKey] = []
        var previous: Double?
        var skew = false, depth = false
        for (f, presentation) in frames.enumerated() {
            let t = Double(f) / fps
            let layer = presentation.layers[index].properties
            let m = layer.transform
            let sx = (m.m11 * m.m11 + m.m12 * m.m12).squareRoot()
            var angle = Double.atan2(y: m.m12, x: m.m11)
            if let previous {
                while angle - previous > .pi { angle -= 2 * .pi }
                while angle - previous < -.pi { angle += 2 * .pi }
            }
            previous = angle
            let sy = sx > 0 ? (m.m11 * m.m22 - m.m12 * m.m21) / sx : (m.m21 * m.m21 + m.m22 * m.m22).squareRoot()
            // The second column's part along the first: zero unless the matrix skews.
            if sx > 0, Swift.abs((m.m11 * m.m21 + m.m12 * m.m22) / sx) > 1e-9 * Swift.max(1, Swift.abs(sy)) { skew = true }
            // Below 1e-6 (the noise of interpolating a 2D matrix through quaternions) nothing shows: under 1e-4 px.
            if [m.m13, m.m23, m.m31, m.m32, m.m14, m.m24, m.m34].contains(where: { Swift.abs($0) > 1e-6 }) { depth = true }
            var alpha = layer.isHidden ? 0 : layer.opacity
            for a in ancestors {
                let above = presentation.layers[a].properties
                alpha *= above.isHidden ? 0 : above.opacity
            }
            p.append(Self.key(t, .point(Point(layer.position.x + m.m41, layer.position.y + m.m42))))
            s.append(Self.key(t, .point(Point(sx * 100, sy * 100))))
            r.append(Self.key(t, .number(angle * 180 / .pi)))
            o.append(CurveKey(offset: t, value: .number(alpha * 100), underlyingWeight: 0, easing: hidesInSteps ? .hold : .linear))
        }
        let points: (Value) -> [Double] = { if case .point(let q) = $0 { [q.x, q.y] } else { [0, 0] } }
        position = LottieProperty.animated(Curve(keys: p), fps: fps, convert: points)
        scale = LottieProperty.animated(Curve(keys: s), fps: fps, convert: points)
        rotation = LottieProperty.animated(Curve(keys: r), fps: fps, scalar: true) { [$0.number ?? 0] }
        opacity = LottieProperty.animated(Curve(keys: o), fps: fps, scalar: true) { [$0.number ?? 100] }
        hasSkew = skew
        hasDepth = depth
    }

    private static func key(_ t: Double, _ v: Value) -> CurveKey {
        CurveKey(offset: t, value: v, underlyingWeight: 0, easing: .linear)
    }

    /// The transform keys Lottie's own properties carry as they are; any other animated transform key is sampled.
    static let direct: Set<PropertyKey> = [.position, .positionX, .positionY, .rotation, .rotationZ, .opacity]
    /// The keys that move or hide a layer.
    static let transformFamily: Set<PropertyKey> = [
        .position, .positionX, .positionY, .transform, .rotation, .rotationX, .rotationY, .rotationZ, .scale, .scaleX,
        .scaleY, .scaleZ, .translation, .translationX, .translationY, .translationZ, .opacity, .isHidden,
    ]

    /// Whether the layer's animated keys need sampling rather than Lottie's own keyframes.
    static func isNeeded(_ tracks: [PropertyKey: Curve]) -> Bool {
        let keys = Set(tracks.keys).intersection(transformFamily)
        let scales = keys.intersection([.scale, .scaleX, .scaleY])
        if scales.count > 1 || (!keys.intersection([.position]).isEmpty && !keys.intersection([.positionX, .positionY]).isEmpty) {
            return true
        }
        return !keys.subtracting(direct).subtracting(scales).isEmpty
    }
}
