#if !canImport(Darwin)
internal import AnimaCore

/// The exact Core Animation form of a SwiftUI animation when there is one: a timing curve with delay, speed and
/// repeats becomes one CABasicAnimation; anything else (springs, custom animations) is recorded as keyframes.
struct CoreAnimationForm {
    var curve: UnitCurve
    var duration: Double
    var delay: Double
    /// CA repeats (legs/2 when autoreversing); nil once.
    var repeatCount: Float?
    var autoreverses: Bool

    /// The form of `animation`, or nil.
    static func of(_ animation: Animation) -> CoreAnimationForm? {
        let base = animation.box.base
        if let b = base as? BezierAnimation {
            guard b.curve.timingFunction != nil else { return nil }
            return CoreAnimationForm(curve: b.curve, duration: b.duration, delay: 0, repeatCount: nil, autoreverses: false)
        }
        if let d = base as? DelayAnimation, var inner = of(d.base) {
            inner.delay += d.delay
            return inner
        }
        if let s = base as? SpeedAnimation, s.speed > 0, var inner = of(s.base) {
            inner.delay /= s.speed; inner.duration /= s.speed
            return inner
        }
        if let r = base as? RepeatAnimation, let inner = of(r.base), inner.repeatCount == nil, inner.delay == 0 {
            var form = inner
            form.autoreverses = r.autoreverses
            let legs = r.count.map(Float.init) ?? .infinity
            form.repeatCount = r.autoreverses ? legs / 2 : legs
            return form
        }
        return nil
    }

    /// The additive CABasicAnimation of `keyPath` from −delta to 0, starting `now`.
    @MainActor
    func animation(keyPath: String, delta: Double, now: Double) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: keyPath)
        a.fromValue = -delta
        a.toValue = 0
        a.isAdditive = true
        a.duration = duration
        a.beginTime = now + delay
        a.fillMode = .backwards
        if let points = curve.timingFunction?.controlPoints {
            a.timingFunction = CAMediaTimingFunction(controlPoints: Float(points.0), Float(points.1), Float(points.2),
                                                     Float(points.3))
        }
        if let repeatCount { a.repeatCount = repeatCount }
        a.autoreverses = autoreverses
        return a
    }
}
#endif
