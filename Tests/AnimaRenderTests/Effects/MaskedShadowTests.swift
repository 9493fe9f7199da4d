import AnimaCore
import AnimaImageFormats
import AnimaRender
import Testing

/// A layer's `mask` masks its shadow too (issue 29, Web ordinary seed 458: the renderer drew a masked gradient's
/// shadow whole, Chromium masked it). Core Animation composites a layer's shadow as part of the layer, and the mask
/// applies to that whole: developers report that setting a mask hides the shadow outside it ("Shadows not working
/// with Mask type", IBAnimatable #267; SkeletonView #157), and the usual advice is a container layer for the shadow.
/// CSS orders its effects the same way (Filter Effects 1 / CSS Masking 1: filter, then clip-path and mask), as does
/// SVG, so the Web and SVG exports already draw it so.
@Suite struct MaskedShadowTests {
    /// On an 80 × 60 white canvas, a black 20 × 20 square at (10, 20) masked by an opaque layer the size of its
    /// bounds, casting a hard black shadow 30 points to the right (offset (30, 0), radius 0, opacity 1).
    static func frame() throws -> Canvas {
        var cover = Layer(id: "cover")
        cover.frame = Rect(0, 0, 20, 20)
        cover.backgroundColor = Color(0, 0, 0)
        var l = Layer(id: "square")
        l.frame = Rect(10, 20, 20, 20)
        l.backgroundColor = Color(0, 0, 0)
        l.shadowOpacity = 1
        l.shadowColor = Color(0, 0, 0)
        l.shadowOffset = Size(30, 0)
        l.shadowRadius = 0
        l.mask = cover
        let timeline = try Timeline(Scene(canvas: .init(width: 80, height: 60, background: .white),
                                          timeline: .init(duration: 1), layers: [l]))
        return try Renderer(drawing: timeline).render(timeline, at: 0)
    }

    @Test func theMaskHidesTheShadowOutsideIt() throws {
        let frame = try Self.frame()
        // The square itself, inside the mask: black.
        #expect(frame.premultipliedPixel(x: 20, y: 30).g == 0, "\(frame.premultipliedPixel(x: 20, y: 30))")
        // Its shadow would cover x 40 … 60: outside the mask, nothing (white).
        #expect(frame.premultipliedPixel(x: 50, y: 30).g == 255, "\(frame.premultipliedPixel(x: 50, y: 30))")
    }
}
