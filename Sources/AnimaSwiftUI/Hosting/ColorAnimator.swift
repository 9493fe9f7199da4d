#if !canImport(Darwin)
@_spi(Hosting) import AnimaUIKit

/// Animates a layer's colours as SwiftUI animates `Color`: the four components of `Color.Resolved.animatableData`,
/// linear-light red, green, blue and opacity (not premultiplied) scaled by 128, move together as one vector; runs
/// overlap by adding up, as other animatable data does here.
///
/// Core Animation interpolates colours in gamma-encoded sRGB, so the recorded form is the combined motion sampled on
/// the 300 Hz grid as a keyframe animation (gamma-encoded values, linear between grid points), restarted from the
/// instant of each change so every overlapping run stays in it.
@MainActor
final class ColorAnimator {
    /// The layer colour a style paints.
    enum Slot: String, CaseIterable {
        /// The layer's background (colours, box shapes).
        case background = "backgroundColor"
        /// The layer's border (stroked box shapes).
        case border = "borderColor"
        /// A shape layer's fill.
        case fill = "fillColor"
        /// A shape layer's stroke.
        case stroke = "strokeColor"
        /// A text layer's glyphs.
        case text = "foregroundColor"
    }

    /// One animation of one colour: the scalar run along the change and the change itself (linear components).
    private struct Run {
        var progress: PropertyRun
        var change: LinearColor
    }

    private var targets: [String: LinearColor] = [:]
    private var runs: [String: [Run]] = [:]
    private var counter = 0

    /// Paints `color` (nil: clear) into `slot` of `layer` for the item `key`, animated by `animation` when given and
    /// the colour changed; returns the end time of the animation it started, if any.
    @discardableResult
    func paint(_ color: Color?, _ slot: Slot, of layer: CALayer, key: String, animation: Animation?) -> Double? {
        let id = key + "|" + slot.rawValue
        let target = LinearColor(color ?? .clear)
        let old = targets[id]
        targets[id] = target
        Self.write(target, slot, to: layer)
        guard let old, old != target, let animation else {
            if old != target { runs[id] = nil; layer.removeAnimation(forKey: Self.animationKey(slot)) }
            return nil
        }
        let now = AnimaClock.now
        var active = (runs[id] ?? []).filter { !$0.progress.isFinished(at: now) }
        var change = target - old
        var context = AnimationContext<Double>()
        if let last = active.last,
           animation.shouldMerge(previous: last.progress.animation, value: 1, time: 0, context: &context) {
            // A merging animation (a fluid spring) starts from what is shown; its velocity is not carried here.
            change = target - Self.shown(target, active, at: now)
            active = []
        }
        counter += 1
        let run = PropertyRun(animation: animation, start: now, delta: change.magnitude, initialVelocity: 0,
                              key: "swiftui.color.\(counter)")
        active.append(Run(progress: run, change: change))
        runs[id] = active
        layer.add(Self.keyframes(target, active, slot, from: now), forKey: Self.animationKey(slot))
        return now + (run.end ?? PropertyRun.maxDuration)
    }

    /// Forgets the colours of item `key` (it left the hierarchy).
    func forget(_ key: String) {
        for slot in Slot.allCases {
            targets[key + "|" + slot.rawValue] = nil
            runs[key + "|" + slot.rawValue] = nil
        }
    }

    private static func animationKey(_ slot: Slot) -> String { "swiftui.color." + slot.rawValue }

    /// The colour shown at `t`: the target less what each run has still to cover.
    private static func shown(_ target: LinearColor, _ runs: [Run], at t: Double) -> LinearColor {
        runs.reduce(target) { color, run in
            let delta = run.progress.delta
            let remaining = delta == 0 ? 0 : 1 - run.progress.value(at: t) / delta
            return color - run.change.scaled(remaining)
        }
    }

    /// The runs' combined motion from `start` to the last run's end, on the 300 Hz grid.
    private static func keyframes(_ target: LinearColor, _ runs: [Run], _ slot: Slot, from start: Double) -> CAAnimation {
        let end = runs.map { $0.progress.start + ($0.progress.end ?? PropertyRun.maxDuration) }.max() ?? start
        let steps = max(Int(((end - start) / PropertyRun.step).rounded(.up)), 1)
        let duration = Double(steps) * PropertyRun.step
        let a = CAKeyframeAnimation(keyPath: slot.rawValue)
        a.values = (0...steps).map { k in shown(target, runs, at: start + Double(k) * PropertyRun.step).cgColor }
        a.keyTimes = (0...steps).map { NSNumber(value: Double($0) / Double(steps)) }
        a.duration = duration
        a.beginTime = start
        a.calculationMode = .linear
        return a
    }

    private static func write(_ color: LinearColor, _ slot: Slot, to layer: CALayer) {
        let cg = color.cgColor
        switch slot {
        case .background: if layer.backgroundColor != cg { layer.backgroundColor = cg }
        case .border: if layer.borderColor != cg { layer.borderColor = cg }
        case .fill: if let shape = layer as? CAShapeLayer, shape.fillColor != cg { shape.fillColor = cg }
        case .stroke: if let shape = layer as? CAShapeLayer, shape.strokeColor != cg { shape.strokeColor = cg }
        case .text: if let text = layer as? CATextLayer, text.foregroundColor != cg { text.foregroundColor = cg }
        }
    }
}
#endif
