#if !canImport(Darwin)
@_spi(Hosting) import AnimaUIKit

/// `keyframeAnimator`: the content evaluated along a keyframe timeline, recorded as keyframes of every property the
/// value moves (sampled at 120 Hz, linear between samples); repeating, or once per trigger change.
public struct KeyframeAnimatorView<Content: View, Value, Output: View, K: Keyframes>: View, PrimitiveView
    where K.Value == Value {
    let content: Content
    let initialValue: Value
    let repeating: Bool
    let trigger: AnyHashable?
    let makeContent: @MainActor (PlaceholderContentView<Content>, Value) -> Output
    let keyframes: (Value) -> K

    /// The sampling step.
    static var step: Double { 1.0 / 120 }

    /// Primitive.
    public var body: EmptyView { EmptyView() }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        let driver = context.graph.driver(at: context.path) { KeyframeDriver() }
        let run = driver.run(trigger: trigger, repeating: repeating)
        let timeline = KeyframeTimeline(initialValue: driver.restValue as? Value ?? initialValue) {
            keyframes(driver.restValue as? Value ?? initialValue)
        }
        let placeholder = PlaceholderContentView(content: content)
        let restValue: Value
        if run == nil {
            restValue = initialValue
        } else {
            restValue = repeating ? timeline.value(time: 0) : timeline.value(time: timeline.duration)
            if !repeating { driver.restValue = restValue }
        }
        let rest = context.resolve(makeContent(placeholder, restValue), at: "k")
        // The same node with or without a run, so the views keep their identity when a run starts (a recording
        // loses views removed while it runs).
        guard let run, timeline.duration > 0 else {
            let still = KeyframedContent(rest: rest, frames: [], step: Self.step, start: 0, repeating: false, runID: 0)
            return [ViewNode(key: context.path + "/kf", kind: .keyframed(still), scopes: context.environment.scopes)]
        }
        let count = Int((min(timeline.duration, 30) / Self.step).rounded(.up)) + 1
        let frames = (0..<count).map { k in
            context.resolve(makeContent(placeholder, timeline.value(time: min(Double(k) * Self.step, timeline.duration))),
                            at: "k")
        }
        let sampled = KeyframedContent(rest: rest, frames: frames, step: Self.step, start: run.start,
                                       repeating: repeating, runID: run.id)
        return [ViewNode(key: context.path + "/kf", kind: .keyframed(sampled), scopes: context.environment.scopes)]
    }
}

/// A keyframe animator's content: at rest, and at each sample of the current run.
struct KeyframedContent {
    var rest: [ViewNode]
    var frames: [[ViewNode]]
    var step: Double
    var start: Double
    var repeating: Bool
    var runID: Int
}

/// When a keyframe animator's current run began.
@MainActor
final class KeyframeDriver {
    private var lastTrigger: AnyHashable?
    private var current: (id: Int, start: Double)?
    private var runs = 0
    /// The value the content rests at after a triggered run.
    var restValue: Any?

    /// The current run: started now when the trigger changed (or at first appearance when repeating).
    func run(trigger: AnyHashable?, repeating: Bool) -> (id: Int, start: Double)? {
        if let trigger {
            if let last = lastTrigger, last != trigger { start() }
            lastTrigger = trigger
        } else if current == nil, repeating {
            start()
        }
        return current
    }

    private func start() {
        runs += 1
        current = (runs, AnimaClock.now)
    }
}

extension View {
    /// Plays `keyframes` on the content, repeating when `repeating` (the default) is true.
    public func keyframeAnimator<Value, Output: View, K: Keyframes>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Value) -> Output,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> KeyframeAnimatorView<Self, Value, Output, K>
        where K.Value == Value {
        KeyframeAnimatorView(content: self, initialValue: initialValue, repeating: repeating, trigger: nil,
                             makeContent: content, keyframes: keyframes)
    }

    /// Plays `keyframes` once each time `trigger` changes.
    public func keyframeAnimator<Value, Output: View, K: Keyframes>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Value) -> Output,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> K) -> KeyframeAnimatorView<Self, Value, Output, K>
        where K.Value == Value {
        KeyframeAnimatorView(content: self, initialValue: initialValue, repeating: false,
                             trigger: AnyHashable(EquatableBox(value: trigger)), makeContent: content, keyframes: keyframes)
    }
}
#endif
