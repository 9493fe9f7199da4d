import AnimaCore
import Foundation

/// A layer's Lottie transform (`ks`) taken from the engine's own presentation at every frame, for what Lottie's
/// position / scale / rotation / opacity keyframes cannot say directly: `transform.translation.*`, whole-matrix
/// `transform` animations, several scale axes at once, `isHidden`, and the opacity of translucent superlayers
/// (Lottie parenting passes transforms, not opacity, so each layer carries the product of its ancestors').
///
/// Exact at every frame, linear between frames (the frames are what a player shows). A 2D matrix is split as Lottie
/// composes it, T(p)·R(r)·S(s)·T(−a), with p = position + the matrix's translation. A skewed matrix does not fit one
/// layer's rotation and scale; it is split by its singular value decomposition L = R(θ₁)·S(σ₁, σ₂)·R(θ₂) over two
/// layers: a null parent with T(p)·R(θ₁)·S(σ₁, σ₂) and the layer with R(θ₂)·T(−a) (Lottie's own skew is left alone:
/// rlottie ignores it). A 3D matrix is reported (flattened to its 2D part).
struct LottieSampledTransform {
    /// Anchor, position, scale, rotation and opacity, ready for the layer's `ks` (without a skew parent: all of it).
    let anchor: JSONText, position: JSONText, scale: JSONText, rotation: JSONText, opacity: JSONText
    /// With a skew: the null parent's position, scale and first rotation (the layer then keeps only R(θ₂)).
    let skewParent: (position: JSONText, scale: JSONText, rotation: JSONText)?
    /// Whether some frame's matrix turns the layer out of its plane or has perspective (flattened here).
    let hasDepth: Bool

    /// The transform of the layer at `index` in `frames` (one presentation per frame); `ancestors` are the indices of
    /// its translucent superlayers whose opacity it carries. The anchor is each frame's anchor point in that frame's
    /// bounds, moved by `anchorShift` (Lottie's `a` is in layer coordinates, the point that sits at `p`, as Core
    /// Animation's anchor sits at `position`; resized bounds move it, and with it the layer's drawing and sublayers).
    init(index: Int, ancestors: [Int], frames: [Presentation], fps: Double, hidesInSteps: Bool,
         anchorShift: Point = .zero) {
        var p: [CurveKey] = [], o: [CurveKey] = [], a: [CurveKey] = []
        var matrices: [(a: Double, b: Double, c: Double, d: Double)] = []
        var skew = false, depth = false
        for (f, presentation) in frames.enumerated() {
            let t = Double(f) / fps
            let layer = presentation.layers[index].properties
            let m = layer.transform
            // Column form: x' = a x + c y, y' = b x + d y.
            matrices.append((m.m11, m.m12, m.m21, m.m22))
            if m.skews { skew = true }
            // Below 1e-6 (the noise of interpolating a 2D matrix through quaternions) nothing shows: under 1e-4 px.
            // Turns about x or y alone flatten exactly to the 2D part (Core Animation flattens too); perspective does not.
            if Swift.abs(m.m14) > 1e-6 || Swift.abs(m.m24) > 1e-6 || Swift.abs(m.m44 - 1) > 1e-6 { depth = true }
            var alpha = layer.isHidden ? 0 : layer.opacity
            for a in ancestors {
                let above = presentation.layers[a].properties
                alpha *= above.isHidden ? 0 : above.opacity
            }
            p.append(Self.key(t, .point(Point(layer.position.x + m.m41, layer.position.y + m.m42))))
            a.append(Self.key(t, .point(layer.anchorInBounds + anchorShift)))
            o.append(CurveKey(offset: t, value: .number(LottieProperty.percent(alpha)), underlyingWeight: 0, easing: hidesInSteps ? .hold : .linear))
        }
        let times = frames.indices.map { Double($0) / fps }
        let points: (Value) -> [Double] = { if case .point(let q) = $0 { [q.x, q.y] } else { [0, 0] } }
        let scalar: (Value) -> [Double] = { [$0.number ?? 0] }
        func angles(_ values: [Double]) -> JSONText {
            LottieProperty.animated(Curve(keys: zip(times, Self.unwrapped(values)).map { Self.key($0, .number($1 * 180 / .pi)) }),
                                    fps: fps, scalar: true, convert: scalar)
        }
        func scales(_ values: [(Double, Double)]) -> JSONText {
            LottieProperty.animated(Curve(keys: zip(times, values).map { Self.key($0, .point(Point($1.0 * 100, $1.1 * 100))) }),
                                    fps: fps, convert: points)
        }
        let moved = LottieProperty.animated(Curve(keys: p), fps: fps, convert: points)
        anchor = a.allSatisfy({ $0.value == a.first?.value }) ? LottieProperty.fixed(a.first.map { points($0.value) } ?? [0, 0])
            : LottieProperty.animated(Curve(keys: a), fps: fps, convert: points)
        opacity = LottieProperty.animated(Curve(keys: o), fps: fps, scalar: true) { [$0.number ?? 100] }
        hasDepth = depth
        if skew {
            let parts = matrices.map(Self.singularValues)
            skewParent = (moved, scales(parts.map { ($0.sx, $0.sy) }), angles(parts.map(\.first)))
            position = LottieProperty.fixed([0, 0])
            scale = LottieProperty.fixed([100, 100])
            rotation = angles(parts.map(\.second))
        } else {
            skewParent = nil
            position = moved
            let sx = matrices.map { ($0.a * $0.a + $0.b * $0.b).squareRoot() }
            scale = scales(zip(matrices, sx).map { m, x in
                (x, x > 0 ? (m.a * m.d - m.b * m.c) / x : (m.c * m.c + m.d * m.d).squareRoot())
            })
            rotation = angles(matrices.map { atan2($0.b, $0.a) })
        }
    }

    /// L = [[a, c], [b, d]] (column form) as R(first)·S(sx, sy)·R(second): with E = (a + d)/2, F = (a − d)/2,
    /// G = (b + c)/2, H = (b − c)/2, Q = √(E² + H²), R = √(F² + G²): sx = Q + R, sy = Q − R (negative for a
    /// reflection), and with α = atan2(G, F), β = atan2(H, E): first = (β + α)/2, second = (β − α)/2.
    static func singularValues(_ m: (a: Double, b: Double, c: Double, d: Double))
        -> (first: Double, sx: Double, sy: Double, second: Double) {
        let e = (m.a + m.d) / 2, f = (m.a - m.d) / 2, g = (m.b + m.c) / 2, h = (m.b - m.c) / 2
        let q = (e * e + h * h).squareRoot(), r = (f * f + g * g).squareRoot()
        let alpha = atan2(g, f), beta = atan2(h, e)
        return ((beta + alpha) / 2, q + r, q - r, (beta - alpha) / 2)
    }

    /// Angles without jumps of a full turn between neighbours.
    static func unwrapped(_ angles: [Double]) -> [Double] {
        var out: [Double] = []
        for var angle in angles {
            if let previous = out.last {
                while angle - previous > .pi { angle -= 2 * .pi }
                while angle - previous < -.pi { angle += 2 * .pi }
            }
            out.append(angle)
        }
        return out
    }

    private static func key(_ t: Double, _ v: Value) -> CurveKey {
        CurveKey(offset: t, value: v, underlyingWeight: 0, easing: .linear)
    }

    /// The transform keys Lottie's own properties carry as they are; any other animated transform key is sampled.
    static let direct: Set<PropertyKey> = [.position, .positionX, .positionY, .rotation, .rotationZ, .opacity]
    /// The keys that move or hide a layer (`anchorPoint` moves it too: it is sampled into Lottie's anchor).
    static let transformFamily: Set<PropertyKey> = [
        .position, .positionX, .positionY, .transform, .rotation, .rotationX, .rotationY, .rotationZ, .scale, .scaleX,
        .scaleY, .scaleZ, .scaleXY, .translation, .translationX, .translationY, .translationZ, .opacity, .isHidden,
        .anchorPoint, .anchorPointX, .anchorPointY,
    ]

    /// Whether the layer's animated keys need sampling rather than Lottie's own keyframes.
    static func isNeeded(_ tracks: [PropertyKey: Curve]) -> Bool {
        // Resized bounds move the anchor within them (`anchorInBounds`), which Lottie's `a` then follows.
        guard Set(tracks.keys).isDisjoint(with: LottieLayerBuilder.sizeKeys) else { return true }
        let keys = Set(tracks.keys).intersection(transformFamily)
        let scales = keys.intersection([.scale, .scaleX, .scaleY])
        if scales.count > 1 || (!keys.intersection([.position]).isEmpty && !keys.intersection([.positionX, .positionY]).isEmpty) {
            return true
        }
        return !keys.subtracting(direct).subtracting(scales).isEmpty
    }
}
