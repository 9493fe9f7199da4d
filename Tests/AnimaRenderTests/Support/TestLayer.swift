import AnimaCore
@testable import AnimaImageFormats
@testable import AnimaRender

/// A layer tree written as nested values, flattened to a Presentation the way the timeline lays it out.
struct TestLayer {
    var id: String
    var kind: LayerKind = .layer
    var properties = LayerProperties()
    var sublayers: [TestLayer] = []

    init(_ id: String, _ kind: LayerKind = .layer, frame: Rect, sublayers: [TestLayer] = [],
         configure: (inout LayerProperties) -> Void = { _ in }) {
        self.id = id
        self.kind = kind
        properties.frame = frame
        configure(&properties)
        self.sublayers = sublayers
    }
}

func presentation(_ roots: [TestLayer], time: Double = 0) -> Presentation {
    var out: [PresentedLayer] = []
    func add(_ l: TestLayer, parent: Int?) {
        let index = out.count
        out.append(PresentedLayer(id: l.id, kind: l.kind, parent: parent, subtreeEnd: index + 1, properties: l.properties))
        for s in l.sublayers { add(s, parent: index) }
        let p = out[index]
        out[index] = PresentedLayer(id: p.id, kind: p.kind, parent: p.parent, subtreeEnd: out.count, properties: p.properties)
    }
    for r in roots { add(r, parent: nil) }
    return Presentation(time: time, layers: out)
}

/// Total coverage and per-pixel coverage of contours, collected from the rasterizer.
func coverageMap(_ c: Contours, rule: FillRule = .nonZero, width: Int, height: Int) -> [[Float]] {
    var r = Rasterizer()
    var map = [[Float]](repeating: [Float](repeating: 0, count: width), count: height)
    r.fill(c, rule: rule, clip: PixelRect(x: 0, y: 0, width: width, height: height)) { y, x0, cov in
        for i in 0..<cov.count { map[y][x0 + i] = cov[i] }
    }
    return map
}

func total(_ map: [[Float]]) -> Double { map.reduce(0) { $0 + $1.reduce(0) { $0 + Double($1) } } }

func polygon(_ pts: [(Double, Double)]) -> Contours {
    var c = Contours()
    for p in pts { c.add(Point(p.0, p.1)) }
    c.close()
    return c
}

/// The premultiplied bytes at a pixel as an array, for readable expectations.
func px(_ c: Canvas, _ x: Int, _ y: Int) -> [Int] {
    let p = c.premultipliedPixel(x: x, y: y)
    return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
}
