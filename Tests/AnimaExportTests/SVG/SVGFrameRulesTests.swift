import AnimaCore
import AnimaExport
import AnimaRender
import AnimaTestSupport
import Foundation
import Testing

/// Rules of Core Animation the SVG frame broke on generated scenes (issue 29, `ExportAgreementTests`), each checked
/// in rsvg (the player the agreement test uses) against values computed by hand from the rule.
@Suite struct SVGFrameRulesTests {
    static let canvas = Scene.Canvas(width: 60, height: 40)

    /// rsvg's drawing of `scene`'s frame at `time`, over white.
    static func rsvg(_ scene: Scene, at time: Double = 0) throws -> OpaqueFrame {
        let dir = try TemporaryFiles.directory("anima-svg-rules")
        defer { try? FileManager.default.removeItem(at: dir) }
        let svg = try ExportFormat.svg.export(scene, at: time).text
        return try #require(try ExportAgreementTests.rsvgFrame(svg, rsvg: try Tool.rsvg.require(), in: dir))
    }

    static func expectPixel(_ frame: OpaqueFrame, _ x: Int, _ y: Int, _ rgb: SIMD3<Double>, within: Double = 2,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        let d = frame.rgb(x, y) - rgb
        #expect(Swift.max(Swift.abs(d.x), Swift.abs(d.y), Swift.abs(d.z)) <= within, "(\(x), \(y)): \(frame.rgb(x, y)), expected \(rgb)",
                sourceLocation: sourceLocation)
    }

    /// A gradient whose start and end coincide paints its last colour everywhere (the renderer's rule and SVG 1.1
    /// §13.2.2); librsvg paints a mixture of the stops for a degenerate SVG gradient, so the frame says the colour.
    @Test(.enabled(if: Tool.isAvailable(.rsvg), Tool.skipReason(.rsvg)))
    func aDegenerateGradientIsItsLastColour() throws {
        var g = Layer(id: "g", kind: .gradient)
        g.frame = Rect(10, 10, 40, 20)
        g.colors = [Color(0, 0.6, 1), Color(1, 0, 0), Color(0, 0, 0)]
        g.startPoint = Point(0.5, 0.5)
        g.endPoint = Point(0.5, 0.5)
        let frame = try Self.rsvg(Scene(canvas: Self.canvas, timeline: .init(duration: 1), layers: [g]))
        Self.expectPixel(frame, 30, 20, SIMD3(0, 0, 0))
    }

    /// The frame draws the instances a replicator has at its time: `instanceCount` animated linearly from 1 to 5
    /// over 1 s is 1 + 4 · 0.5 = 3 at 0.5 s (whole, so rounding down keeps it), not the model's 1.
    @Test func aReplicatorHasItsAnimatedInstanceCount() throws {
        var r = Layer(id: "r", kind: .replicator)
        r.frame = Rect(0, 0, 60, 40)
        r.instanceTransform = .translation(12, 0, 0)
        var dot = Layer(id: "dot")
        dot.frame = Rect(2, 2, 8, 8)
        dot.backgroundColor = Color(1, 0, 0)
        r.sublayers = [dot]
        r.add(Animation.basic(.instanceCount, from: .number(1), to: .number(5), duration: 1)
            .timingFunction(.cubicBezier(0, 0, 1, 1)))
        let svg = try ExportFormat.svg.export(Scene(canvas: Self.canvas, timeline: .init(duration: 1), layers: [r]), at: 0.5).text
        #expect(svg.contains("id=\"dot~2\""))
        #expect(!svg.contains("id=\"dot~3\""))
    }

    /// A translucent layer's shadow is not under its group opacity (the renderer's rule: the faded group over its
    /// shadow at `shadowOpacity` × `opacity`): an opaque (0, 153, 255) square at opacity 0.5
    /// over a black shadow right under it (offset 0, radius 0, opacity 1) is, over white,
    /// 0.5 · layer + 0.5 · (0.5 · black + 0.5 · white) = (63.75, 140.25, 191.25) — as the renderer draws it. One
    /// group faded as a whole would show no shadow: (127.5, 204, 255).
    @Test(.enabled(if: Tool.isAvailable(.rsvg), Tool.skipReason(.rsvg)))
    func aTranslucentLayersShadowShowsThroughIt() throws {
        var l = Layer(id: "l")
        l.frame = Rect(10, 10, 40, 20)
        l.backgroundColor = Color(0, 0.6, 1)
        l.opacity = 0.5
        l.shadowOpacity = 1
        l.shadowColor = Color(0, 0, 0)
        l.shadowOffset = Size(0, 0)
        l.shadowRadius = 0
        let scene = Scene(canvas: Self.canvas, timeline: .init(duration: 1), layers: [l])
        let timeline = try Timeline(scene)
        Self.expectPixel(OpaqueFrame(try Renderer(drawing: timeline, scale: 1).render(timeline, at: 0)), 30, 20,
                         SIMD3(63.75, 140.25, 191.25))
        Self.expectPixel(try Self.rsvg(scene), 30, 20, SIMD3(63.75, 140.25, 191.25))
    }

    /// A border lies inside the bounds (CALayer's `borderWidth`): one wider than half the layer fills the bounds
    /// and nothing outside them.
    @Test(.enabled(if: Tool.isAvailable(.rsvg), Tool.skipReason(.rsvg)))
    func aWideBorderStaysInsideTheBounds() throws {
        var l = Layer(id: "l")
        l.frame = Rect(20, 15, 20, 10)
        l.borderWidth = 50
        l.borderColor = Color(0, 0, 0)
        let frame = try Self.rsvg(Scene(canvas: Self.canvas, timeline: .init(duration: 1), layers: [l]))
        Self.expectPixel(frame, 30, 20, SIMD3(0, 0, 0))
        Self.expectPixel(frame, 10, 20, SIMD3(255, 255, 255))
        Self.expectPixel(frame, 30, 5, SIMD3(255, 255, 255))
    }

    /// Text at a font size of 0 or less draws nothing (the renderer's rule; SVG forbids a negative font-size and
    /// librsvg draws such text at its default size).
    @Test func textWithoutASizeIsNotWritten() throws {
        var t = Layer(id: "t", kind: .text)
        t.frame = Rect(0, 0, 60, 40)
        t.string = "Saved"
        t.fontSize = -3
        let svg = try ExportFormat.svg.export(Scene(canvas: Self.canvas, timeline: .init(duration: 1), layers: [t]), at: 0).text
        #expect(!svg.contains("<text"))
    }

    /// SVG text neither wraps nor truncates: a wrapped or truncating layer whose line may be wider than its bounds
    /// is declared — "line one" at 40 points is 2 · 569 (l, i) + 2 · 1298 (n) + 2 · 1260 (e) + 1253 (o) + 651
    /// (space) = 8158 DejaVu Sans units of 2048 an em, 159 points, over a 96-point layer (the renderer wraps it), a
    /// generated scene the old bound of 0.25 em a character let through — and a line that fits even at
    /// the widest glyphs (2 characters at 12 points, at most 2 em = 24 points, in a 40-point layer) is not.
    @Test func textSVGCannotLayOutIsDeclared() throws {
        func warnings(_ string: String, width: Double, fontSize: Double) throws -> [ExportWarning] {
            var t = Layer(id: "t", kind: .text)
            t.frame = Rect(0, 0, width, 30)
            t.string = string
            t.fontSize = fontSize
            t.isWrapped = true
            return try ExportFormat.svg.export(Scene(canvas: Self.canvas, timeline: .init(duration: 1), layers: [t]), at: 0).warnings
        }
        #expect(try warnings("line one", width: 96, fontSize: 40).map(\.keyPath) == ["isWrapped"])
        #expect(try warnings("Hi", width: 40, fontSize: 12).isEmpty)
    }

    /// An SVG gradient is affine, and a gradient layer in perspective is not (generated ordinary scene 232: its lines
    /// of equal colour converge): it is drawn through the affine map that matches three corners of the bounds, in
    /// the unit square of the bounds like an upright one, and declared; the same gradient upright is not.
    @Test func aGradientInPerspectiveIsDeclared() throws {
        func warnings(_ transform: Transform3D) throws -> [ExportWarning] {
            var g = Layer(id: "g", kind: .gradient)
            g.frame = Rect(10, 10, 40, 20)
            g.colors = [Color(0, 0, 0), Color(1, 1, 1)]
            g.startPoint = Point(0, 0)
            g.endPoint = Point(1, 0.5)
            g.transform = transform
            return try ExportFormat.svg.export(Scene(canvas: Self.canvas, timeline: .init(duration: 1), layers: [g]), at: 0).warnings
        }
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 100
        let turned = Transform3D.rotation(1, x: 0, y: 1, z: 0).concatenating(perspective)
        #expect(try warnings(turned).map(\.keyPath) == ["transform"])
        #expect(try warnings(.identity).isEmpty)
    }

    /// librsvg filters only what lies on the canvas, so a layer drawing past the edge casts no shadow from there
    /// (Chromium casts it, as the renderer does): such a shadow is declared, one wholly on the canvas is not.
    @Test func aShadowCastFromPastTheCanvasIsDeclared() throws {
        func warnings(_ frame: Rect) throws -> [ExportWarning] {
            var l = Layer(id: "l")
            l.frame = frame
            l.backgroundColor = Color(0, 0, 0)
            l.shadowOpacity = 1
            l.shadowRadius = 4
            return try ExportFormat.svg.export(Scene(canvas: Self.canvas, timeline: .init(duration: 1), layers: [l]), at: 0).warnings
        }
        #expect(try warnings(Rect(10, 30, 40, 20)).map(\.keyPath) == ["shadowOpacity"])
        #expect(try warnings(Rect(10, 10, 40, 20)).isEmpty)
    }

    /// A layer in perspective that reaches the viewer's plane projects out without bound: with m14 = −0.01, a point
    /// x of its bounds goes to x / (1 − 0.01 x), so the near plane (w = 10⁻⁶) puts the edge x → 100 at 10⁸ points and
    /// y = 20 at 2 · 10⁷. Placed at (1000, 10), all of it is right of x = 1000, off a 60-point canvas, which stays
    /// white. Written as it is, those coordinates wrap around in cairo's 24.8 fixed point and rsvg paints the canvas
    /// red.
    @Test(.enabled(if: Tool.isAvailable(.rsvg), Tool.skipReason(.rsvg)))
    func aProjectionReachingPastCairosRangeStaysWhereItIs() throws {
        var l = Layer(id: "l")
        l.anchorPoint = Point(0, 0)
        l.position = Point(1000, 10)
        l.bounds = Rect(0, 0, 200, 20)
        l.backgroundColor = Color(1, 0, 0)
        l.transform.m14 = -0.01
        let frame = try Self.rsvg(Scene(canvas: Self.canvas, timeline: .init(duration: 1), layers: [l]))
        for (x, y) in [(0, 0), (30, 20), (59, 39)] { Self.expectPixel(frame, x, y, SIMD3(255, 255, 255)) }
    }
}
