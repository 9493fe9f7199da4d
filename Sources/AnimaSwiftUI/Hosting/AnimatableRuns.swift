#if !canImport(Darwin)
import AnimaUIKit

/// A value whose `animatableData` SwiftUI animates towards its latest target: each change under an animation adds a
/// run covering the difference (so overlapping runs add up), and the value shown at a time is the target less what
/// each run has still to cover. Colours, custom shapes and `Animatable` modifiers move this way.
struct AnimatableRuns<Value: Animatable> {
    /// The latest value set.
    private(set) var target: Value
    private var runs: [(change: Value.AnimatableData, run: PropertyRun)] = []

    /// At rest at `target`.
    init(target: Value) { self.target = target }

    /// Takes `value` as the target when its animatable data is the same; whether it was (the runs go on).
    mutating func absorb(_ value: Value) -> Bool {
        guard (value.animatableData - target.animatableData).magnitudeSquared == 0 else { return false }
        target = value
        return true
    }

    /// Moves towards `value` under `animation` from `now`; when the runs end. A merging animation (a fluid spring)
    /// starts from what is shown, without carrying its velocity.
    mutating func retarget(to value: Value, animation: Animation, now: Double, key: String) -> Double {
        var change = value.animatableData - target.animatableData
        runs.removeAll { $0.run.isFinished(at: now) }
        var context = AnimationContext<Double>()
        if let last = runs.last, animation.shouldMerge(previous: last.run.animation, value: 1, time: 0, context: &context) {
            change = value.animatableData - data(at: now)
            runs = []
        }
        target = value
        // The run moves a scalar along the change: a vector's spring and its rest test (on the squared magnitude)
        // behave as a number of the vector's length does.
        runs.append((change, PropertyRun(animation: animation, start: now, delta: change.magnitudeSquared.squareRoot(),
                                         initialVelocity: 0, key: key)))
        return end
    }

    /// When the last run ends (now, without runs).
    var end: Double { runs.map { $0.run.start + ($0.run.end ?? PropertyRun.maxDuration) }.max() ?? 0 }

    /// The animatable data shown at `t`.
    func data(at t: Double) -> Value.AnimatableData {
        runs.reduce(target.animatableData) { data, r in
            let remaining = r.run.delta == 0 ? 0 : 1 - r.run.value(at: t) / r.run.delta
            return data - r.change.scaled(by: remaining)
        }
    }

    /// The value shown at `t`.
    func value(at t: Double) -> Value {
        var v = target
        v.animatableData = data(at: t)
        return v
    }
}

extension CAKeyframeAnimation {
    /// `value` sampled on the 300 Hz grid from `start` to `end` (at least one step), linear between samples: the
    /// recorded form of motion Core Animation cannot interpolate itself.
    static func sampled(keyPath: String, from start: Double, to end: Double, _ value: (Double) -> Any) -> CAKeyframeAnimation {
        let steps = max(Int(((end - start) / PropertyRun.step).rounded(.up)), 1)
        let a = CAKeyframeAnimation(keyPath: keyPath)
        a.values = (0...steps).map { value(start + Double($0) * PropertyRun.step) }
        a.keyTimes = (0...steps).map { NSNumber(value: Double($0) / Double(steps)) }
        a.duration = Double(steps) * PropertyRun.step
        a.beginTime = start
        a.calculationMode = .linear
        return a
    }
}
#endif
