import AnimaCore
import AnimaImageFormats
import AnimaRender

/// The images-and-text benchmark frame: an iPhone screen (390 × 844 pt at 3×) with 50 image layers (one 128×128
/// RGBA picture, each shown 48×48 pt, scaled 0.8…1.3 and rotated) and 20 one-line text layers at 17 pt in DejaVu Sans.
enum ContentsFrame {
    static let width = 390.0, height = 844.0, side = 128

    /// The picture, straight RGBA: a diagonal gradient with a translucent disc (so alpha matters).
    static let rgba: [UInt8] = {
        var out = [UInt8](repeating: 0, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let i = 4 * (y * side + x)
                let dx = Double(x) - 64, dy = Double(y) - 64
                let inDisc = dx * dx + dy * dy < 40 * 40
                out[i] = UInt8((x * 2) & 0xFF); out[i + 1] = UInt8((y * 2) & 0xFF); out[i + 2] = inDisc ? 255 : 90
                out[i + 3] = inDisc ? 200 : 255
            }
        }
        return out
    }()

    struct Placement { var centre: Point; var scale: Double; var angle: Double }

    static let images: [Placement] = (0..<50).map { i in
        let row = Double(i / 5), col = Double(i % 5)
        return Placement(centre: Point(39 + col * 78, 40 + row * 50), scale: 0.8 + 0.5 * Double(i % 7) / 6,
                         angle: Double(i) * 0.37)
    }

    static let strings: [String] = (0..<20).map { "Notification \($0 + 1): you have new messages" }

    static func textFrame(_ i: Int) -> Rect { Rect(16, 520 + Double(i) * 16, 358, 20) }

    static func presentation() throws -> Presentation {
        let png = try PNGEncoder().encode(try Canvas(width: side, height: side, straightRGBA: rgba))
        let image = ImageContents(bytes: png, source: "benchmark.png")
        var root = LayerProperties()
        root.frame = Rect(0, 0, width, height)
        let count = images.count + strings.count
        var layers = [PresentedLayer(id: "root", kind: .layer, parent: nil, subtreeEnd: count + 1, properties: root)]
        for (i, placement) in images.enumerated() {
            var p = LayerProperties()
            p.bounds = Rect(0, 0, 48, 48)
            p.position = placement.centre
            p.transform = Transform3D.rotation(placement.angle).concatenating(.scale(placement.scale, placement.scale, 1))
            p.contents = image
            layers.append(PresentedLayer(id: "image\(i)", kind: .layer, parent: 0, subtreeEnd: layers.count + 1, properties: p))
        }
        for (i, s) in strings.enumerated() {
            var p = LayerProperties()
            p.frame = textFrame(i)
            p.string = s; p.fontSize = 17; p.foregroundColor = .black; p.fontName = "DejaVu Sans"
            layers.append(PresentedLayer(id: "text\(i)", kind: .text, parent: 0, subtreeEnd: layers.count + 1, properties: p))
        }
        return Presentation(time: 0, layers: layers)
    }
}
