import AnimaCore

/// What a transform layer ignores, taken out of a scene for targets that would draw it: CATransformLayer's
/// documentation says the properties that assume 2D image processing (its mask, `masksToBounds` and the shadow
/// style properties among them) are ignored, as the renderer ignores them.
enum TransformLayerEffects {
    /// A timeline of `timeline`'s scene without its transform layers' masks and shadows (the same timeline when
    /// there are none, or if the scene would not compile).
    static func removed(from timeline: Timeline) -> Timeline {
        var scene = timeline.scene
        scene.layers = scene.layers.map(removed)
        guard scene != timeline.scene, let cleaned = try? Timeline(scene) else { return timeline }
        return cleaned
    }

    /// `layer` and its subtree with each transform layer's mask, shadow and shadow animations taken out.
    static func removed(_ layer: Layer) -> Layer {
        var l = layer
        l.sublayers = l.sublayers.map(removed)
        if let m = l.mask { l.mask = removed(m) }
        guard l.kind == .transformLayer else { return l }
        l.mask = nil
        l.properties.shadowOpacity = 0
        let kept = l.animations.compactMap(withoutShadow)
        l.removeAllAnimations()
        for a in kept { l.add(a) }
        return l
    }

    /// `a` without what animates a shadow property (a group keeps its other children), or nil if nothing is left.
    private static func withoutShadow(_ a: Animation) -> Animation? {
        if case .group(let children) = a.content {
            var group = a
            group.content = .group(children.compactMap(withoutShadow))
            return group
        }
        return a.keyPath.map(LottieShadow.keys.contains) == true ? nil : a
    }
}
