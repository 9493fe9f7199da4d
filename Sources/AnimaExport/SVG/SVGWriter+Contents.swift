import AnimaCore

/// Contents images as `<image>` and text layers as `<text>` in the SVG frame.
extension SVGWriter {
    /// The image placed as `contentsGravity` places it; what SVG cannot show (a `contentsRect` cut, nine-slice,
    /// nearest filtering) is warned about and drawn as a plain image.
    static func image(_ c: ImageContents, _ p: LayerProperties, indent: String, layerID: String,
                      warnings: inout [ExportWarning]) -> String {
        let uri = ContentsPlacement.dataURI(c)
        warnings += ContentsPlacement.unsupported(p, layerID: layerID, target: "SVG", showsNearest: false)
        let box = ContentsPlacement.box(c, p)
        let f = { (v: Double) in NumberText.format(v, decimals: 4) }
        return indent + "<image href=\"\(uri)\" x=\"\(f(box.rect.minX))\" y=\"\(f(box.rect.minY))\" "
            + "width=\"\(f(box.rect.width))\" height=\"\(f(box.rect.height))\" "
            + "preserveAspectRatio=\"\(box.svgAspect)\"/>\n"
    }

    /// What SVG cannot lay out as the renderer does: a line that may be wider than the bounds, when the layer wraps
    /// or truncates (SVG 1.1 and librsvg have neither), or more lines than a truncating wrapped layer holds. A
    /// line's width is bounded from below by `leastAdvance` of each character; lines are 2384/2048 em apart.
    static func textLayoutWarnings(_ p: LayerProperties, layerID: String) -> [ExportWarning] {
        guard p.isWrapped || p.truncationMode != .none, !p.string.isEmpty, p.fontSize > 0 else { return [] }
        let lines = p.string.split(separator: "\n", omittingEmptySubsequences: false)
        let width = Swift.abs(p.bounds.width), height = Swift.abs(p.bounds.height)
        if lines.contains(where: { $0.reduce(0) { $0 + leastAdvance($1) } * p.fontSize > width }) {
            return [ExportWarning(layerID: layerID, keyPath: p.isWrapped ? "isWrapped" : "truncationMode",
                                  message: "SVG text neither wraps nor truncates: lines are written as they are")]
        }
        if p.isWrapped, p.truncationMode != .none, Double(lines.count) * p.fontSize * 2384 / 2048 > height {
            return [ExportWarning(layerID: layerID, keyPath: "truncationMode",
                                  message: "SVG text does not truncate: every line is written, past the bounds")]
        }
        return []
    }

    /// At most how narrow a character can be drawn in the renderer's DejaVu Sans, in em: nine tenths of its
    /// advance (2048 units an em; the tenth allows for kerning) for ASCII, by classes (the apostrophe 563; 'i',
    /// 'j', 'l' 569; 'I', 'J' 604; 'f', 'r', 't' 721–842; the space, stops, slashes, bar and '!'
    /// 651–821; other lower-case letters 1067 or more, upper-case 1141, digits 1303, other punctuation 799), and
    /// 0.2 em for anything else (contextual forms of other scripts are narrower than their isolated ones).
    private static func leastAdvance(_ c: Character) -> Double {
        guard let a = c.asciiValue else { return 0.2 }
        switch Character(Unicode.Scalar(a)) {
        case "'": return 0.24
        case "i", "j", "l": return 0.25
        case "I", "J": return 0.26
        case "f", "r", "t": return 0.31
        case " ", ".", ",", ":", ";", "/", "\\", "|", "!": return 0.28
        case "a"..."z": return 0.46
        case "A"..."Z": return 0.5
        case "0"..."9": return 0.57
        default: return a < 32 ? 0 : 0.35
        }
    }

    /// The text as an SVG `<text>` element per line (newlines split lines; wrapping and truncation are left to the
    /// renderer, so a wrapped layer is exported line by line as written, with `textLayoutWarnings`), with the font
    /// named. A text with a right-to-left line (its first strong character, as the renderer's FriBidi takes it)
    /// gets one `<text>` per line, each stating its base direction: without it rsvg and Chromium order mixed text
    /// left to right.
    static func text(_ p: LayerProperties, indent: String) -> String {
        // No size draws no text, as in the renderer (a negative font-size is an error in SVG; librsvg draws it at
        // its default size).
        guard !p.string.isEmpty, p.fontSize > 0, p.fontSize.isFinite else { return "" }
        let lines = p.string.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.contains(where: ParagraphDirection.isRightToLeft) {
            return lines.enumerated().map { i, line in
                textElement(p, [(i, line)], rightToLeft: ParagraphDirection.isRightToLeft(line), indent: indent)
            }.joined()
        }
        return textElement(p, Array(lines.enumerated()), rightToLeft: false, indent: indent)
    }

    /// One `<text>` holding `lines` (index in the string, text) as `<tspan>`s in one base direction; the anchor
    /// puts each line where the renderer aligns it (`natural` and `justified` lines from the side they start at).
    private static func textElement(_ p: LayerProperties, _ lines: [(Int, Substring)], rightToLeft: Bool,
                                    indent: String) -> String {
        let family = HTMLText.escaped(p.fontName ?? "DejaVu Sans")
        let b = p.bounds
        // Which edge of the line sits at x; SVG's start and end follow the direction.
        let (edge, x): (Int, Double) = switch p.alignmentMode {
        case .center: (0, b.midX)
        case .right: (1, b.maxX)
        case .natural, .justified: rightToLeft ? (1, b.maxX) : (-1, b.minX)
        default: (-1, b.minX)
        }
        let anchor = edge == 0 ? "middle" : (edge < 0) != rightToLeft ? "start" : "end"
        let direction = rightToLeft ? "direction=\"rtl\" unicode-bidi=\"embed\" " : ""
        var out = indent + "<text font-family=\"\(family), DejaVu Sans, sans-serif\" "
            + "font-size=\"\(NumberText.format(p.fontSize, decimals: 4))\" \(direction)text-anchor=\"\(anchor)\" "
            + "\(paint("fill", p.foregroundColor))>\n"
        for (i, line) in lines {
            // First baseline ≈ 0.93 em below the top (DejaVu Sans' ascender, 1901/2048), then 1.164 em per line.
            let y = b.minY + p.fontSize * (1901.0 / 2048 + Double(i) * 2384.0 / 2048)
            out += indent + "  <tspan x=\"\(NumberText.format(x, decimals: 4))\" y=\"\(NumberText.format(y, decimals: 4))\">"
                + HTMLText.escaped(String(line)) + "</tspan>\n"
        }
        return out + indent + "</text>\n"
    }
}
