import AnimaCore
import AnimaExport
import AnimaRender
import Testing

/// A replicator's instance colour multiplies every colour an instance draws with, its shadow's too (SVG ordinary seed
/// 2900: the renderer cast an instance's blue shadow untinted where the SVG and Web exports, written from the
/// unrolled copies, cast it multiplied). CAReplicatorLayer's `instanceColor` is "the color used to multiply the source
/// object", and Core Animation draws a layer's shadow as part of the layer. The rule lives in AnimaCore
/// (`LayerProperties.multiplyingDrawnColors(by:)`, `Color.multiplied(by:)`); the renderer applies it as it paints.
@Suite struct TintedInstanceShadowTests {
    /// On an 80 × 40 white canvas, a replicator (one instance, instance colour (1, 1, 0.5)) holding a black 20 × 20
    /// square at (10, 10) that casts a hard blue shadow 30 points to the right (offset (30, 0), radius 0, opacity 1),
    /// and a text layer whose foreground is white.
    static func scene() -> Scene {
        var square = Layer(id: "square")
        square.frame = Rect(10, 10, 20, 20)
        square.backgroundColor = Color(0, 0, 0)
        square.shadowOpacity = 1
        square.shadowColor = Color(0, 0, 1)
        square.shadowOffset = Size(30, 0)
        square.shadowRadius = 0
        var text = Layer(id: "text", kind: .text)
        text.frame = Rect(0, 0, 10, 10)
        text.foregroundColor = .white
        var replicator = Layer(id: "r", kind: .replicator)
        replicator.frame = Rect(0, 0, 80, 40)
        replicator.instanceColor = Color(1, 1, 0.5)
        replicator.sublayers = [square, text]
        return Scene(canvas: .init(width: 80, height: 40, background: .white), timeline: .init(duration: 1),
                     layers: [replicator])
    }

    @Test func theRendererTintsTheShadow() throws {
        let timeline = try Timeline(Self.scene())
        let frame = try Renderer(drawing: timeline).render(timeline, at: 0)
        // The shadow covers x 40 … 60, y 10 … 30: blue (0, 0, 1) × (1, 1, 0.5) = (0, 0, 0.5), opaque, so 127.5 of 255
        // (rounded either way); untinted it would be 255.
        let shadow = frame.premultipliedPixel(x: 50, y: 20)
        #expect(shadow.r == 0 && shadow.g == 0 && (127...128).contains(shadow.b), "\(shadow)")
    }

    @Test func theUnrolledCopiesTintEveryDrawnColour() throws {
        let unrolled = ReplicatorUnroller.unroll(Self.scene())
        let copies = unrolled.allLayers
        let square = try #require(copies.first { $0.id == "square~0" })
        let text = try #require(copies.first { $0.id == "text~0" })
        #expect(square.properties.shadowColor == Color(0, 0, 0.5))
        #expect(square.properties.backgroundColor == Color(0, 0, 0))
        // White × (1, 1, 0.5) = (1, 1, 0.5): the renderer paints text through the tint, so the copy must carry it.
        #expect(text.properties.foregroundColor == Color(1, 1, 0.5))
    }
}
