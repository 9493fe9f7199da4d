import AnimaCore

/// The opacity animations of a reveal, on the wrappers of a unit's bones and content.
enum RevealAnimator {
    /// The key of the reveal animations.
    static let key = "reveal"

    /// Bones: hidden until the onset, fade in, stay, cross-fade out.
    static func skeleton(_ wrapper: Layer, _ s: RevealSchedule) -> Layer {
        var layer = wrapper
        layer.opacity = 0
        guard s.isShown else { return layer }
        layer.add(opacity([0, 0, 1, 1, 0], at: [0, s.appears, s.fullyShown, s.ends, s.contentVisible]))
        return layer
    }

    /// Content stand-ins: hidden until the cross-fade, then fade in and stay.
    static func content(_ wrapper: Layer, _ s: RevealSchedule) -> Layer {
        var layer = wrapper
        layer.opacity = 0
        layer.add(opacity([0, 0, 1], at: [0, s.ends, s.contentVisible]))
        return layer
    }

    private static func opacity(_ values: [Double], at times: [Double]) -> Animation {
        let total = Swift.max(times.last ?? 0, 1e-6)
        return Animation.keyframes(.opacity, values: values.map { .number($0) }, keyTimes: times.map { $0 / total },
                                   duration: total)
            .key(key).fillMode(.both).removedOnCompletion(false)
    }
}
