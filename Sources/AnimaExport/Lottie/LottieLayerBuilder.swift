import AnimaCore

/// Builds the Lottie layers of a scene in drawing order (the writer reverses them: Lottie lists the top layer first).
struct LottieLayerBuilder {
    let scene: Scene
    let fps: Double
    let frames: Double
    let end: Double
    var layers: [JSONText] = []
    /// Image assets (contents), embedded as base64.
    var assets: [JSONText] = []
    var warnings: [ExportWarning] = []
    var nextIndex = 1
    /// The engine's timeline, for the turn of layers riding a path (players differ on Lottie's auto-orient).
    let timeline: Timeline
    /// The layers whose animations are sampled because their time is not the scene's (`sampledTracks`).
    let clockedLayers: Set<String>
    /// The engine's presentation at every frame, sampled once when some layer's transform needs it.
    var sampledFrames: [Presentation]?
    /// The parent of root layers (the scale null), where projected layers hang.
    var rootParent: Int?
    /// The root maps of every layer at every frame, when the scene places something in 3D.
    var depthProjection: LottieProjection?
    /// The layers written as 3D Lottie layers (`LottieOptions.threeD`); nil in the default, projected export.
    var depthPlan: LottieDepthPlan?
    /// The size of the composition the layers are drawn in: the canvas in pixels, or a precomposition's.
    var compositionSize: Size
    /// The layers whose sharp shadow is drawn as a matted solid (`addShadowCopy`), which carry no Drop Shadow effect.
    var shadowCopies: Set<String> = []

    init(timeline: Timeline) {
        scene = timeline.scene
        self.timeline = timeline
        clockedLayers = Self.clockedLayers(timeline.scene.layers)
        fps = scene.timeline.fps > 0 ? scene.timeline.fps : 60
        end = Swift.max(scene.timeline.duration, 1 / fps)
        frames = (end * fps).rounded()
        compositionSize = Size((scene.canvas.width * scene.canvas.scale).rounded(), (scene.canvas.height * scene.canvas.scale).rounded())
    }

    /// Appends `layer` and its subtree; a layer with a mask is followed by the mask as its track matte (Lottie
    /// lists the matte right above the layer it mattes, `td` on the matte, `tt` = 1 (alpha) on the layer).
    /// `fading` are the superlayers whose opacity Lottie parenting would not pass down: this layer carries it.
    /// `fixedPlacement` keeps the layer at its model placement and opacity whatever animates them (the layer inside a
    /// group precomposition, whose precomposition layer carries them).
    mutating func add(_ layer: Layer, parent: Int?, isMatte: Bool = false, fading: [String] = [],
                      fixedPlacement: Bool = false) {
        if !isMatte, addDepth(layer, parent: parent) { return }
        if !isMatte, addProjected(layer) { return }
        // A host of 3D sublayers stays in the main composition: lottie-web's camera sees no precomposition.
        let hostsDepth = depthPlan?.hosts.contains(layer.id) == true
        if !isMatte, !fixedPlacement { _ = addShadowCopy(layer, parent: parent, fading: fading) }
        if !isMatte, !fixedPlacement, !hostsDepth, addGroup(layer, parent: parent, fading: fading) { return }
        let index = nextIndex
        nextIndex += 1
        let tracks = self.tracks(layer)
        let folded = layer.mask.flatMap { mask in
            LottieGradientMask(layer: layer, mask: mask, maskTracks: self.tracks(mask), fps: fps)
        }
        var fields: [(String, JSONText)] = [
            ("ddd", .number(0)), ("ind", .number(Double(index))), ("ty", .number(4)), ("nm", .string(layer.id)),
        ]
        let ks: JSONText
        var placedUnder = parent
        if fixedPlacement {
            ks = transform(layer, [:])
        } else if LottieSampledTransform.isNeeded(tracks) || !fading.isEmpty
                    || layer.properties.transform.needsWholeMatrix {
            // A model matrix without parts to write (skewed, or collapsed: ordinary seed 1704), animated or not, is
            // taken whole by the sampled form, which also shows a collapsed one whenever no part animation shows.
            let sampled = sampledTransform(layer, tracks, fading: fading)
            ks = sampled.ks
            if let skew = sampled.skewParent { placedUnder = addSkewParent(layer.id, skew, parent: parent) }
        } else {
            ks = transform(layer, tracks)
        }
        if let placedUnder { fields.append(("parent", .number(Double(placedUnder)))) }
        fields += [("sr", .number(1)), ("ks", ks),
                   ("ao", .number(0)),
                   ("shapes", .array(LottieShapes(layer: layer, tracks: tracks, fps: fps, backgroundFill: folded?.fill,
                                                  borderFrames: borderFrames(layer, tracks)).shapes)),
                   ("ip", .number(0)), ("op", .number(frames)), ("st", .number(0)), ("bm", .number(0))]
        if layer.properties.isHidden { fields.append(("hd", .bool(true))) }
        if !isMatte, let clip = ownClip(layer, tracks) { fields += [("hasMask", .bool(true)), ("masksProperties", .array([clip]))] }
        // Inside a group precomposition the precomposition layer carries the shadow.
        if !fixedPlacement, let shadow = shadowEffect(layer, tracks) { fields.append(("ef", .array([shadow]))) }
        if isMatte { fields.append(("td", .number(1))) }
        if layer.mask != nil, folded == nil { fields.append(("tt", .number(1))) }
        layers.append(.object(fields))
        // A track matte covers the one layer right below it: the layer and each of its contents layers get a copy.
        let matte = folded == nil ? layer.mask : nil
        if let matte { addMatte(matte, parent: index) }
        addContents(layer, parent: index, opacity: Self.field("o", of: ks), matte: matte)
        checkUnsupported(layer, hasSublayers: !layer.sublayers.isEmpty, tracks: tracks)
        // Outside a precomposition (`addGroup` masks one by the bounds) nothing clips the sublayers.
        if layer.clipsSublayers, !layer.sublayers.isEmpty, !fixedPlacement {
            warn(layer.id, "masksToBounds", "Lottie parenting does not clip sublayers")
        }
        if let matte, !layer.sublayers.isEmpty || !matte.sublayers.isEmpty {
            warn(layer.id, "mask", "a Lottie track matte covers one layer: the mask applies to the layer's own "
                 + "drawing, not its sublayers (and only the mask layer's own drawing is used)")
        }
        let fadesSublayers = !fixedPlacement && !layer.sublayers.isEmpty
            && (layer.properties.opacity < 1 || tracks[.opacity] != nil || tracks[.isHidden] != nil)
        if fadesSublayers, Self.drawingsOverlap(layer) {
            warn(layer.id, "opacity", "the sublayers overlap, and Lottie fades each layer on its own where Core Animation "
                 + "fades them as one group: where they overlap, the lower ones show through")
        }
        for sub in layer.sublayers { add(sub, parent: index, fading: fadesSublayers ? fading + [layer.id] : fading) }
    }

    /// The mask layer's own drawing as the track matte (`td`) of the layer appended just before it.
    mutating func addMatte(_ mask: Layer, parent: Int) {
        add(Layer(id: mask.id, kind: mask.kind, properties: mask.properties, timing: mask.timing,
                  animations: mask.animations), parent: parent, isMatte: true)
    }

    /// A null layer (`ty` 3) carrying the position, scale and first rotation of a skewed layer's split; its index.
    mutating func addSkewParent(_ id: String, _ skew: (position: JSONText, scale: JSONText, rotation: JSONText),
                                        parent: Int?) -> Int {
        addNull(id + "#skew", skew, parent: parent)
    }

    /// A null layer (`ty` 3) named `name` under `parent` with the given position, scale and rotation; its index.
    mutating func addNull(_ name: String, _ placement: (position: JSONText, scale: JSONText, rotation: JSONText),
                          parent: Int?) -> Int {
        let index = nextIndex
        nextIndex += 1
        var fields: [(String, JSONText)] = [("ddd", .number(0)), ("ind", .number(Double(index))), ("ty", .number(3)),
                                            ("nm", .string(name))]
        if let parent { fields.append(("parent", .number(Double(parent)))) }
        fields += [("sr", .number(1)),
                   ("ks", .object([("a", LottieProperty.fixed([0, 0])), ("p", placement.position), ("s", placement.scale),
                                   ("r", placement.rotation), ("o", LottieProperty.fixed([100], scalar: true))])),
                   ("ao", .number(0)), ("ip", .number(0)), ("op", .number(frames)), ("st", .number(0)), ("bm", .number(0))]
        layers.append(.object(fields))
        return index
    }

    /// The layer's drop shadow effect, taken from every frame when a shadow property animates.
    mutating func shadowEffect(_ layer: Layer, _ tracks: [PropertyKey: Curve]) -> JSONText? {
        // `masksToBounds` clips a layer's own shadow away.
        guard !layer.properties.masksToBounds, !shadowCopies.contains(layer.id) else { return nil }
        let effect: JSONText?
        if tracks.keys.contains(where: LottieShadow.keys.contains), let index = everyFrame().first?.index(ofLayer: layer.id) {
            effect = LottieShadow.effect(layer.properties, frames: everyFrame().map { $0.layers[index].properties }, fps: fps)
        } else {
            effect = LottieShadow.effect(layer.properties)
        }
        if effect != nil { warn(layer.id, "shadowRadius", LottieShadow.effectMessage) }
        return effect
    }

    /// The layer's properties at every frame when it has a border whose outline animates (its width, corner radius or
    /// bounds), else nil.
    mutating func borderFrames(_ layer: Layer, _ tracks: [PropertyKey: Curve]) -> [LayerProperties]? {
        guard layer.properties.borderWidth > 0 || tracks[.borderWidth] != nil,
              ([.borderWidth, .cornerRadius] + Self.sizeKeys).contains(where: { tracks[$0] != nil }),
              let index = everyFrame().first?.index(ofLayer: layer.id) else { return nil }
        return everyFrame().map { $0.layers[index].properties }
    }

    /// The engine's presentation at every frame of the composition, sampled once.
    mutating func everyFrame() -> [Presentation] {
        if let sampledFrames { return sampledFrames }
        var frames: [Presentation] = []
        let count = SampleCount.whole(self.frames)
        for f in 0...Swift.max(count, 0) { frames.append(timeline.sample(at: Swift.min(Double(f) / fps, end))) }
        sampledFrames = frames
        return frames
    }

    /// The layer's `ks` sampled from the engine at every frame (see `LottieSampledTransform`), and the null parent's
    /// transform when the matrix skews; `anchorShift` moves the anchor (a precomposition's space is the layer's
    /// bounds space moved).
    mutating func sampledTransform(_ layer: Layer, _ tracks: [PropertyKey: Curve], fading: [String],
                                   anchorShift: Point = .zero)
        -> (ks: JSONText, skewParent: (position: JSONText, scale: JSONText, rotation: JSONText)?) {
        let frames = everyFrame()
        guard let first = frames.first, let index = first.index(ofLayer: layer.id) else { return (transform(layer, tracks), nil) }
        let ancestors = fading.compactMap { first.index(ofLayer: $0) }
        let sampled = LottieSampledTransform(index: index, ancestors: ancestors, frames: frames, fps: fps,
                                             hidesInSteps: tracks[.isHidden] != nil, anchorShift: anchorShift)
        if sampled.hasDepth {
            warn(layer.id, "transform", "turns about x or y and perspective are flattened to their 2D scale in Lottie")
        }
        return (.object([("a", sampled.anchor), ("p", sampled.position), ("s", sampled.scale),
                         ("r", sampled.rotation), ("o", sampled.opacity)]), sampled.skewParent)
    }

    /// Whether two of the drawings of `layer` and its subtree (their bounds at the model values, in `layer`'s
    /// coordinates) overlap: then fading each on its own differs from fading the group.
    static func drawingsOverlap(_ layer: Layer) -> Bool {
        var rects: [Rect] = []
        func visit(_ l: Layer, _ toRoot: AffineTransform) {
            let p = l.properties
            let draws = p.backgroundColor.alpha > 0 || p.borderWidth > 0 || p.contents != nil || l.kind == .text
                || (l.kind == .shape && p.path != nil) || (l.kind == .gradient && !p.colors.isEmpty)
            if draws { rects.append(toRoot.apply(p.bounds)) }
            for sub in l.sublayers {
                visit(sub, sub.properties.transform3DToSuperlayer.affine.concatenating(toRoot))
            }
        }
        visit(layer, .identity)
        return anyOverlap(rects)
    }

    /// Whether two of `rects` overlap by more than a hair.
    static func anyOverlap(_ rects: [Rect]) -> Bool {
        for i in rects.indices {
            for j in rects.indices where j > i {
                let a = rects[i], b = rects[j]
                if Swift.min(a.maxX, b.maxX) - Swift.max(a.minX, b.minX) > 1e-9
                    && Swift.min(a.maxY, b.maxY) - Swift.max(a.minY, b.minY) > 1e-9 { return true }
            }
        }
        return false
    }

    /// The layer's image and text as child layers drawn above its shapes and below its sublayers, at the layer's
    /// `opacity` (its `ks` opacity: Lottie parenting passes the transform down, not the opacity). A transform layer
    /// draws nothing of its own.
    mutating func addContents(_ layer: Layer, parent: Int, opacity: JSONText?, matte: Layer? = nil) {
        let p = layer.properties
        guard layer.kind != .transformLayer else { return }
        let opacity = opacity ?? LottieProperty.fixed([100], scalar: true)
        if let image = p.contents {
            let assetID = "image_\(assets.count)"
            assets.append(LottieContents.asset(image, id: assetID))
            layers.append(Self.matted(LottieContents.imageLayer(layer, assetID: assetID, index: nextIndex, parent: parent,
                                                                frames: frames, opacity: opacity), by: matte))
            nextIndex += 1
            if let matte { addMatte(matte, parent: parent) }
            warnings += ContentsPlacement.unsupported(p, layerID: layer.id, target: "Lottie", showsNearest: false)
            // The image's clip is a mask of the model bounds and corner radius, which does not animate with them.
            let clipKeys: Set<PropertyKey> = [.cornerRadius, .bounds, .boundsSize, .boundsWidth, .boundsHeight]
            if p.masksToBounds, let key = layer.writtenKeys.first(where: clipKeys.contains) {
                warn(layer.id, key.keyPath, "the image is clipped to the model bounds and corner radius; animating "
                     + "\(key.keyPath) does not move the clip in Lottie")
            }
        }
        if layer.kind == .text, !p.string.isEmpty {
            layers.append(Self.matted(LottieContents.textLayer(layer, index: nextIndex, parent: parent, frames: frames,
                                                               opacity: opacity), by: matte))
            nextIndex += 1
            if let matte { addMatte(matte, parent: parent) }
            // Wrapping is a box text document; an ellipsis at the cut is not something Lottie text can say.
            if p.truncationMode != .none {
                warn(layer.id, "truncationMode", "Lottie text has no truncation mark; a wrapped box cuts the text off without it")
            }
        }
    }

    /// `layer` matted by the alpha (`tt` 1) of the layer listed above it when there is a `matte`.
    static func matted(_ layer: JSONText, by matte: Layer?) -> JSONText {
        guard matte != nil, case .object(let fields) = layer else { return layer }
        return .object(fields + [("tt", .number(1))])
    }

    /// A solid layer (`ty` 1) named `name` of `color` (its alpha as the layer's opacity) over `rect`, in the
    /// composition's pixels: the canvas background, or a shadow's colour under its matte.
    static func solid(_ name: String, index: Int, color: Color, rect: Rect, frames: Double) -> JSONText {
        return .object([("ddd", .number(0)), ("ind", .number(Double(index))), ("ty", .number(1)),
                        ("nm", .string(name)), ("sr", .number(1)),
                        ("ks", .object([("o", LottieProperty.fixed([LottieProperty.percent(color.alpha)], scalar: true)),
                                        ("r", LottieProperty.fixed([0], scalar: true)),
                                        ("p", LottieProperty.fixed([rect.minX, rect.minY])), ("a", LottieProperty.fixed([0, 0])),
                                        ("s", LottieProperty.fixed([100, 100]))])),
                        ("ao", .number(0)), ("sw", .number(rect.width)), ("sh", .number(rect.height)),
                        ("sc", .string(String(color.clamped.hexString.prefix(7)))),
                        ("ip", .number(0)), ("op", .number(frames)), ("st", .number(0)), ("bm", .number(0))])
    }

    static func scaleNull(index: Int, scale: Double, frames: Double) -> JSONText {
        .object([("ddd", .number(0)), ("ind", .number(Double(index))), ("ty", .number(3)), ("nm", .string("anima-scale")),
                 ("sr", .number(1)),
                 ("ks", .object([("a", LottieProperty.fixed([0, 0])), ("p", LottieProperty.fixed([0, 0])),
                                 ("s", LottieProperty.fixed([scale * 100, scale * 100])), ("r", LottieProperty.fixed([0], scalar: true)),
                                 ("o", LottieProperty.fixed([100], scalar: true))])),
                 ("ao", .number(0)), ("ip", .number(0)), ("op", .number(frames)), ("st", .number(0)), ("bm", .number(0))])
    }

    /// Every animated key of the layer as one resolved curve over scene seconds.
    mutating func tracks(_ layer: Layer) -> [PropertyKey: Curve] {
        let legs = LegCurveBuilder(model: layer.properties)
        var stacks: [PropertyKey: [Curve]] = [:]
        var order: [PropertyKey] = []
        func push(_ key: PropertyKey, _ c: Curve) {
            if stacks[key] == nil { order.append(key) }
            stacks[key, default: []].append(c)
        }
        if clockedLayers.contains(layer.id) && !layer.animations.isEmpty { return sampledTracks(layer) }
        for (i, a) in layer.animations.enumerated() {
            if a.timing.speed <= 0 { warn(layer.id, a.keyPath?.keyPath, "speed \(a.timing.speed) is not exported"); continue }
            if a.isCumulative { warn(layer.id, a.keyPath?.keyPath, "isCumulative is not exported; each repeat restarts") }
            if case .group = a.content {
                var flattener = GroupFlattener(layer: layer, legs: legs)
                for (key, leg, _) in flattener.leaves(of: a, name: a.key ?? "\(i)") {
                    push(key, PeriodCurveBuilder.curve(leg: leg, timing: a.timing, end: end, ignoresRemoval: false,
                                                       zero: legs.zero(key)))
                }
                warnings += flattener.warnings
            } else if let key = a.keyPath {
                let leg = legs.leg(a, folded: true).curve
                push(key, PeriodCurveBuilder.curve(leg: leg, timing: a.timing, end: end, ignoresRemoval: false,
                                                   zero: legs.zero(key)))
            }
        }
        var out: [PropertyKey: Curve] = [:]
        for key in order {
            out[key] = CurveOverlay.resolve(stacks[key] ?? [], model: layer.properties[key], end: end)
        }
        if Self.followsPath(layer), let turn = sampledRotation(layer.id) {
            out[.rotationZ] = turn
            out[.rotation] = nil
        }
        return out
    }

    /// Every animated key of a layer whose time is not the scene's (its own or a superlayer's clock: offset,
    /// scaled, repeating or changed partway, as a recorded pause), sampled from the engine at every frame; Lottie
    /// layers have no clock of their own that could carry it.
    private mutating func sampledTracks(_ layer: Layer) -> [PropertyKey: Curve] {
        let frames = everyFrame()
        var keys: [PropertyKey] = []
        func collect(_ a: Animation) {
            if let k = a.keyPath, !keys.contains(k) { keys.append(k) }
            a.children.forEach(collect)
        }
        layer.animations.forEach(collect)
        var out: [PropertyKey: Curve] = [:]
        for key in keys {
            let curveKeys = frames.enumerated().compactMap { f, frame -> CurveKey? in
                guard let p = frame[layer.id] else { return nil }
                return CurveKey(offset: Swift.min(Double(f) / fps, end), value: p[key], underlyingWeight: 0, easing: .linear)
            }
            out[key] = Curve(keys: curveKeys)
        }
        if Self.followsPath(layer), let turn = sampledRotation(layer.id) {
            out[.rotationZ] = turn
            out[.rotation] = nil
        }
        return out
    }

    /// The ids of the layers whose time is not the scene's: a layer clock on them or above them.
    static func clockedLayers(_ layers: [Layer], inherited: Bool = false) -> Set<String> {
        var out: Set<String> = []
        for layer in layers {
            let clocked = inherited || !layer.timing.isIdentity
            if clocked { out.insert(layer.id) }
            out.formUnion(clockedLayers(layer.mask.map { [$0] } ?? [], inherited: clocked))
            out.formUnion(clockedLayers(layer.sublayers, inherited: clocked))
        }
        return out
    }

    /// The animated keys that resize a layer's bounds.
    static let sizeKeys: [PropertyKey] = [.bounds, .boundsSize, .boundsWidth, .boundsHeight]

    func transform(_ layer: Layer, _ tracks: [PropertyKey: Curve]) -> JSONText {
        let p = layer.properties
        let parts = TransformComponents(p.transform)
        let anchor = [p.bounds.minX + p.anchorPoint.x * p.bounds.width, p.bounds.minY + p.anchorPoint.y * p.bounds.height]
        let position: JSONText
        if tracks[.positionX] != nil || tracks[.positionY] != nil {
            let x = tracks[.positionX].map { LottieProperty.animated($0, fps: fps, scalar: true) { [$0.number ?? 0] } }
                ?? LottieProperty.fixed([p.position.x], scalar: true)
            let y = tracks[.positionY].map { LottieProperty.animated($0, fps: fps, scalar: true) { [$0.number ?? 0] } }
                ?? LottieProperty.fixed([p.position.y], scalar: true)
            position = .object([("s", .bool(true)), ("x", x), ("y", y)])
        } else if let track = tracks[.position] {
            position = LottieProperty.animated(track, fps: fps) { v in
                if case .point(let q) = v { return [q.x, q.y] }
                return [p.position.x, p.position.y]
            }
        } else {
            position = LottieProperty.fixed([p.position.x, p.position.y])
        }
        let scaleTrack = tracks[.scale] ?? tracks[.scaleX] ?? tracks[.scaleY]
        let scale: JSONText = scaleTrack.map { track in
            let key: PropertyKey = tracks[.scale] != nil ? .scale : (tracks[.scaleX] != nil ? .scaleX : .scaleY)
            return LottieProperty.animated(track, fps: fps) { v in
                let s = (v.number ?? 1) * 100
                switch key {
                case .scaleX: return [s, parts.scaleY * 100]
                case .scaleY: return [parts.scaleX * 100, s]
                default: return [s, s]
                }
            }
        } ?? LottieProperty.fixed([parts.scaleX * 100, parts.scaleY * 100])
        let degrees = 180 / Double.pi
        let rotation = (tracks[.rotationZ] ?? tracks[.rotation]).map {
            LottieProperty.animated($0, fps: fps, scalar: true) { [($0.number ?? 0) * degrees] }
        } ?? LottieProperty.fixed([parts.rotationZ * degrees], scalar: true)
        let opacity = tracks[.opacity].map {
            LottieProperty.animated($0, fps: fps, scalar: true) { [LottieProperty.percent($0.number ?? 1)] }
        } ?? LottieProperty.fixed([LottieProperty.percent(p.opacity)], scalar: true)
        let offsetPosition = parts.translationX != 0 || parts.translationY != 0
        var p2 = position
        if offsetPosition, tracks[.position] == nil, tracks[.positionX] == nil, tracks[.positionY] == nil {
            p2 = LottieProperty.fixed([p.position.x + parts.translationX, p.position.y + parts.translationY])
        }
        return .object([("a", LottieProperty.fixed(anchor)), ("p", p2), ("s", scale), ("r", rotation), ("o", opacity)])
    }

    /// Warns about what the layer sets that Lottie does not carry; `inDepth` for a 3D layer, which carries z and turns.
    mutating func checkUnsupported(_ layer: Layer, hasSublayers: Bool, tracks: [PropertyKey: Curve], inDepth: Bool = false) {
        let p = layer.properties
        let supported: Set<PropertyKey> = [.position, .positionX, .positionY, .scale, .scaleX, .scaleY, .rotation, .rotationZ,
                                           .opacity, .backgroundColor, .cornerRadius, .borderWidth, .borderColor,
                                           .fillColor, .strokeColor, .lineWidth, .strokeStart, .strokeEnd, .lineDashPhase,
                                           .bounds, .boundsSize, .boundsWidth, .boundsHeight,
                                           .startPoint, .endPoint]
        let handled = supported.union(LottieSampledTransform.transformFamily).union(LottieShadow.keys)
        if tracks[.boundsWidth] != nil, tracks[.boundsHeight] != nil || tracks[.bounds] != nil || tracks[.boundsSize] != nil {
            warn(layer.id, "bounds.size.height", "only one of bounds, bounds.size, its width and its height is exported per layer")
        }
        for key in tracks.keys.sorted(by: { $0.rawValue < $1.rawValue }) where !handled.contains(key) {
            warn(layer.id, key.keyPath, "animating \(key.keyPath) is not exported to Lottie; the model value stays")
        }
        // The background, border and path follow resized bounds; the image, text box and gradient points are
        // placed once, in the model bounds.
        let placed = [(p.contents != nil, "image"), (layer.kind == .text && !p.string.isEmpty, "text"),
                      (layer.kind == .gradient && !p.colors.isEmpty, "gradient")].filter(\.0).map(\.1)
        if let key = Self.sizeKeys.first(where: { tracks[$0] != nil }), !placed.isEmpty {
            warn(layer.id, key.keyPath, "the " + placed.joined(separator: " and ") + " stays where the model bounds "
                 + "place it: animating \(key.keyPath) does not move or resize it in Lottie")
        }
        if p.shadowOpacity > 0 || tracks[.shadowOpacity] != nil, !shadowCopies.contains(layer.id) {
            if hasSublayers, !LottieShadow.sublayersStayInside(layer) {
                warn(layer.id, "shadowOpacity", "a Lottie drop shadow follows the layer's own drawing, not sublayers outside it")
            }
        }
        if p.zPosition != 0, !inDepth { warn(layer.id, "zPosition", "Lottie layers keep the tree's drawing order") }
        if p.cornerRadius > 0 && p.maskedCorners != .all { warn(layer.id, "maskedCorners", "all four corners are rounded in Lottie") }
        if layer.kind == .gradient, p.gradientType == .radial {
            let rx = Swift.abs(p.endPoint.x - p.startPoint.x) * p.bounds.width
            let ry = Swift.abs(p.endPoint.y - p.startPoint.y) * p.bounds.height
            if Swift.abs(rx - ry) > 1e-6 * Swift.max(rx, ry, 1) {
                warn(layer.id, "endPoint", "Lottie's radial gradients are circles: the ellipse's horizontal radius is used")
            }
        }
        let parts = TransformComponents(p.transform)
        if !inDepth, parts.rotationX != 0 || parts.rotationY != 0 || parts.translationZ != 0 {
            warn(layer.id, "transform", "3D parts of the transform are not exported to Lottie")
        }
    }

    /// The layer's total z rotation (its own plus the path's tangent), sampled from the engine at 4 keys per frame and
    /// unwrapped so that it never jumps by a full turn.
    private func sampledRotation(_ id: String) -> Curve? {
        let n = SampleCount.whole(end * fps * 4)
        var keys: [CurveKey] = []
        var previous: Double?
        var presentation = timeline.sample(at: 0)
        for i in 0...n {
            let t = end * Double(i) / Double(n)
            timeline.sample(at: t, into: &presentation)
            guard let p = presentation[id] else { return nil }
            var angle = TransformComponents(p.transform).rotationZ
            if let previous {
                while angle - previous > .pi { angle -= 2 * .pi }
                while angle - previous < -.pi { angle += 2 * .pi }
            }
            previous = angle
            keys.append(CurveKey(offset: t, value: .number(angle), underlyingWeight: 0, easing: .linear))
        }
        return Curve(keys: keys)
    }

    static func followsPath(_ layer: Layer) -> Bool {
        func visit(_ a: Animation) -> Bool {
            if case .keyframe(let k) = a.content, k.path != nil, k.rotationMode != nil { return true }
            return a.children.contains(where: visit)
        }
        return layer.animations.contains(where: visit)
    }

    /// The value of `name` in a JSON object, nil when absent.
    static func field(_ name: String, of object: JSONText) -> JSONText? {
        guard case .object(let fields) = object else { return nil }
        return fields.first { $0.0 == name }?.1
    }

    mutating func warn(_ layer: String, _ keyPath: String?, _ message: String) {
        warnings.append(ExportWarning(layerID: layer, keyPath: keyPath, message: message))
    }
}
