import AnimaCore

/// The benchmark frame: an iPhone screen (390 × 844 pt) of 60 rounded-rectangle bones in 20 rows (avatar, title,
/// trailing), each a gradient layer whose three-stop shimmer band sits at `phase` (0…1 across the bone).
enum BoneFrame {
    static let width = 390.0, height = 844.0
    static let base = Color(0.88, 0.89, 0.91), highlight = Color(0.96, 0.96, 0.97)

    struct Bone { var rect: Rect; var radius: Double }

    static let bones: [Bone] = (0..<60).map { i in
        let row = Double(i / 3), col = i % 3
        let xs = [16.0, 88, 314], widths = [56.0, 220, 70]
        return Bone(rect: Rect(xs[col], 16 + row * 41, widths[col], col == 0 ? 36 : 16), radius: col == 0 ? 18 : 6)
    }

    static func presentation(phase: Double) -> Presentation {
        var root = LayerProperties()
        root.frame = Rect(0, 0, width, height)
        var layers = [PresentedLayer(id: "root", kind: .layer, parent: nil, subtreeEnd: bones.count + 1, properties: root)]
        for (i, b) in bones.enumerated() {
            var p = LayerProperties()
            p.frame = b.rect
            p.cornerRadius = b.radius
            p.colors = [base, highlight, base]
            p.locations = [phase - 0.2, phase, phase + 0.2]
            p.startPoint = Point(0, 0.5); p.endPoint = Point(1, 0.5)
            layers.append(PresentedLayer(id: "bone\(i)", kind: .gradient, parent: 0, subtreeEnd: i + 2, properties: p))
        }
        return Presentation(time: 0, layers: layers)
    }
}
