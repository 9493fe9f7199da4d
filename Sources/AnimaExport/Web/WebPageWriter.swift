import AnimaCore

/// Writes a scene as one self-contained HTML page: an element per layer (`data-layer="<id>"`), its geometry and
/// looks computed by CSS from registered `--anima-*` number properties, and every animation started with
/// `element.animate()` on the document timeline when the page loads.
public struct WebPageWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The page for a compiled scene, with what it cannot express (replicators are unrolled into elements).
    public func write(_ timeline: Timeline) -> ExportResult {
        let dropped = ReplicatorUnroller.warnings(timeline, target: "the Web page")
        let timeline = ReplicatorUnroller.unroll(timeline)
        let scene = timeline.scene
        let planner = WebAnimationPlanner.plan(timeline)
        var warnings: [ExportWarning] = []
        var body = ""
        let passed = Dictionary(PassedOpacity.plan(scene).map { ($0.id, $0.passed) }, uniquingKeysWith: { a, _ in a })
        var context = Context(masks: WebMaskCSS(scene: scene, timeline: timeline), passedOpacities: passed)
        let passedRule = passed.isEmpty ? "" : Self.passedOpacityRule
        for layer in scene.layers {
            element(layer, parentBoundsOrigin: .zero, depth: 2, context: &context, into: &body, warnings: &warnings)
        }
        // The stage is a stacking context (`isolation`): a root layer's negative z-index (zPosition) stays above the
        // stage's background, as Core Animation draws sublayers above their superlayer's own drawing.
        let page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>\(HTMLText.escaped(scene.comment.map { String($0.prefix(80)) } ?? "Anima scene"))</title>
        <style>
        html, body { margin: 0; }
        #anima-stage { position: relative; isolation: isolate; overflow: hidden; width: \(NumberText.format(scene.canvas.width))px; \
        height: \(NumberText.format(scene.canvas.height))px; background: \(WebCSS.rgb(scene.canvas.background)); }
        \(Self.layerRule)
        \(context.wrapsSublayers ? Self.sublayersRule : "")\(passedRule)\(context.keyframes)</style>
        </head>
        <body>
        <div id="anima-stage">
        \(body)</div>
        <script>
        \(Self.script(planner.animations))
        </script>
        </body>
        </html>

        """
        // Keys sampled into @keyframes above are exported after all; drop the planner's warnings about them.
        let sampled = planner.warnings.filter { w in
            !(w.keyPath.flatMap(PropertyKey.init(keyPath:)).map(WebMaskCSS.sampledKeys.contains) ?? false)
        }
        return ExportResult(text: page, warnings: dropped + warnings + sampled + WideStroke.warnings(timeline))
    }

    /// The rule every layer element follows: CA geometry (position, anchor, bounds, transform parts) and looks. The
    /// border is a pseudo-element over the layer's children (Core Animation composites it above the sublayers); the
    /// numbers are registered without inheritance, so the layer hands it the border as one unregistered property.
    /// The border is an inset `box-shadow` with a spread, which lies inside the bounds (all of them once it reaches the
    /// middle) with radii shrunk by it, as Core Animation draws it, and is not snapped: Chromium rounds a CSS
    /// `border-width` down to whole device pixels (a width below 1 up to 1) before the transform, so a 0.5-point border each
    /// side of a 1-point layer was two rows and a 1.5-point border scaled 4 times was 4 pixels, not 6.
    /// A sublayerTransform other than a fixed perspective is the transform of an element wrapping the sublayers, which
    /// keeps their 3D; the layer's own element flattens it, as a Core Animation layer flattens its sublayers.
    /// Every stroke and fill property is set on every layer (a dash array too, to none): CSS inherits them, and a
    /// shape layer's stroke is its own, never its superlayer's (a trimmed superlayer's dash array dashed a sublayer).
    static let layerRule = """
    [data-layer] {
      position: absolute; left: 0; top: 0; box-sizing: border-box; margin: 0;
      width: calc(var(--anima-bw) * 1px); height: calc(var(--anima-bh) * 1px);
      transform-origin: calc(var(--anima-ax) * var(--anima-bw) * 1px) calc(var(--anima-ay) * var(--anima-bh) * 1px);
      translate: \(translate(z: "var(--anima-tz)", separator: "\n             "));
      rotate: calc(var(--anima-rz) * 1rad);
      scale: var(--anima-sx) var(--anima-sy) var(--anima-sz);
      transform: \(turnsAboutXAndY);
      opacity: var(--anima-o);
      background-color: \(color("bg"));
      border-radius: calc(var(--anima-cr) * 1px);
      --anima-border: inset 0 0 0 calc(var(--anima-bdw) * 1px) \(color("bdc"));
      fill: \(color("fc")); stroke: \(color("sc"));
      stroke-width: calc(var(--anima-lw) * 1px); stroke-miterlimit: var(--anima-ml);
      stroke-dasharray: none; stroke-dashoffset: calc(var(--anima-ldp) * 1px);
    }
    [data-layer]::after {
      content: ""; position: absolute; inset: 0; box-sizing: border-box; pointer-events: none; z-index: 2147483647;
      border-radius: inherit; box-shadow: var(--anima-border);
    }
    [data-layer].anima-shadow { opacity: 1; filter: opacity(clamp(0, var(--anima-o), 1)) drop-shadow(\(shadow)); }
    .anima-shape > svg { position: absolute; left: 0; top: 0; width: 100%; height: 100%; overflow: visible; }
    """

    /// The rule of the layers that take their opacity from transform layers above them too (`PassedOpacity`),
    /// written only when a page has one.
    static let passedOpacityRule = """
    [data-layer].anima-passed { opacity: \(PassedOpacity.opacity); }
    [data-layer].anima-passed.anima-shadow { opacity: 1;
      filter: opacity(clamp(0, \(PassedOpacity.opacity), 1)) drop-shadow(\(shadow)); }

    """

    /// The element's `translate`: from its superlayer's bounds origin to its position, less its anchor in its bounds
    /// (`pa` 0 leaves the anchor to a path, `offset-path` places it), plus the transform's translation; `z` in points.
    static func translate(z: String, separator: String = " ", movedByParts: Bool = true) -> String {
        let (tx, ty) = movedByParts ? (" + var(--anima-tx)", " + var(--anima-ty)") : ("", "")
        return "calc((var(--anima-px) - var(--anima-pa) * var(--anima-ax) * var(--anima-bw) - var(--anima-pbx)"
            + "\(tx)) * 1px)" + separator
            + "calc((var(--anima-py) - var(--anima-pa) * var(--anima-ay) * var(--anima-bh) - var(--anima-pby)"
            + "\(ty)) * 1px)" + separator + "calc((\(z)) * 1px)"
    }

    /// The rule of the elements that wrap sublayers under a sublayerTransform (written only when a page has one).
    static let sublayersRule = """
    .anima-sublayers { position: absolute; left: 0; top: 0; width: 100%; height: 100%; transform-origin: 0 0;
      transform-style: preserve-3d; }

    """

    /// The shadow as `drop-shadow()` takes it. Core Animation's shadow is cast by everything the layer draws (its
    /// alpha: a translucent background, text, sublayers), shows through a translucent layer, and turns and scales
    /// with the layer; `drop-shadow()` is all of these (a `box-shadow` is the box's outline only, and is not painted
    /// under the box). Its blur length is the Gaussian's standard deviation, the renderer's σ = `shadowRadius`.
    /// The layer's opacity is the filter's first step, not the element's `opacity` (which would fade layer and shadow
    /// as one group): the shadow of the faded layer, at shadowOpacity × opacity, shows through the layer's drawing at
    /// opacity, as the renderer draws it (the layer's shadow beneath, then the layer).
    private static let shadow = "calc(var(--anima-shx) * 1px) calc(var(--anima-shy) * 1px) calc(var(--anima-shr) * 1px) "
        + "rgb(calc(var(--anima-shc-r) * 255) calc(var(--anima-shc-g) * 255) calc(var(--anima-shc-b) * 255) / "
        + "calc(var(--anima-shc-a) * var(--anima-sho)))"

    /// Whether the layer's element takes the shadow filter: it has or animates a shadow that is drawn (`masksToBounds`
    /// clips a layer's own shadow away, and a transform layer has none). Only those: a filter flattens 3D.
    private static func castsShadow(_ layer: Layer) -> Bool {
        let p = layer.properties
        return (p.shadowOpacity > 0 || animatedKeys(layer).contains(.shadowOpacity)) && !p.masksToBounds
            && layer.kind != .transformLayer
    }

    private static func color(_ p: String) -> String {
        "rgb(calc(var(--anima-\(p)-r) * 255) calc(var(--anima-\(p)-g) * 255) calc(var(--anima-\(p)-b) * 255) / var(--anima-\(p)-a))"
    }

    /// What writing the elements collects besides the elements.
    private struct Context {
        let masks: WebMaskCSS
        var keyframes = ""
        /// Whether some element wraps sublayers (the page then needs `sublayersRule`).
        var wrapsSublayers = false
        /// The trim masks of dashed strokes written so far (each has its own id).
        var trimMasks = 0
        /// The opacity transform layers pass each layer directly under them, by layer id.
        var passedOpacities: [String: PassedOpacity] = [:]
    }

    private func element(_ layer: Layer, parentBoundsOrigin: Point, depth: Int, context: inout Context,
                         into out: inout String, warnings: inout [ExportWarning]) {
        let p = layer.properties
        // A model matrix without parts to write is written whole, as an animated one is; a collapsed one under part
        // animations shows only while none of them shows.
        let animated = Self.animatedKeys(layer)
        let animatesParts = animated.contains { $0.isTransformComponent }
        let togglesMatrix = Self.togglesModelMatrix(layer)
        let wholeMatrix = animated.contains(.transform) || (p.transform.needsWholeMatrix && !togglesMatrix)
        if wholeMatrix && animatesParts {
            warnings.append(ExportWarning(layerID: layer.id, keyPath: "transform",
                message: "a whole matrix (animated or skewed) and transform.* animations on one layer compose in CSS order (parts after the matrix)"))
        }
        let parts = wholeMatrix || p.transform.isIdentity ? TransformComponents() : TransformComponents(p.transform)
        var style = WebProperty.modelNumbers(p, parentBoundsOrigin: parentBoundsOrigin, parts: parts)
            .map { "\(WebProperty.name($0.0)): \(NumberText.format($0.1))" }
        if wholeMatrix && !p.transform.isIdentity { style.append("transform: \(WebCSS.matrix3d(p.transform))") }
        if togglesMatrix { style.append("transform: \(Self.toggledMatrix(p.transform)) \(Self.turnsAboutXAndY)") }
        style += depthStyle(layer, parts: parts, animatesMatrix: wholeMatrix, warnings: &warnings)
        if Self.ridesPath(layer) { style += Self.partsAfterMotionPath(style) }
        if let mask = context.masks.css(for: layer, warnings: &warnings) {
            style += mask.declarations
            context.keyframes += mask.keyframes
        }
        // The model's gradient before the sampled looks: a sampled image the same at every frame is a plain
        // declaration, which must come after it to win (ordinary seed 1949).
        if layer.kind == .gradient, let gradient = GradientCSS.background(p) {
            style.append("background-image: " + gradient)
        }
        if let looks = context.masks.sampledLooks(for: layer) {
            style += looks.declarations
            context.keyframes += looks.keyframes
        }
        if layer.clipsSublayers { style.append("overflow: hidden") }
        // A transform layer draws nothing of its own: CATransformLayer ignores its background, border and contents.
        if layer.kind == .transformLayer { style += ["background-color: transparent", "--anima-border: none"] }
        // Nor is it a group: its opacity goes to each sublayer (`PassedOpacity`).
        if layer.kind == .transformLayer && PassedOpacity.isPassed(by: layer) { style.append("opacity: 1") }
        let passed = context.passedOpacities[layer.id]
        if let passed {
            style += ["--anima-to: " + NumberText.format(passed.animated),
                      "--anima-tf: " + NumberText.format(passed.factor)]
        }
        if p.isHidden { style.append("visibility: hidden") }
        if p.zPosition != 0 {
            // Browsers hold z-index in 32 bits; a zPosition past that range (1e20) is held at its end.
            let z = Swift.min(Swift.max(p.zPosition.rounded(), -2_147_483_647), 2_147_483_647)
            style.append("z-index: \(Int(z))")
            if p.zPosition != z {
                warnings.append(ExportWarning(layerID: layer.id, keyPath: "zPosition",
                                              message: p.zPosition == p.zPosition.rounded() ? "held at CSS's largest z-index"
                                                  : "rounded to an integer z-index"))
            }
        }
        if p.maskedCorners != .all && p.cornerRadius != 0 { style.append("border-radius: " + Self.corners(p.maskedCorners)) }
        // A trimmed stroke over several subpaths is dashed one subpath at a time (see `svg`).
        let subpaths = layer.kind == .shape && Self.isTrimmed(layer) ? p.path?.measuredSubpaths ?? [] : []
        if layer.kind == .shape {
            if !p.lineDashPattern.isEmpty {
                style.append("stroke-dasharray: " + p.lineDashPattern.map(NumberText.format).joined(separator: " "))
            }
            if Self.isTrimmed(layer), subpaths.count > 1 || !p.lineDashPattern.isEmpty {
                // Each subpath, or with a dash pattern the trim's mask, is a path of its own (see `svg`); registered
                // numbers do not inherit, so they are handed down as unregistered properties.
                style.append("--anima-trim-s: var(--anima-ss); --anima-trim-e: var(--anima-se)")
                if !p.lineDashPattern.isEmpty { style.append("--anima-trim-w: calc(var(--anima-lw) * 1px + 2px)") }
            } else if Self.isTrimmed(layer) {
                style.append("stroke-dasharray: calc(var(--anima-se) - var(--anima-ss)) 2")
                style.append("stroke-dashoffset: calc(var(--anima-ss) * -1)")
            }
        }
        let indent = String(repeating: "  ", count: depth - 1)
        let classes = (layer.kind == .shape ? ["anima-shape"] : []) + (Self.castsShadow(layer) ? ["anima-shadow"] : [])
            + (passed == nil ? [] : ["anima-passed"])
        let cls = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
        out += "\(indent)<div data-layer=\"\(HTMLText.escaped(layer.id))\"\(cls) style=\"\(HTMLText.escaped(style.joined(separator: "; ")))\">\n"
        if layer.kind == .shape {
            let trimmed = Self.isTrimmed(layer)
            let svg = trimmed && !p.lineDashPattern.isEmpty
                ? Self.dashedTrimSVG(p, subpaths: subpaths, maskID: "anima-trim-\(context.trimMasks)")
                : Self.svg(p, trimmed: trimmed, subpaths: subpaths)
            if trimmed && !p.lineDashPattern.isEmpty { context.trimMasks += 1 }
            out += indent + "  " + svg + "\n"
        }
        if layer.kind != .transformLayer { out += WebContentsHTML.html(layer, indent: indent + "  ", warnings: &warnings) }
        // A sublayerTransform that CSS `perspective` cannot say is the transform of an element around the sublayers.
        let wrapper = layer.sublayers.isEmpty || Self.sublayerPerspective(layer) != nil || !Self.hasSublayerTransform(layer)
            ? nil : context.masks.sublayerTransform(for: layer)
        if let wrapper {
            context.keyframes += wrapper.keyframes
            context.wrapsSublayers = true
            out += "\(indent)  <div class=\"anima-sublayers\" style=\"\(HTMLText.escaped(wrapper.declarations.joined(separator: "; ")))\">\n"
        }
        for sub in layer.sublayers {
            element(sub, parentBoundsOrigin: p.bounds.origin, depth: depth + (wrapper == nil ? 1 : 2), context: &context,
                    into: &out, warnings: &warnings)
        }
        if wrapper != nil { out += "\(indent)  </div>\n" }
        out += "\(indent)</div>\n"
    }

    /// CSS applies `translate`, `rotate`, `scale`, then the motion path (`offset-*`), then `transform`: a layer's turn
    /// and scale in their own properties would turn and scale its path's displacement too (a layer at half size rode
    /// half its path). Core Animation places the anchor on the path and turns and scales the layer about it, so for a
    /// layer riding a path they move to the front of its `transform`, after the motion path.
    static func partsAfterMotionPath(_ style: [String]) -> [String] {
        let written = style.last { $0.hasPrefix("transform: ") }.map { String($0.dropFirst("transform: ".count)) }
        let turns = written ?? turnsAboutXAndY
        return ["rotate: none", "scale: none",
                "transform: rotate(calc(var(--anima-rz) * 1rad)) scale3d(var(--anima-sx), var(--anima-sy), var(--anima-sz)) " + turns]
    }

    /// The perspective part of `parts` as a matrix.
    private static func perspective(_ parts: TransformComponents) -> Transform3D {
        var perspective = Transform3D.identity
        perspective.m14 = parts.perspective.x; perspective.m24 = parts.perspective.y
        perspective.m34 = parts.perspective.z; perspective.m44 = parts.perspective.w
        return perspective
    }

    /// The translation part, as a transform function.
    static let partsTranslation = "translate3d(calc(var(--anima-tx) * 1px), calc(var(--anima-ty) * 1px), "
        + "calc(var(--anima-tz) * 1px))"

    /// The layer's turns about x, then y (row vectors; CSS lists the last-applied first): its `transform`'s end.
    static let turnsAboutXAndY = "rotateY(calc(var(--anima-ry) * 1rad)) rotateX(calc(var(--anima-rx) * 1rad))"

    /// Whether the layer's model matrix collapses it under animations of its parts (`collapsesWithoutSkew`): its
    /// `transform` then starts with `toggledMatrix`, which each part animation turns to the identity while it shows.
    static func togglesModelMatrix(_ layer: Layer) -> Bool {
        let animated = animatedKeys(layer)
        return layer.properties.transform.collapsesWithoutSkew && !animated.contains(.transform)
            && animated.contains { $0.isTransformComponent }
    }

    /// `t` where `--anima-wm` is 1 and the identity where it is 0, entry by entry.
    static func toggledMatrix(_ t: Transform3D) -> String {
        let entries = zip(t.entries, Transform3D.identity.entries).map { e, i in
            e == i ? NumberText.format(e)
                : "calc(\(NumberText.format(i)) + \(NumberText.format(e - i)) * var(\(WebProperty.name("wm"))))"
        }
        return "matrix3d(" + entries.joined(separator: ", ") + ")"
    }

    /// Whether an animation of the layer moves it along a path (CSS `offset-path`; a group's is sampled instead).
    static func ridesPath(_ layer: Layer) -> Bool {
        layer.animations.contains { if case .keyframe(let k) = $0.content { k.path != nil } else { false } }
    }

    /// CSS 3D: perspective in the transform, `perspective` for a perspective-only sublayer transform, preserve-3d
    /// for a transform layer, hidden back faces, and zPosition as a z translation (it matters under perspective).
    private func depthStyle(_ layer: Layer, parts: TransformComponents, animatesMatrix: Bool,
                            warnings: inout [ExportWarning]) -> [String] {
        let p = layer.properties
        var style: [String] = []
        let inPerspective = !animatesMatrix && parts.perspective != SIMD4(0, 0, 0, 1)
        let partsInTransform = inPerspective && !Self.ridesPath(layer)
        if partsInTransform {
            // Core Animation recomposes the parts as scale, turns about x, y and z, translation, then perspective
            // (CSS Transforms 2), so all of them go into `transform`, which CSS lists last-applied first; the
            // element's `translate` keeps its position.
            style += ["translate: " + Self.translate(z: NumberText.format(p.zPosition), movedByParts: false),
                      "rotate: none", "scale: none",
                      "transform: \(WebCSS.matrix3d(Self.perspective(parts))) \(Self.partsTranslation) "
                        + "rotate(calc(var(--anima-rz) * 1rad)) \(Self.turnsAboutXAndY) "
                        + "scale3d(var(--anima-sx), var(--anima-sy), var(--anima-sz))"]
        } else if inPerspective {
            // Core Animation turns about x, then y (row vectors); CSS lists the last-applied first.
            style.append("transform: \(WebCSS.matrix3d(Self.perspective(parts))) \(Self.turnsAboutXAndY)")
        }
        if p.zPosition != 0 && !partsInTransform {
            style.append("translate: " + Self.translate(z: "var(--anima-tz) + \(NumberText.format(p.zPosition))"))
        }
        if let distance = Self.sublayerPerspective(layer) {
            style.append("perspective: \(NumberText.format(distance))px")
            style.append("perspective-origin: calc(var(--anima-ax) * var(--anima-bw) * 1px) "
                         + "calc(var(--anima-ay) * var(--anima-bh) * 1px)")
        }
        if layer.kind == .transformLayer { style.append("transform-style: preserve-3d") }
        if !p.isDoubleSided { style.append("backface-visibility: hidden") }
        return style
    }

    /// The CSS `perspective` distance of a layer whose sublayerTransform is a fixed perspective and nothing else
    /// (m34 = −1/d); nil otherwise (another or an animated sublayerTransform wraps the sublayers instead).
    static func sublayerPerspective(_ layer: Layer) -> Double? {
        let t = layer.properties.sublayerTransform
        var bare = t
        bare.m34 = 0
        guard bare.isIdentity, t.m34 < 0, !animatedKeys(layer).contains(where: isSublayerTransformKey) else { return nil }
        return -1 / t.m34
    }

    /// Whether the layer has a sublayerTransform, in the model or animated.
    static func hasSublayerTransform(_ layer: Layer) -> Bool {
        !layer.properties.sublayerTransform.isIdentity || animatedKeys(layer).contains(where: isSublayerTransformKey)
    }

    private static func isSublayerTransformKey(_ key: PropertyKey) -> Bool {
        key == .sublayerTransform || key.isSublayerTransformComponent
    }

    /// Whether the shape's stroke is trimmed by `strokeStart`/`strokeEnd`, in the model or by an animation.
    static func isTrimmed(_ layer: Layer) -> Bool {
        let p = layer.properties
        return p.strokeStart != 0 || p.strokeEnd != 1 || animatedKeys(layer).contains { $0 == .strokeStart || $0 == .strokeEnd }
    }

    /// The shape layer's path. A `trimmed` stroke is dashed in fractions of the path (`pathLength` 1) by the layer's
    /// style; a path of several `subpaths`, which SVG dashes one by one where Core Animation trims the whole, is drawn
    /// as its fill and one stroked path per subpath, each dashed to the part of the trim that falls on it.
    private static func svg(_ p: LayerProperties, trimmed: Bool, subpaths: [(path: Path, start: Double, length: Double)]) -> String {
        let path = p.path ?? Path()
        let element = pathElement(p, translated: true)
        guard trimmed else { return "<svg>" + element(path, []) + "</svg>" }
        guard subpaths.count > 1 else { return "<svg>" + element(path, ["pathLength=\"1\""]) + "</svg>" }
        return "<svg>" + element(path, ["stroke=\"none\""]) + trimmedSubpaths(subpaths, element, style: []) + "</svg>"
    }

    /// A `<path>` writer with the layer's fill rule, caps and joins, and its bounds' origin moved to 0 when
    /// `translated`; its arguments are the path and further attributes.
    private static func pathElement(_ p: LayerProperties, translated: Bool) -> (Path, [String]) -> String {
        var attributes: [String] = []
        if translated, p.bounds.origin != .zero { attributes.append("transform=\"\(translation(p))\"") }
        if p.fillRule == .evenOdd { attributes.append("fill-rule=\"evenodd\"") }
        if p.lineCap != .butt { attributes.append("stroke-linecap=\"\(p.lineCap.rawValue)\"") }
        if p.lineJoin != .miter { attributes.append("stroke-linejoin=\"\(p.lineJoin.rawValue)\"") }
        return { d, more in "<path " + (["d=\"\(HTMLText.escaped(d.svgPathData))\""] + attributes + more).joined(separator: " ") + "/>" }
    }

    private static func translation(_ p: LayerProperties) -> String {
        "translate(\(NumberText.format(-p.bounds.minX)) \(NumberText.format(-p.bounds.minY)))"
    }

    /// One stroked path per subpath, each dashed (`pathLength` 1) to the part of the trim (`--anima-trim-s`…`-e`, in
    /// fractions of the whole path) that falls on it, with `style` declarations added.
    private static func trimmedSubpaths(_ subpaths: [(path: Path, start: Double, length: Double)],
                                        _ element: (Path, [String]) -> String, style: [String]) -> String {
        let total = Swift.max(subpaths.last.map { $0.start + $0.length } ?? 0, .leastNonzeroMagnitude)
        var out = ""
        for piece in subpaths where piece.length > 0 {
            // The trim in this subpath's own fractions: (t − its start) / its share of the whole, clamped to 0…1.
            let a = NumberText.format(piece.start / total, decimals: 9), w = NumberText.format(piece.length / total, decimals: 9)
            func local(_ v: String) -> String { "clamp(0, calc((var(\(v)) - \(a)) / \(w)), 1)" }
            let s = local("--anima-trim-s"), e = local("--anima-trim-e")
            let declarations = style + ["stroke-dasharray: max(0, calc(\(e) - \(s))) 2", "stroke-dashoffset: calc(\(s) * -1)"]
            out += element(piece.path, ["fill=\"none\"", "pathLength=\"1\"", "style=\"\(declarations.joined(separator: "; "))\""])
        }
        return out
    }

    /// A trimmed stroke with a dash pattern: SVG has one dash array for both, so the path is drawn with the layer's
    /// dash pattern (restarting on each subpath, as Core Graphics lays it) through a mask of the trimmed path
    /// (`trimmedSubpaths`, stroked 2 px wider so it never cuts the stroke's sides). The mask's own caps and joins are
    /// the layer's, so a dash the trim cuts ends in the layer's cap, as the renderer's `Dasher` pieces do (1 px
    /// further for round and square caps). The fill is not trimmed.
    private static func dashedTrimSVG(_ p: LayerProperties, subpaths: [(path: Path, start: Double, length: Double)],
                                      maskID: String) -> String {
        let path = p.path ?? Path()
        let element = pathElement(p, translated: false)
        let pieces = subpaths.isEmpty ? path.measuredSubpaths : subpaths
        // The mask's region, in the path's space: the path's box grown by far more than any stroke reaches.
        let box = path.boundingBox
        let margin = Swift.max(box.width, box.height, 100 * Swift.max(p.lineWidth, 1))
        let region = [box.minX - margin, box.minY - margin, box.width + 2 * margin, box.height + 2 * margin]
            .map { NumberText.format($0) }
        let mask = "<mask id=\"\(maskID)\" maskUnits=\"userSpaceOnUse\" x=\"\(region[0])\" y=\"\(region[1])\" "
            + "width=\"\(region[2])\" height=\"\(region[3])\">"
            + trimmedSubpaths(pieces, element, style: ["stroke: #fff", "stroke-width: var(--anima-trim-w)"])
            + "</mask>"
        let group = p.bounds.origin != .zero ? "<g transform=\"\(translation(p))\">" : "<g>"
        return "<svg><defs>" + mask + "</defs>" + group + element(path, ["stroke=\"none\""])
            + element(path, ["fill=\"none\"", "mask=\"url(#\(maskID))\""]) + "</g></svg>"
    }

    private static func corners(_ m: CornerMask) -> String {
        let r = "calc(var(--anima-cr) * 1px)"
        return [m.contains(.topLeft), m.contains(.topRight), m.contains(.bottomRight), m.contains(.bottomLeft)]
            .map { $0 ? r : "0" }.joined(separator: " ")
    }

    /// The key paths the layer's animations name (a turning path rides CSS `offset-rotate`, not the transform).
    static func animatedKeys(_ layer: Layer) -> Set<PropertyKey> { Set(layer.animations.flatMap(\.keyPaths)) }

    private static func script(_ animations: [WebAnimation]) -> String {
        let registrations = WebProperty.registered.map { "[\"\(WebProperty.name($0.name))\", \"\(NumberText.format($0.initial))\"]" }
            .joined(separator: ", ")
        let calls = animations.map { "  " + WebScript.call($0) }.joined(separator: ",\n")
        return """
        (() => {
          for (const [name, initialValue] of [\(registrations)]) {
            try { CSS.registerProperty({name, syntax: "<number>", inherits: false, initialValue}); } catch (e) {}
          }
          const animations = [
        \(calls)
          ];
          for (const [id, part, keyframes, options] of animations) {
            let element = document.querySelector('[data-layer="' + CSS.escape(id) + '"]');
            if (element && part === "path") element = element.querySelector(":scope > svg > path");
            if (element) element.animate(keyframes, options);
          }
        })();
        """
    }
}
