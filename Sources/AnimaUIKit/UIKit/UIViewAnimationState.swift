#if !canImport(Darwin)
import AnimaCore
import Foundation

/// One open UIKit animation block: its attributes, the animations it built, and its completion.
///
/// A layer's action for a change inside the block is built here exactly as the research note describes UIKit's:
/// fill both, the block's curve, a relative begin time for the delay, additive `position`/`bounds`/`cornerRadius`
/// under unique keys with from = old − new, and everything else under its key path with the old value as from.
@MainActor
final class UIViewAnimationState {
    private static var stack: [UIViewAnimationState] = []

    /// The innermost open block.
    static var current: UIViewAnimationState? { stack.last }

    var duration: Double
    var delay: Double
    var options: UInt
    var curve: Int
    var spring: SpringSpec?
    /// A custom cubic curve (property animators with control points) instead of the numbered one.
    var timingOverride: CAMediaTimingFunction?
    /// Set by `modifyAnimations(withRepeatCount:autoreverses:)`.
    var repeatOverride: (count: Float, autoreverses: Bool)?
    /// `performWithoutAnimation` or a non-positive duration.
    var isDisabled = false
    /// Keyframe bookkeeping while inside `animateKeyframes`.
    var keyframes: KeyframeContext?
    /// The property animator this block runs for, if any.
    weak var animator: UIViewPropertyAnimator?

    private var outstanding = 0
    private var finished = true
    private var blockEnded = false
    private var completion: (@MainActor (Bool) -> Void)?

    init(duration: Double, delay: Double, options: UInt, spring: SpringSpec? = nil,
         completion: (@MainActor (Bool) -> Void)? = nil) {
        self.duration = duration; self.delay = delay; self.options = options
        self.curve = UIKitCurve.number(options); self.spring = spring; self.completion = completion
        inherit()
    }

    /// A nested block takes the outer block's duration, curve and options unless the override bits say otherwise.
    private func inherit() {
        guard let parent = Self.current, !parent.isDisabled else { return }
        let own = UIView.AnimationOptions(rawValue: options)
        if !own.contains(.overrideInheritedDuration) { duration = parent.duration }
        if !own.contains(.overrideInheritedCurve) { curve = parent.curve; spring = spring ?? parent.spring }
        if !own.contains(.overrideInheritedOptions) {
            options = (options & ~UInt(0x1F)) | (parent.options & 0x1F)
        }
        repeatOverride = parent.repeatOverride
    }

    /// Runs `body` with this block open, then waits for its animations (or completes now if it built none).
    func run(_ body: () -> Void) {
        Self.stack.append(self)
        body()
        if let keyframes { keyframes.commit(self) }
        Self.stack.removeLast()
        blockEnded = true
        if outstanding == 0 { fireCompletion() }
    }

    private func fireCompletion() {
        let c = completion
        completion = nil
        c?(finished)
    }

    /// Whether actions in the open block want the on-screen value from before a change.
    static var wantsCurrentState: Bool {
        guard let s = current, !s.isDisabled else { return false }
        return UIView.AnimationOptions(rawValue: s.options).contains(.beginFromCurrentState)
    }

    /// A view's layer changed `key`: build UIKit's animation for it, defer it as a keyframe, or do nothing.
    static func runAction(layer: CALayer, view: UIView, key: PropertyKey, old: Value, presentedOld: Value) {
        guard let state = current, !state.isDisabled else { return }
        let fromCurrent = wantsCurrentState && layer.treeEntry.map { $0.time < CACurrentMediaTime() } ?? false
        if let kf = state.keyframes, kf.isInsideKeyframe {
            kf.touch(layer, key, initial: fromCurrent ? presentedOld : old)
            return
        }
        state.animator?.noteStartValue(layer: layer, key: key, old: old)
        if state.isAdditive(key, on: layer) {
            state.addAdditive(layer, key, old: old)
        } else {
            state.addReplacing(layer, key, from: fromCurrent ? presentedOld : old)
        }
    }

    // MARK: Building animations

    /// position, bounds and cornerRadius, unless a non-additive or repeating animation of the key is attached.
    private func isAdditive(_ key: PropertyKey, on layer: CALayer) -> Bool {
        guard key == .position || key == .bounds || key == .cornerRadius else { return false }
        return !layer.liveAttachments.contains { a in
            guard let p = a.animation as? CAPropertyAnimation, let path = p.keyPath,
                  path == key.keyPath || path.hasPrefix(key.keyPath + ".") else { return false }
            return !p.isAdditive || p.repeatCount > 0 || p.repeatDuration > 0
        }
    }

    private func addAdditive(_ layer: CALayer, _ key: PropertyKey, old: Value) {
        let new = layer.modelValues[key]
        if key == .bounds, case .rect(let o) = old, case .rect(let n) = new {
            add(layer, keyPath: "bounds.size", from: .size(Size(o.width - n.width, o.height - n.height)),
                to: .size(.zero), additive: true)
            if abs(o.minX - n.minX) >= 1e-4 || abs(o.minY - n.minY) >= 1e-4 {
                add(layer, keyPath: "bounds.origin", from: .point(Point(o.minX - n.minX, o.minY - n.minY)),
                    to: .point(.zero), additive: true)
            }
            return
        }
        let zero = new.subtracting(new) ?? new
        add(layer, keyPath: key.keyPath, from: old.subtracting(new) ?? old, to: zero, additive: true)
    }

    private func addReplacing(_ layer: CALayer, _ key: PropertyKey, from: Value) {
        add(layer, keyPath: key.keyPath, from: from, to: nil, additive: false)
    }

    private func add(_ layer: CALayer, keyPath: String, from: Value, to: Value?, additive: Bool) {
        let anim = makeBasic(keyPath: keyPath)
        anim.fromValue = AnyValue.any(from)
        anim.toValue = to.map(AnyValue.any)
        anim.isAdditive = additive
        let key = additive ? uniqueKey(keyPath, on: layer) : keyPath
        attach(anim, to: layer, key: key)
    }

    /// A basic (or spring) animation with the block's attributes.
    private func makeBasic(keyPath: String) -> CABasicAnimation {
        let spec = curve == 7 ? UIKitCurve.keyboardSpring : spring
        guard let spec else {
            let anim = CABasicAnimation(keyPath: keyPath)
            anim.timingFunction = timingFunction
            anim.duration = duration == 0 ? 0.001 : duration
            applyAttributes(anim)
            return anim
        }
        let anim = CASpringAnimation(keyPath: keyPath)
        anim.mass = CGFloat(spec.mass); anim.stiffness = CGFloat(spec.stiffness); anim.damping = CGFloat(spec.damping)
        anim.initialVelocity = CGFloat(spec.velocity); anim.allowsOverdamping = spec.allowsOverdamping
        anim.timingFunction = CAMediaTimingFunction(name: .linear)
        anim.duration = spec.duration
        applyAttributes(anim)
        return anim
    }

    /// The block's curve.
    var timingFunction: CAMediaTimingFunction { timingOverride ?? UIKitCurve.timingFunction(curve) }

    /// Delay, fill, repeat and autoreverse (§1.1 "attributes applied to every UIKit-built animation").
    func applyAttributes(_ anim: CAAnimation) {
        if delay > 0 {
            anim.beginTime = delay
            anim.beginTimeIsRelative = true
        }
        anim.fillMode = .both
        let opts = UIView.AnimationOptions(rawValue: options)
        if opts.contains(.repeat) { anim.repeatCount = .greatestFiniteMagnitude }
        if opts.contains(.autoreverse) { anim.autoreverses = true }
        if let r = repeatOverride {
            anim.repeatCount = r.count
            anim.autoreverses = r.autoreverses
        }
    }

    /// Adds `anim` to `layer` and counts it for the completion; replacing this block's own earlier animation of the
    /// same key (the last assignment wins) does not count as an interruption.
    func attach(_ anim: CAAnimation, to layer: CALayer, key: String) {
        if let existing = layer.liveAttachments.last(where: { $0.key == key }), existing.animation.owner === self {
            existing.isSilentlyReplaced = true
            outstanding -= 1
        }
        anim.owner = self
        // Held strongly: nothing else keeps the block's state alive until its animations stop.
        anim.stopHandler = { flag in self.animationStopped(flag) }
        outstanding += 1
        layer.add(anim, forKey: key)
        if let attached = layer.attachments.last { animator?.track(attached, on: layer) }
    }

    private func animationStopped(_ flag: Bool) {
        outstanding -= 1
        finished = finished && flag
        if outstanding == 0 && blockEnded { fireCompletion() }
    }

    /// UIKit's unique key: the key path, then "keyPath-1", "keyPath-2", … while taken.
    private func uniqueKey(_ keyPath: String, on layer: CALayer) -> String {
        let taken = Set(layer.liveAttachments.compactMap(\.key))
        guard taken.contains(keyPath) else { return keyPath }
        var n = 1
        while taken.contains("\(keyPath)-\(n)") { n += 1 }
        return "\(keyPath)-\(n)"
    }
}
#endif
