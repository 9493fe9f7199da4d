import AnimaCore

/// Animate.css 4.1.1 (MIT; `source/attention_seekers`, `fading_entrances`, `zooming_entrances`, …): the keyframes at
/// the published percentages, each segment eased by the CSS default `ease` (= Core Animation's `.default`) unless the
/// source names another curve. `force` scales the published amplitudes (1 is the source).
extension Presets {
    /// CSS `ease`, Animate.css' default per-segment curve.
    static let cssEase = TimingFunction.default
    /// CSS `ease-in-out`.
    static let cssEaseInOut = TimingFunction.easeInEaseOut

    /// Which way a shake moves.
    public enum Axis: String, Sendable, CaseIterable {
        /// Left and right (Animate.css shakeX).
        case x
        /// Up and down (Animate.css shakeY).
        case y
    }

    /// shakeX/shakeY: ±10 pt (× force) at every 10 %, 1 s.
    public static func shake(axis: Axis = .x, force: Double = 1, timing: PresetTiming = PresetTiming(duration: 1))
        -> Animation {
        let a = 10 * force
        let values = [0] + (1...9).map { $0 % 2 == 1 ? -a : a } + [0]
        let times = (0...10).map { Double($0) / 10 }
        return finish([track(axis == .x ? .translationX : .translationY, numbers(times, values), curve: cssEase)],
                      key: "shake", timing: timing, fill: .backwards)
    }

    /// headShake: x −6, 5, −3, 2, 0 pt with rotation about y −9°, 7°, −5°, 3°, 0 at 6.5/18.5/31.5/43.5/50 %, then
    /// rest; ease-in-out.
    public static func headShake(force: Double = 1, timing: PresetTiming = PresetTiming(duration: 1)) -> Animation {
        let times = [0, 0.065, 0.185, 0.315, 0.435, 0.5, 1]
        let x = [0, -6, 5, -3, 2, 0, 0].map { $0 * force }
        let ry = [0, -9, 7, -5, 3, 0, 0].map { radians($0 * force) }
        return finish([track(.translationX, numbers(times, x), curve: cssEaseInOut),
                       track(.rotationY, numbers(times, ry), curve: cssEaseInOut)],
                      key: "headShake", timing: timing, fill: .backwards)
    }

    /// swing: rotation 15°, −10°, 5°, −5°, 0° at 20 % steps; Animate.css pivots it at the top centre.
    public static func swing(force: Double = 1, timing: PresetTiming = PresetTiming(duration: 1)) -> Animation {
        let degrees = [0, 15, -10, 5, -5, 0].map { radians($0 * force) }
        return finish([track(.rotationZ, numbers([0, 0.2, 0.4, 0.6, 0.8, 1], degrees), curve: cssEase)],
                      key: "swing", timing: timing, fill: .backwards)
    }

    /// tada: scale 0.9 with −3° at 10–20 %, scale 1.1 with ±3° alternating at 30–90 %, back to 1.
    public static func tada(force: Double = 1, timing: PresetTiming = PresetTiming(duration: 1)) -> Animation {
        let times = (0...10).map { Double($0) / 10 }
        let scale = [1, 0.9, 0.9, 1.1, 1.1, 1.1, 1.1, 1.1, 1.1, 1.1, 1].map { 1 + ($0 - 1) * force }
        let angle = [0, -3, -3, 3, -3, 3, -3, 3, -3, 3, 0].map { radians($0 * force) }
        return finish([track(.scale, numbers(times, scale), curve: cssEase),
                       track(.rotationZ, numbers(times, angle), curve: cssEase)],
                      key: "tada", timing: timing, fill: .backwards)
    }

    /// wobble: x −25 %, 20 %, −15 %, 10 %, −5 % of the layer's `width` with −5°, 3°, −3°, 2°, −1° at 15 % steps.
    public static func wobble(width: Double, force: Double = 1, timing: PresetTiming = PresetTiming(duration: 1))
        -> Animation {
        let times = [0, 0.15, 0.3, 0.45, 0.6, 0.75, 1]
        let x = [0, -0.25, 0.2, -0.15, 0.1, -0.05, 0].map { $0 * width * force }
        let angle = [0, -5, 3, -3, 2, -1, 0].map { radians($0 * force) }
        return finish([track(.translationX, numbers(times, x), curve: cssEase),
                       track(.rotationZ, numbers(times, angle), curve: cssEase)],
                      key: "wobble", timing: timing, fill: .backwards)
    }

    /// jello: skewX and skewY together by −12.5°, halving and changing sign at every 11.1 % from 22.2 % on.
    public static func jello(force: Double = 1, timing: PresetTiming = PresetTiming(duration: 1)) -> Animation {
        let times = [0, 0.111, 0.222, 0.333, 0.444, 0.555, 0.666, 0.777, 0.888, 1]
        let skews = [0, 0, -12.5, 6.25, -3.125, 1.5625, -0.78125, 0.390625, -0.1953125, 0]
        let frames = zip(times, skews).map { ($0, Value.transform(jelloSkew(degrees: $1 * force))) }
        return finish([track(.transform, frames, curve: cssEase)], key: "jello", timing: timing, fill: .backwards)
    }

    /// CSS `skewX(a) skewY(a)`: x' = (1 + tan²a)·x + tan a·y, y' = tan a·x + y, in Core Animation's row layout.
    static func jelloSkew(degrees: Double) -> Transform3D {
        var m = Transform3D.identity
        let t = tangent(radians(degrees))
        m.m11 = 1 + t * t; m.m12 = t; m.m21 = t
        return m
    }

    /// tan x by Lambert's continued fraction x/(1 − x²/(3 − x²/(5 − …))), 24 terms: exact to double precision for
    /// |x| < 1.2 (the skews used here), since this module has no maths library to call.
    static func tangent(_ x: Double) -> Double {
        let x2 = x * x
        var d = 49.0
        for k in stride(from: 47.0, through: 1, by: -2) { d = k - x2 / d }
        return x / d
    }

    /// heartBeat: scale 1.3 at 14 % and 42 %, 1 at 28 % and from 70 %; 1.3 s, ease-in-out.
    public static func heartBeat(force: Double = 1, timing: PresetTiming = PresetTiming(duration: 1.3)) -> Animation {
        let scale = [1, 1.3, 1, 1.3, 1, 1].map { 1 + ($0 - 1) * force }
        return finish([track(.scale, numbers([0, 0.14, 0.28, 0.42, 0.7, 1], scale), curve: cssEaseInOut)],
                      key: "heartBeat", timing: timing, fill: .backwards)
    }

    /// bounce: up 30 pt (scaleY 1.1) at 40–43 %, 15 pt (1.05) at 70 %, squash 0.95 at 80 %, 4 pt (1.02) at 90 %;
    /// Animate.css pivots it at the bottom centre.
    ///
    /// Curves as the source: rising segments (0.755, 0.05, 0.855, 0.06), landing ones (0.215, 0.61, 0.355, 1); the
    /// source's 80 % keyframe sets `transition-timing-function`, which keyframes ignore, so 80→90 and 90→100 % use `ease`.
    public static func bounce(force: Double = 1, timing: PresetTiming = PresetTiming(duration: 1)) -> Animation {
        let land = TimingFunction.cubicBezier(0.215, 0.61, 0.355, 1)
        let rise = TimingFunction.cubicBezier(0.755, 0.05, 0.855, 0.06)
        let times = [0, 0.2, 0.4, 0.43, 0.53, 0.7, 0.8, 0.9, 1]
        let curves = [land, land, rise, rise, land, rise, cssEase, cssEase]
        let y = [0, 0, -30, -30, 0, -15, 0, -4, 0].map { $0 * force }
        let sy = [1, 1, 1.1, 1.1, 1, 1.05, 0.95, 1.02, 1].map { 1 + ($0 - 1) * force }
        return finish([track(.translationY, numbers(times, y), curves: curves),
                       track(.scaleY, numbers(times, sy), curves: curves)],
                      key: "bounce", timing: timing, fill: .backwards)
    }

    /// pulse: scale 1 → 1.05 → 1, ease-in-out.
    public static func pulse(force: Double = 1, timing: PresetTiming = PresetTiming(duration: 1)) -> Animation {
        finish([track(.scale, numbers([0, 0.5, 1], [1, 1 + 0.05 * force, 1]), curve: cssEaseInOut)],
               key: "pulse", timing: timing, fill: .backwards)
    }

    /// rubberBand: scale (x, y) (1.25, 0.75), (0.75, 1.25), (1.15, 0.85), (0.95, 1.05), (1.05, 0.95) at 30, 40, 50,
    /// 65, 75 %.
    public static func rubberBand(force: Double = 1, timing: PresetTiming = PresetTiming(duration: 1)) -> Animation {
        let times = [0, 0.3, 0.4, 0.5, 0.65, 0.75, 1]
        let sx = [1, 1.25, 0.75, 1.15, 0.95, 1.05, 1].map { 1 + ($0 - 1) * force }
        let sy = [1, 0.75, 1.25, 0.85, 1.05, 0.95, 1].map { 1 + ($0 - 1) * force }
        return finish([track(.scaleX, numbers(times, sx), curve: cssEase), track(.scaleY, numbers(times, sy), curve: cssEase)],
                      key: "rubberBand", timing: timing, fill: .backwards)
    }

    /// flash: opacity 1, 0, 1, 0, 1 at 25 % steps.
    public static func flash(timing: PresetTiming = PresetTiming(duration: 1)) -> Animation {
        finish([track(.opacity, numbers([0, 0.25, 0.5, 0.75, 1], [1, 0, 1, 0, 1]), curve: cssEase)],
               key: "flash", timing: timing, fill: .backwards)
    }

    /// fadeIn: opacity 0 → 1 (hidden during a delay).
    public static func fadeIn(timing: PresetTiming = PresetTiming(duration: 1), curve: TimingFunction = .default)
        -> Animation {
        finish([track(.opacity, numbers([0, 1], [0, 1]), curve: curve)], key: "fadeIn", timing: timing, fill: .backwards)
    }

    /// fadeOut: opacity 1 → 0, staying hidden (the seed's fade uses `curve: .easeIn`).
    public static func fadeOut(timing: PresetTiming = PresetTiming(duration: 1), curve: TimingFunction = .default)
        -> Animation {
        finish([track(.opacity, numbers([0, 1], [1, 0]), curve: curve)], key: "fadeOut", timing: timing,
               fill: .keepsFinalState)
    }

    /// zoomIn: from scale 0.3 and opacity 0; opacity 1 by 50 %, scale 1 at 100 %.
    public static func zoomIn(timing: PresetTiming = PresetTiming(duration: 1)) -> Animation {
        finish([track(.opacity, numbers([0, 0.5, 1], [0, 1, 1]), curve: cssEase),
                track(.scale, numbers([0, 1], [0.3, 1]), curve: cssEase)],
               key: "zoomIn", timing: timing, fill: .backwards)
    }

    /// zoomOut: opacity 0 and scale 0.3 at 50 %, staying hidden (the source leaves scale unset at 100 %, so it
    /// returns to 1 while invisible).
    public static func zoomOut(timing: PresetTiming = PresetTiming(duration: 1)) -> Animation {
        finish([track(.opacity, numbers([0, 0.5, 1], [1, 0, 0]), curve: cssEase),
                track(.scale, numbers([0, 0.5, 1], [1, 0.3, 1]), curve: cssEase)],
               key: "zoomOut", timing: timing, fill: .keepsFinalState)
    }
}
