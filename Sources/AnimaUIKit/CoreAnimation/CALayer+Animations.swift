#if !canImport(Darwin)
import AnimaCore
import Foundation

extension CALayer {
    /// Adds a copy of `anim`; an animation already under `key` is removed first (its delegate hears `finished` false).
    ///
    /// A zero `beginTime` becomes the current layer time (the commit time: the virtual clock does not move within a
    /// transaction); UIKit's delays are relative to it.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let copy = anim.copy() as? CAAnimation else { return }
        let now = CACurrentMediaTime()
        let local = localTime(now)
        if copy.beginTimeIsRelative {
            copy.beginTime += local
            copy.beginTimeIsRelative = false
        } else if copy.beginTime == 0 {
            copy.beginTime = local
        }
        var issues: [ConversionIssue] = []
        var repeated: [ConversionIssue] = []  // the same timing problems are reported once, by coreAnimation
        let timing = copy.mediaTiming(&repeated)
        var core = validated(copy.coreAnimation(&issues), &issues)
        core?.key = nil
        for issue in issues { AnimaDiagnostics.report(layer: displayName, keyPath: issue.keyPath, issue.problem) }
        if let key, let existing = attachments.last(where: { $0.isAttached && $0.key == key }) {
            detach(existing, finished: false)
        }
        let attached = AttachedAnimation(key: key, animation: copy, core: core, timing: timing, attachedLocal: local,
                                         attachedGlobal: now, sequence: ChangeSequence.next())
        attachments.append(attached)
        CATransaction.noteAdded(attached)
        scheduleEnd(of: attached)
        copy.delegate?.animationDidStart(copy)
    }

    /// The animation under `key`, if attached.
    public func animation(forKey key: String) -> CAAnimation? {
        attachments.last { $0.isAttached && $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order they were added; nil when there are none.
    public func animationKeys() -> [String]? {
        let keys = attachments.filter(\.isAttached).compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate and completion hear `finished` false now.
    public func removeAnimation(forKey key: String) {
        for a in attachments where a.isAttached && a.key == key { detach(a, finished: false) }
    }

    /// Removes every animation.
    public func removeAllAnimations() {
        for a in attachments where a.isAttached { detach(a, finished: false) }
    }

    /// The attached animations.
    var liveAttachments: [AttachedAnimation] { attachments.filter(\.isAttached) }

    /// Takes an animation off the layer and tells whoever listens.
    func detach(_ attached: AttachedAnimation, finished: Bool) {
        guard attached.isAttached else { return }
        attached.removedGlobal = CACurrentMediaTime()
        guard !attached.isSilentlyReplaced else { return }
        notifyStop(attached, finished: finished)
    }

    private func notifyStop(_ attached: AttachedAnimation, finished: Bool) {
        attached.animation.delegate?.animationDidStop(attached.animation, finished: finished)
        if let handler = attached.animation.stopHandler {
            MainThread.run(with: (), layer: displayName, what: "UIKit's completion of an animation") { _ in handler(finished) }
        }
        CATransaction.noteStopped(attached)
    }

    /// Schedules the natural end: removal (unless `isRemovedOnCompletion` is false) and `finished` true.
    func scheduleEnd(of attached: AttachedAnimation) {
        let end = globalTime(fromLocal: attached.timing.endTime)
        guard end.isFinite else { return }
        let handle = LayerEnd(layer: self, attached: attached)
        AnimaClock.schedule(at: end, dueEarly: { Self.hasReachedEnd(handle) }) { Self.endIfDue(handle, checksLeft: 3) }
    }

    /// Whether the animation is attached and its layer's clock has reached its end now.
    @MainActor
    private static func hasReachedEnd(_ handle: LayerEnd) -> Bool {
        guard let layer = handle.layer, let attached = handle.attached, attached.isAttached else { return false }
        return layer.hasReachedEnd(attached)
    }

    /// Ends the animation (removal unless `isRemovedOnCompletion` is false, and `finished` true) when its layer's
    /// clock has reached its end, once however often its end was scheduled (a pause reschedules it).
    ///
    /// The end converted to global time and back can read a rounding short of it: then it looks again a nanosecond
    /// later, a few times at most (a clock outside its own active interval never gets there).
    @MainActor
    private static func endIfDue(_ handle: LayerEnd, checksLeft: Int) {
        guard let layer = handle.layer, let attached = handle.attached, attached.isAttached else { return }
        guard layer.hasReachedEnd(attached) else {
            if checksLeft > 0, layer.globalTime(fromLocal: attached.timing.endTime).isFinite {
                AnimaClock.schedule(at: CACurrentMediaTime() + 1e-9) { endIfDue(handle, checksLeft: checksLeft - 1) }
            }
            return
        }
        guard layer.clock.endedAnimations.insert(ObjectIdentifier(attached)).inserted else { return }
        if attached.animation.isRemovedOnCompletion {
            layer.detach(attached, finished: true)
        } else {
            layer.notifyStop(attached, finished: true)
        }
    }

    /// `core` if AnimaCore can sample it on this layer, else nil with the reason.
    ///
    /// Basic and spring animations were already checked value by value when converted; keyframes and groups (key
    /// times, paths, splines) are compiled once here so that a bad one is reported when it is added.
    private func validated(_ core: Animation?, _ issues: inout [ConversionIssue]) -> Animation? {
        guard let core else { return nil }
        switch core.content {
        case .basic, .spring: return core
        case .keyframe, .group: break
        }
        let probe = Layer(id: "probe", kind: Self.layerKind, properties: modelValues, animations: [core])
        do {
            _ = try Timeline(layer: probe)
            return core
        } catch {
            issues.append(ConversionIssue(keyPath: core.keyPath?.keyPath ?? "", problem: "cannot be played: \(error); it shows nothing"))
            return nil
        }
    }

    /// The model values with the attached animations applied at the current time.
    func presentedProperties() -> LayerProperties {
        let animations = liveAttachments.compactMap(\.core)
        guard !animations.isEmpty else { return modelValues }
        let layer = Layer(id: "live", kind: Self.layerKind, properties: modelValues, animations: animations)
        return (try? layer.presentedProperties(at: localTime(CACurrentMediaTime()))) ?? modelValues
    }
}

/// What an animation's scheduled end needs: the layer and the animation, held weakly.
///
/// The end runs on the main actor when the clock reaches it, as QuartzCore ends animations and calls their delegates
/// on the main thread; a layer is not Sendable (QuartzCore's is not either), so the hand-over is unchecked, and
/// sound under QuartzCore's own rule that a layer in use is used from the main thread.
private struct LayerEnd: @unchecked Sendable {
    weak var layer: CALayer?
    weak var attached: AttachedAnimation?
}
#endif
