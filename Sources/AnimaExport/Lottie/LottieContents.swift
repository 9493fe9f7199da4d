import AnimaCore
import Foundation

/// A layer's contents image as a Lottie image asset (embedded base64, `e: 1`) shown by an image layer (`ty: 2`), and a
/// text layer as a Lottie text layer (`ty: 5`) with a text document naming the font. Both are children of the
/// layer's own Lottie layer, so they follow its transform; they are placed in its bounds coordinates. rlottie draws
/// no text layers (the Exports article says so); other players do.
enum LottieContents {
    /// The image asset for `contents` under `id`.
    static func asset(_ c: ImageContents, id: String) -> JSONText {
        let (w, h) = c.pixelSize ?? (1, 1)
        let uri = ContentsPlacement.dataURI(c)
        return .object([("id", .string(id)), ("w", .number(Double(w))), ("h", .number(Double(h))), ("u", .string("")),
                        ("p", .string(uri)), ("e", .number(1))])
    }

    /// The image layer showing asset `assetID` where `contentsGravity` puts it, at its layer's `opacity`.
    static func imageLayer(_ layer: Layer, assetID: String, index: Int, parent: Int, frames: Double,
                           opacity: JSONText) -> JSONText {
        let p = layer.properties
        let c = p.contents ?? ImageContents(bytes: [], source: "")
        let (w, h) = c.pixelSize ?? (1, 1)
        let box = ContentsPlacement.box(c, p).rect
        var sx = box.width / Double(w) * 100, sy = box.height / Double(h) * 100
        var origin = box.origin
        switch p.contentsGravity {
        case .resizeAspect, .resizeAspectFill:
            // Lottie has no object-fit: the fitted (or filled) size is computed here, centred in the bounds.
            let k = p.contentsGravity == .resizeAspect ? Swift.min(box.width / Double(w), box.height / Double(h))
                                                       : Swift.max(box.width / Double(w), box.height / Double(h))
            sx = k * 100; sy = k * 100
            origin = Point(box.midX - Double(w) * k / 2, box.midY - Double(h) * k / 2)
        default: break
        }
        var fields: [(String, JSONText)] = [
            ("ddd", .number(0)), ("ind", .number(Double(index))), ("ty", .number(2)), ("nm", .string(layer.id + "#contents")),
            ("refId", .string(assetID)), ("parent", .number(Double(parent))), ("sr", .number(1)),
            ("ks", transform(position: [origin.x, origin.y], scale: [sx, sy], opacity: opacity)),
            ("ao", .number(0)), ("ip", .number(0)), ("op", .number(frames)), ("st", .number(0)), ("bm", .number(0)),
        ]
        if p.masksToBounds, let clip = boundsMask(p, origin: origin, scale: [sx, sy]) {
            fields += [("hasMask", .bool(true)), ("masksProperties", .array([clip]))]
        }
        return .object(fields)
    }

    /// The layer's bounds rounded by `cornerRadius` as a Lottie mask (mode add) of the image layer, whose own
    /// coordinates are image pixels placed at `origin` and scaled by `scale` percent: `masksToBounds` clips the
    /// image to them, so an aspect-filled image does not spill out and keeps the layer's corners. Nil when the image
    /// is scaled to nothing.
    static func boundsMask(_ p: LayerProperties, origin: Point, scale: [Double]) -> JSONText? {
        let kx = scale[0] / 100, ky = scale[1] / 100
        guard kx != 0, ky != 0, kx.isFinite, ky.isFinite else { return nil }
        let toImage = AffineTransform(a: 1 / kx, b: 0, c: 0, d: 1 / ky, tx: -origin.x / kx, ty: -origin.y / ky)
        let outline = Path(roundedRect: p.bounds, cornerRadius: Swift.max(p.cornerRadius, 0)).applying(toImage)
        guard let shape = LottieShapes.subpaths(outline).first else { return nil }
        return .object([("inv", .bool(false)), ("mode", .string("a")), ("pt", .object([("a", .number(0)), ("k", shape)])),
                        ("o", LottieProperty.fixed([100], scalar: true)), ("x", LottieProperty.fixed([0], scalar: true)),
                        ("nm", .string("masksToBounds"))])
    }

    /// A text layer whose document holds the string, font, size, colour and justification, at its layer's `opacity`
    /// times the colour's alpha; the first baseline sits one ascender below the top (0.928 em, DejaVu Sans' ascender,
    /// the renderer's default font).
    static func textLayer(_ layer: Layer, index: Int, parent: Int, frames: Double, opacity: JSONText) -> JSONText {
        let p = layer.properties
        let b = p.bounds
        let (justification, x): (Double, Double) = switch p.alignmentMode {
        case .right: (1, b.maxX)
        case .center: (2, b.midX)
        default: (0, b.minX)
        }
        let c = p.foregroundColor
        var styleFields: [(String, JSONText)] = [
            ("s", .number(p.fontSize)), ("f", .string(fontName(p))), ("t", .string(p.string.replacingOccurrences(of: "\n", with: "\r"))),
            ("j", .number(justification)), ("tr", .number(0)), ("lh", .number(p.fontSize * 2384 / 2048)), ("ls", .number(0)),
            ("fc", .array([.number(c.red), .number(c.green), .number(c.blue)])),
        ]
        // A wrapped layer is box text: the player wraps the string inside the bounds (`sz`, from the box's top left
        // `ps`), placed from the layer's origin; point text sits on its first baseline.
        if p.isWrapped {
            styleFields += [("sz", .numbers([b.width, b.height])), ("ps", .numbers([b.minX, b.minY]))]
        }
        let style: JSONText = .object(styleFields)
        let document: JSONText = .object([
            ("d", .object([("k", .array([.object([("s", style), ("t", .number(0))])]))])),
            ("p", .object([])), ("m", .object([("g", .number(1)), ("a", LottieProperty.fixed([0, 0]))])), ("a", .array([])),
        ])
        return .object([
            ("ddd", .number(0)), ("ind", .number(Double(index))), ("ty", .number(5)), ("nm", .string(layer.id + "#text")),
            ("parent", .number(Double(parent))), ("sr", .number(1)),
            ("ks", transform(position: p.isWrapped ? [0, 0] : [x, b.minY + p.fontSize * 1901 / 2048], scale: [100, 100],
                             opacity: LottieProperty.scaled(opacity, by: Swift.min(Swift.max(c.alpha, 0), 1)))),
            ("ao", .number(0)), ("t", document), ("ip", .number(0)), ("op", .number(frames)), ("st", .number(0)), ("bm", .number(0)),
        ])
    }

    /// The document's `fonts` list: one entry per distinct font name of the text layers.
    static func fonts(_ scene: Scene) -> JSONText? {
        let names = Set(scene.allLayers.filter { $0.kind == .text }.map { fontName($0.properties) }).sorted()
        guard !names.isEmpty else { return nil }
        return .object([("list", .array(names.map { name in
            .object([("fName", .string(name)), ("fFamily", .string(name)), ("fStyle", .string("Regular")),
                     ("ascent", .number(1901.0 / 2048 * 100))])
        }))])
    }

    static func fontName(_ p: LayerProperties) -> String { p.fontName ?? "DejaVu Sans" }

    private static func transform(position: [Double], scale: [Double], opacity: JSONText) -> JSONText {
        .object([("a", LottieProperty.fixed([0, 0])), ("p", LottieProperty.fixed(position)), ("s", LottieProperty.fixed(scale)),
                 ("r", LottieProperty.fixed([0], scalar: true)), ("o", opacity)])
    }
}
