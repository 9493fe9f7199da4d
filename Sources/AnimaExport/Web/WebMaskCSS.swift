import AnimaCore

/// What CSS cannot animate directly, sampled from the engine: a layer's mask (a shape mask as `clip-path: path(…)`,
/// a gradient mask as `mask-image` placed with `mask-position`/`mask-size`), a gradient's moving points and colours
/// (`background-image`), `isHidden` (`visibility`) and the `sublayerTransform` of the element that wraps a layer's
/// sublayers. Animated values are sampled at the scene's frame rate into a linear `@keyframes` rule over the scene's
/// duration (held after it).
struct WebMaskCSS {
    /// The declarations for the element of the masked layer `id`, and any `@keyframes` rule they use.
    struct Output {
        var declarations: [String] = []
        var keyframes = ""
    }

    let scene: Scene
    let timeline: Timeline?

    /// What masks layer `layer` (nil when it has no mask); warnings for what CSS cannot say.
    func css(for layer: Layer, warnings: inout [ExportWarning]) -> Output? {
        // CATransformLayer ignores its mask, as the renderer and the SVG frame do ("The properties that assume 2D
        // image processing are also ignored, including: filters, … mask, masksToBounds, and shadow style properties").
        guard let mask = layer.mask, layer.kind != .transformLayer else { return nil }
        guard mask.sublayers.isEmpty, mask.kind == .shape || mask.kind == .gradient else {
            warnings.append(ExportWarning(layerID: layer.id, keyPath: "mask",
                message: "only a shape or gradient mask without sublayers is exported (as clip-path or mask-image)"))
            return nil
        }
        var turned = false
        let frames = samples(layer.id) { presentation, li in
            guard let mi = presentation.layers[li].mask else { return [] }
            let mask = presentation.layers[mi]
            let toBox = Self.toBox(masked: presentation.layers[li].properties, mask: mask.properties)
            if mask.kind == .gradient && mask.properties.gradientType != .axial && !Self.staysUpright(toBox) {
                turned = true
            }
            return declarations(mask: mask, toBox: toBox)
        }
        if turned {
            warnings.append(ExportWarning(layerID: layer.id, keyPath: "mask",
                message: "a radial gradient mask turned or flipped is not exported exactly: its image stays upright"))
        }
        return rule(frames, name: "anima-mask-", layer: layer.id)
    }

    /// The mask's coordinates into the masked element's box (its bounds origin is the box's top-left).
    private static func toBox(masked: LayerProperties, mask m: LayerProperties) -> AffineTransform {
        m.transformToSuperlayer.concatenating(.translation(-masked.bounds.minX, -masked.bounds.minY))
    }

    /// Whether `t` only scales (by zero or more, a collapsed mask hiding everything) and moves: what `mask-position`
    /// and `mask-size` say.
    private static func staysUpright(_ t: AffineTransform) -> Bool {
        let size = Swift.max(Swift.abs(t.a), Swift.abs(t.d), 1)
        return t.a >= 0 && t.d >= 0 && Swift.abs(t.b) <= 1e-9 * size && Swift.abs(t.c) <= 1e-9 * size
    }

    /// The keys CSS cannot animate directly that are sampled frame by frame instead.
    static let sampledKeys: Set<PropertyKey> = [.isHidden, .colors, .locations, .startPoint, .endPoint]

    /// The keys that change a gradient's CSS image with the layer's size: its axis is stretched with the bounds
    /// and its stops are placed in points.
    static let resizingKeys: Set<PropertyKey> = [.bounds, .boundsSize, .boundsWidth, .boundsHeight]

    /// Frame-by-frame `visibility` and gradient `background-image` for a layer animating `sampledKeys` (a gradient
    /// layer also when it is resized).
    func sampledLooks(for layer: Layer) -> Output? {
        let keys = WebPageWriter.animatedKeys(layer)
        let hides = keys.contains(.isHidden)
        let paints = layer.kind == .gradient
            && keys.contains { ($0 != .isHidden && Self.sampledKeys.contains($0)) || Self.resizingKeys.contains($0) }
        guard hides || paints else { return nil }
        let frames = samples(layer.id) { presentation, li in
            let p = presentation.layers[li].properties
            var d: [String] = []
            if hides { d.append("visibility: " + (p.isHidden ? "hidden" : "visible")) }
            if paints { d.append("background-image: " + (GradientCSS.background(p) ?? "none")) }
            return d
        }
        return rule(frames, name: "anima-looks-", layer: layer.id)
    }

    /// The `transform` of the element wrapping the sublayers of `layer`: its `sublayerTransform` about its anchor
    /// point (the box's top-left is the bounds origin, so the anchor is at anchorPoint × size), sampled when it, the
    /// anchor or the bounds animate.
    func sublayerTransform(for layer: Layer) -> Output? {
        let moving: Set<PropertyKey> = [.anchorPoint, .bounds, .boundsSize, .boundsWidth, .boundsHeight, .sublayerTransform]
        let keys = WebPageWriter.animatedKeys(layer)
        guard keys.contains(where: { moving.contains($0) || $0.isSublayerTransformComponent }) else {
            return Output(declarations: ["transform: " + WebCSS.matrix3d(Self.aboutAnchor(layer.properties))])
        }
        let frames = samples(layer.id) { presentation, li in
            ["transform: " + WebCSS.matrix3d(Self.aboutAnchor(presentation.layers[li].properties))]
        }
        return rule(frames, name: "anima-sublayers-", layer: layer.id)
    }

    /// `p.sublayerTransform` applied about the anchor point, in the coordinates of the layer's box.
    static func aboutAnchor(_ p: LayerProperties) -> Transform3D {
        let ax = p.anchorPoint.x * p.bounds.width, ay = p.anchorPoint.y * p.bounds.height
        return Transform3D.translation(-ax, -ay).concatenating(p.sublayerTransform).concatenating(.translation(ax, ay))
    }

    /// One static set of declarations, or a linear `@keyframes` rule through every sampled frame.
    private func rule(_ frames: [(Double, [String])], name prefix: String, layer id: String) -> Output? {
        guard let first = frames.first else { return nil }
        var out = Output()
        if frames.allSatisfy({ $0.1 == first.1 }) {
            out.declarations = first.1
            return out
        }
        let name = prefix + id.unicodeScalars.map { CharacterSetLike.isPlain($0) ? String($0) : "_" }.joined()
        let duration = Swift.max(scene.timeline.duration, 1e-3)
        out.keyframes = "@keyframes \(name) {\n" + frames.map { t, d in
            "  \(NumberText.format(t / duration * 100, decimals: 5))% { \(d.joined(separator: "; ")) }"
        }.joined(separator: "\n") + "\n}\n"
        out.declarations = first.1 + ["animation: \(name) \(NumberText.format(duration))s linear 0s 1 both"]
        return out
    }

    /// (time, declarations) at every frame of the scene's timeline, from the engine's presentation of layer `id`.
    private func samples(_ id: String, _ make: (Presentation, Int) -> [String]) -> [(Double, [String])] {
        guard let timeline else { return [] }
        let fps = Swift.min(Swift.max(scene.timeline.fps, 1), 120)
        let count = SampleCount.whole((scene.timeline.duration * fps).rounded(.up))
        var presentation = timeline.sample(at: 0)
        guard let li = presentation.index(ofLayer: id) else { return [] }
        return (0...count).map { k in
            let t = Swift.min(Double(k) / fps, scene.timeline.duration)
            timeline.sample(at: t, into: &presentation)
            return (t, make(presentation, li))
        }
    }

    /// The mask's background colour as a second mask layer under its gradient (CSS adds mask layers as source-over
    /// does alpha, as the gradient is drawn over the background), or nothing when it is clear.
    private static func underlay(_ m: LayerProperties) -> String {
        guard m.backgroundColor.alpha > 0 else { return "" }
        let colour = WebCSS.rgb(m.backgroundColor)
        return ", linear-gradient(\(colour), \(colour))"
    }

    /// A gradient mask that turns, flips or skews (an axial one: `nil` otherwise): its gradient carried into the box
    /// around its placed bounds (`mask-image` there) and clipped to the parallelogram of those bounds (`clip-path`),
    /// outside which Core Animation's mask is clear (the skeleton shimmer's band, turned to its travel).
    private static func turned(_ m: LayerProperties, _ toBox: AffineTransform) -> [String]? {
        let (corners, lo, size) = placed(m.bounds, toBox)
        let placement = toBox.concatenating(.translation(-lo.x, -lo.y))
        guard let image = GradientCSS.background(m, placedBy: placement, in: size) else { return nil }
        func px(_ v: Double) -> String { NumberText.format(v, decimals: 4) + "px" }
        return ["mask-image: \(image)\(underlay(m))", "mask-repeat: no-repeat",
                "mask-position: \(px(lo.x)) \(px(lo.y))", "mask-size: \(px(size.width)) \(px(size.height))",
                "clip-path: polygon(" + corners.map { "\(px($0.x)) \(px($0.y))" }.joined(separator: ", ") + ")"]
    }

    /// Whether a shape mask's alpha is its path's fill region and nothing else: an opaque fill, no stroke, background
    /// or border, at full opacity. Such a mask is a `clip-path`; any other is drawn (`drawnShape`).
    private static func clipsLikeItsFill(_ m: LayerProperties) -> Bool {
        m.fillColor.alpha >= 1 && m.opacity >= 1 && m.backgroundColor.alpha <= 0
            && !(m.strokeColor.alpha > 0 && m.lineWidth > 0) && !(m.borderWidth > 0 && m.borderColor.alpha > 0)
    }

    /// A shape mask drawn as an SVG image in the masked element's box (`mask-image`): its alpha is its background,
    /// its fill and its stroke, as Core Animation takes a mask's alpha from whatever the mask layer draws (a
    /// stroke-only mask whose `strokeEnd` animates reveals along the stroke). Nil when it draws nothing.
    private static func drawnShape(_ m: LayerProperties, _ toBox: AffineTransform) -> [String]? {
        let drawing = SVGWriter.shapeDrawing(m)
        guard !drawing.isEmpty else { return nil }
        let reach = m.lineWidth * Swift.max(m.miterLimit, 1) + 1
        let own = (m.path?.boundingBox ?? m.bounds).insetBy(dx: -reach, dy: -reach).union(m.bounds)
        let (_, lo, size) = placed(own, toBox)
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        func n(_ v: Double) -> String { NumberText.format(v, decimals: 4) }
        let matrix = [toBox.a, toBox.b, toBox.c, toBox.d, toBox.tx, toBox.ty].map(n).joined(separator: " ")
        let opacity = m.opacity < 1 ? " opacity=\"\(n(Swift.max(m.opacity, 0)))\"" : ""
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(size.width))\" height=\"\(n(size.height))\" "
            + "viewBox=\"\(n(lo.x)) \(n(lo.y)) \(n(size.width)) \(n(size.height))\">"
            + "<g transform=\"matrix(\(matrix))\"\(opacity)>\(drawing)</g></svg>"
        return ["mask-image: url(\"data:image/svg+xml,\(Self.percentEncoded(svg))\")", "mask-repeat: no-repeat",
                "mask-position: \(n(lo.x))px \(n(lo.y))px", "mask-size: \(n(size.width))px \(n(size.height))px"]
    }

    /// The corners of `rect` placed by `toBox`, and the origin and size of the upright box around them.
    private static func placed(_ rect: Rect,
                               _ toBox: AffineTransform) -> (corners: [Point], origin: Point, size: Size) {
        let corners = [Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY), Point(rect.maxX, rect.maxY),
                       Point(rect.minX, rect.maxY)].map(toBox.apply)
        let lo = Point(corners.map(\.x).min() ?? 0, corners.map(\.y).min() ?? 0)
        return (corners, lo, Size((corners.map(\.x).max() ?? 0) - lo.x, (corners.map(\.y).max() ?? 0) - lo.y))
    }

    /// `text` with every byte but ASCII letters, digits, space and `-._/:=,` percent-encoded (a data URL in CSS).
    private static func percentEncoded(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            let u = Unicode.Scalar(byte)
            if CharacterSetLike.isPlain(u) || " .:/=,".unicodeScalars.contains(u) { out.unicodeScalars.append(u) }
            else { out += (byte < 16 ? "%0" : "%") + String(byte, radix: 16, uppercase: true) }
        }
        return out
    }

    /// `mask` placed into the masked element's box by `toBox`.
    private func declarations(mask: PresentedLayer, toBox: AffineTransform) -> [String] {
        let m = mask.properties
        if m.isHidden || m.opacity <= 0 { return ["clip-path: inset(50%)"] }
        switch mask.kind {
        case .shape where Self.clipsLikeItsFill(m):
            let path = (m.path ?? Path()).applying(toBox)
            return ["clip-path: path(\(m.fillRule == .evenOdd ? "evenodd, " : "")'\(path.svgPathData)')"]
        case .shape:
            return Self.drawnShape(m, toBox) ?? ["clip-path: inset(50%)"]
        default:
            if !Self.staysUpright(toBox), toBox.determinant != 0, let turned = Self.turned(m, toBox) { return turned }
            guard let image = GradientCSS.background(m) else { return ["clip-path: inset(50%)"] }
            let origin = toBox.apply(Point(m.bounds.minX, m.bounds.minY))
            return ["mask-image: \(image)\(Self.underlay(m))", "mask-repeat: no-repeat",
                    "mask-position: \(NumberText.format(origin.x, decimals: 4))px \(NumberText.format(origin.y, decimals: 4))px",
                    "mask-size: \(NumberText.format(m.bounds.width * toBox.a, decimals: 4))px "
                        + "\(NumberText.format(m.bounds.height * toBox.d, decimals: 4))px"]
        }
    }
}

/// Which characters may stay in a CSS identifier unescaped.
enum CharacterSetLike {
    static func isPlain(_ u: Unicode.Scalar) -> Bool {
        (u >= "a" && u <= "z") || (u >= "A" && u <= "Z") || (u >= "0" && u <= "9") || u == "-" || u == "_"
    }
}
