import AnimaCore

/// Flattens a CAAnimationGroup: each leaf animation becomes a curve over one iteration of the group (offsets 0…1),
/// its own repeats, autoreverse, offset, fills and clipping to the group's duration unrolled into keys, then paced by
/// the group's timing function (folded into the keys); children without a duration take the group's.
struct GroupFlattener {
    let layer: Layer
    let legs: LegCurveBuilder
    private(set) var warnings: [ExportWarning] = []

    init(layer: Layer, legs: LegCurveBuilder) { self.layer = layer; self.legs = legs }

    /// The leaves of group `g` as (key path, curve over the group's iteration, name "group/child").
    mutating func leaves(of g: Animation, name: String) -> [(PropertyKey, Curve, String)] {
        let d = g.timing.effectiveDuration
        var out: [(PropertyKey, Curve, String)] = []
        let pace = Easing(g.timingFunction)
        for (i, child) in g.resolvedChildren.enumerated() {
            let childName = name + "/" + (child.key ?? "\(i)")
            if child.timing.speed <= 0 {
                warn(child.keyPath?.keyPath, "a group child with speed \(child.timing.speed) is not exported")
                continue
            }
            if case .group = child.content {
                for (key, inner, innerName) in leaves(of: child, name: childName) {
                    let curve = PeriodCurveBuilder.curve(leg: inner, timing: child.timing, end: d, ignoresRemoval: true,
                                                         zero: legs.zero(key))
                    out.append((key, LegCurveBuilder.fold(curve.remapped { $0 / d }, by: pace), innerName))
                }
                continue
            }
            guard let key = child.keyPath else { continue }
            if case .keyframe(let k) = child.content, k.path != nil, k.rotationMode != nil {
                warn(key.keyPath, "a path animation inside a group moves the layer but does not turn it")
            }
            var leg = legs.leg(child, folded: true).curve
            if child.isCumulative { leg = legs.cumulativeReady(leg, key: key) }
            let curve = PeriodCurveBuilder.curve(leg: leg, timing: child.timing, end: d, ignoresRemoval: true,
                                                 zero: legs.zero(key),
                                                 cumulativeDelta: child.isCumulative ? PeriodCurveBuilder.cumulativeDelta(of: leg) : nil)
            out.append((key, LegCurveBuilder.fold(curve.remapped { $0 / d }, by: pace), childName))
        }
        return out
    }

    private mutating func warn(_ keyPath: String?, _ message: String) {
        warnings.append(ExportWarning(layerID: layer.id, keyPath: keyPath, message: message))
    }
}
