#if !canImport(Darwin)
/// A view that cycles through phases (SwiftUI's `PhaseAnimator`), made of the `phaseAnimator` modifier.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, PrimitiveView {
    let phases: [Phase]
    let trigger: AnyHashable?
    let content: @MainActor (Phase) -> Content
    let animation: @MainActor (Phase) -> Animation?

    /// Cycles through `phases` for ever.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping @MainActor (Phase) -> Content,
                animation: @escaping @MainActor (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases); trigger = nil; self.content = content; self.animation = animation
    }

    /// Runs through `phases` once each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable,
                @ViewBuilder content: @escaping @MainActor (Phase) -> Content,
                animation: @escaping @MainActor (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases); self.trigger = AnyHashable(EquatableBox(value: trigger))
        self.content = content; self.animation = animation
    }

    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let content = self.content
        let view = PhaseAnimatorView(content: EmptyView(), phases: phases, trigger: trigger,
                                     makeContent: { _, phase in content(phase) }, animation: animation)
        return context.resolve(view, at: "pa")
    }
}

/// A view driven by a keyframe timeline (SwiftUI's `KeyframeAnimator`), made of the `keyframeAnimator` modifier.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, PrimitiveView
    where KeyframePath.Value == Value {
    let initialValue: Value
    let repeating: Bool
    let trigger: AnyHashable?
    let content: @MainActor (Value) -> Content
    let keyframes: (Value) -> KeyframePath

    /// Plays the keyframes, repeating by default.
    public init(initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping @MainActor (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue; self.repeating = repeating; trigger = nil
        self.content = content; self.keyframes = keyframes
    }

    /// Plays the keyframes once each time `trigger` changes.
    public init(initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping @MainActor (Value) -> Content,
                @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath) {
        self.initialValue = initialValue; repeating = false; self.trigger = AnyHashable(EquatableBox(value: trigger))
        self.content = content; self.keyframes = keyframes
    }

    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let content = self.content
        let view = KeyframeAnimatorView(content: EmptyView(), initialValue: initialValue, repeating: repeating,
                                        trigger: trigger, makeContent: { _, value in content(value) }, keyframes: keyframes)
        return context.resolve(view, at: "ka")
    }
}
#endif
