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
