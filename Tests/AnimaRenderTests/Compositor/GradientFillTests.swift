import AnimaCore
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

/// Gradient layers drawn without an offscreen pass: masked by a plain filled shape (the path is filled with the
/// gradient directly) and clipped to bounds they already fill (no second anti-aliasing of the edge).
@Suite("Gradient fills: a shape-masked gradient is the path filled with it, a clipped one keeps its edge")
struct GradientFillTests {
    let red = Color(1, 0, 0)

    /// A 20 × 20 pt uniform red gradient layer on a 40 × 40 white canvas, masked by a shape layer filling the
    /// rectangle x 0…10.5, y 0…20 of the gradient with `maskColor`.
    func maskedFrame(maskColor: Color) throws -> Canvas {
        var shape = Layer(id: "mask", kind: .shape)
        shape.frame = Rect(0, 0, 20, 20)
        shape.path = Path(rect: Rect(0, 0, 10.5, 20))
        shape.fillColor = maskColor
        var gradient = Layer(id: "gradient", kind: .gradient, mask: shape)
        gradient.frame = Rect(0, 0, 20, 20)
        gradient.colors = [red, red]
        let scene = Scene(canvas: .init(width: 40, height: 40, scale: 1, background: .white), timeline: .init(duration: 1),
                          layers: [gradient])
        return try Renderer(canvas: scene.canvas).render(Timeline(scene), at: 0)
    }

    @Test("an opaque shape mask lets the gradient through inside its path only, half at a half-covered column")
    func opaqueMask() throws {
        let c = try maskedFrame(maskColor: .black)
        #expect(px(c, 5, 10) == [255, 0, 0, 255])
        // Column 10 is half inside: 0.5·(255, 0, 0) + 0.5·255 = (255, 127.5, 127.5) → (255, 128, 128).
        #expect(px(c, 10, 10) == [255, 128, 128, 255])
        #expect(px(c, 11, 10) == [255, 255, 255, 255])
        // Outside the gradient layer the mask shows nothing either.
        #expect(px(c, 25, 10) == [255, 255, 255, 255])
    }

    @Test("a translucent shape mask scales the gradient by its fill alpha")
    func translucentMask() throws {
        let c = try maskedFrame(maskColor: Color(0, 0, 0, 0.5))
        // Red at α 0.5 over white: 127.5 + 0.5·255 = 255 for red, 0.5·255 = 127.5 → 128 for green and blue.
        #expect(px(c, 5, 10) == [255, 128, 128, 255])
        // At the half-covered column α is 0.25: 63.75 + 0.75·255 = 255; 0.75·255 = 191.25 → 191.
        #expect(px(c, 10, 10) == [255, 191, 191, 255])
    }

    @Test("masksToBounds on a gradient layer without sublayers leaves a half-covered edge at 50 %, not 25 %")
    func clippedGradientEdge() throws {
        let layer = TestLayer("g", .gradient, frame: Rect(10.5, 10, 10, 10)) {
            $0.colors = [.black, .black]
            $0.masksToBounds = true
        }
        let c = try Renderer(width: 40, height: 40, background: .white).render(presentation([layer]))
        // The clip is the bounds the gradient fills: coverage 0.5, so 0.5·255 = 127.5 → 128 (a second clip would
        // give 0.25 coverage, 191).
        #expect(px(c, 10, 15) == [128, 128, 128, 255])
        #expect(px(c, 15, 15) == [0, 0, 0, 255])
    }
}
