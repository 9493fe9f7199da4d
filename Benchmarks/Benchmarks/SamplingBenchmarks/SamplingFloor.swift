@_spi(Benchmarks) import AnimaCore
import Foundation

/// The floor the sampler is measured against: the layer grid's three animations worked out by hand over plain arrays,
/// with the same arithmetic the timeline does (the clock's repeat and autoreverse, the prepared easeInEaseOut curve,
/// the keyframe segment, the spring's closed form, the rotation's cosine and sine), and nothing else: no scene, no
/// animation records, no presentation, no memo of results shared between layers. The same arithmetic to the bit:
/// `firstMismatch(with:)` compares every layer with the timeline's presentation, and the benchmark checks it.
///
/// With `composesTransform` it also writes each layer's rotation as the 4 × 4 matrix `Timeline` must put in the
/// layer's presented `transform` (the API's result holds the matrix, not the cosine and sine); without, it stops at
/// the cosine and sine, as the floor of session 13 did.
struct SamplingFloor {
    /// One layer's input: the rotation's start delay (the fade starts with it, the spring as much early) and the
    /// frame's centre, which the layer shows once its spring is removed.
    struct Layer { var delay: Double, centreX: Double, centreY: Double }
    /// One layer's output for a frame: the rotation's cosine and sine, the opacity and the position.
    struct Sample { var cosine = 1.0, sine = 0.0, opacity = 1.0, x = 0.0, y = 0.0 }

    let layers: [Layer]
    var samples: [Sample]
    /// Each layer's transform, written only when `composesTransform`.
    var transforms: [Transform3D]
    let composesTransform: Bool
    private let curve = PreparedCubicBezier(0.42, 0, 0.58, 1)
    private let spring = PreparedSpring(Spring(mass: 1, stiffness: 100, damping: 10))

    /// The floor of `layerGridScene(layers: count, staggered:)`.
    init(layers count: Int, staggered: Bool, composesTransform: Bool = false) {
        layers = (0..<count).map { (i: Int) -> Layer in
            let slot = i % 10_000
            let delay: Double = staggered ? Double(i % 97) * 0.01 : 0
            return Layer(delay: delay, centreX: Double(slot % 100) * 4 + 2, centreY: Double(slot / 100) * 4 + 2)
        }
        samples = Array(repeating: Sample(), count: count)
        transforms = Array(repeating: .identity, count: composesTransform ? count : 0)
        self.composesTransform = composesTransform
    }

    /// Works out every layer at scene time `t`, as the timeline shows it (an animation not yet started or already
    /// removed leaves the layer's own value).
    mutating func sample(at t: Double) {
        var curve = curve
        let spring = spring, composes = composesTransform
        withUnsafePointer(to: &curve) { curve in
            layers.withUnsafeBufferPointer { layers in
                samples.withUnsafeMutableBufferPointer { out in
                    transforms.withUnsafeMutableBufferPointer { matrices in
                        for i in 0..<layers.count {
                            let s = Self.sample(layers[i], at: t, curve: curve, spring: spring)
                            out[i] = s
                            if composes { matrices[i] = Self.rotation(cos: s.cosine, sin: s.sine) }
                        }
                    }
                }
            }
        }
    }

    @inline(__always)
    private static func sample(_ layer: Layer, at t: Double, curve: UnsafePointer<PreparedCubicBezier>,
                               spring: PreparedSpring) -> Sample {
        var s = Sample()
        let local = t - layer.delay
        if local >= 0 {
            // Rotation: keyframes 0, −0.3, 0.3, 0 at key times 0, 1/3, 2/3, 1, eased as a whole, every 1.2 s: the
            // time into the iteration and its progress, the eased progress, the segment (the key times after the
            // first that are ≤ it, at most 2) and the fraction through it, as the timeline works them out.
            let cycle = (local / 1.2).rounded(.down)
            let progress = PreparedCubicBezier.evaluate(curve, at: (local - cycle * 1.2) / 1.2)
            let counted = (progress >= 1.0 / 3 ? 1 : 0) + (progress >= 2.0 / 3 ? 1 : 0) + (progress >= 1 ? 1 : 0)
            let segment = Swift.min(counted, 2)
            let t0 = Double(segment) / 3, t1 = Double(segment + 1) / 3
            let from = angle(segment), to = angle(segment + 1)
            let a = from + (to - from) * ((progress - t0) / (t1 - t0))
            (s.sine, s.cosine) = sinAndCos(a)
            // Opacity: 1 → 0.2 over 0.8 s, autoreversing (odd legs run backwards), repeating.
            let leg = (local / 0.8).rounded(.down)
            var legTime = local - leg * 0.8
            if leg - 2 * (leg / 2).rounded(.down) != 0 { legTime = 0.8 - legTime }
            s.opacity = 1 + (0.2 - 1) * (legTime / 0.8)
        }
        // Position: a spring from (0, 0) to (100, 50) over 2 s, started `delay` early, removed at its end (with the
        // timeline's tolerance for an end, `MediaTiming.hasReachedEnd`).
        let springTime = t + layer.delay
        if !MediaTiming.hasReachedEnd(springTime, of: 2, parentTime: t, beginTime: -layer.delay, speed: 1) {
            let p = spring.value(at: springTime)
            s.x = 100 * p; s.y = 50 * p
        } else {
            s.x = layer.centreX; s.y = layer.centreY
        }
        return s
    }

    /// The first layer whose last sample is not what `presentation` shows, bit for bit (opacity, position, and the
    /// rotation's cosine and sine as the transform's m11 and m12), nil when all are: the floor does the timeline's
    /// arithmetic, not a cheaper approximation of it.
    func firstMismatch(with presentation: Presentation) -> Int? {
        samples.indices.first { i in
            let p = presentation.layers[i].properties, s = samples[i]
            return p.opacity.bitPattern != s.opacity.bitPattern || p.position.x.bitPattern != s.x.bitPattern
                || p.position.y.bitPattern != s.y.bitPattern || p.transform.m11.bitPattern != s.cosine.bitPattern
                || p.transform.m12.bitPattern != s.sine.bitPattern
        }
    }

    /// The planar rotation matrix the presented transform holds (scale 1, no translation).
    @inline(__always)
    private static func rotation(cos c: Double, sin s: Double) -> Transform3D {
        Transform3D(m11: c, m12: s, m13: 0, m14: 0, m21: -s, m22: c, m23: 0, m24: 0,
                    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The rotation's keyframe values: 0, −0.3, 0.3, 0.
    @inline(__always) private static func angle(_ k: Int) -> Double { k == 1 ? -0.3 : k == 2 ? 0.3 : 0 }

    /// The grid's underdamped spring with its constants worked out once, as the curve is, so the loop pays only the
    /// exponential, cosine and sine: a plain-array version would hoist them, so the floor must not redo them per
    /// layer. The timeline's expressions (ω₀ = √(k/m), λ = ζω₀, ω = ω₀√((1 − ζ)(1 + ζ))), so the same bits.
    struct PreparedSpring {
        let lambda: Double, omega: Double, initialVelocity: Double

        init(_ spring: Spring) {
            let omega0 = (spring.stiffness / spring.mass).squareRoot()
            let zeta = spring.dampingRatio
            lambda = zeta * omega0
            omega = omega0 * ((1 - zeta) * (1 + zeta)).squareRoot()
            initialVelocity = spring.initialVelocity
        }

        /// The fraction of the way to the target after `t` seconds (0 for t ≤ 0).
        @inline(__always)
        func value(at t: Double) -> Double {
            guard t > 0 else { return 0 }
            let decay = Foundation.exp(-lambda * t)
            let (sine, cosine) = sinAndCos(omega * t)
            let c = decay * cosine, s = decay * sine / omega
            return 1 - (c + (lambda - initialVelocity) * s)
        }
    }
}

/// Sine and cosine as the timeline takes them: from one glibc `sincos` call where there is one (the same bits as
/// `sin` and `cos`, for less), so the floor does no more work than the library it measures.
@inline(__always)
private func sinAndCos(_ x: Double) -> (sin: Double, cos: Double) {
    #if canImport(Glibc)
    var s = 0.0, c = 0.0
    floorSinCos(x, &s, &c)
    return (s, c)
    #else
    return (Foundation.sin(x), Foundation.cos(x))
    #endif
}

#if canImport(Glibc)
@_silgen_name("sincos")
private func floorSinCos(_ x: Double, _ sin: UnsafeMutablePointer<Double>, _ cos: UnsafeMutablePointer<Double>)
#endif
