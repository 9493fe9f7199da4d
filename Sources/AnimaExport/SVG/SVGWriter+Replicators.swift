import AnimaCore

extension SVGWriter {
    /// The timeline the frame draws: replicators frozen at `time` and unrolled (each instance's wrapper a transform
    /// layer, see `ReplicatorUnroller`).
    static func unrolled(_ timeline: Timeline, at time: Double) -> Timeline {
        ReplicatorUnroller.unroll(instancesFrozen(timeline, at: time))
    }

    /// `timeline` with every replicator's instance properties (count, transform, delay, colour and its offsets) set
    /// to what they are at `time` and their own animations of them removed, so that the frame unrolls the instances
    /// the renderer draws then: the unroller takes the model values, and an animated `instanceCount` would otherwise
    /// draw the model's count. (A replicator inside another's instances is frozen at the first instance's time.)
    private static func instancesFrozen(_ timeline: Timeline, at time: Double) -> Timeline {
        guard timeline.scene.allLayers.contains(where: { $0.kind == .replicator }) else { return timeline }
        let presentation = timeline.sample(at: time)
        var scene = timeline.scene
        scene.layers = scene.layers.map { frozen($0, presentation) }
        return (try? Timeline(scene)) ?? timeline
    }

    private static func frozen(_ layer: Layer, _ presentation: Presentation) -> Layer {
        var l = layer
        l.sublayers = l.sublayers.map { frozen($0, presentation) }
        l.mask = l.mask.map { frozen($0, presentation) }
        guard l.kind == .replicator, let p = presentation[l.id] else { return l }
        l.instanceCount = p.instanceCount
        l.instanceTransform = p.instanceTransform
        l.instanceDelay = p.instanceDelay
        l.instanceColor = p.instanceColor
        l.instanceRedOffset = p.instanceRedOffset
        l.instanceGreenOffset = p.instanceGreenOffset
        l.instanceBlueOffset = p.instanceBlueOffset
        l.instanceAlphaOffset = p.instanceAlphaOffset
        let kept = l.animations.filter { !($0.keyPath.map(ReplicatorUnroller.isInstanceKey) ?? false) }
        return Layer(id: l.id, kind: l.kind, properties: l.properties, timing: l.timing, sublayers: l.sublayers,
                     animations: kept, mask: l.mask)
    }
}
