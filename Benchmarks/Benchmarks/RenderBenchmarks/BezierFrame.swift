import AnimaCore
import Foundation

/// A phone-sized frame (390 × 844 pt at 3×: 1170 × 2532 px) of 200 overlapping translucent Bézier blobs, each filled
/// with a two-stop linear gradient and stroked with a translucent round-joined pen.
///
/// Each blob is the Core Animation idiom for a gradient-filled shape: a gradient layer over the blob's box, masked
/// by a shape layer with the blob's path; the stroke is a sibling shape layer with the same path. The geometry comes
/// from a fixed seed, so Anima and Cairo draw the same blobs.
enum BezierFrame {
    static let width = 390.0, height = 844.0, scale = 3.0
    static let count = 200
    static let lineWidth = 3.0

    struct Blob {
        /// The blob's box in the frame (points); the path is in the box's coordinates.
        var box: Rect
        var path: Path
        var colors: (Color, Color)
        var stroke: Color
        /// Horizontal (start (0, ½) → end (1, ½)) or vertical (start (½, 0) → end (½, 1)) gradient.
        var isHorizontal: Bool
    }

    static let blobs: [Blob] = {
        var random = SeededRandom(seed: 0xB1_0B5)
        func unit() -> Double { random.nextUnit() }
        return (0..<count).map { i in
            let r = 20 + 60 * unit()
            let cx = r + (width - 2 * r) * unit(), cy = r + (height - 2 * r) * unit()
            let turn = 2 * Double.pi * unit()
            // Four anchors at quarter turns with radii 0.6…1 × r, joined by cubic arcs with tangent handles.
            let anchors = (0..<4).map { k -> (Point, Point) in
                let a = turn + Double(k) * .pi / 2
                let rk = r * (0.6 + 0.4 * unit())
                let p = Point(r + rk * cos(a), r + rk * sin(a))
                let t = Point(-sin(a), cos(a)) * (rk * 0.55)
                return (p, t)
            }
            var path = Path()
            path.move(to: anchors[0].0)
            for k in 0..<4 {
                let (p0, t0) = anchors[k], (p1, t1) = anchors[(k + 1) % 4]
                path.addCurve(to: p1, control1: p0 + t0, control2: p1 - t1)
            }
            path.closeSubpath()
            let hue = unit()
            let c0 = Color(0.2 + 0.7 * hue, 0.3 + 0.5 * unit(), 0.9 - 0.6 * hue, 0.55)
            let c1 = Color(0.9 - 0.5 * hue, 0.2 + 0.6 * unit(), 0.3 + 0.6 * hue, 0.75)
            let stroke = Color(0.1 + 0.3 * unit(), 0.1, 0.2 + 0.3 * unit(), 0.7)
            return Blob(box: Rect(cx - r, cy - r, 2 * r, 2 * r), path: path, colors: (c0, c1), stroke: stroke,
                        isHorizontal: i % 2 == 0)
        }
    }()

    static var scene: Scene {
        var layers: [Layer] = []
        for (i, b) in blobs.enumerated() {
            var shape = Layer(id: "mask\(i)", kind: .shape)
            shape.frame = Rect(0, 0, b.box.width, b.box.height)
            shape.path = b.path
            shape.fillColor = .black
            var gradient = Layer(id: "blob\(i)", kind: .gradient, mask: shape)
            gradient.frame = b.box
            gradient.colors = [b.colors.0, b.colors.1]
            gradient.startPoint = b.isHorizontal ? Point(0, 0.5) : Point(0.5, 0)
            gradient.endPoint = b.isHorizontal ? Point(1, 0.5) : Point(0.5, 1)
            var pen = Layer(id: "pen\(i)", kind: .shape)
            pen.frame = b.box
            pen.path = b.path
            pen.fillColor = .clear
            pen.strokeColor = b.stroke
            pen.lineWidth = lineWidth
            pen.lineJoin = .round
            layers += [gradient, pen]
        }
        return Scene(canvas: .init(width: width, height: height, scale: scale, background: .white),
                     timeline: .init(duration: 1), layers: layers)
    }
}
