import AnimaCore

/// MengTo/Spring (MIT; `Spring/Spring.swift` at 50d92a5b): its keyframe presets with the published values (× force)
/// over 0.7 s with Core Animation's default curve, and its spring presets as spring animations.
///
/// Spring writes six key times for its five keyframe values; Core Animation's behaviour with mismatched counts is
/// unspecified, so these use five evenly spaced times (0, 25, 50, 75, 100 %).
extension Presets {
    /// Spring's default curve (`CAMediaTimingFunction(name: .default)`).
    static let springCurve = TimingFunction.default
    /// Evenly spaced key times for Spring's five values.
    static let springTimes = [0, 0.25, 0.5, 0.75, 1.0]

    /// A screen edge, for slides.
    public enum Edge: String, Sendable, CaseIterable {
        /// The left edge (−x).
        case left
        /// The right edge (+x).
        case right
        /// The top edge (−y, since y grows downwards).
        case top
        /// The bottom edge (+y).
        case bottom

        /// The unit offset towards this edge (y grows downwards).
        var direction: (x: Double, y: Double) {
            switch self {
            case .left: (-1, 0)
            case .right: (1, 0)
            case .top: (0, -1)
            case .bottom: (0, 1)
            }
        }
    }

    /// Spring's `UIView.animate(…usingSpringWithDamping:initialSpringVelocity:)` defaults: 0.7 s, damping 0.7,
    /// velocity 0.7, in UIKit's vocabulary (UIKit's solver, cut at 0.7 s).
    public static let springDefaultFeel = SpringFeel.uiKit(duration: 0.7, dampingRatio: 0.7, initialVelocity: 0.7)

    /// pop: additive scale 0, +0.2, −0.2, +0.2, 0 (× force).
    public static func pop(force: Double = 1, timing: PresetTiming = PresetTiming(duration: 0.7)) -> Animation {
        let values = [0, 0.2, -0.2, 0.2, 0].map { $0 * force }
        return finish([track(.scale, numbers(springTimes, values), curves: nil).additive()
                        .timingFunction(springCurve)], key: "pop", timing: timing, fill: .backwards)
    }

    /// morph: scale x 1, 1.3, 0.7, 1.3, 1 against y 1, 0.7, 1.3, 0.7, 1 (1.3 × force).
    public static func morph(force: Double = 1, timing: PresetTiming = PresetTiming(duration: 0.7)) -> Animation {
        let big = 1.3 * force
        return finish([track(.scaleX, numbers(springTimes, [1, big, 0.7, big, 1]), curves: nil).timingFunction(springCurve),
                       track(.scaleY, numbers(springTimes, [1, 0.7, big, 0.7, 1]), curves: nil).timingFunction(springCurve)],
                      key: "morph", timing: timing, fill: .backwards)
    }

    /// squeeze: scale x 1, 1.5, 0.5, 1.5, 1 against y 1, 0.5, 1, 0.5, 1 (1.5 × force).
    public static func squeeze(force: Double = 1, timing: PresetTiming = PresetTiming(duration: 0.7)) -> Animation {
        let big = 1.5 * force
        return finish([track(.scaleX, numbers(springTimes, [1, big, 0.5, big, 1]), curves: nil).timingFunction(springCurve),
                       track(.scaleY, numbers(springTimes, [1, 0.5, 1, 0.5, 1]), curves: nil).timingFunction(springCurve)],
                      key: "squeeze", timing: timing, fill: .backwards)
    }

    /// flipX/flipY: a half turn about the vertical (`horizontal: true`, Spring's flipX) or horizontal axis, seen in
    /// perspective (m34 = −1/500, where Spring uses −2/width): the whole `transform` animates from the perspective
    /// alone to the half turn followed by the perspective, so the near edge grows as the card turns and it opens
    /// mirrored.
    public static func flip(horizontal: Bool = true, timing: PresetTiming = PresetTiming(duration: 0.7)) -> Animation {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let turn = Transform3D.rotation(.pi, x: horizontal ? 0 : 1, y: horizontal ? 1 : 0, z: 0)
        return finish([Animation.basic(.transform, from: .transform(perspective),
                                       to: .transform(turn.concatenating(perspective)), duration: 0)
                        .timingFunction(springCurve)], key: "flip", timing: timing, fill: .backwards)
    }

    /// fall: a spring to 15° and 600 pt down (× force), staying there.
    public static func fall(force: Double = 1, feel: SpringFeel = springDefaultFeel, delay: Double = 0) -> Animation {
        springTo([(.rotationZ, 0, radians(15)), (.translationY, 0, 600 * force)], key: "fall", feel: feel,
                 delay: delay, fill: .keepsFinalState)
    }

    /// slideIn: springs in from 300 pt (× force) towards `edge` (Spring's slideRight comes from the left edge).
    public static func slideIn(from edge: Edge, force: Double = 1, feel: SpringFeel = springDefaultFeel, delay: Double = 0)
        -> Animation {
        let d = edge.direction, distance = 300 * force
        return springTo([(.translationX, d.x * distance, 0), (.translationY, d.y * distance, 0)]
                        .filter { $0.1 != 0 }, key: "slideIn", feel: feel, delay: delay, fill: .backwards)
    }

    /// slideOut: springs 300 pt (× force) towards `edge` and stays there (Spring's `animateTo` of a slide).
    public static func slideOut(to edge: Edge, force: Double = 1, feel: SpringFeel = springDefaultFeel, delay: Double = 0)
        -> Animation {
        let d = edge.direction, distance = 300 * force
        return springTo([(.translationX, 0, d.x * distance), (.translationY, 0, d.y * distance)]
                        .filter { $0.2 != 0 }, key: "slideOut", feel: feel, delay: delay, fill: .keepsFinalState)
    }

    /// Spring animations of each `(key, from, to)`, grouped when there are several, lasting as long as the feel's
    /// vocabulary says (UIKit: its duration; SwiftUI: until it settles).
    static func springTo(_ channels: [(PropertyKey, Double, Double)], key: String, feel: SpringFeel, delay: Double,
                         fill: PresetFill) -> Animation {
        let spring = feel.spring
        let tracks = channels.map { Animation.spring($0.0, from: .number($0.1), to: .number($0.2), spring: spring) }
        return finish(tracks, key: key, timing: PresetTiming(duration: feel.activeDuration, delay: delay), fill: fill)
    }
}
