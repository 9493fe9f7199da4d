import AnimaCore

/// Writes one frame of a scene as static SVG: every layer a `<g id="<layer id>">` carrying its transform and
/// opacity, drawing its background, content (shape path or gradient), sublayers (clipped with `masksToBounds`) and
/// border in Core Animation's order.
public struct SVGWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The frame of a compiled scene at scene time `time` (replicators unrolled into one group per instance), with
    /// what SVG cannot express.
    public func write(_ timeline: Timeline, at time: Double) -> ExportResult {
        let timeline = Self.unrolled(timeline, at: time)
        let scene = timeline.scene
        var warnings: [ExportWarning] = []
        let presentation = timeline.sample(at: time)
        let w = NumberText.format(scene.canvas.width), h = NumberText.format(scene.canvas.height)
        var body = ""
        var defs = ""
        for i in presentation.drawingOrder(of: nil) {
            draw(presentation, i, canvas: scene.canvas, depth: 1, body: &body, defs: &defs, warnings: &warnings)
        }
        let text = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">
        \(defs.isEmpty ? "" : "<defs>\n\(defs)</defs>\n")<rect width="\(w)" height="\(h)" \(Self.paint("fill", scene.canvas.background))/>
        \(body)</svg>

        """
        return ExportResult(text: text, warnings: warnings)
    }

    /// Where the layer at an index is drawn: its placement by Core Animation's rules, `space` the root map of the
    /// group it is written in, `inParentGroup` whether that group is its parent's own (so that its
    /// `transformToSuperlayer` is its place there).
    struct Where {
        var placement: SVGPlacement
        var space: Transform3D
        var inParentGroup: Bool
        /// Whether a shadow filter of an ancestor reads what the layer draws (then it matters off the canvas too).
        var underShadow = false

        static let root = Where(placement: .root, space: .identity, inParentGroup: true)
    }

    /// Writes layer `i` and its subtree into `body`; returns the canvas box of what they draw (shadows included), nil
    /// when nothing.
    @discardableResult
    private func draw(_ presentation: Presentation, _ i: Int, at place: Where = .root, canvas: Scene.Canvas, depth: Int, body: inout String,
                      defs: inout String, warnings: inout [ExportWarning]) -> Rect? {
        let layer = presentation.layers[i]
        let p = layer.properties
        let a = place.placement.accumulated(for: p)
        // A back face of a single-sided layer is not drawn, its subtree with it.
        guard p.isDoubleSided || !a.isBackFacing else { return nil }
        let toRoot = place.placement.toRoot(a)
        guard let spaceInverse = place.space.affine.inverted else { return nil }
        let projection = SVGProjection.isAffine(toRoot) ? nil : SVGProjection(matrix: toRoot, space: spaceInverse)
        let indent = String(repeating: "  ", count: depth)
        var attributes = ["id=\"\(HTMLText.escaped(layer.id))\""]
        if projection == nil {
            let m = place.placement.isPlain && place.inParentGroup ? p.transformToSuperlayer
                : toRoot.affine.concatenating(spaceInverse)
            if m != .identity {
                attributes.append("transform=\"matrix(\([m.a, m.b, m.c, m.d, m.tx, m.ty].map { NumberText.format($0, decimals: 6) }.joined(separator: " ")))\"")
            }
        }
        // The group's user space: the layer's own (affine), or the enclosing one (projected point by point).
        let inner = projection == nil ? toRoot : place.space
        if p.isHidden { attributes.append("display=\"none\"") }
        // A transform layer draws only its sublayers: no background, contents, border, clip, mask or shadow
        // (CATransformLayer's header).
        let draws = layer.kind != .transformLayer
        let shadow = draws ? Shadow(p, id: layer.id + "-shadow", canvas: canvas,
                                    toUser: (projection == nil ? toRoot.affine : place.space.affine).inverted,
                                    projection: projection) : nil
        // The filter fades the layer itself when it casts a shadow (the shadow is not under the group opacity).
        if p.opacity < 1, shadow == nil { attributes.append("opacity=\"\(NumberText.format(p.opacity, decimals: 6))\"") }
        if let shadow {
            defs += shadow.definition
            // SVG applies the filter before the mask, so a mask hides the shadow outside it, as in Core Animation.
            attributes.append("filter=\"url(#\(HTMLText.escaped(layer.id))-shadow)\"")
        }
        if draws, let mask = layer.mask {
            // An alpha mask in the layer's plane, written in the user space of the <g> that uses it.
            let id = HTMLText.escaped(layer.id) + "-mask"
            var content = "", maskDefs = ""
            let maskPlace = Where(placement: SVGPlacement(plane: toRoot, accumulated: .identity, sublayer: .identity),
                                  space: inner, inParentGroup: projection == nil, underShadow: place.underShadow || shadow != nil)
            draw(presentation, mask, at: maskPlace, canvas: canvas, depth: 2, body: &content, defs: &maskDefs, warnings: &warnings)
            defs += maskDefs + "  <mask id=\"\(id)\" style=\"mask-type:alpha\" maskUnits=\"userSpaceOnUse\" "
                + "x=\"-100000\" y=\"-100000\" width=\"200000\" height=\"200000\">\n" + content + "  </mask>\n"
            attributes.append("mask=\"url(#\(id))\"")
        }
        body += indent + "<g \(attributes.joined(separator: " "))>\n"
        func geometry(_ path: Path) -> String { projection.map { $0.pathData(path) } ?? path.svgPathData }
        let outline = geometry(Self.outlinePath(p, inset: 0))
        if draws, p.backgroundColor.alpha > 0 { body += indent + "  <path d=\"\(outline)\" \(Self.paint("fill", p.backgroundColor))/>\n" }
        var content = ""
        let contentIndent = indent + (projection == nil ? "  " : "    ")
        switch layer.kind {
        case .shape:
            content += Self.shape(p, geometry: geometry, projection: projection, indent: indent + "  ")
            if let w = WideStroke.warning(p, layerID: layer.id) { warnings.append(w) }
        case .gradient:
            if StretchedAxis.paintsLastColour(p), let last = p.colors.last {
                // A degenerate axis paints its last colour everywhere. SVG 1.1 §13.2.2 says the same of a gradient
                // whose ends coincide, but librsvg (2.54) paints something else: written as the plain colour.
                content += indent + "  <path d=\"\(outline)\" \(Self.paint("fill", last))/>\n"
            } else if let gradient = Self.gradient(p, id: layer.id + "-gradient", projection: projection) {
                if projection != nil {
                    warnings.append(ExportWarning(layerID: layer.id, keyPath: "transform", message:
                        "a gradient in perspective is drawn through the affine map that matches three corners (SVG gradients are affine)"))
                }
                defs += "  " + gradient + "\n"
                content += indent + "  <path d=\"\(outline)\" fill=\"url(#\(HTMLText.escaped(layer.id))-gradient)\"/>\n"
            }
        case .text where !place.underShadow && shadow == nil && Self.isOffCanvas(p, .text, toRoot, canvas):
            // Text wholly off the canvas, whose shadow nothing casts, shows nothing: not written, since glyphs
            // a million points away can make librsvg's FreeType fail and librsvg then draws nothing of the file.
            break
        case .text:
            warnings += Self.textLayoutWarnings(p, layerID: layer.id)
            content += Self.placed(Self.text(p, indent: contentIndent), p, projection, indent: indent + "  ",
                                   layerID: layer.id, warnings: &warnings)
        case .layer, .replicator, .transformLayer: break
        }
        if draws, let image = p.contents {
            let drawn = Self.image(image, p, indent: contentIndent, layerID: layer.id, warnings: &warnings)
            content = Self.placed(drawn, p, projection, indent: indent + "  ", layerID: layer.id, warnings: &warnings) + content
        }
        var sublayers = ""
        var box = Self.ownDrawing(p, layer.kind).map { Self.onCanvas($0, toRoot) }
        let below = SVGPlacement.sublayers(of: layer.kind, p, accumulated: a, toRoot: toRoot, parent: place.placement)
        let childPlace = Where(placement: below, space: inner, inParentGroup: projection == nil,
                               underShadow: place.underShadow || shadow != nil)
        for child in Self.order(presentation, i, layer.kind, below) {
            guard var drawn = draw(presentation, child, at: childPlace, canvas: canvas, depth: depth + 1,
                                   body: &sublayers, defs: &defs, warnings: &warnings) else { continue }
            if draws, p.masksToBounds { drawn = drawn.intersection(Self.onCanvas(p.bounds, toRoot)) }
            box = box.map { $0.union(drawn) } ?? drawn
        }
        if shadow != nil, !p.isHidden {
            let reach = Self.shadowReach(p, toRoot)
            if let w = Self.offCanvasShadowWarning(box, reach: reach, canvas: canvas, layerID: layer.id) { warnings.append(w) }
            box = box?.insetBy(dx: -reach, dy: -reach)
        }
        if draws, p.masksToBounds {
            let clip = HTMLText.escaped(layer.id) + "-clip"
            defs += "  <clipPath id=\"\(clip)\"><path d=\"\(outline)\"/></clipPath>\n"
            body += indent + "  <g clip-path=\"url(#\(clip))\">\n" + content + sublayers + indent + "  </g>\n"
        } else {
            body += content + sublayers
        }
        if draws, p.borderWidth > 0, p.borderWidth.isFinite, p.borderColor.alpha > 0, !p.bounds.isEmpty {
            // The border lies inside the bounds, as Core Animation and the renderer draw it: the rounded bounds minus
            // the bounds inset by the width (radii shrunk by it), all of them once the width reaches the middle. (A
            // stroke along the inset outline spills past the bounds when the width is over half the size.)
            let w = p.drawnBorderWidth
            let inner = p.bounds.insetBy(dx: w, dy: w)
            let hole = inner.width > 1e-9 && inner.height > 1e-9 ? " " + geometry(Self.outlinePath(p, inset: w)) : ""
            body += indent + "  <path d=\"\(outline)\(hole)\" fill-rule=\"evenodd\" \(Self.paint("fill", p.borderColor))/>\n"
        }
        body += indent + "</g>\n"
        return p.isHidden ? nil : box
    }

    /// The sublayers in drawing order; a transform layer's sorted by the depth of their anchors, farthest first.
    private static func order(_ presentation: Presentation, _ i: Int, _ kind: LayerKind, _ below: SVGPlacement) -> [Int] {
        let order = presentation.drawingOrder(of: i)
        guard kind == .transformLayer, order.count > 1 else { return order }
        let depths = order.map { c -> Double in
            let p = presentation.layers[c].properties
            let z = below.accumulated(for: p).projectedPoint(p.anchorInBounds)?.z ?? -Double.infinity
            return z.isNaN ? -Double.infinity : z
        }
        return order.indices.sorted { a, b in depths[a] != depths[b] ? depths[a] < depths[b] : a < b }.map { order[$0] }
    }

    /// Text or an image (`drawn`, in the layer's coordinates) of a layer in perspective: SVG places them affinely,
    /// through the map that agrees with the projection at three corners of the bounds.
    private static func placed(_ drawn: String, _ p: LayerProperties, _ projection: SVGProjection?, indent: String,
                               layerID: String, warnings: inout [ExportWarning]) -> String {
        guard let projection else { return drawn }
        warnings.append(ExportWarning(layerID: layerID, keyPath: "transform",
            message: "text and images in perspective are drawn through the affine map that matches three corners"))
        guard let m = projection.affineThrough(p.bounds) else { return "" }
        let matrix = [m.a, m.b, m.c, m.d, m.tx, m.ty].map { NumberText.format($0, decimals: 6) }.joined(separator: " ")
        return indent + "<g transform=\"matrix(\(matrix))\">\n" + drawn + indent + "</g>\n"
    }

    /// A shape layer's own drawing, its background, fill and stroke (trimmed and dashed), as SVG elements in its own
    /// space: what it gives as a mask (the page draws a shape mask through it).
    static func shapeDrawing(_ p: LayerProperties) -> String {
        let background = p.backgroundColor.alpha > 0
            ? "<path d=\"\(outlinePath(p, inset: 0).svgPathData)\" \(paint("fill", p.backgroundColor))/>" : ""
        return background + shape(p, geometry: { $0.svgPathData }, projection: nil, indent: "")
    }

    /// The (rounded) bounds inset by `inset`.
    private static func outlinePath(_ p: LayerProperties, inset: Double) -> Path {
        let r = p.bounds.insetBy(dx: inset, dy: inset)
        let radius = Swift.max(Swift.min(p.cornerRadius - inset, Swift.min(r.width, r.height) / 2), 0)
        return Path(roundedRect: r, cornerRadii: CornerRadii(radius, corners: p.maskedCorners))
    }

    /// The shape layer's path as `geometry` writes it (through `projection` when in perspective).
    ///
    /// A stroke SVG can dash as Core Animation does is written with SVG's own dashes: a plain dash pattern, or a
    /// trim of a path that is not projected. Otherwise (a dash pattern with a trim, or either in perspective) the
    /// pieces the stroke draws are cut here, along the path's own lengths, and written as they are.
    private static func shape(_ p: LayerProperties, geometry: (Path) -> String, projection: SVGProjection?,
                              indent: String) -> String {
        guard let path = p.path, !path.isEmpty else { return "" }
        let stroked = p.strokeColor.alpha > 0 && p.lineWidth > 0
        let dashed = Dasher.validPattern(p.lineDashPattern) != nil
        let trimmed = p.strokeStart != 0 || p.strokeEnd != 1
        guard stroked, trimmed || (dashed && projection != nil) else {
            let a = ["d=\"\(geometry(path))\""] + fillAttributes(p) + (stroked ? strokeAttributes(p) : [])
            return indent + "<path " + a.joined(separator: " ") + "/>\n"
        }
        // The fill is drawn whole, the stroke in pieces.
        var out = p.fillColor.alpha > 0 ? indent + "<path d=\"\(geometry(path))\" " + fillAttributes(p).joined(separator: " ") + "/>\n" : ""
        func piece(_ d: String, _ extra: [String] = []) -> String {
            indent + "<path " + (["d=\"\(d)\"", "fill=\"none\""] + strokeAttributes(p, dashed: false) + extra).joined(separator: " ") + "/>\n"
        }
        if dashed || projection != nil {
            let d = (projection ?? SVGProjection.identity).strokedPiecesData(path, of: p)
            return d.isEmpty ? out : out + piece(d)
        }
        // A trim alone: SVG restarts dashing at each subpath, and librsvg (2.54) ignores pathLength for dashes. So
        // each subpath is a path of its own, dashed in real lengths to the part of [strokeStart, strokeEnd] of the
        // whole length that falls on it (its curves kept as curves).
        let pieces = path.measuredSubpaths
        let total = pieces.last.map { $0.start + $0.length } ?? 0
        for subpath in pieces {
            let from = Swift.max(p.strokeStart * total - subpath.start, 0)
            let to = Swift.min(p.strokeEnd * total - subpath.start, subpath.length)
            guard to > from else { continue }
            out += piece(geometry(subpath.path), ["stroke-dasharray=\"\(format(to - from)) \(format(2 * subpath.length))\"",
                                                  "stroke-dashoffset=\"\(format(-from))\""])
        }
        return out
    }

    private static func fillAttributes(_ p: LayerProperties) -> [String] {
        [p.fillColor.alpha > 0 ? paint("fill", p.fillColor) : "fill=\"none\""] + (p.fillRule == .evenOdd ? ["fill-rule=\"evenodd\""] : [])
    }

    /// Paint, width, caps, joins and (when `dashed`) the dash pattern of a visible stroke.
    private static func strokeAttributes(_ p: LayerProperties, dashed: Bool = true) -> [String] {
        var a = [paint("stroke", p.strokeColor), "stroke-width=\"\(format(p.lineWidth))\""]
        if p.lineCap != .butt { a.append("stroke-linecap=\"\(p.lineCap.rawValue)\"") }
        if p.lineJoin != .miter { a.append("stroke-linejoin=\"\(p.lineJoin.rawValue)\"") }
        if p.miterLimit != 10 { a.append("stroke-miterlimit=\"\(NumberText.format(p.miterLimit))\"") }
        if dashed, !p.lineDashPattern.isEmpty {
            a.append("stroke-dasharray=\"\(p.lineDashPattern.map(NumberText.format).joined(separator: " "))\"")
            if p.lineDashPhase != 0 { a.append("stroke-dashoffset=\"\(NumberText.format(p.lineDashPhase))\"") }
        }
        return a
    }

    private static func format(_ v: Double) -> String { NumberText.format(v, decimals: 6) }

    /// The gradient in the layer's coordinates, or with its end points projected (exact along the axis's ends, the
    /// nearest an SVG gradient comes to a perspective one).
    private static func gradient(_ p: LayerProperties, id: String, projection: SVGProjection?) -> String? {
        guard !p.colors.isEmpty else { return nil }
        let n = p.colors.count
        let locations = p.locations.count == n ? p.locations : (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
        let b = p.bounds
        var s = Point(b.minX + p.startPoint.x * b.width, b.minY + p.startPoint.y * b.height)
        var e = Point(b.minX + p.endPoint.x * b.width, b.minY + p.endPoint.y * b.height)
        if let projection {
            guard let ps = projection.point(s), let pe = projection.point(e) else { return nil }
            (s, e) = (ps, pe)
        }
        let stops = zip(locations, p.colors).map { l, c in
            "<stop offset=\"\(NumberText.format(l, decimals: 6))\" stop-color=\"\(hex(c))\" stop-opacity=\"\(NumberText.format(c.clamped.alpha, decimals: 6))\"/>"
        }.joined()
        let f = { (x: Double) in NumberText.format(x, decimals: 6) }
        switch p.gradientType {
        case .axial where b.width != 0 && b.height != 0 && (projection == nil || projection?.affineThrough(b) != nil):
            // CAGradientLayer's points live in the unit square of the bounds, and the gradient stretches with the layer:
            // its lines of equal colour are perpendicular to start→end in the unit square, not in points. Written in
            // the unit square with the bounds as its transform, a diagonal across a non-square layer stays exact; in
            // perspective the bounds then go through the affine map that matches three corners (as text and images).
            let (a, u) = (p.startPoint, p.endPoint)
            var m = AffineTransform(a: b.width, b: 0, c: 0, d: b.height, tx: b.minX, ty: b.minY)
            if let through = projection?.affineThrough(b) { m = m.concatenating(through) }
            return "<linearGradient id=\"\(HTMLText.escaped(id))\" gradientUnits=\"userSpaceOnUse\" x1=\"\(f(a.x))\" y1=\"\(f(a.y))\" x2=\"\(f(u.x))\" y2=\"\(f(u.y))\" "
                + "gradientTransform=\"matrix(\([m.a, m.b, m.c, m.d, m.tx, m.ty].map(f).joined(separator: " ")))\">\(stops)</linearGradient>"
        case .axial:
            return "<linearGradient id=\"\(HTMLText.escaped(id))\" gradientUnits=\"userSpaceOnUse\" x1=\"\(f(s.x))\" y1=\"\(f(s.y))\" x2=\"\(f(e.x))\" y2=\"\(f(e.y))\">\(stops)</linearGradient>"
        case .radial:
            let rx = Swift.abs(e.x - s.x), ry = Swift.abs(e.y - s.y)
            let k = rx > 0 ? ry / rx : 1
            return "<radialGradient id=\"\(HTMLText.escaped(id))\" gradientUnits=\"userSpaceOnUse\" cx=\"\(f(s.x))\" cy=\"\(f(s.y))\" r=\"\(f(rx))\" "
                + "gradientTransform=\"translate(\(f(s.x)) \(f(s.y))) scale(1 \(f(k))) translate(\(f(-s.x)) \(f(-s.y)))\">\(stops)</radialGradient>"
        }
    }

    private static func hex(_ c: Color) -> String { String(c.clamped.hexString.prefix(7)) }

    /// `fill="#RRGGBB"` (with `fill-opacity` when translucent).
    static func paint(_ attribute: String, _ c: Color) -> String {
        let k = c.clamped
        return "\(attribute)=\"\(hex(k))\"" + (k.alpha < 1 ? " \(attribute)-opacity=\"\(NumberText.format(k.alpha, decimals: 6))\"" : "")
    }
}
