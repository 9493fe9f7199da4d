#if !canImport(Darwin)
import AnimaCore
import Foundation

/// An interruptible, scrubbable animation of view changes, as UIKit's (§4 of the research note).
///
/// Its blocks build UIKit's ordinary Core Animation objects. Pausing replaces them with frozen copies (speed 0,
/// `timeOffset = p × duration`, linear when `scrubsLinearly`), and continuing rebuilds them from the recovered time.
@MainActor @preconcurrency
open class UIViewPropertyAnimator {
    /// The timing curve or spring.
    public let timingParameters: UITimingCurveProvider?
    /// The duration in seconds (0 becomes 0.2 s).
    public let duration: TimeInterval
    /// The delay given to `startAnimation(afterDelay:)`.
    public private(set) var delay: TimeInterval = 0
    /// Whether it can be paused and scrubbed (always honoured as true).
    open var isInterruptible = true
    /// Accepted; no effect headless.
    open var isUserInteractionEnabled = true
    /// Accepted; no effect headless.
    open var isManualHitTestingEnabled = false
    /// Whether a paused animator scrubs values linearly (the default) or along its curve.
    open var scrubsLinearly = true
    /// Whether reaching the end pauses instead of completing.
    open var pausesOnCompletion = false
    /// Inactive, active or stopped.
    public private(set) var state = UIViewAnimatingState.inactive
    /// Whether it is running (active and not paused).
    public private(set) var isRunning = false

    private var blocks: [(delayFactor: Double, body: @MainActor @Sendable () -> Void)] = []
    private var completions: [@MainActor @Sendable (UIViewAnimatingPosition) -> Void] = []
    private var tracked: [TrackedAnimation] = []
    private var startValues: [(layer: CALayer, key: PropertyKey, value: Value)] = []
    private var reversed = false
    /// The running segment: when it started (global), at which time fraction, over how long, in which direction.
    private var run = (start: 0.0, fraction: 0.0, length: 1.0)
    private var pausedFraction = 0.0
    private var endEvent: Int?
    private var currentCurve: TimingFunction

    // MARK: Initialisers

    /// An animator of `duration` with one of the four named curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve,
                            animations: (@MainActor @Sendable () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a custom cubic curve.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (@MainActor @Sendable () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator with a spring fitted to its duration.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat,
                            animations: (@MainActor @Sendable () -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator with any timing; a duration of 0 (or less, or NaN) becomes 0.2 s.
    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        if !(duration > 0) && duration != 0 {
            AnimaDiagnostics.report(layer: "<animator>", "duration \(duration) is not a non-negative number; using 0.2 s")
        }
        self.duration = duration > 0 ? duration : 0.2
        timingParameters = parameters
        currentCurve = parameters.cubicTimingParameters?.function.timingFunction ?? .linear
    }

    /// 0.2 s with the system's default curve.
    public convenience init() { self.init(duration: 0, timingParameters: UICubicTimingParameters()) }

    /// Creates and starts an animator; the curve comes from the option bits 16–18.
    @discardableResult
    public class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                              options: UIView.AnimationOptions = [],
                                              animations: @escaping @MainActor @Sendable () -> Void,
                                              completion: (@MainActor @Sendable (UIViewAnimatingPosition) -> Void)? = nil)
        -> UIViewPropertyAnimator {
        let curve = UIView.AnimationCurve(rawValue: UIKitCurve.number(options.rawValue)) ?? .easeInOut
        let animator = UIViewPropertyAnimator(duration: duration, curve: curve, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Adding work

    /// Adds a block of changes over the whole duration (the remaining duration when running).
    public func addAnimations(_ animation: @escaping @MainActor @Sendable () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds a block whose changes start at `delayFactor × duration` and last the rest.
    public func addAnimations(_ animation: @escaping @MainActor @Sendable () -> Void, delayFactor: CGFloat) {
        var factor = Double(delayFactor)
        if !(factor >= 0 && factor < 1) {
            if factor != 0 { AnimaDiagnostics.report(layer: "<animator>", "delayFactor \(factor) is outside 0..<1; using 0") }
            factor = 0
        }
        blocks.append((factor, animation))
        if isRunning { runBlock(factor, animation, remaining: (1 - fractionCompleteTime) * effectiveDuration) }
    }

    /// Adds a block run when the animator finishes, with the position it finished at.
    public func addCompletion(_ completion: @escaping @MainActor @Sendable (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Playback

    /// Starts (or resumes) the animation.
    public func startAnimation() {
        switch state {
        case .inactive: begin(delay: 0)
        case .active where !isRunning: continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default: break
        }
    }

    /// Starts after `delay` seconds.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state == .inactive else { return startAnimation() }
        begin(delay: delay.isFinite && delay > 0 ? delay : 0)
    }

    /// Pauses; an inactive animator starts paused at its beginning.
    public func pauseAnimation() {
        if state == .inactive { begin(delay: 0) }
        guard state == .active, isRunning else { return }
        let t = fractionCompleteTime
        freeze(at: min(max(scrubsLinearly ? valueFraction(t) : t, 0), 0.99999))
    }

    /// Stops where it is: the views keep their on-screen values. With `withoutFinishing` the completions are dropped
    /// and the animator is inactive; otherwise it waits in `.stopped` for `finishAnimation(at:)`.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        cancelEnd()
        for layer in trackedLayers {
            let shown = layer.presentedProperties()
            let keys = tracked.filter { $0.layer === layer && $0.attached.isAttached }.map(\.key)
            for t in tracked where t.layer === layer { t.attached.isSilentlyReplaced = true; layer.detach(t.attached, finished: false) }
            UIView.performWithoutAnimation { for key in Set(keys) { layer.setModel(key, shown[key]) } }
        }
        tracked = []
        isRunning = false
        if withoutFinishing {
            state = .inactive
            completions = []
        } else {
            state = .stopped
        }
    }

    /// After `stopAnimation(false)`: moves the views to the end, start or current values and runs the completions.
    public func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            AnimaDiagnostics.report(layer: "<animator>", "finishAnimation(at:) needs a stopped animator; ignored")
            return
        }
        if finalPosition != .current { applyEndpointValues(finalPosition) }
        complete(at: finalPosition)
    }

    /// Resumes a paused animator with new timing; `durationFactor` 0 keeps the duration.
    public func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else { return }
        if let cubic = parameters?.cubicTimingParameters { currentCurve = cubic.function.timingFunction }
        let p = pausedFraction
        let t = scrubsLinearly ? inverseCurve(p) : p
        let factor = Double(durationFactor)
        let length = factor > 0 && factor.isFinite ? factor * effectiveDuration / max(1 - p, 1e-5) : effectiveDuration
        resume(atTimeFraction: t, length: length, newCurve: parameters?.cubicTimingParameters?.function)
    }

    // MARK: State

    /// How far along: the time fraction while running, the (eased, when scrubbing linearly) value fraction when
    /// paused. Setting it pauses or scrubs; values are kept within [0.00001, 0.99999].
    open var fractionComplete: CGFloat {
        get {
            guard state == .active else { return 0 }
            if isRunning { return CGFloat(fractionCompleteTime) }
            if pausedFraction == 0.00001 { return 0 }
            if pausedFraction == 0.99999 { return 1 }
            return CGFloat(pausedFraction)
        }
        set {
            let f = Double(newValue)
            guard f.isFinite else {
                AnimaDiagnostics.report(layer: "<animator>", "fractionComplete \(f) is not a number; ignored")
                return
            }
            let wasRunning = isRunning
            if state == .inactive || isRunning { pauseAnimation() }
            freeze(at: min(max(f, 0.00001), 0.99999))
            if wasRunning { continueAnimation(withTimingParameters: nil, durationFactor: 0) }
        }
    }

    /// Whether it runs backwards to the start values.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            guard state == .active else { reversed = newValue; return }
            let wasRunning = isRunning
            if wasRunning { pauseAnimation() }
            reversed = newValue
            freeze(at: min(max(1 - pausedFraction, 0), 0.99999))
            if wasRunning { continueAnimation(withTimingParameters: nil, durationFactor: 0) }
        }
    }

    // MARK: Bookkeeping called by UIViewAnimationState

    /// Remembers a property's value before the animator first changed it (for finishing at `.start`).
    func noteStartValue(layer: CALayer, key: PropertyKey, old: Value) {
        guard !startValues.contains(where: { $0.layer === layer && $0.key == key }) else { return }
        startValues.append((layer, key, old))
    }

    /// Tracks an animation one of the animator's blocks built.
    func track(_ attached: AttachedAnimation, on layer: CALayer) {
        tracked.append(TrackedAnimation(layer: layer, attached: attached, template: attached.animation,
                                        key: (attached.animation as? CAPropertyAnimation)?.keyPath
                                            .flatMap { PropertyKey(keyPath: $0)?.wholeKey } ?? .opacity))
    }

    // MARK: Internals

    /// The spring for blocks (and the effective duration it implies).
    private var springSpec: SpringSpec? { timingParameters?.springTimingParameters?.spec(duration: duration) }

    /// The duration actually played: the spring's own for springs with an implicit duration.
    private var effectiveDuration: Double {
        if let s = timingParameters?.springTimingParameters, s.implicitDuration, let spec = springSpec { return spec.duration }
        return duration
    }

    private func begin(delay: Double) {
        self.delay = delay
        state = .active
        isRunning = true
        reversed = false
        run = (CACurrentMediaTime() + delay, 0, effectiveDuration)
        for block in blocks { runBlock(block.delayFactor, block.body, remaining: effectiveDuration, extraDelay: delay) }
        scheduleEnd(after: delay + effectiveDuration)
    }

    private func runBlock(_ factor: Double, _ body: @MainActor @Sendable () -> Void, remaining: Double, extraDelay: Double = 0) {
        let d = remaining
        let curveBits = UInt(max(timingParameters?.cubicTimingParameters?.curveNumber ?? 3, 0))
        let state = UIViewAnimationState(duration: d * (1 - factor), delay: extraDelay + d * factor,
                                         options: (curveBits & 7) << 16 | UIView.AnimationOptions.overrideInheritedDuration.rawValue
                                            | UIView.AnimationOptions.overrideInheritedCurve.rawValue,
                                         spring: springSpec)
        if let cubic = timingParameters?.cubicTimingParameters, cubic.curveNumber < 0 { state.timingOverride = cubic.function }
        if let spec = springSpec { state.spring = SpringSpec(mass: spec.mass, stiffness: spec.stiffness, damping: spec.damping,
                                                             velocity: spec.velocity, duration: d * (1 - factor),
                                                             allowsOverdamping: spec.allowsOverdamping) }
        state.animator = self
        state.run(body)
    }

    /// The time fraction while running.
    private var fractionCompleteTime: Double {
        guard isRunning else { return pausedFraction }
        let elapsed = (CACurrentMediaTime() - run.start) / run.length
        let t = reversed ? run.fraction - elapsed : run.fraction + elapsed
        return min(max(t, 0), 1)
    }

    /// The value fraction at time fraction `t` (the curve, or the spring's displacement).
    private func valueFraction(_ t: Double) -> Double {
        if let spec = springSpec {
            let s = Spring(mass: spec.mass, stiffness: spec.stiffness, damping: spec.damping, initialVelocity: spec.velocity)
            return min(max(s.value(at: t * effectiveDuration), 0), 1)
        }
        return currentCurve(t)
    }

    /// The time fraction at which the curve reaches value fraction `p` (bisection; the curves are monotonic in x).
    private func inverseCurve(_ p: Double) -> Double {
        guard springSpec == nil else { return p }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if currentCurve(mid) < p { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    private var trackedLayers: [CALayer] {
        var layers: [CALayer] = []
        for t in tracked where !layers.contains(where: { $0 === t.layer }) { layers.append(t.layer) }
        return layers
    }

    /// Replaces every tracked animation with a frozen copy at value fraction `p`.
    private func freeze(at p: Double) {
        cancelEnd()
        isRunning = false
        pausedFraction = p
        replaceTracked { template in
            let copy = template
            copy.speed = 0
            copy.fillMode = .both
            copy.timeOffset = p * max(template.duration, 0)
            copy.beginTime = 0
            copy.repeatDuration = 0
            if self.scrubsLinearly { copy.timingFunction = CAMediaTimingFunction(name: .linear) }
        }
    }

    /// Rebuilds the tracked animations running from time fraction `t` over `length` seconds.
    private func resume(atTimeFraction t: Double, length: Double, newCurve: CAMediaTimingFunction?) {
        isRunning = true
        run = (CACurrentMediaTime(), t, length)
        let scale = length / max(effectiveDuration, 1e-9)
        replaceTracked { copy in
            copy.duration = max(copy.duration, 0) * scale
            if let newCurve { copy.timingFunction = newCurve }
            copy.fillMode = .both
            copy.timeOffset = 0
            copy.repeatDuration = 0
            if self.reversed {
                copy.speed = -1
                copy.timeOffset = t * copy.duration
                copy.repeatDuration = max(t * copy.duration, 1e-9)
                copy.beginTime = 0
            } else {
                copy.speed = 1
                copy.beginTime = -t * copy.duration
                copy.beginTimeIsRelative = true
            }
        }
        scheduleEnd(after: reversed ? t * length : (1 - t) * length)
    }

    /// Swaps each tracked animation for a copy of its template changed by `change`, without completions firing.
    private func replaceTracked(_ change: (CAAnimation) -> Void) {
        var next: [TrackedAnimation] = []
        for t in tracked {
            guard let copy = t.template.copy() as? CAAnimation else { continue }
            copy.stopHandler = nil
            copy.owner = nil
            copy.beginTimeIsRelative = false
            change(copy)
            if t.attached.isAttached {
                t.attached.isSilentlyReplaced = true
                t.layer.detach(t.attached, finished: false)
            }
            t.layer.add(copy, forKey: t.attached.key ?? t.key.keyPath)
            guard let attached = t.layer.attachments.last else { continue }
            next.append(TrackedAnimation(layer: t.layer, attached: attached, template: t.template, key: t.key))
        }
        tracked = next
    }

    /// The natural end. The event holds the animator strongly: UIKit keeps a running animator alive until it ends,
    /// so one made in a local (seed 001's shake) still completes, with `.end`, even when its changes cancel out.
    private func scheduleEnd(after seconds: Double) {
        cancelEnd()
        endEvent = AnimaClock.schedule(at: CACurrentMediaTime() + seconds) { self.reachedEnd() }
    }

    private func cancelEnd() {
        if let id = endEvent { AnimaClock.cancel(id) }
        endEvent = nil
    }

    private func reachedEnd() {
        endEvent = nil
        if pausesOnCompletion {
            isRunning = false
            pausedFraction = reversed ? 0.00001 : 0.99999
            return
        }
        if reversed { applyEndpointValues(.start) }
        for t in tracked where t.attached.isAttached { t.attached.isSilentlyReplaced = true; t.layer.detach(t.attached, finished: true) }
        complete(at: reversed ? .start : .end)
    }

    /// Puts the model values at the start (or leaves the end values the blocks set) without animating.
    private func applyEndpointValues(_ position: UIViewAnimatingPosition) {
        guard position == .start else { return }
        UIView.performWithoutAnimation {
            for s in startValues { s.layer.setModel(s.key, s.value) }
        }
    }

    private func complete(at position: UIViewAnimatingPosition) {
        state = .inactive
        isRunning = false
        tracked = []
        let list = completions
        completions = []
        for c in list { c(position) }
    }
}

/// One animation an animator's blocks built, with the original it rebuilds copies from.
@MainActor
struct TrackedAnimation {
    let layer: CALayer
    let attached: AttachedAnimation
    let template: CAAnimation
    let key: PropertyKey
}
#endif
