import AnimaCore
import Testing
import AnimaTestSupport
import RealModule

@Suite("Transform3D decomposition")
struct TransformTests {
    @Test func decompositionRoundTrips() throws {
        let cases: [Transform3D] = [
            .rotation(0.5),
            .rotation(-2.5),
            .scale(2, 3).concatenating(.rotation(0.7)).concatenating(.translation(10, -4, 2)),
            .rotation(0.4, x: 1, y: 0, z: 0).concatenating(.rotation(0.3, x: 0, y: 1, z: 0)),
            Transform3D(AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 3, ty: 4)),
        ]
        for m in cases {
            let d = try #require(DecomposedTransform(m))
            #expect(d.matrix.isApproximatelyEqual(to: m, absoluteTolerance: 1e-9), "\(m)")
        }
    }

    @Test func inverseUndoesTheTransform() throws {
        let m = Transform3D.scale(2, 3).concatenating(.rotation(0.7)).concatenating(.translation(10, -4, 2))
        #expect(m.concatenating(try #require(m.inverse())).isApproximatelyEqual(to: .identity, absoluteTolerance: 1e-12))
        #expect(Transform3D.scale(0, 1).inverse() == nil)
    }

    @Test func singularMatricesDoNotDecompose() {
        #expect(DecomposedTransform(.scale(0, 1)) == nil)
    }

    @Test func componentsRoundTrip() {
        let m = Transform3D.scale(1.5, 1.5).concatenating(.rotation(0.3)).concatenating(.translation(5, 6))
        let parts = TransformComponents(m)
        #expect(parts.rotationZ.isApproximatelyEqual(to: 0.3, absoluteTolerance: 1e-12) && parts.scaleX.isApproximatelyEqual(to: 1.5, absoluteTolerance: 1e-12) && parts.translationX.isApproximatelyEqual(to: 5, absoluteTolerance: 1e-12))
        #expect(parts.matrix.isApproximatelyEqual(to: m, absoluteTolerance: 1e-9))
    }

    @Test func aTurnPastAQuarterAboutYReadsAsATurnAboutY() {
        // Ry(θ) in Core Animation's rows: m11 = cos θ, m13 = −sin θ, m31 = sin θ, m33 = cos θ. For θ = π and 2π/3
        // the x and z readings must be 0 (not the equivalent half turns about x and z that asin alone gives).
        for theta in [Double.pi, 2 * .pi / 3, -2 * .pi / 3] {
            let parts = TransformComponents(.rotation(theta, x: 0, y: 1, z: 0))
            #expect(abs(parts.rotationY - theta) < 1e-12 && abs(parts.rotationX) < 1e-12 && abs(parts.rotationZ) < 1e-12,
                    "θ = \(theta): \(parts.rotationX), \(parts.rotationY), \(parts.rotationZ)")
        }
        // A half turn about z stays one (π about z alone is the smaller of its two readings).
        let z = TransformComponents(.rotation(.pi, x: 0, y: 0, z: 1))
        #expect(abs(abs(z.rotationZ) - .pi) < 1e-12 && z.rotationX == 0 && z.rotationY == 0)
    }

    @Test func aFlippedCardTurnsOnAboutY() throws {
        // The back of a card flip: model Ry(π), `transform.rotation.y` from π to 2π over 1 s, linear. Halfway the
        // angle is 3π/2: m11 = cos 3π/2 = 0, m13 = −sin 3π/2 = 1. At the end 2π: the identity (the back faces us).
        var back = Layer(id: "back")
        back.transform = .rotation(.pi, x: 0, y: 1, z: 0)
        back.add(.basic(.rotationY, from: .number(.pi), to: .number(2 * .pi), duration: 1).keepsFinalState())
        let timeline = try Timeline(Scene(canvas: .init(width: 10, height: 10), timeline: .init(duration: 1), layers: [back]))
        let half = try #require(timeline.sample(at: 0.5)["back"]?.transform)
        #expect(abs(half.m11) < 1e-12 && abs(half.m13 - 1) < 1e-12)
        let end = try #require(timeline.sample(at: 1)["back"]?.transform)
        #expect(abs(end.m11 - 1) < 1e-12 && abs(end.m33 - 1) < 1e-12 && abs(end.m13) < 1e-12)
    }

    @Test func rotationIsClockwiseOnScreen() {
        // y grows downwards: a positive quarter turn maps +x to +y.
        let p = Transform3D.rotation(.pi / 2).affine.apply(Point(1, 0))
        #expect(p.x.isApproximatelyEqual(to: 0, absoluteTolerance: 1e-15) && p.y.isApproximatelyEqual(to: 1, absoluteTolerance: 1e-15))
    }

    @Test func anchorPointIsThePivot() {
        var props = LayerProperties()
        props.bounds = Rect(0, 0, 40, 40)
        props.anchorPoint = Point(0.5, 0)
        props.position = Point(100, 20)
        props.transform = .rotation(.pi / 2)
        // The top-centre (20, 0) stays at the position; the bottom-centre (20, 40) swings to (100 − 40, 20).
        let t = props.transformToSuperlayer
        let top = t.apply(Point(20, 0)), bottom = t.apply(Point(20, 40))
        #expect(top.x.isApproximatelyEqual(to: 100, absoluteTolerance: 1e-12) && top.y.isApproximatelyEqual(to: 20, absoluteTolerance: 1e-12))
        #expect(bottom.x.isApproximatelyEqual(to: 60, absoluteTolerance: 1e-12) && bottom.y.isApproximatelyEqual(to: 20, absoluteTolerance: 1e-12))
    }
}

@Suite("Anchor point")
struct AnchorPointTests {
    @Test func settingTheAnchorKeepsTheFrame() {
        var props = LayerProperties()
        props.frame = Rect(80, 20, 40, 40)
        props.setAnchorPoint(Point(0.5, 0))
        #expect(props.frame == Rect(80, 20, 40, 40))
        #expect(props.position == Point(100, 20))
    }

    @Test func settingTheAnchorOfARotatedLayerKeepsItInPlace() {
        var props = LayerProperties()
        props.frame = Rect(0, 0, 40, 20)
        props.transform = .rotation(.pi / 2)
        let before = props.transformToSuperlayer.apply(Point(0, 0))
        props.setAnchorPoint(Point(0, 0))
        let after = props.transformToSuperlayer.apply(Point(0, 0))
        #expect(before.x.isApproximatelyEqual(to: after.x, absoluteTolerance: 1e-12) && before.y.isApproximatelyEqual(to: after.y, absoluteTolerance: 1e-12))
    }
}
