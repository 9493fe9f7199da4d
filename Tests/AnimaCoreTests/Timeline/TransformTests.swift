import AnimaCore
import Testing

@Suite("Transform3D decomposition")
struct TransformTests {
    func close(_ a: Transform3D, _ b: Transform3D, _ tol: Double = 1e-9) -> Bool {
        zip(a.entries, b.entries).allSatisfy { Swift.abs($0 - $1) <= tol }
    }

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
            #expect(close(d.matrix, m), "\(m)")
        }
    }

    @Test func inverseUndoesTheTransform() throws {
        let m = Transform3D.scale(2, 3).concatenating(.rotation(0.7)).concatenating(.translation(10, -4, 2))
        #expect(close(m.concatenating(try #require(m.inverse())), .identity, 1e-12))
        #expect(Transform3D.scale(0, 1).inverse() == nil)
    }

    @Test func singularMatricesDoNotDecompose() {
        #expect(DecomposedTransform(.scale(0, 1)) == nil)
    }

    @Test func componentsRoundTrip() {
        let m = Transform3D.scale(1.5, 1.5).concatenating(.rotation(0.3)).concatenating(.translation(5, 6))
        let parts = TransformComponents(m)
        #expect(near(parts.rotationZ, 0.3, 1e-12) && near(parts.scaleX, 1.5, 1e-12) && near(parts.translationX, 5, 1e-12))
        #expect(close(parts.matrix, m))
    }

    @Test func rotationIsClockwiseOnScreen() {
        // y grows downwards: a positive quarter turn maps +x to +y.
        let p = Transform3D.rotation(.pi / 2).affine.apply(Point(1, 0))
        #expect(near(p.x, 0, 1e-15) && near(p.y, 1, 1e-15))
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
        #expect(near(top.x, 100, 1e-12) && near(top.y, 20, 1e-12))
        #expect(near(bottom.x, 60, 1e-12) && near(bottom.y, 20, 1e-12))
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
        #expect(near(before.x, after.x, 1e-12) && near(before.y, after.y, 1e-12))
    }
}
