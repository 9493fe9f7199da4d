import AnimaCore

/// A sharp shadow (`shadowRadius` 0) drawn with what every Lottie player draws: a solid of the shadow's colour and
/// opacity over the whole composition, alpha-matted (`tt` 1) by a precomposition of the layer and its subtree moved by
/// `shadowOffset` in the layer's own space and placed, turned and faded as the layer is. The matte's alpha is the
/// layer's drawing's, so the shadow is cast by everything the layer draws and shows through a translucent layer, as
/// Core Animation draws it. The Drop Shadow effect (`LottieShadow`) is kept for blurred and animated shadows: rlottie
/// draws no layer effects, and a solid covering the composition is the one matted layer Debian's rlottie 0.1 draws.
extension LottieLayerBuilder {
    /// Adds the shadow of `layer` as a matted solid below where the layer goes, and returns true, when its shadow is
    /// sharp and does not animate; false (nothing added) otherwise.
    mutating func addShadowCopy(_ layer: Layer, parent: Int?, fading: [String]) -> Bool {
        let p = layer.properties
        guard Self.castsSharpShadow(layer), layer.mask == nil,
              !layer.sublayers.flatMap(\.allLayers).contains(where: { depthProjection?.isProjected($0.id) == true })
        else { return false }
        // The layer's own `add` reports what its tracks cannot carry; the copy stays quiet.
        let reported = warnings.count
        let tracks = self.tracks(layer)
        warnings.removeSubrange(reported...)
        let c = p.shadowColor.clamped
        // The composition exactly: rlottie draws nothing of a solid much larger (2 · 10⁵ px wide).
        layers.append(Self.solid(layer.id + "#shadow", index: nextIndex,
                                 color: Color(c.red, c.green, c.blue, c.alpha * Swift.min(p.shadowOpacity, 1)),
                                 rect: Rect(0, 0, compositionSize.width, compositionSize.height), frames: frames)
            .adding(("tt", .number(1))))
        nextIndex += 1
        let copy = precomposition(layer, parent: parent, fading: fading, tracks: tracks, shift: p.shadowOffset, quiet: true)
        layers.append(.object(copy.head.map { $0.0 == "nm" ? ("nm", .string(layer.id + "#shadow-matte")) : $0 }
                              + [("td", .number(1))] + copy.tail))
        shadowCopies.insert(layer.id)
        return true
    }

    /// Whether `layer` casts a shadow with no blur whose properties do not animate (`masksToBounds` clips a layer's
    /// own shadow away, and a transform layer draws none).
    static func castsSharpShadow(_ layer: Layer) -> Bool {
        let p = layer.properties
        return LottieShadow.casts(p) && p.shadowRadius == 0 && !p.masksToBounds && layer.kind != .transformLayer
            && !animates(layer, LottieShadow.keys)
    }
}

private extension JSONText {
    /// The object with `field` added at its end.
    func adding(_ field: (String, JSONText)) -> JSONText {
        guard case .object(let fields) = self else { return self }
        return .object(fields + [field])
    }
}
