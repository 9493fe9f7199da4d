import AnimaCore

/// A phone-sized frame of depth: 20 cards (10 rows × 2) each turned about y in perspective (m34 = −1/500), and a
/// 12-instance replicator spinner in the middle; 390 × 844 pt, drawn at 3× (1170 × 2532 px).
enum DepthFrame {
    static let width = 390.0, height = 844.0

    static func card(_ i: Int) -> Layer {
        var card = Layer(id: "card\(i)")
        card.frame = Rect(20 + Double(i % 2) * 185, 20 + Double(i / 2) * 80, 165, 64)
        card.backgroundColor = Color(0.2 + 0.03 * Double(i), 0.45, 0.9)
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let angle = (i % 2 == 0 ? 1.0 : -1.0) * (0.3 + 0.04 * Double(i))
        card.transform = Transform3D.rotation(angle, x: 0, y: 1, z: 0).concatenating(perspective)
        return card
    }

    static let bar = Rect(57, 4, 6, 22)

    static var scene: Scene {
        var bar = Layer(id: "bar")
        bar.frame = DepthFrame.bar
        bar.backgroundColor = Color(0.24, 0.24, 0.26)
        bar.add(Animation.basic(.opacity, from: 1, to: 0.25, duration: 1).repeatCount(.infinity))
        var spinner = Layer(id: "spinner", kind: .replicator, sublayers: [bar])
        spinner.frame = Rect(135, 760, 120, 120)
        spinner.instanceCount = 12
        spinner.instanceDelay = 1.0 / 12
        spinner.instanceTransform = .rotation(2 * .pi / 12)
        return Scene(canvas: .init(width: width, height: height, scale: 3), timeline: .init(duration: 1),
                     layers: (0..<20).map(card) + [spinner])
    }

    /// The device quads the frame fills, each with its colour and alpha: the cards projected through their 4×4 (the
    /// same flattened 2D geometry Cairo is given), the spinner's bars turned i times, alpha as at t = 0.5 s.
    static var quads: [(points: [Point], color: Color, alpha: Double)] {
        var out: [(points: [Point], color: Color, alpha: Double)] = []
        let device = Transform3D.scale(3, 3, 1)
        for i in 0..<20 {
            let p = card(i).properties
            let m = p.transform3DToSuperlayer.flattenedZ.concatenating(device)
            let b = p.bounds
            let corners = [Point(b.minX, b.minY), Point(b.maxX, b.minY), Point(b.maxX, b.maxY), Point(b.minX, b.maxY)]
            out.append((corners.compactMap { m.projectedPoint($0).map { Point($0.x, $0.y) } }, p.backgroundColor, 1))
        }
        let centre = Point(60, 60), origin = Point(135, 760)
        for k in 0..<12 {
            let turn = AffineTransform.translation(-centre.x, -centre.y).concatenating(.rotation(2 * .pi * Double(k) / 12))
                .concatenating(.translation(centre.x + origin.x, centre.y + origin.y)).concatenating(.scale(3, 3))
            let r = bar
            let pts = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY)]
            // Instance k is k/12 s late: at 0.5 s its fade is at (0.5 − k/12) mod 1.
            let f = (0.5 - Double(k) / 12).truncatingRemainder(dividingBy: 1)
            let alpha = k <= 6 ? 1 - 0.75 * f : 0.25
            out.append((pts.map { turn.apply($0) }, Color(0.24, 0.24, 0.26), alpha))
        }
        return out
    }
}
