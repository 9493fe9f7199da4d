import AnimaCore

/// Writes one frame of a scene as static SVG: every layer a `<g id="<layer id>">` carrying its transform and
/// opacity, drawing its background, content (shape path or gradient), sublayers (clipped with `masksToBounds`) and
/// border in Core Animation's order.
public struct SVGWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The frame of a compiled scene at scene time `time`, with what SVG cannot express.
    public func write(_ timeline: Timeline, at time: Double) -> ExportResult {
        let scene = timeline.scene
        var warnings: [ExportWarning] = []
        let presentation = timeline.sample(at: time)
        let w = NumberText.format(scene.canvas.width), h = NumberText.format(scene.canvas.height)
        var body = ""
        var defs = ""
        for i in presentation.drawingOrder(of: nil) {
            draw(presentation, i, depth: 1, body: &body, defs: &defs, warnings: &warnings)
        }
        let text = """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(w)" height="\(h)" viewBox="0 0 \(w) \(h)">
        \(defs.isEmpty ? "" : "<defs>\n\(defs)</defs>\n")<rect width="\(w)" height="\(h)" \(Self.paint("fill", scene.canvas.background))/>
        \(body)</svg>

        """
        return ExportResult(text: text, warnings: warnings)
    }

    private func draw(_ presentation: Presentation, _ i: Int, depth: Int, body: inout String, defs: inout String,
                      warnings: inout [ExportWarning]) {
        let layer = presentation.layers[i]
        let p = layer.properties
        let indent = String(repeating: "  ", count: depth)
        let m = p.transformToSuperlayer
        var attributes = ["id=\"\(WebPageWriter.escape(layer.id))\""]
        if m != .identity {
            attributes.append("transform=\"matrix(\([m.a, m.b, m.c, m.d, m.tx, m.ty].map { NumberText.format($0, decimals: 6) }.joined(separator: " ")))\"")
        }
        if p.opacity < 1 { attributes.append("opacity=\"\(NumberText.format(p.opacity, decimals: 6))\"") }
        if p.isHidden { attributes.append("display=\"none\"") }
        if p.shadowOpacity > 0 {
            warnings.append(ExportWarning(layerID: layer.id, keyPath: "shadowOpacity", message: "shadows are not drawn in the SVG frame"))
        }
        body += indent + "<g \(attributes.joined(separator: " "))>\n"
        let outline = Self.outline(p, inset: 0)
        if p.backgroundColor.alpha > 0 { body += indent + "  <path d=\"\(outline)\" \(Self.paint("fill", p.backgroundColor))/>\n" }
        var inner = ""
        switch layer.kind {
        case .shape: inner += Self.shape(p, indent: indent + "  ")
        case .gradient:
            if let gradient = Self.gradient(p, id: layer.id + "-gradient") {
                defs += "  " + gradient + "\n"
                inner += indent + "  <path d=\"\(outline)\" fill=\"url(#\(WebPageWriter.escape(layer.id))-gradient)\"/>\n"
            }
        case .text:
            inner += Self.text(p, indent: indent + "  ")
        case .layer: break
        }
        if let image = p.contents { inner = Self.image(image, p, indent: indent + "  ", layerID: layer.id, warnings: &warnings) + inner }
        var sublayers = ""
        for child in presentation.drawingOrder(of: i) {
            draw(presentation, child, depth: depth + 1, body: &sublayers, defs: &defs, warnings: &warnings)
        }
        if p.masksToBounds {
            let clip = WebPageWriter.escape(layer.id) + "-clip"
            defs += "  <clipPath id=\"\(clip)\"><path d=\"\(outline)\"/></clipPath>\n"
            body += indent + "  <g clip-path=\"url(#\(clip))\">\n" + inner + sublayers + indent + "  </g>\n"
        } else {
            body += inner + sublayers
        }
        if p.borderWidth > 0 && p.borderColor.alpha > 0 {
            body += indent + "  <path d=\"\(Self.outline(p, inset: p.borderWidth / 2))\" fill=\"none\" "
                + "stroke-width=\"\(NumberText.format(p.borderWidth, decimals: 6))\" \(Self.paint("stroke", p.borderColor))/>\n"
        }
        body += indent + "</g>\n"
    }

    /// The (rounded) bounds inset by `inset`, as path data.
    private static func outline(_ p: LayerProperties, inset: Double) -> String {
        let r = p.bounds.insetBy(dx: inset, dy: inset)
        let radius = Swift.max(Swift.min(p.cornerRadius - inset, Swift.min(r.width, r.height) / 2), 0)
        return Path(roundedRect: r, cornerRadii: CornerRadii(radius, corners: p.maskedCorners)).svgPathData
    }

    private static func shape(_ p: LayerProperties, indent: String) -> String {
        guard let path = p.path, !path.isEmpty else { return "" }
        var a = ["d=\"\(path.svgPathData)\""]
        a.append(p.fillColor.alpha > 0 ? paint("fill", p.fillColor) : "fill=\"none\"")
        if p.fillRule == .evenOdd { a.append("fill-rule=\"evenodd\"") }
        if p.strokeColor.alpha > 0 && p.lineWidth > 0 {
            a.append(paint("stroke", p.strokeColor))
            a.append("stroke-width=\"\(NumberText.format(p.lineWidth, decimals: 6))\"")
            if p.lineCap != .butt { a.append("stroke-linecap=\"\(p.lineCap.rawValue)\"") }
            if p.lineJoin != .miter { a.append("stroke-linejoin=\"\(p.lineJoin.rawValue)\"") }
            if p.miterLimit != 10 { a.append("stroke-miterlimit=\"\(NumberText.format(p.miterLimit))\"") }
            if !p.lineDashPattern.isEmpty {
                a.append("stroke-dasharray=\"\(p.lineDashPattern.map(NumberText.format).joined(separator: " "))\"")
                if p.lineDashPhase != 0 { a.append("stroke-dashoffset=\"\(NumberText.format(p.lineDashPhase))\"") }
            } else if p.strokeStart != 0 || p.strokeEnd != 1 {
                a.append("pathLength=\"1\"")
                a.append("stroke-dasharray=\"\(NumberText.format(Swift.max(p.strokeEnd - p.strokeStart, 0), decimals: 6)) 2\"")
                a.append("stroke-dashoffset=\"\(NumberText.format(-p.strokeStart, decimals: 6))\"")
            }
        }
        return indent + "<path " + a.joined(separator: " ") + "/>\n"
    }

    private static func gradient(_ p: LayerProperties, id: String) -> String? {
        guard !p.colors.isEmpty else { return nil }
        let n = p.colors.count
        let locations = p.locations.count == n ? p.locations : (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
        let b = p.bounds
        let s = Point(b.minX + p.startPoint.x * b.width, b.minY + p.startPoint.y * b.height)
        let e = Point(b.minX + p.endPoint.x * b.width, b.minY + p.endPoint.y * b.height)
        let stops = zip(locations, p.colors).map { l, c in
            "<stop offset=\"\(NumberText.format(l, decimals: 6))\" stop-color=\"\(hex(c))\" stop-opacity=\"\(NumberText.format(c.clamped.alpha, decimals: 6))\"/>"
        }.joined()
        let f = { (x: Double) in NumberText.format(x, decimals: 6) }
        switch p.gradientType {
        case .axial:
            return "<linearGradient id=\"\(WebPageWriter.escape(id))\" gradientUnits=\"userSpaceOnUse\" x1=\"\(f(s.x))\" y1=\"\(f(s.y))\" x2=\"\(f(e.x))\" y2=\"\(f(e.y))\">\(stops)</linearGradient>"
        case .radial:
            let rx = Swift.abs(e.x - s.x), ry = Swift.abs(e.y - s.y)
            let k = rx > 0 ? ry / rx : 1
            return "<radialGradient id=\"\(WebPageWriter.escape(id))\" gradientUnits=\"userSpaceOnUse\" cx=\"\(f(s.x))\" cy=\"\(f(s.y))\" r=\"\(f(rx))\" "
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
