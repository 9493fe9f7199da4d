import AnimaCore
import RealModule
import Testing
@testable import AnimaImageFormats
@testable import AnimaRender

@Suite("Depth, masks and replicators: pixels and projections worked out by hand from the matrices")
struct DepthRenderingTests {
    let blue = Color(0, 0, 1)

    /// A 200×200 layer centred at (200, 200) on a 400×400 canvas, its transform `t` about its centre.
    func card(_ t: Transform3D, doubleSided: Bool = true) -> Layer {
        var l = Layer(id: "card")
        l.frame = Rect(100, 100, 200, 200)
        l.backgroundColor = blue
        l.transform = t
        l.isDoubleSided = doubleSided
        return l
    }

    func render(_ layers: [Layer], width: Double = 400, height: Double = 400, at t: Double = 0,
                background: Color = .white) throws -> Canvas {
        let scene = Scene(canvas: .init(width: width, height: height, background: background),
                          timeline: .init(duration: 1), layers: layers)
        return try Renderer(canvas: scene.canvas).render(try Timeline(scene), at: t)
    }

    /// Rotation by `angle` about y followed by perspective m34 = −1/`eye` (CATransform3DRotate of a perspective).
    func turned(_ angle: Double, eye: Double = 500) -> Transform3D {
        var perspective = Transform3D.identity
        perspective.m34 = -1 / eye
        return Transform3D.rotation(angle, x: 0, y: 1, z: 0).concatenating(perspective)
    }

    @Test("the top-right corner of a 200×200 layer turned 60° about y with m34 = −1/500 lands at (242.618, 114.764)")
    func projectedCorner() throws {
        // Relative to the anchor the corner is (100, −100, 0). Rotating about y sends x to (cos 60°, 0, −sin 60°)·x:
        // (50, −100, −86.6025). w = 1 + z·m34 = 1 + 86.6025/500 = 1.173205. Divided: (42.6180, −85.2360); plus the
        // position (200, 200): (242.6180, 114.7640).
        let a = Placement.root(scale: 1).accumulated(for: card(turned(.pi / 3)).properties)
        let m = Projection(Placement.root(scale: 1).toDevice(a))
        let corner = try #require(m.apply(Point(200, 0)))
        #expect(abs(corner.x - 242.6180) < 1e-3)
        #expect(abs(corner.y - 114.7640) < 1e-3)
        // The right edge keeps one w along its length, so it is vertical at x = 242.618: pixel column 242 is covered
        // 61.8 %, blue over white leaves red = 255·(1 − 0.618) = 97.4; column 241 is fully blue, 243 untouched.
        let c = try render([card(turned(.pi / 3))])
        #expect(abs(px(c, 242, 200)[0] - 97) <= 2)
        #expect(px(c, 241, 200) == [0, 0, 255, 255])
        #expect(px(c, 243, 200) == [255, 255, 255, 255])
        // The left edge comes nearer: x = −50/(1 − 86.6025/500) = −60.4791, so it is at 139.52 and column 139 is
        // covered 48 % (red 255·0.52 = 132.6).
        #expect(abs(px(c, 139, 200)[0] - 133) <= 2)
    }

    @Test("a layer turned exactly 90° about y is edge-on and draws nothing, with or without perspective")
    func edgeOn() throws {
        for t in [turned(.pi / 2), Transform3D.rotation(.pi / 2, x: 0, y: 1, z: 0)] {
            let c = try render([card(t)])
            #expect(c.pixels.allSatisfy { $0 == 0xFFFF_FFFF })
        }
    }

    @Test("a back face is hidden when isDoubleSided is false and drawn mirrored when it is true")
    func backFace() throws {
        let hidden = try render([card(turned(.pi), doubleSided: false)])
        #expect(hidden.pixels.allSatisfy { $0 == 0xFFFF_FFFF })
        // Turned 180° the square covers the same 200×200 (x mirrored about the centre, w = 1 again at z = 0).
        let shown = try render([card(turned(.pi), doubleSided: true)])
        #expect(px(shown, 200, 200) == [0, 0, 255, 255])
        #expect(px(shown, 101, 101) == [0, 0, 255, 255])
        #expect(px(shown, 99, 200) == [255, 255, 255, 255])
        // 120° is still the back (cos < 0); 60° is the front.
        #expect(try render([card(turned(2 * .pi / 3), doubleSided: false)]).pixels.allSatisfy { $0 == 0xFFFF_FFFF })
        #expect(px(try render([card(turned(.pi / 3), doubleSided: false)]), 200, 200) == [0, 0, 255, 255])
    }

    @Test("everything behind the viewer (w ≤ 0) draws nothing and nothing traps")
    func behindTheViewer() throws {
        // Moved 1000 pt towards the viewer, then perspective m34 = −1/500: w = 1 + 1000·(−1/500) = −1 at every point.
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let c = try render([card(Transform3D.translation(0, 0, 1000).concatenating(perspective))])
        #expect(c.pixels.allSatisfy { $0 == 0xFFFF_FFFF })
        // Half behind: a layer turned 80° about y whose far half crosses the eye plane still draws its near part
        // without blowing up (the near half has finite coordinates, the rest is clipped at w = ε).
        let eyeClose = try render([card(turned(80 * .pi / 180, eye: 60))])
        #expect(eyeClose.pixels.contains { $0 != 0xFFFF_FFFF })
    }

    /// A 20×20 replicator of three 10×10 red squares at its top-left corner with `instanceTransform` `t`, on white.
    func replicatedSquares(_ t: Transform3D) throws -> Int? {
        var square = Layer(id: "square")
        square.frame = Rect(0, 0, 10, 10)
        square.backgroundColor = Color(1, 0, 0)
        var rep = Layer(id: "rep", kind: .replicator, sublayers: [square])
        rep.frame = Rect(0, 0, 20, 20)
        rep.instanceCount = 3
        rep.instanceTransform = t
        let scene = Scene(canvas: .init(width: 20, height: 20, background: .white), timeline: .init(duration: 1),
                          layers: [rep])
        guard let timeline = try? Timeline(scene) else { return nil }
        let c = try Renderer(canvas: scene.canvas).render(timeline, at: 0)
        return c.pixels.filter { $0 != 0xFFFF_FFFF }.count
    }

    @Test("a singular instanceTransform collapses instances 1… to a point: only instance 0's 100 pixels are drawn")
    func singularInstanceTransform() throws {
        // The zero matrix (m44 = 1) about the replicator's centre (10, 10) maps every point of instance 1 and 2 to
        // (10, 10): no area, so only instance 0, the untransformed 10×10 square, covers pixels: exactly 100.
        var zero = Transform3D.identity
        zero.m11 = 0; zero.m22 = 0; zero.m33 = 0
        #expect(try replicatedSquares(zero) == 100)
    }

    @Test("a NaN instanceTransform is refused when the timeline compiles, or draws only instance 0; nothing traps")
    func nanInstanceTransform() throws {
        var nan = Transform3D.identity
        nan.m41 = .nan
        let drawn = try replicatedSquares(nan)
        #expect(drawn == nil || drawn == 100, "\(String(describing: drawn)) pixels drawn")
    }

    @Test("replicator instance 7 at t = 0.3 s: seven translations, seven colour offsets, 7 × 0.02 s later")
    func replicatorInstanceSeven() throws {
        // The dot's position.y runs 5 → 105 over 1 s (linear); instance 7 runs 0.14 s late, so at 0.3 s it is at
        // 0.16 s: y = 21, the dot spans y 16…26. instanceTransform moves 20 pt right per instance: x = 7·20 = 140…150.
        // Colour: white × (1 − 7·0.1, 1 − 7·0.05, 1 + 7·0.2 → clamped 1) = (0.3, 0.65, 1) → bytes (76.5, 165.75, 255).
        var dot = Layer(id: "dot")
        dot.frame = Rect(0, 0, 10, 10)
        dot.backgroundColor = .white
        dot.add(.basic(.positionY, from: 5, to: 105, duration: 1))
        var rep = Layer(id: "rep", kind: .replicator, sublayers: [dot])
        rep.frame = Rect(0, 0, 200, 200)
        rep.instanceCount = 8
        rep.instanceDelay = 0.02
        rep.instanceTransform = .translation(20, 0)
        rep.instanceRedOffset = -0.1
        rep.instanceGreenOffset = -0.05
        rep.instanceBlueOffset = 0.2
        let c = try render([rep], width: 200, height: 200, at: 0.3, background: .black)
        let p = px(c, 145, 21)
        #expect(abs(p[0] - 76) <= 1 && abs(p[1] - 166) <= 1 && p[2] == 255)
        #expect(px(c, 145, 14) == [0, 0, 0, 255])
        #expect(px(c, 145, 27) == [0, 0, 0, 255])
        #expect(px(c, 138, 21) == [0, 0, 0, 255])
        // Instance 0 at 0.3 s: y = 35 (30…40), white.
        #expect(px(c, 5, 35) == [255, 255, 255, 255])
    }

    @Test("a horizontal gradient mask lets through alpha (x + 0.5)/100 of a red layer")
    func gradientMaskAlpha() throws {
        var mask = Layer(id: "mask", kind: .gradient)
        mask.frame = Rect(0, 0, 100, 100)
        mask.colors = [Color(0, 0, 0, 0), Color(0, 0, 0, 1)]
        mask.startPoint = Point(0, 0.5)
        mask.endPoint = Point(1, 0.5)
        var red = Layer(id: "red", mask: mask)
        red.frame = Rect(0, 0, 100, 100)
        red.backgroundColor = Color(1, 0, 0)
        let c = try render([red], width: 100, height: 100)
        // At column x the mask's alpha is (x + 0.5)/100; red over white: (255, 255·(1 − α), 255·(1 − α)).
        for x in [4, 24, 49, 74, 95] {
            let alpha = (Double(x) + 0.5) / 100
            let expected = 255 * (1 - alpha)
            let p = px(c, x, 50)
            #expect(p[0] == 255)
            #expect(abs(Double(p[1]) - expected) <= 2, "column \(x): \(p[1]) vs \(expected)")
        }
    }

    @Test("a transform layer sorts its sublayers by depth; a plain layer keeps sublayer order")
    func depthSorting() throws {
        // Two overlapping squares: 'near' is added first but sits 50 pt nearer (zPosition 50 is z = +50).
        func square(_ id: String, _ color: Color, z: Double) -> Layer {
            var l = Layer(id: id)
            l.frame = Rect(50, 50, 100, 100)
            l.backgroundColor = color
            l.zPosition = z
            return l
        }
        let near = square("near", Color(1, 0, 0), z: 50), far = square("far", Color(0, 0, 1), z: -50)
        var group = Layer(id: "group", kind: .transformLayer, sublayers: [near, far])
        group.frame = Rect(0, 0, 200, 200)
        // Turn the whole group half a turn about y: now 'far' (z −50 → +50) is the nearer one and must be on top.
        group.transform = Transform3D.rotation(.pi, x: 0, y: 1, z: 0)
        let c = try render([group], width: 200, height: 200)
        #expect(px(c, 100, 100) == [0, 0, 255, 255])
        // Unturned, 'near' is on top.
        group.transform = .identity
        #expect(px(try render([group], width: 200, height: 200), 100, 100) == [255, 0, 0, 255])
    }

    @Test("a transform layer's opacity applies to each sublayer on its own, not to them as a group")
    func transformLayerOpacity() throws {
        // Apple's CATransformLayer reference: "The opacity property is applied to each sublayer individually, and the
        // transform layer does not form a compositing group." Red (added last, on top) over blue, overlapping in
        // 100…150, each at 0.5 over white: blue alone is (127.5, 127.5, 255); in the overlap red at 0.5 over that
        // is (191.25, 63.75, 127.5). A compositing group would give red over blue inside, then 0.5 over white:
        // (255, 127.5, 127.5).
        func square(_ id: String, _ color: Color, x: Double) -> Layer {
            var l = Layer(id: id)
            l.frame = Rect(x, 50, 100, 100)
            l.backgroundColor = color
            return l
        }
        var group = Layer(id: "group", kind: .transformLayer,
                          sublayers: [square("blue", Color(0, 0, 1), x: 50), square("red", Color(1, 0, 0), x: 100)])
        group.frame = Rect(0, 0, 200, 200)
        group.opacity = 0.5
        let c = try render([group], width: 200, height: 200)
        func near(_ p: [Int], _ e: [Double]) -> Bool { zip(p, e).allSatisfy { abs(Double($0) - $1) <= 1 } }
        #expect(near(px(c, 75, 100), [127.5, 127.5, 255, 255]))
        #expect(near(px(c, 125, 100), [191.25, 63.75, 127.5, 255]))
        #expect(near(px(c, 175, 100), [255, 127.5, 127.5, 255]))
    }

    @Test("sublayerTransform perspective shrinks a sublayer pushed back in z: z = −500 with m34 = −1/500 halves it")
    func sublayerPerspective() throws {
        // w = 1 − (−500)·(−1/500)… = 1 + 500/500 = 2 about the container's centre (100, 100): the 100×100 child
        // centred there becomes 50×50, spanning 75…125.
        var child = Layer(id: "child")
        child.frame = Rect(50, 50, 100, 100)
        child.backgroundColor = blue
        child.zPosition = -500
        var stage = Layer(id: "stage", sublayers: [child])
        stage.frame = Rect(0, 0, 200, 200)
        var p = Transform3D.identity
        p.m34 = -1.0 / 500
        stage.sublayerTransform = p
        let c = try render([stage], width: 200, height: 200)
        #expect(px(c, 76, 100) == [0, 0, 255, 255])
        #expect(px(c, 123, 123) == [0, 0, 255, 255])
        #expect(px(c, 74, 100) == [255, 255, 255, 255])
        #expect(px(c, 126, 100) == [255, 255, 255, 255])
    }
}
