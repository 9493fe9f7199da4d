import AnimaCore

/// Rewrites replicators as plain layers holding one wrapper per instance, for targets without a replicator: the
/// wrapper carries the instance transform (applied i times about the replicator's centre), and a copy of the
/// sublayers whose ids end in `~i`, whose colours are multiplied by the instance colour and whose animations start
/// `i · instanceDelay` later — what CAReplicatorLayer draws, spelled out.
public enum ReplicatorUnroller {
    /// `scene` with every replicator unrolled (scenes without replicators come back unchanged).
    public static func unroll(_ scene: Scene) -> Scene {
        guard scene.allLayers.contains(where: { $0.kind == .replicator }) else { return scene }
        var s = scene
        s.layers = s.layers.map(unroll)
        return s
    }

    /// A timeline of `timeline`'s scene with every replicator unrolled (the same timeline when there is none, or
    /// if the unrolled scene would not compile).
    public static func unroll(_ timeline: Timeline) -> Timeline {
        let scene = unroll(timeline.scene)
        guard scene != timeline.scene, let unrolled = try? Timeline(scene) else { return timeline }
        return unrolled
    }

    /// What unrolling drops, for `target`'s warnings: each animation of a replicator's own instance keys (the copies
    /// are fixed in number, place, delay and colour; the model's values stay).
    public static func warnings(_ timeline: Timeline, target: String) -> [ExportWarning] {
        timeline.scene.allLayers.filter { $0.kind == .replicator }.flatMap { layer in
            WebPageWriter.animatedKeys(layer).filter(isInstanceKey).sorted { $0.rawValue < $1.rawValue }.map {
                ExportWarning(layerID: layer.id, keyPath: $0.keyPath,
                              message: "animating \($0.keyPath) is not exported to \(target); the model value stays")
            }
        }
    }

    /// The separator between a layer's id and its instance number in unrolled copies.
    public static let separator = "~"

    static func unroll(_ layer: Layer) -> Layer {
        var l = layer
        l.sublayers = l.sublayers.map(unroll)
        if let m = l.mask { l.mask = unroll(m) }
        guard l.kind == .replicator else { return l }
        let p = l.properties
        let count = Swift.min(Swift.max(p.instanceCount, 0), TimelineLimits.maxInstanceCount)
        var instances: [Layer] = []
        var step = Transform3D.identity
        let passesDepth = l.sublayers.contains(where: isOffItsPlane)
        for i in 0..<count {
            let suffix = separator + String(i)
            // The renderer (as CAReplicatorLayer) flattens only in the replicator's plane, so a sublayer placed off
            // its plane must reach the replicator's sublayer transform unflattened: then the wrapper is a transform
            // layer (it draws nothing itself, so it loses nothing by it). Otherwise a plain one, which every target
            // draws flat (Lottie projects whatever is under a transform layer).
            var wrapper = Layer(id: l.id + suffix, kind: passesDepth ? .transformLayer : .layer)
            wrapper.bounds = p.bounds
            wrapper.position = Point(p.bounds.midX, p.bounds.midY)
            wrapper.transform = step
            let color = p.instanceColor(at: i)
            wrapper.sublayers = l.sublayers.map {
                copy($0, suffix: suffix, delay: Double(i) * p.instanceDelay, tint: color == .white ? nil : color)
            }
            instances.append(wrapper)
            step = step.concatenating(p.instanceTransform)
        }
        var plain = Layer(id: l.id, kind: .layer, properties: p, timing: l.timing, sublayers: instances,
                          animations: l.animations.filter { !($0.keyPath.map(isInstanceKey) ?? false) }, mask: l.mask)
        let defaults = LayerProperties()
        plain.instanceCount = defaults.instanceCount
        plain.instanceDelay = defaults.instanceDelay
        plain.instanceTransform = defaults.instanceTransform
        plain.instanceColor = defaults.instanceColor
        plain.instanceRedOffset = 0; plain.instanceGreenOffset = 0; plain.instanceBlueOffset = 0; plain.instanceAlphaOffset = 0
        return plain
    }

    /// Whether `layer` places its drawing off its superlayer's plane: a transform or z position that moves points of
    /// the plane in z, a transform layer (which passes its sublayers' depth up), or an animation of either.
    static func isOffItsPlane(_ layer: Layer) -> Bool {
        let m = layer.properties.transform
        let depthKeys: Set<PropertyKey> = [.transform, .rotationX, .rotationY, .translationZ, .zPosition]
        func animatesDepth(_ a: Animation) -> Bool {
            a.keyPath.map(depthKeys.contains) == true || a.children.contains(where: animatesDepth)
        }
        return layer.kind == .transformLayer || layer.properties.zPosition != 0 || m.m13 != 0 || m.m23 != 0 || m.m43 != 0
            || layer.animations.contains(where: animatesDepth)
    }

    /// Whether an animation of `key` animates the replicator itself (unrolled instances cannot follow it).
    static func isInstanceKey(_ key: PropertyKey) -> Bool {
        switch key {
        case .instanceCount, .instanceDelay, .instanceTransform, .instanceColor, .instanceRedOffset,
             .instanceGreenOffset, .instanceBlueOffset, .instanceAlphaOffset: true
        default: false
        }
    }

    /// A copy of a subtree with ids suffixed, animations delayed and colours tinted.
    static func copy(_ layer: Layer, suffix: String, delay: Double, tint: Color?) -> Layer {
        var p = layer.properties
        if let tint {
            p.backgroundColor = tinted(p.backgroundColor, tint)
            p.borderColor = tinted(p.borderColor, tint)
            p.fillColor = tinted(p.fillColor, tint)
            p.strokeColor = tinted(p.strokeColor, tint)
            p.shadowColor = tinted(p.shadowColor, tint)
            p.colors = p.colors.map { tinted($0, tint) }
        }
        let animations = layer.animations.map { a -> Animation in
            var a = tint.map { t in tinted(a, t) } ?? a
            a.timing.beginTime += delay
            return a
        }
        return Layer(id: layer.id + suffix, kind: layer.kind, properties: p, timing: layer.timing,
                     sublayers: layer.sublayers.map { copy($0, suffix: suffix, delay: delay, tint: tint) },
                     animations: animations, mask: layer.mask.map { copy($0, suffix: suffix, delay: delay, tint: nil) })
    }

    static func tinted(_ c: Color, _ t: Color) -> Color {
        Color(c.red * t.red, c.green * t.green, c.blue * t.blue, c.alpha * t.alpha)
    }

    /// An animation with its colour values multiplied by `t` (a group's children too).
    static func tinted(_ a: Animation, _ t: Color) -> Animation {
        var a = a
        func tint(_ v: Value) -> Value {
            switch v {
            case .color(let c): .color(tinted(c, t))
            case .colors(let cs): .colors(cs.map { tinted($0, t) })
            default: v
            }
        }
        func tint(_ b: BasicAnimation) -> BasicAnimation {
            var b = b
            b.from = b.from.map(tint); b.to = b.to.map(tint); b.by = b.by.map(tint)
            return b
        }
        switch a.content {
        case .basic(let b): a.content = .basic(tint(b))
        case .spring(var s): s.values = tint(s.values); a.content = .spring(s)
        case .keyframe(var k): k.values = k.values.map(tint); a.content = .keyframe(k)
        case .group(let children): a.content = .group(children.map { tinted($0, t) })
        }
        return a
    }
}
