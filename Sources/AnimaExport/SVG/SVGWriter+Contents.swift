import AnimaCore

/// Contents images as `<image>` and text layers as `<text>` in the SVG frame.
extension SVGWriter {
    /// The image placed as `contentsGravity` places it; what SVG cannot show (a `contentsRect` cut, nine-slice,
    /// nearest filtering) is warned about and drawn as a plain image.
    static func image(_ c: ImageContents, _ p: LayerProperties, indent: String, layerID: String,
                      warnings: inout [ExportWarning]) -> String {
        let uri = ContentsPlacement.dataURI(c)
        warnings += ContentsPlacement.unsupported(p, layerID: layerID, target: "SVG")
        let box = ContentsPlacement.box(c, p)
        let f = { (v: Double) in NumberText.format(v, decimals: 4) }
        return indent + "<image href=\"\(uri)\" x=\"\(f(box.rect.minX))\" y=\"\(f(box.rect.minY))\" "
            + "width=\"\(f(box.rect.width))\" height=\"\(f(box.rect.height))\" "
            + "preserveAspectRatio=\"\(box.svgAspect)\"/>\n"
    }

    /// The text as an SVG `<text>` element per line (newlines split lines; wrapping is left to the renderer, so
    /// a wrapped layer is exported line by line as written), with the font named.
    static func text(_ p: LayerProperties, indent: String) -> String {
        guard !p.string.isEmpty else { return "" }
        let family = WebPageWriter.escape(p.fontName ?? "DejaVu Sans")
        let b = p.bounds
        let (anchor, x): (String, Double) = switch p.alignmentMode {
        case .center: ("middle", b.midX)
        case .right: ("end", b.maxX)
        default: ("start", b.minX)
        }
        var out = indent + "<text font-family=\"\(family), DejaVu Sans, sans-serif\" "
            + "font-size=\"\(NumberText.format(p.fontSize, decimals: 4))\" text-anchor=\"\(anchor)\" "
            + "\(paint("fill", p.foregroundColor))>\n"
        for (i, line) in p.string.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            // First baseline ≈ 0.93 em below the top (DejaVu Sans' ascender, 1901/2048), then 1.164 em per line.
            let y = b.minY + p.fontSize * (1901.0 / 2048 + Double(i) * 2384.0 / 2048)
            out += indent + "  <tspan x=\"\(NumberText.format(x, decimals: 4))\" y=\"\(NumberText.format(y, decimals: 4))\">"
                + WebPageWriter.escape(String(line)) + "</tspan>\n"
        }
        return out + indent + "</text>\n"
    }
}
