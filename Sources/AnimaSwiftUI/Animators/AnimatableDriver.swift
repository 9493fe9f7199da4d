#if !canImport(Darwin)
@_spi(Hosting) import AnimaUIKit

/// A view or `ViewModifier` that is also `Animatable` (what `AnimatableModifier` was): when its `animatableData`
/// changes under an animation, its body is evaluated along the interpolated data, and the motion of the properties
/// it moves (offsets, scales, rotations, opacity, frames) is recorded as a keyframe animator's is, sampled at 120 Hz.
@MainActor
final class AnimatableDriver<Value: Animatable> {
    private var runs: AnimatableRuns<Value>?
    private var runStart = 0.0
    private var runID = 0
    private var scopeValues: [String: AnyHashable] = [:]

    /// The sampling step of the body.
    static var step: Double { 1.0 / 120 }

    /// The nodes of `value` whose body `body` resolves: at rest at its latest data, with the frames of the run under
    /// way.
    static func nodes(_ value: Value, in context: ResolveContext, body: (Value) -> [ViewNode]) -> [ViewNode] {
        let driver = context.graph.driver(at: context.path + "/am") { AnimatableDriver<Value>() }
        if let transaction = context.graph.rendering {
            driver.update(to: value, scopes: context.environment.scopes, transaction: transaction)
        }
        var frames: [[ViewNode]] = []
        if let runs = driver.runs, runs.end > AnimaClock.now {
            let count = Int((min(runs.end - driver.runStart, PropertyRun.maxDuration) / step).rounded(.up)) + 1
            frames = (0..<count).map { k in body(runs.value(at: driver.runStart + Double(k) * step)) }
        }
        // The same node with or without a run, so the views keep their identity when one starts.
        let sampled = KeyframedContent(rest: body(value), frames: frames, step: step, start: driver.runStart,
                                       repeating: false, runID: driver.runID)
        return [ViewNode(key: context.path + "/am", kind: .keyframed(sampled), scopes: context.environment.scopes)]
    }

    /// Takes `value`'s data as the target, animated by the innermost changed `.animation(_:value:)` around it or
    /// else the transaction's animation.
    private func update(to value: Value, scopes: [AnimationScope], transaction: Transaction) {
        let changed = scopes.last { scope in scopeValues[scope.key].map { $0 != scope.value } ?? false }
        for scope in scopes { scopeValues[scope.key] = scope.value }
        guard var current = runs else {
            runs = AnimatableRuns(target: value)
            return
        }
        if current.absorb(value) {
            runs = current
            return
        }
        let animation = transaction.disablesAnimations ? nil : changed?.animation ?? transaction.animation
        guard let animation else {
            runs = AnimatableRuns(target: value)
            return
        }
        runID += 1
        runStart = AnimaClock.now
        _ = current.retarget(to: value, animation: animation, now: runStart, key: "swiftui.animatable.\(runID)")
        runs = current
    }
}

/// The nodes of an `Animatable` modifier applied to `content` (the modifier's type opened from an existential).
@MainActor
func resolveAnimatable<M: ViewModifier & Animatable>(_ modifier: M, content: any View, in context: ResolveContext) -> [ViewNode] {
    AnimatableDriver<M>.nodes(modifier, in: context) { m in
        context.resolve(m.body(content: _ViewModifier_Content<M>(view: content)), at: "vm")
    }
}

/// The nodes of an `Animatable` view with a body (the view's type opened from an existential).
@MainActor
func resolveAnimatable<V: View & Animatable>(_ view: V, in context: ResolveContext) -> [ViewNode] {
    AnimatableDriver<V>.nodes(view, in: context) { v in
        context.graph.bindDynamicProperties(of: v, at: context.path)
        guard context.linkContextProperties(of: v) else { return [] }
        return context.resolve(context.graph.trackedBody(of: v), at: "b")
    }
}
#endif
