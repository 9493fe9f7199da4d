#if !canImport(Darwin)
@_spi(Hosting) import AnimaUIKit

/// A `ViewModifier` that is also `Animatable` (what `AnimatableModifier` was): when its `animatableData` changes under
/// an animation, its body is evaluated along the interpolated data, and the motion of the properties it moves
/// (offsets, scales, rotations, opacity, frames) is recorded as a keyframe animator's is, sampled at 120 Hz.
@MainActor
final class AnimatableModifierDriver<M: ViewModifier & Animatable> {
    private var runs: AnimatableRuns<M>?
    private var runStart = 0.0
    private var runID = 0
    private var scopeValues: [String: AnyHashable] = [:]

    /// The sampling step of the body.
    static var step: Double { 1.0 / 120 }
}

/// The nodes of `modifier` applied to `content`, with the modifier's type opened from an existential.
@MainActor
func resolveAnimatable<M: ViewModifier & Animatable>(_ modifier: M, content: any View, in context: ResolveContext) -> [ViewNode] {
    AnimatableModifierDriver<M>.nodes(modifier, content: content, in: context)
}

extension AnimatableModifierDriver {
    /// The nodes of `modifier` applied to `content`: at rest at its latest data, with the frames of the run under way.
    static func nodes(_ modifier: M, content: any View, in context: ResolveContext) -> [ViewNode] {
        let driver = context.graph.driver(at: context.path + "/am") { AnimatableModifierDriver<M>() }
        if let transaction = context.graph.rendering {
            driver.update(to: modifier, scopes: context.environment.scopes, transaction: transaction)
        }
        func body(_ m: M) -> [ViewNode] { context.resolve(m.body(content: _ViewModifier_Content<M>(view: content)), at: "vm") }
        var frames: [[ViewNode]] = []
        if let runs = driver.runs, runs.end > AnimaClock.now {
            let count = Int((min(runs.end - driver.runStart, PropertyRun.maxDuration) / step).rounded(.up)) + 1
            frames = (0..<count).map { k in body(runs.value(at: driver.runStart + Double(k) * step)) }
        }
        // The same node with or without a run, so the views keep their identity when one starts.
        let sampled = KeyframedContent(rest: body(modifier), frames: frames, step: step, start: driver.runStart,
                                       repeating: false, runID: driver.runID)
        return [ViewNode(key: context.path + "/am", kind: .keyframed(sampled), scopes: context.environment.scopes)]
    }

    /// Takes `modifier`'s data as the target, animated by the innermost changed `.animation(_:value:)` around it or
    /// else the transaction's animation.
    private func update(to modifier: M, scopes: [AnimationScope], transaction: Transaction) {
        let changed = scopes.last { scope in scopeValues[scope.key].map { $0 != scope.value } ?? false }
        for scope in scopes { scopeValues[scope.key] = scope.value }
        guard var current = runs else {
            runs = AnimatableRuns(target: modifier)
            return
        }
        if current.absorb(modifier) {
            runs = current
            return
        }
        let animation = transaction.disablesAnimations ? nil : changed?.animation ?? transaction.animation
        guard let animation else {
            runs = AnimatableRuns(target: modifier)
            return
        }
        runID += 1
        runStart = AnimaClock.now
        _ = current.retarget(to: modifier, animation: animation, now: runStart, key: "swiftui.modifier.\(runID)")
        runs = current
    }
}
#endif
