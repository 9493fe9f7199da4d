import AnimaCore
import Foundation

/// A layer's contents image and a text layer's text as page elements inside the layer's element: an `<img>` placed
/// as `contentsGravity` places it (`object-fit` fill / contain / cover, or the natural size from the image header),
/// and the text as real, selectable text in the named font.
enum WebContentsHTML {
    /// The child elements for `layer` (empty when it shows neither an image nor text).
    static func html(_ layer: Layer, indent: String, warnings: inout [ExportWarning]) -> String {
        var out = ""
        let p = layer.properties
        if let image = p.contents { out += indent + img(image, p, layerID: layer.id, warnings: &warnings) + "\n" }
        if layer.kind == .text, !p.string.isEmpty { out += indent + text(p) + "\n" }
        for key in WebPageWriter.animatedKeys(layer) where [.contentsRect, .contentsCenter, .contentsScale, .fontSize,
                                                            .foregroundColor].contains(key) {
            warnings.append(ExportWarning(layerID: layer.id, keyPath: key.keyPath,
                                          message: "animating \(key.keyPath) is not exported to the Web page; the model value stays"))
        }
        return out
    }

    private static func img(_ c: ImageContents, _ p: LayerProperties, layerID: String,
                            warnings: inout [ExportWarning]) -> String {
        warnings += ContentsPlacement.unsupported(p, layerID: layerID, target: "the Web page",
                                                    showsNearest: true)
        let box = ContentsPlacement.box(c, p)
        let r = box.rect
        // A box that is the bounds (the resize gravities) is given in percent, so it follows animated bounds as the
        // renderer's contents do; a box of its own size stays where the model bounds put it.
        let fills = r == p.bounds
        var style = ["position: absolute", "left: \(fills ? "0" : px(r.minX - p.bounds.minX))",
                     "top: \(fills ? "0" : px(r.minY - p.bounds.minY))", "width: \(fills ? "100%" : px(r.width))",
                     "height: \(fills ? "100%" : px(r.height))", "object-fit: \(box.objectFit)", "pointer-events: none"]
        if p.magnificationFilter == .nearest { style.append("image-rendering: pixelated") }
        let uri = ContentsPlacement.dataURI(c)
        return "<img class=\"anima-contents\" alt=\"\" src=\"\(uri)\" style=\"\(style.joined(separator: "; "))\">"
    }

    /// The string in a block as wide as the layer; the first baseline one ascender below the top comes from
    /// `line-height: normal` (the font's own ascent + descent), as the renderer lays it out.
    private static func text(_ p: LayerProperties) -> String {
        let (family, weight) = fontFamily(p.fontName)
        let align: String = switch p.alignmentMode {
        case .natural: "start"
        case .left: "left"
        case .right: "right"
        case .center: "center"
        case .justified: "justify"
        }
        var style = ["position: absolute", "left: 0", "top: 0", "width: 100%",
                     "font-family: \(family)", "font-weight: \(weight)", "font-size: \(px(p.fontSize))",
                     "line-height: normal", "color: \(WebCSS.rgb(p.foregroundColor))", "text-align: \(align)",
                     "white-space: \(p.isWrapped ? "pre-wrap" : "pre")", "margin: 0", "unicode-bidi: plaintext",
                     "font-kerning: normal"]
        // Core Text breaks a word wider than the line before its first character that does not fit.
        if p.isWrapped { style.append("overflow-wrap: break-word") }
        if p.truncationMode != .none {
            style += ["overflow: hidden", "text-overflow: ellipsis"]
            if p.isWrapped { style.append("height: 100%") }
        } else if !p.isWrapped {
            style += flushPlacement(p.alignmentMode)
        }
        let body = HTMLText.escaped(p.string)
        return "<div class=\"anima-text\" dir=\"auto\" style=\"\(HTMLText.escaped(style.joined(separator: "; ")))\">\(body)</div>"
    }

    /// Core Text places a line at (layer width − line width) × flush (0 left, ½ centre, 1 right) even when the line
    /// is wider than the layer, so a line that does not fit runs out on the left or on both sides; CSS starts such a
    /// line at its start edge (CSS Text 3 §7.1). A block as wide as its longest line (at least the layer's width),
    /// held at the flush side, keeps Core Text's places. Natural and justified lines start at their paragraph's start
    /// edge in both, so they keep the layer's width.
    static func flushPlacement(_ alignment: TextAlignmentMode) -> [String] {
        let block = ["width: max-content", "min-width: 100%"]
        return switch alignment {
        case .left: block
        case .right: block + ["left: auto", "right: 0"]
        case .center: block + ["left: 50%", "translate: -50% 0"]
        case .natural, .justified: []
        }
    }

    /// A CSS font-family list for CATextLayer's font name, with DejaVu Sans (the renderer's default) behind it. A
    /// "Bold" full or PostScript name becomes its family with `font-weight: bold`, since CSS names families.
    static func fontFamily(_ name: String?) -> (family: String, weight: String) {
        guard var name, !name.isEmpty else { return ("'DejaVu Sans', sans-serif", "normal") }
        var weight = "normal"
        for suffix in [" Bold", "-Bold"] where name.hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
            weight = "bold"
        }
        if name == "DejaVuSans" { name = "DejaVu Sans" }
        let quoted = "'" + name.replacingOccurrences(of: "'", with: "") + "'"
        return ("\(quoted), 'DejaVu Sans', sans-serif", weight)
    }

    private static func px(_ v: Double) -> String { NumberText.format(v) + "px" }
}
