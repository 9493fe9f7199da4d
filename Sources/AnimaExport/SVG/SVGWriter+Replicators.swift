import AnimaCore

extension SVGWriter {
    /// The timeline the frame draws: replicators frozen at `time` and unrolled (each instance's wrapper a transform
    /// layer, see `ReplicatorUnroller`).
    static func unrolled(_ timeline: Timeline, at time: Double) -> Timeline {
        ReplicatorUnroller.unroll(instancesFrozen(timeline, at: time))
    }

    /// `timeline` with every replicator's instance properties (count, transform, delay, colour and its offsets) and
    /// bounds set to what they are at `time` and their own animations of them removed, so that the frame unrolls the
    /// instances the renderer draws then: the unroller takes the model values, and an animated `instanceCount` would
    /// otherwise draw the model's count, resized bounds turn the instances about the model's centre instead of the
    /// centre they have then. (A replicator inside another's instances is frozen at the first instance's time; bounds
    /// animated inside a group stay as they are.)
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
        let boundsKeys: Set<PropertyKey> = [.bounds, .boundsOrigin, .boundsOriginX, .boundsOriginY, .boundsSize,
                                            .boundsWidth, .boundsHeight]
        let groupResizes = l.animations.contains { a in a.children.contains { $0.keyPath.map(boundsKeys.contains) == true } }
        if !groupResizes { l.bounds = p.bounds }
        let kept = l.animations.filter { a in
            guard let key = a.keyPath else { return true }
            return !ReplicatorUnroller.isInstanceKey(key) && (groupResizes || !boundsKeys.contains(key))
        }
        return Layer(id: l.id, kind: l.kind, properties: l.properties, timing: l.timing, sublayers: l.sublayers,
                     animations: kept, mask: l.mask)
    }
}
