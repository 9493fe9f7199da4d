import AnimaCore

/// Layers in perspective (see `LottieProjection`): drawn with animated, projected outlines in the composition's
/// coordinates instead of parented 2D transforms.
extension LottieLayerBuilder {
    /// Whether the scene places anything in 3D at all (else the projection is not computed).
    static func hasDepth(_ scene: Scene) -> Bool {
        let keys: Set<PropertyKey> = [.transform, .rotationX, .rotationY, .translationZ, .scaleZ, .sublayerTransform,
                                      .sublayerRotation, .sublayerRotationX, .sublayerRotationY, .sublayerRotationZ,
                                      .sublayerScale, .sublayerScaleX, .sublayerScaleY, .sublayerScaleZ,
                                      .sublayerTranslation, .sublayerTranslationX, .sublayerTranslationY,
                                      .sublayerTranslationZ]
        return scene.allLayers.contains { l in
            l.kind == .transformLayer || !l.properties.sublayerTransform.isIdentity
                || !SVGProjection.isAffine(l.properties.transform) || animates(l, keys)
        }
    }

    /// Adds `layer` projected, and its subtree (each sublayer projected or not as it needs); false when it is not in
    /// perspective.
    mutating func addProjected(_ layer: Layer) -> Bool {
        guard depthProjection?.isProjected(layer.id) == true, let projection = depthProjection else { return false }
        let p = layer.properties
        let index = nextIndex
        nextIndex += 1
        var shapes: [JSONText] = []
        if layer.kind != .transformLayer, p.backgroundColor.alpha > 0 {
            if let outline = projection.outline(layer.id, p) {
                let c = p.backgroundColor.clamped
                shapes.append(.object([("ty", .string("gr")), ("nm", .string("background")), ("it", .array([
                    .object([("ty", .string("sh")), ("ks", outline)]),
                    .object([("ty", .string("fl")), ("c", LottieProperty.fixed([c.red, c.green, c.blue, 1])),
                             ("o", LottieProperty.fixed([c.alpha * 100], scalar: true)), ("r", .number(1)), ("bm", .number(0))]),
                    .object([("ty", .string("tr")), ("p", LottieProperty.fixed([0, 0])), ("a", LottieProperty.fixed([0, 0])),
                             ("s", LottieProperty.fixed([100, 100])), ("r", LottieProperty.fixed([0], scalar: true)),
                             ("o", LottieProperty.fixed([100], scalar: true))]),
                ]))]))
            } else {
                warn(layer.id, "transform", "part of the layer goes behind the viewer; Lottie does not draw it")
            }
        }
        let lost = Self.lostInPerspective(layer)
        if !lost.isEmpty {
            warn(layer.id, "transform", "in perspective Lottie draws only the layer's background, at its model colour, bounds and "
                 + "corners; not drawn: " + lost.joined(separator: ", "))
        }
        let fields: [(String, JSONText)] = [
            ("ddd", .number(0)), ("ind", .number(Double(index))), ("ty", .number(4)), ("nm", .string(layer.id)),
        ] + (rootParent.map { [("parent", JSONText.number(Double($0)))] } ?? []) + [
            ("sr", .number(1)),
            ("ks", .object([("a", LottieProperty.fixed([0, 0])), ("p", LottieProperty.fixed([0, 0])),
                            ("s", LottieProperty.fixed([100, 100])), ("r", LottieProperty.fixed([0], scalar: true)),
                            ("o", projection.opacity(layer.id, fps: fps))])),
            ("ao", .number(0)), ("shapes", .array(shapes)),
            ("ip", .number(0)), ("op", .number(frames)), ("st", .number(0)), ("bm", .number(0)),
        ]
        layers.append(.object(fields))
        for sub in layer.sublayers { add(sub, parent: rootParent) }
        return true
    }

    /// What a projected layer draws beyond its background's model colour and outline, which the export loses.
    static func lostInPerspective(_ layer: Layer) -> [String] {
        let p = layer.properties
        let parts: [(Bool, String)] = [
            (layer.kind == .shape && p.path != nil, "its path"), (layer.kind == .gradient && !p.colors.isEmpty, "its gradient"),
            (layer.kind == .text, "its text"), (p.contents != nil, "its image"), (p.borderWidth > 0, "its border"),
            (layer.mask != nil, "its mask"), (p.masksToBounds, "its clip"),
            (layer.animations.contains { $0.keyPath == .backgroundColor }, "its background colour's animation"),
            (layer.animations.contains { $0.keyPath == .cornerRadius }, "its corner radius's animation"),
        ]
        return parts.filter(\.0).map(\.1)
    }
}
