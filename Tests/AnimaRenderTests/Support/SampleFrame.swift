import AnimaCore
@testable import AnimaImageFormats
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

/// Frame `step` of a skeleton shimmer: two pale bones on white under a soft white band that sweeps 8 px a frame
/// from the left, changing pixels by a few levels a frame; greys and soft edges, the content lossy WebP carries well
/// and a large lossy GIF bound would drop.
func shimmerFrame(_ step: Int, size: Double = 64) throws -> Canvas {
    let k = size / 64
    return try Renderer(width: size, height: size, background: .white).render(presentation([
        TestLayer("bone", frame: Rect(4 * k, 8 * k, 56 * k, 14 * k)) { $0.backgroundColor = Color(0.86, 0.86, 0.89); $0.cornerRadius = 4 * k },
        TestLayer("line", frame: Rect(4 * k, 30 * k, 40 * k, 14 * k)) { $0.backgroundColor = Color(0.86, 0.86, 0.89); $0.cornerRadius = 4 * k },
        TestLayer("band", .gradient, frame: Rect((Double(step) * 8 - 24) * k, 0, 32 * k, size)) {
            $0.colors = [Color(1, 1, 1, 0), Color(1, 1, 1, 0.55), Color(1, 1, 1, 0)]
            $0.startPoint = Point(0, 0.5); $0.endPoint = Point(1, 0.5)
        },
    ]))
}
