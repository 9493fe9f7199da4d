#if !canImport(Darwin)
import AnimaCore
import Foundation

extension CALayer {
    /// Sets a model value, logs it for recordings and runs the property's action (UIKit's, or an implicit one).
    func setModel(_ key: PropertyKey, _ value: Value) {
        guard modelLayer == nil else { modelValues[key] = value; return }
        guard value.isFinite else {
            AnimaDiagnostics.report(layer: displayName, keyPath: key.keyPath, "the value contains NaN or an infinity; ignored")
            return
        }
        let old = modelValues[key]
        let presentedOld = needsPresentedValue ? presentedProperties()[key] : old
        modelValues[key] = value
        let now = CACurrentMediaTime()
        changes.append(ModelChange(key: key, value: value, local: localTime(now), global: now,
                                   sequence: ChangeSequence.next()))
        if let view {
            MainThread.run(with: (self, view), layer: displayName, what: "a change to a view's layer") { l, v in
                UIViewAnimationState.runAction(layer: l, view: v, key: key, old: old, presentedOld: presentedOld)
            }
        } else if implicitActionsApply {
            runImplicitAction(key, from: presentedOld)
        }
    }

    /// Sets a property Core Animation does not animate, logged so a transition's before can be rebuilt.
    func setUnanimated(_ change: @escaping (inout LayerProperties) -> Void) {
        change(&modelValues)
        guard modelLayer == nil else { return }
        unanimatedChanges.append(UnanimatedChange(apply: change, local: localTime(CACurrentMediaTime()),
                                                  sequence: ChangeSequence.next()))
    }

    /// Sets a whole-value change made through a sub-key path (`position.x`, `transform.rotation.z`).
    func setModel(subKey key: PropertyKey, _ value: Value) {
        var props = modelValues
        props[key] = value
        let whole = key.wholeKey
        setModel(whole, props[whole])
    }

    /// Whether an action will need the on-screen value from before the change.
    private var needsPresentedValue: Bool {
        guard liveAttachments.contains(where: { $0.core != nil }) else { return false }
        guard view != nil else { return implicitActionsApply }
        var wants = false
        MainThread.run(with: ()) { _ in wants = UIViewAnimationState.wantsCurrentState }
        return wants
    }

    /// Standalone layers (and masks) animate changes implicitly once they have been committed in a tree and actions
    /// are enabled.
    private var implicitActionsApply: Bool {
        guard view == nil, timeParent != nil, !CATransaction.disableActions(),
              let entry = treeEntry, entry.time < CACurrentMediaTime() else { return false }
        return true
    }

    /// QuartzCore's default action: a basic animation from the on-screen value, for the transaction's duration and
    /// curve (0.25 s and the `default` curve).
    private func runImplicitAction(_ key: PropertyKey, from old: Value) {
        let anim = CABasicAnimation(keyPath: key.keyPath)
        anim.fromValue = AnyValue.any(old)
        anim.duration = CATransaction.animationDuration()
        anim.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        add(anim, forKey: key.keyPath)
    }
}

extension PropertyKey {
    /// The whole property a sub-key path belongs to (`position` for `position.x`).
    var wholeKey: PropertyKey {
        switch self {
        case .positionX, .positionY: .position
        case .boundsOrigin, .boundsSize, .boundsWidth, .boundsHeight: .bounds
        case _ where isTransformComponent: .transform
        case _ where isSublayerTransformComponent: .sublayerTransform
        default: self
        }
    }
}
#endif
