import AnimaCore

/// Effects named after SF Symbols' `symbolEffect`s. Apple publishes no keyframes for them, so these curves are
/// Anima's own, chosen to read well at UI sizes; every segment is ease-in-ease-out.
///
/// - bounce: a squash to 0.9 at 15 %, a hop of 10 pt (× force) at 35 % with scale 1.08 at 45 %, a 2 pt dip at 70 %
///   with scale 0.98 at 75 %, rest at 100 %; 0.5 s.
/// - pulse: opacity 1 → 0.3 (at 50 %) → 1; 1 s.
/// - wiggle: a decaying wiggle: +1, −0.75, +0.5, −0.25 of the amplitude at 20 % steps; 0.6 s. Turning (12°) for
///   clockwise/counterClockwise, moving (6 pt) for left/right/up/down.
/// - breathe: scale 1 → 1 + 0.08 × force (at 50 %) → 1, and with `.pulse` opacity 1 → 0.7 → 1; 1.6 s.
/// - rotate: one full turn (× turns) clockwise or counter-clockwise; 1 s.
extension Presets {
    /// How a symbol wiggles.
    public enum WiggleDirection: String, Sendable, CaseIterable {
        /// Turning, first clockwise.
        case clockwise
        /// Turning, first counter-clockwise.
        case counterClockwise
        /// Moving, first left.
        case left
        /// Moving, first right.
        case right
        /// Moving, first up.
        case up
        /// Moving, first down.
        case down
    }

    /// Whether a breathe also fades.
    public enum BreatheVariant: String, Sendable, CaseIterable {
        /// Scale only.
        case plain
        /// Scale and opacity.
        case pulse
    }

    /// The symbols' curve.
    static let symbolCurve = TimingFunction.easeInEaseOut

    /// symbolBounce: squash, hop up (or down) and settle.
    public static func symbolBounce(up: Bool = true, force: Double = 1,
                                    timing: PresetTiming = PresetTiming(duration: 0.5)) -> Animation {
        let sign = up ? -1.0 : 1.0
        let hop = numbers([0, 0.35, 0.7, 1], [0, 10 * force * sign, -2 * force * sign, 0])
        let scale = numbers([0, 0.15, 0.45, 0.75, 1], [1, 0.9, 1.08, 0.98, 1].map { 1 + ($0 - 1) * force })
        return finish([track(.translationY, hop, curve: symbolCurve), track(.scale, scale, curve: symbolCurve)],
                      key: "symbolBounce", timing: timing, fill: .backwards)
    }

    /// symbolPulse: the opacity dips to 0.3 and returns.
    public static func symbolPulse(timing: PresetTiming = PresetTiming(duration: 1)) -> Animation {
        finish([track(.opacity, numbers([0, 0.5, 1], [1, 0.3, 1]), curve: symbolCurve)],
               key: "symbolPulse", timing: timing, fill: .backwards)
    }

    /// symbolWiggle: a decaying back-and-forth, turning by `angle` degrees or moving by `distance` points.
    public static func symbolWiggle(_ direction: WiggleDirection = .clockwise, angle: Double = 12, distance: Double = 6,
                                    timing: PresetTiming = PresetTiming(duration: 0.6)) -> Animation {
        let (key, amplitude): (PropertyKey, Double) = switch direction {
        case .clockwise: (.rotationZ, radians(angle))
        case .counterClockwise: (.rotationZ, -radians(angle))
        case .left: (.translationX, -distance)
        case .right: (.translationX, distance)
        case .up: (.translationY, -distance)
        case .down: (.translationY, distance)
        }
        let values = [0, 1, -0.75, 0.5, -0.25, 0].map { $0 * amplitude }
        return finish([track(key, numbers([0, 0.2, 0.4, 0.6, 0.8, 1], values), curve: symbolCurve)],
                      key: "symbolWiggle", timing: timing, fill: .backwards)
    }

    /// symbolBreathe: a slow swell of the scale, optionally fading with it.
    public static func symbolBreathe(_ variant: BreatheVariant = .plain, force: Double = 1,
                                     timing: PresetTiming = PresetTiming(duration: 1.6)) -> Animation {
        var tracks = [track(.scale, numbers([0, 0.5, 1], [1, 1 + 0.08 * force, 1]), curve: symbolCurve)]
        if variant == .pulse { tracks.append(track(.opacity, numbers([0, 0.5, 1], [1, 0.7, 1]), curve: symbolCurve)) }
        return finish(tracks, key: "symbolBreathe", timing: timing, fill: .backwards)
    }

    /// symbolRotate: whole turns about the anchor.
    public static func symbolRotate(clockwise: Bool = true, turns: Double = 1,
                                    timing: PresetTiming = PresetTiming(duration: 1)) -> Animation {
        let end = (clockwise ? 2.0 : -2.0) * .pi * turns
        return finish([track(.rotationZ, numbers([0, 1], [0, end]), curve: symbolCurve)],
                      key: "symbolRotate", timing: timing, fill: .backwards)
    }
}
