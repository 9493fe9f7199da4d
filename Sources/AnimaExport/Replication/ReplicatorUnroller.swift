import AnimaCore

/// Rewrites replicators as plain layers holding one wrapper per instance, for targets without a replicator: the
/// wrapper carries the instance transform (applied i times about the replicator's centre, which follows resized
/// bounds: the wrapper takes the replicator's bounds animations and a position animation that keeps it centred),
/// and a copy of the sublayers whose ids end in `~i`, whose colours are multiplied by the instance colour and whose
/// animations start `i · instanceDelay` later — what CAReplicatorLayer draws, spelled out.
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
            for a in l.animations.flatMap({ centred($0, model: p.bounds) }) { wrapper.add(a) }
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

    /// The animations an instance's wrapper takes from the replicator's animation `a` (of model bounds `model`) so
    /// that it keeps the replicator's bounds and is centred in them: a bounds animation as it is and one of the
    /// position at its centre, on the same clock (a group keeps such children only); nothing for other keys.
    /// CAReplicatorLayer turns its instances about the centre of the bounds it has then (its header).
    static func centred(_ a: Animation, model: Rect) -> [Animation] {
        if case .group(let children) = a.content {
            let kept = children.flatMap { centred($0, model: model) }
            guard !kept.isEmpty else { return [] }
            var group = a
            group.content = .group(kept)
            return [group]
        }
        guard let key = a.keyPath, let (centreKey, centre) = centre(of: key, model: model) else { return [] }
        var moved = mapped(a, centre)
        moved.keyPath = centreKey
        moved.key = a.key.map { $0 + " centre" }
        return [a, moved]
    }

    /// The position key and value that put a layer's anchor at the middle of bounds `key` animates to a value (the
    /// Bool: a delta, of an additive animation or a `by`), the rest of the bounds at `model`.
    static func centre(of key: PropertyKey, model b: Rect) -> (PropertyKey, (Value, Bool) -> Value)? {
        switch key {
        case .bounds:
            return (.position, { v, _ in if case .rect(let r) = v { .point(Point(r.midX, r.midY)) } else { v } })
        case .boundsSize:
            return (.position, { v, delta in
                guard case .size(let s) = v else { return v }
                return .point(Point((delta ? 0 : b.minX) + s.width / 2, (delta ? 0 : b.minY) + s.height / 2))
            })
        case .boundsWidth:
            return (.positionX, { v, delta in v.number.map { .number((delta ? 0 : b.minX) + $0 / 2) } ?? v })
        case .boundsHeight:
            return (.positionY, { v, delta in v.number.map { .number((delta ? 0 : b.minY) + $0 / 2) } ?? v })
        case .boundsOrigin:
            return (.position, { v, delta in
                guard case .point(let o) = v else { return v }
                return .point(Point(o.x + (delta ? 0 : b.width / 2), o.y + (delta ? 0 : b.height / 2)))
            })
        case .boundsOriginX:
            return (.positionX, { v, delta in v.number.map { .number($0 + (delta ? 0 : b.width / 2)) } ?? v })
        case .boundsOriginY:
            return (.positionY, { v, delta in v.number.map { .number($0 + (delta ? 0 : b.height / 2)) } ?? v })
        default:
            return nil
        }
    }

    /// A copy of a subtree with ids suffixed, animations delayed and colours tinted.
    /// `layer` as an instance shows it: ids suffixed, colours tinted, and run `delay` seconds later in its
    /// superlayer's time. Below an identity clock that is the same delay in the layer's time, so it goes onto the
    /// layer's animations and on down; a layer with a clock of its own (a speed, repeats, a recorded pause) takes it on
    /// the clock, which carries it to everything below (an animation's begin moved in the layer's own time was the
    /// delay times the speed off).
    static func copy(_ layer: Layer, suffix: String, delay: Double, tint: Color?) -> Layer {
        let clocked = !layer.timing.isIdentity && delay != 0
        let timing = clocked ? delayed(layer.timing, by: delay) : layer.timing
        let delay = clocked ? 0 : delay
        let p = tint.map { layer.properties.multiplyingDrawnColors(by: $0) } ?? layer.properties
        let animations = layer.animations.map { a -> Animation in
            var a = tint.map { t in tinted(a, t) } ?? a
            a.timing.beginTime += delay
            return a
        }
        return Layer(id: layer.id + suffix, kind: layer.kind, properties: p, timing: timing,
                     sublayers: layer.sublayers.map { copy($0, suffix: suffix, delay: delay, tint: tint) },
                     animations: animations, mask: layer.mask.map { copy($0, suffix: suffix, delay: delay, tint: nil) })
    }

    /// `timing` started `delay` seconds later in the superlayer's time, its recorded changes with it.
    private static func delayed(_ timing: LayerTiming, by delay: Double) -> LayerTiming {
        var t = timing
        t.beginTime += delay
        t.changes = t.changes.map { change in
            var c = change
            c.time += delay
            c.timing.beginTime += delay
            return c
        }
        return t
    }

    /// An animation with its colour values multiplied by `t` (a group's children too).
    static func tinted(_ a: Animation, _ t: Color) -> Animation {
        mapped(a) { v, _ in
            switch v {
            case .color(let c): .color(c.multiplied(by: t))
            case .colors(let cs): .colors(cs.map { $0.multiplied(by: t) })
            default: v
            }
        }
    }

    /// An animation with every value passed through `f` (a group's children too), told whether the value is a
    /// delta (`by`, or any value of an additive animation) or the property's value.
    static func mapped(_ a: Animation, _ f: (Value, Bool) -> Value) -> Animation {
        var a = a
        let additive = a.isAdditive
        func map(_ b: BasicAnimation) -> BasicAnimation {
            var b = b
            b.from = b.from.map { f($0, additive) }; b.to = b.to.map { f($0, additive) }; b.by = b.by.map { f($0, true) }
            return b
        }
        switch a.content {
        case .basic(let b): a.content = .basic(map(b))
        case .spring(var s): s.values = map(s.values); a.content = .spring(s)
        case .keyframe(var k): k.values = k.values.map { f($0, additive) }; a.content = .keyframe(k)
        case .group(let children): a.content = .group(children.map { mapped($0, f) })
        }
        return a
    }
}
