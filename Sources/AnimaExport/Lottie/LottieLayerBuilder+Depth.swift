import AnimaCore

/// Layers of the 3D Lottie export (see `LottieDepthPlan`): `ddd` 1 layers parented like the layer tree, the ones that
/// leave their superlayer's plane with a 3D `ks`, the others with their 2D one, all with the opacity the projection
/// computes (the product of their superlayers' opacities, 0 while a hidden back face shows: lottie-web draws every
/// 3D layer with `backface-visibility: visible`).
extension LottieLayerBuilder {
    /// Adds `layer` and its subtree as 3D layers; false (nothing added) when the plan does not make it 3D.
    mutating func addDepth(_ layer: Layer, parent: Int?) -> Bool {
        guard let plan = depthPlan, plan.isNative(layer.id) else { return false }
        let index = nextIndex
        nextIndex += 1
        let tracks = self.tracks(layer)
        let opacity = depthProjection?.opacity(layer.id, fps: fps) ?? LottieProperty.fixed([100], scalar: true)
        var placedUnder = parent
        let ks: JSONText
        if plan.preserved.contains(layer.id) {
            ks = depthTransform(layer, tracks, opacity: opacity)
        } else {
            var planar: JSONText
            if LottieSampledTransform.isNeeded(tracks) {
                let sampled = sampledTransform(layer, tracks, fading: [])
                planar = sampled.ks
                if let skew = sampled.skewParent { placedUnder = addSkewParent(layer.id, skew, parent: parent) }
            } else {
                planar = transform(layer, tracks)
            }
            if case .object(let fields) = planar { planar = .object(fields.map { $0.0 == "o" ? ("o", opacity) : $0 }) }
            ks = planar
        }
        var fields: [(String, JSONText)] = [
            ("ddd", .number(1)), ("ind", .number(Double(index))), ("ty", .number(4)), ("nm", .string(layer.id)),
        ]
        if let placedUnder { fields.append(("parent", .number(Double(placedUnder)))) }
        fields += [("sr", .number(1)), ("ks", ks), ("ao", .number(0)),
                   ("shapes", .array(LottieShapes(layer: layer, tracks: tracks, fps: fps, backgroundFill: nil).shapes)),
                   ("ip", .number(0)), ("op", .number(frames)), ("st", .number(0)), ("bm", .number(0))]
        if let shadow = shadowEffect(layer, tracks) { fields.append(("ef", .array([shadow]))) }
        layers.append(.object(fields))
        let contentsStart = layers.count
        addContents(layer, parent: index, opacity: opacity)
        // Image and text layers share the layer's plane, so they are 3D layers too (lottie-web puts a 2D layer in a
        // box without perspective).
        for i in contentsStart..<layers.count { layers[i] = Self.threeD(layers[i]) }
        checkUnsupported(layer, hasSublayers: !layer.sublayers.isEmpty, tracks: tracks, inDepth: true)
        for sub in layer.sublayers { add(sub, parent: index) }
        return true
    }

    /// The 3D `ks`: the layer's rotation keyframes when Lottie's turn order can hold them, else sampled per frame.
    private mutating func depthTransform(_ layer: Layer, _ tracks: [PropertyKey: Curve], opacity: JSONText) -> JSONText {
        let strips = LottieDepthPlan.hasPerspective(layer.properties.transform)
            || Self.animates(layer, [.transform])
        if !strips, let ks = LottieDepthTransform.keyframed(layer, tracks: tracks, fps: fps, opacity: opacity) { return ks }
        let frames = everyFrame()
        guard let index = frames.first?.index(ofLayer: layer.id) else { return transform(layer, tracks) }
        return LottieDepthTransform.sampled(layer, index: index, frames: frames, fps: fps, stripsPerspective: true,
                                            opacity: opacity)
    }

    /// `json` with `ddd` set to 1.
    static func threeD(_ json: JSONText) -> JSONText {
        guard case .object(let fields) = json else { return json }
        return .object(fields.map { $0.0 == "ddd" ? ("ddd", .number(1)) : $0 })
    }
}
