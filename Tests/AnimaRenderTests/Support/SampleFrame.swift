import AnimaCore
@testable import AnimaRender

/// A small frame with anti-aliased edges, a gradient and partial transparency, for the encoder tests.
func sampleFrame(shift: Double = 0, background: Color = .white, size: Double = 48) throws -> Canvas {
    let layers = [
        TestLayer("g", .gradient, frame: Rect(0, 0, size, size / 2)) {
            $0.colors = [Color(0.9, 0.9, 0.92), Color(0.75, 0.78, 0.85)]; $0.startPoint = Point(0, 0.5); $0.endPoint = Point(1, 0.5)
        },
        TestLayer("dot", frame: Rect(6 + shift, 20, 20, 20)) { $0.backgroundColor = Color(0.2, 0.5, 0.9); $0.cornerRadius = 10 },
        TestLayer("bar", frame: Rect(20, 8 + shift / 2, 24, 6)) { $0.backgroundColor = Color(0.9, 0.3, 0.2, 0.6); $0.cornerRadius = 3 },
    ]
    return try Renderer(width: size, height: size, background: background).render(presentation(layers))
}

/// `count` sample frames whose disc moves 2 px and bar 1 px a frame: whole-pixel steps repeat the same anti-aliased
/// colours, so the animation stays within one GIF table (checked by the tests that rely on it).
func wholePixelSampleFrames(_ count: Int, background: Color = .white) throws -> [Canvas] {
    try (0..<count).map { try sampleFrame(shift: Double($0) * 2, background: background) }
}

/// The number of distinct opaque colours (straight RGB of pixels with alpha ≥ ½) over all `frames`.
func distinctColours(_ frames: [Canvas]) -> Int {
    var seen = Set<UInt32>()
    for f in frames {
        let px = f.straightRGBA()
        for i in stride(from: 0, to: px.count, by: 4) where px[i + 3] >= 128 {
            seen.insert(UInt32(px[i]) | UInt32(px[i + 1]) << 8 | UInt32(px[i + 2]) << 16)
        }
    }
    return seen.count
}
