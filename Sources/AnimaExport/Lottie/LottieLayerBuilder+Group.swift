import AnimaCore

/// Group opacity, group shadows and clips: a layer that fades overlapping sublayers, casts a shadow that sublayers
/// outside it share, clips its sublayers (`masksToBounds`) or is masked, becomes a precomposition (`ty` 0), so the player
/// composites the layer and its subtree first and fades (or shadows, clips, or mattes by the mask) the result, as Core
/// Animation does. Lottie parenting would fade each layer on its own, where they
/// overlap the lower ones showing through, and a layer effect falls from the layer's own drawing only.
extension LottieLayerBuilder {
    /// Adds `layer` as a precomposition layer carrying its placement and opacity, with the layer itself (unmoved,
    /// opaque) and its subtree inside the precomposition's asset, matted by the layer's mask; false (nothing added)
    /// when it is not needed.
    mutating func addGroup(_ layer: Layer, parent: Int?, fading: [String]) -> Bool {
        let p = layer.properties
        // Overlapping drawings: of the subtree, or the layer's own (a border over its background), which rlottie
        // would fade one fill and stroke at a time.
        let fades = (p.opacity < 1 || Self.animates(layer, [.opacity, .isHidden]))
            && (Self.drawingsOverlap(layer) || Self.ownDrawingsOverlap(layer))
        // A drop shadow effect on a precomposition falls from everything in it, sublayers included.
        let shadows = (LottieShadow.casts(p) || Self.animates(layer, LottieShadow.keys))
            && !LottieShadow.sublayersStayInside(layer) && !p.masksToBounds && !shadowCopies.contains(layer.id)
        // Lottie parenting does not clip: a layer that clips its sublayers is a precomposition masked by its bounds.
        let clips = layer.clipsSublayers
        // A track matte covers one layer: a mask over sublayers mattes the precomposition of the whole subtree.
        guard fades || (!layer.sublayers.isEmpty && (shadows || clips || layer.mask != nil)) else { return false }
        // Layers in perspective are outlines in the composition's coordinates, which a precomposition does not have:
        // they would land in the asset's own space, misplaced or cut off. Such a host stays in the composition
        // (`add` and `checkUnsupported` warn about the clip and the shadow it then lacks).
        if let projection = depthProjection,
           layer.sublayers.flatMap(\.allLayers).contains(where: { projection.isProjected($0.id) }) {
            if fades {
                warn(layer.id, "opacity", "a host of layers in perspective is not precomposed: its opacity applies to "
                     + "each of its layers on its own, where they overlap the lower ones show through")
            }
            return false
        }
        let tracks = self.tracks(layer)
        var unmasked = layer
        unmasked.mask = nil
        let groupIndex = nextIndex
        let group = precomposition(unmasked, parent: parent, fading: fading, tracks: tracks, fadesAsOne: fades)
        var fields = group.head
        if let shadow = shadowEffect(layer, tracks) { fields.append(("ef", .array([shadow]))) }
        if clips, let clip = LottieContents.boundsMask(p, origin: Point(-group.offset.x, -group.offset.y), scale: [100, 100]) {
            fields += [("hasMask", .bool(true)), ("masksProperties", .array([clip]))]
        }
        // The mask lives in the layer's bounds space, which the precomposition's space moves by `offset`.
        let maskSpace = layer.mask.map { _ in addOffsetNull(layer.id + "#mask-space", group.offset, parent: groupIndex) }
        if layer.mask != nil { fields.append(("tt", .number(1))) }
        layers.append(.object(fields + group.tail))
        if let mask = layer.mask, let maskSpace {
            if !mask.sublayers.isEmpty {
                warn(layer.id, "mask", "a Lottie track matte is one layer's drawing: only the mask layer's own drawing is "
                     + "used, not its sublayers")
            }
            addMatte(mask, parent: maskSpace)
        }
        return true
    }

    /// A null layer (`ty` 3) under `parent` that moves its children by `offset`; its index.
    mutating func addOffsetNull(_ name: String, _ offset: Point, parent: Int?) -> Int {
        addNull(name, (position: LottieProperty.fixed([offset.x, offset.y]), scale: LottieProperty.fixed([100, 100]),
                       rotation: LottieProperty.fixed([0], scalar: true)), parent: parent)
    }

    /// A precomposition layer showing `layer` and its subtree, drawn unmoved and opaque in an asset (appended to
    /// `assets`) and moved by `shift` in the layer's bounds space, the layer's placement and opacity (sampled) on the
    /// precomposition layer: its fields up to the asset and parent (`head`) and from the placement on (`tail`), and
    /// where the layer's bounds space lies in the asset. The asset's warnings are kept unless `quiet` (a copy).
    mutating func precomposition(_ layer: Layer, parent: Int?, fading: [String], tracks: [PropertyKey: Curve],
                                 shift: Size = .zero, quiet: Bool = false, fadesAsOne: Bool = false)
        -> (head: [(String, JSONText)], tail: [(String, JSONText)], offset: Point) {
        let p = layer.properties
        let index = nextIndex
        nextIndex += 1
        // The precomposition's space is the layer's bounds space moved by `offset`, with room around the subtree's
        // drawings for the canvas's size on every side (a precomposition clips to its own size).
        let extent = Self.subtreeExtent(layer)
        let pad = Swift.max(scene.canvas.width, scene.canvas.height)
        let offset = Point(pad - extent.minX, pad - extent.minY)
        // Whole pixels, rounded up: rlottie refuses a whole file whose precomposition has a fractional width.
        let size = Size((extent.width + 2 * pad).rounded(.up), (extent.height + 2 * pad).rounded(.up))
        var inner = LottieLayerBuilder(timeline: timeline)
        inner.sampledFrames = sampledFrames
        // One list of assets, so that an asset's id (from the list's length) is unique in the file: a nested
        // precomposition named by its own builder's count referred to another asset of the same id (seed 31's sharp
        // shadow matted by a text layer's precomposition, so rlottie drew no shadow).
        inner.assets = assets
        inner.depthProjection = depthProjection
        inner.compositionSize = size
        var still = layer
        still.properties.position = p.anchorInBounds + offset + Point(shift.width, shift.height)
        still.properties.transform = .identity
        still.properties.opacity = 1
        still.properties.isHidden = false
        still.properties.zPosition = 0
        still.properties.shadowOpacity = 0
        inner.add(still, parent: nil, fixedPlacement: true)
        // rlottie 0.1 (Debian 12's) fades a precomposition offscreen, as one group, only when it holds more than one
        // layer (`LOTCompLayerItem`'s complex content); otherwise it passes the opacity to each fill and stroke.
        if fadesAsOne, inner.layers.count == 1 {
            _ = inner.addOffsetNull(layer.id + "#group", .zero, parent: nil)
        }
        sampledFrames = inner.sampledFrames
        assets = inner.assets
        let assetID = "group_\(assets.count)_\(index)"
        assets.append(.object([("id", .string(assetID)), ("layers", .array(inner.layers.reversed()))]))
        if !quiet { warnings += inner.warnings }
        // Sampled, so that isHidden and the opacity of fading superlayers come with it.
        let sampled = sampledTransform(layer, tracks, fading: fading, anchorShift: offset)
        let ks = sampled.ks
        let placedUnder = sampled.skewParent.map { addSkewParent(layer.id, $0, parent: parent) } ?? parent
        var head: [(String, JSONText)] = [
            ("ddd", .number(0)), ("ind", .number(Double(index))), ("ty", .number(0)), ("nm", .string(layer.id)),
            ("refId", .string(assetID)),
        ]
        if let placedUnder { head.append(("parent", .number(Double(placedUnder)))) }
        let tail: [(String, JSONText)] = [
            ("sr", .number(1)), ("ks", ks), ("ao", .number(0)), ("w", .number(size.width)), ("h", .number(size.height)),
            ("ip", .number(0)), ("op", .number(frames)), ("st", .number(0)), ("bm", .number(0)),
        ]
        return (head, tail, offset)
    }

    /// The union of the drawings' bounds of `layer` and its subtree at the model values, in `layer`'s coordinates.
    static func subtreeExtent(_ layer: Layer) -> Rect {
        var minX = layer.properties.bounds.minX, minY = layer.properties.bounds.minY
        var maxX = layer.properties.bounds.maxX, maxY = layer.properties.bounds.maxY
        func visit(_ l: Layer, _ toRoot: AffineTransform) {
            let r = toRoot.apply(l.properties.bounds)
            minX = Swift.min(minX, r.minX); minY = Swift.min(minY, r.minY)
            maxX = Swift.max(maxX, r.maxX); maxY = Swift.max(maxY, r.maxY)
            for sub in l.sublayers { visit(sub, sub.properties.transform3DToSuperlayer.affine.concatenating(toRoot)) }
        }
        visit(layer, .identity)
        return Rect(minX, minY, maxX - minX, maxY - minY)
    }

    /// Whether the layer's own drawings (background, border, image, text, a shape's fill and stroke, a gradient) are
    /// two or more, which Core Animation fades as one group: the border lies over the background, the image and text
    /// over both, and a shape's path is taken to overlap them (a precomposition too many costs nothing visible).
    static func ownDrawingsOverlap(_ layer: Layer) -> Bool {
        let p = layer.properties
        func draws(_ visible: Bool, _ keys: Set<PropertyKey>) -> Int { visible || animates(layer, keys) ? 1 : 0 }
        var count = draws(p.backgroundColor.alpha > 0, [.backgroundColor])
            + draws(p.borderWidth > 0 && p.borderColor.alpha > 0, [.borderWidth, .borderColor])
            + (p.contents != nil ? 1 : 0) + (layer.kind == .text && !p.string.isEmpty ? 1 : 0)
            + (layer.kind == .gradient && !p.colors.isEmpty ? 1 : 0)
        if layer.kind == .shape, p.path != nil {
            count += draws(p.fillColor.alpha > 0, [.fillColor])
                + draws(p.lineWidth > 0 && p.strokeColor.alpha > 0, [.lineWidth, .strokeColor])
        }
        return layer.kind != .transformLayer && count >= 2
    }

    /// Whether an animation of `layer`, or of one of its groups, animates one of `keys`.
    static func animates(_ layer: Layer, _ keys: Set<PropertyKey>) -> Bool {
        func visit(_ a: Animation) -> Bool {
            if let key = a.keyPath, keys.contains(key) { return true }
            return a.children.contains(where: visit)
        }
        return layer.animations.contains(where: visit)
    }
}
