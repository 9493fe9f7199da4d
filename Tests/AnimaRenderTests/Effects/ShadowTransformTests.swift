import AnimaCore
import AnimaImageFormats
import AnimaRender
import Testing

/// A layer's shadow turns and scales with the layer (issue 29).
///
/// The rule: Core Animation draws a layer's shadow as part of the layer, in the layer's own coordinate space, so
/// `shadowOffset` and `shadowRadius` are transformed by the layer's `transform` and every ancestor's, as its bounds
/// are. Sources:
/// - Quartz's shadows are the other rule, and Apple documents them as such: a CGContext/NSShadow shadow's offset is
///   in the context's *base* space, "not affected by custom transformations" (NSShadow.shadowOffset; Quartz 2D
///   Programming Guide, "Shadows"; QA1706). CALayer.shadowOffset's documentation says no such thing: "the offset
///   (in points) of the layer's shadow".
/// - Radar 17035663 (iOS 7.1, openradar-mirror #3588): with the interface in landscape (iOS 7 turns the window's
///   content with a transform), a layer with `shadowOffset` (2, 2) shows its shadow bottom-right *of the turned
///   interface* on screen, while `renderInContext:` (Quartz, base space) draws it top-right. The live layer tree
///   turns the shadow with its ancestors' transform; only the Quartz path keeps it fixed on screen.
/// - Developers' reports that a view's shadow "rotates with the view" under `view.transform`, and the usual advice to
///   put the shadow on an unrotated container view instead (the shadow direction is fixed only there).
/// - The exporters' targets read their shadows the same way: CSS `filter: drop-shadow()` and SVG filters are applied
///   in the element's local coordinate system before its transform (Filter Effects 1 §5; WebRender's reftest
///   filter-drop-shadow-rotate-180: "drop shadow offsets must follow a 180 degree rotation"), as is After Effects'
///   Drop Shadow effect on a layer.
///
/// A stretched layer's blur is an ellipse in that reading; the renderer draws the circle of the same area.
@Suite struct ShadowTransformTests {
    /// A 20 × 20 red square centred on a 120 × 120 white canvas with an opaque black shadow.
    static func scene(transform: Transform3D, offset: Size, radius: Double) -> Scene {
        var l = Layer(id: "square", kind: .layer)
        l.frame = Rect(50, 50, 20, 20)
        l.backgroundColor = Color(1, 0, 0)
        l.shadowOpacity = 1
        l.shadowColor = Color(0, 0, 0)
        l.shadowOffset = offset
        l.shadowRadius = radius
        l.transform = transform
        return Scene(canvas: .init(width: 120, height: 120), timeline: .init(duration: 1), layers: [l])
    }

    /// The shadow's alpha at a pixel of a white canvas where the layer does not draw (black over white: 1 − g/255).
    static func shadowAlpha(_ scene: Scene, x: Int, y: Int) throws -> Double {
        let timeline = try Timeline(scene)
        let frame = try Renderer(drawing: timeline).render(timeline, at: 0)
        let p = frame.premultipliedPixel(x: x, y: y)
        return 1 - (Double(p.g) + 255 - Double(p.a)) / 255
    }

    /// Turned a quarter (clockwise on screen, y down), the offset (20, 0) points down: the shadow lies under the
    /// square (60, 80 is inside it), not to its right (80, 60 is bare canvas).
    @Test func aQuarterTurnTurnsTheOffset() throws {
        let scene = Self.scene(transform: .rotation(.pi / 2), offset: Size(20, 0), radius: 0)
        #expect(try Self.shadowAlpha(scene, x: 60, y: 84) > 0.99)
        #expect(try Self.shadowAlpha(scene, x: 84, y: 60) < 0.01)
    }

    /// Scaled 2×, the square covers 40…80 and the offset (10, 0) becomes 20 px: the shadow covers 60…100, so 95 is
    /// in it (at 10 px it would end at 90).
    @Test func aScaleScalesTheOffset() throws {
        let scene = Self.scene(transform: .scale(2, 2), offset: Size(10, 0), radius: 0)
        #expect(try Self.shadowAlpha(scene, x: 95, y: 60) > 0.99)
    }

    /// Scaled 2×, a radius of 4 is a blur of σ = 8 px: 8 px outside the middle of the 40 px square's right edge the
    /// shadow's alpha is Φ(−1) · (Φ(2.5) − Φ(−2.5)) = 0.159 · 0.988 = 0.157 (σ = 4 would give Φ(−2) = 0.023).
    @Test func aScaleScalesTheBlur() throws {
        let scene = Self.scene(transform: .scale(2, 2), offset: Size(0, 0), radius: 4)
        let alpha = try Self.shadowAlpha(scene, x: 88, y: 60)
        #expect(alpha > 0.12 && alpha < 0.2, "alpha \(alpha)")
    }
}
