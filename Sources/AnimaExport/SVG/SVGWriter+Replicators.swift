import AnimaCore

extension SVGWriter {
    /// The timeline the frame draws: replicators frozen at `time` and unrolled, each instance's wrapper a transform
    /// layer. The renderer (as CAReplicatorLayer) places a sublayer of instance i by its own transform, then the
    /// instance transform applied i times, then the replicator's sublayer transform, flattening only in the
    /// replicator's plane; a plain wrapper would flatten the sublayer's own 3D turn before the replicator's
    /// perspective reaches it. A wrapper draws nothing itself, so it loses nothing by being a transform layer.
    static func unrolled(_ timeline: Timeline, at time: Double) -> Timeline {
        let frozen = instancesFrozen(timeline, at: time)
        let replicators = Set(frozen.scene.allLayers.filter { $0.kind == .replicator }.map(\.id))
        guard !replicators.isEmpty else { return frozen }
        var scene = ReplicatorUnroller.unroll(frozen.scene)
        scene.layers = scene.layers.map { wrappersPassingDepth($0, replicators) }
        return (try? Timeline(scene)) ?? ReplicatorUnroller.unroll(frozen)
    }

    private static func wrappersPassingDepth(_ layer: Layer, _ replicators: Set<String>) -> Layer {
        var l = layer
        l.sublayers = l.sublayers.map { wrappersPassingDepth($0, replicators) }
        l.mask = l.mask.map { wrappersPassingDepth($0, replicators) }
        if replicators.contains(l.id) {
            for i in l.sublayers.indices { l.sublayers[i].kind = .transformLayer }
        }
        return l
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
