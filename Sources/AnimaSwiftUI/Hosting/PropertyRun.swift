#if !canImport(Darwin)
/// One SwiftUI animation of one scalar property, sampled once on a 300 Hz grid (the fluid spring's own step).
///
/// The table answers the presented value and velocity at any time (for merges and for layer output) and becomes
/// the keyframes recorded on the layer when the animation has no exact Core Animation form.
struct PropertyRun {
    /// The grid step.
    static let step = 1.0 / 300
    /// The longest table kept (an animation still running then, such as `repeatForever`, is cut there).
    static let maxDuration = 30.0

    let animation: Animation
    let start: Double
    /// The distance covered: the animation runs from −delta (relative to the new model value) to 0.
    let delta: Double
    /// Values of the animation at k·step, k = 0…; the last is where it finished.
    let table: [Double]
    /// When the animation returned nil (finished), relative to `start`; nil when cut.
    let end: Double?
    /// When it became logically complete, relative to `start`.
    let logicalEnd: Double?
    /// The key of its Core Animation animation.
    let key: String

    init(animation: Animation, start: Double, delta: Double, initialVelocity: Double, key: String) {
        self.animation = animation; self.start = start; self.delta = delta; self.key = key
        var context = AnimationContext<Double>()
        if initialVelocity != 0 {
            context.state[FluidSpringState<Double>.self] = FluidSpringState(velocity: initialVelocity)
        }
        var values: [Double] = []
        var finished: Double?, logical: Double?
        var k = 0
        while Double(k) * Self.step <= Self.maxDuration {
            let t = Double(k) * Self.step
            guard let v = animation.animate(value: delta, time: t, context: &context) else { finished = t; break }
            if logical == nil, context.isLogicallyComplete { logical = t }
            values.append(v)
            k += 1
        }
        values.append(delta)
        table = values
        end = finished
        logicalEnd = logical ?? finished
    }

    /// The animation's value (0 → delta) at absolute time `t`.
    func value(at t: Double) -> Double {
        let x = (t - start) / Self.step
        guard x > 0 else { return table.first ?? delta }
        let i = Int(x)
        guard i + 1 < table.count else { return end == nil ? (table.dropLast().last ?? delta) : delta }
        let f = x - Double(i)
        return table[i] + (table[i + 1] - table[i]) * f
    }

    /// The velocity at `t`, by a difference over one step.
    func velocity(at t: Double) -> Double {
        (value(at: t + Self.step / 2) - value(at: t - Self.step / 2)) / Self.step
    }

    /// Whether the animation is over at `t`.
    func isFinished(at t: Double) -> Bool { end.map { t - start >= $0 } ?? false }
}
#endif
