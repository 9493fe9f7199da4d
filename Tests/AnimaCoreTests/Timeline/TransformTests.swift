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
