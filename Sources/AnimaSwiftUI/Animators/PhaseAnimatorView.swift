#if !canImport(Darwin)
@_spi(Hosting) import AnimaUIKit

/// `phaseAnimator`: shows the content at each phase in turn, moving on when the animation into a phase is logically
/// complete (uikit-swiftui-anchors §9); without a trigger it cycles for ever, with one it runs once per change.
public struct PhaseAnimatorView<Content: View, Phase: Equatable, Output: View>: View, PrimitiveView {
    let content: Content
    let phases: [Phase]
    let trigger: AnyHashable?
    let makeContent: @MainActor (PlaceholderContentView<Content>, Phase) -> Output
    let animation: @MainActor (Phase) -> Animation?

    /// Primitive.
    public var body: EmptyView { EmptyView() }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        guard !phases.isEmpty else { return context.resolve(content, at: "c") }
        let driver = context.graph.driver(at: context.path) { PhaseDriver() }
        driver.configure(count: phases.count, trigger: trigger, graph: context.graph) { index in
            animation(phases[index])
        }
        let phase = phases[min(driver.index, phases.count - 1)]
        return context.resolve(makeContent(PlaceholderContentView(content: content), phase), at: "c")
    }
}

/// Moves a phase animator from phase to phase on the clock.
@MainActor
final class PhaseDriver {
    private(set) var index = 0
    private var started = false
    private var lastTrigger: AnyHashable?
    private var remaining = 0
    private var scheduled: Int?
    private var animationFor: ((Int) -> Animation?)?
    private weak var graph: ViewGraph?
    private var count = 0

    func configure(count: Int, trigger: AnyHashable?, graph: ViewGraph, animation: @escaping (Int) -> Animation?) {
        self.count = count; self.graph = graph; animationFor = animation
        if let trigger {
            defer { lastTrigger = trigger }
            guard started else { started = true; return }
            guard trigger != lastTrigger else { return }
            remaining = count   // through every phase and back to the first
            scheduleAdvance(at: AnimaClock.now)
        } else if !started {
            started = true
            remaining = -1      // for ever
            scheduleAdvance(at: AnimaClock.now)
        }
    }

    private func scheduleAdvance(at time: Double) {
        if let scheduled { AnimaClock.cancel(scheduled) }
        scheduled = AnimaClock.schedule(at: time) { [weak self] in self?.advance() }
    }

    private func advance() {
        scheduled = nil
        guard remaining != 0, count > 0, let graph else { return }
        if remaining > 0 { remaining -= 1 }
        let next = (index + 1) % count
        let animation = animationFor?(next) ?? nil
        index = next
        withAnimation(animation) { graph.invalidate() }
        graph.flush()
        // A phase without animation still waits a frame, so a cycle never spins at one instant.
        scheduleAdvance(at: AnimaClock.now + max(Self.logicalDuration(animation), 1.0 / 60))
    }

    /// When `animation` is logically complete, found by running it on a unit value at 300 Hz (30 s at most).
    static func logicalDuration(_ animation: Animation?) -> Double {
        guard let animation else { return 0 }
        var context = AnimationContext<Double>()
        var k = 0
        while Double(k) / 300 <= 30 {
            let t = Double(k) / 300
            if animation.animate(value: 1.0, time: t, context: &context) == nil || context.isLogicallyComplete { return t }
            k += 1
        }
        return 30
    }
}

extension View {
    /// Cycles the view through `phases` for ever, each change animated by `animation`.
    public func phaseAnimator<Phase: Equatable, Output: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Phase) -> Output,
        animation: @escaping @MainActor (Phase) -> Animation? = { _ in .default }) -> PhaseAnimatorView<Self, Phase, Output> {
        PhaseAnimatorView(content: self, phases: Array(phases), trigger: nil, makeContent: content, animation: animation)
    }

    /// Runs the view through `phases` once each time `trigger` changes.
    public func phaseAnimator<Phase: Equatable, Output: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping @MainActor (PlaceholderContentView<Self>, Phase) -> Output,
        animation: @escaping @MainActor (Phase) -> Animation? = { _ in .default }) -> PhaseAnimatorView<Self, Phase, Output> {
        PhaseAnimatorView(content: self, phases: Array(phases), trigger: AnyHashable(EquatableBox(value: trigger)),
                          makeContent: content, animation: animation)
    }
}
#endif
