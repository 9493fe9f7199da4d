import AnimaCore
import AnimaTestSupport
import RealModule
import Testing

/// The reference helpers against values known without them.
@Suite struct ReferenceTests {
    @Test func bezierBisectionOnKnownCurves() {
        // The linear curve (0,0)-(1,1) with controls on the diagonal is the identity.
        let linear = CubicBezierReference(1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3)
        #expect(linear.output(at: 0.3).isApproximatelyEqual(to: 0.3, absoluteTolerance: 1e-12))
        // ease-in-out (0.42, 0, 0.58, 1) is symmetric about (0.5, 0.5).
        let easeInOut = CubicBezierReference(0.42, 0, 0.58, 1)
        #expect(easeInOut.input(reaching: 0.5).isApproximatelyEqual(to: 0.5, absoluteTolerance: 1e-12))
        // At s = 1/2: x = 3/8·0.42 + 3/8·0.58 + 1/8 = 0.5, y = 3/8·0 + 3/8·1 + 1/8 = 0.5; at s = 1/4 for ease
        // (0.25, 0.1, 0.25, 1), weights 3(1−s)²s = 27/64, 3(1−s)s² = 9/64, s³ = 1/64:
        // x = (27·0.25 + 9·0.25 + 1)/64 = 10/64 = 0.15625, y = (27·0.1 + 9·1 + 1)/64 = 12.7/64 = 0.1984375.
        let ease = CubicBezierReference(0.25, 0.1, 0.25, 1)
        #expect(ease.output(at: 0.15625).isApproximatelyEqual(to: 0.1984375, absoluteTolerance: 1e-12))
        #expect(ease.input(reaching: 0.1984375).isApproximatelyEqual(to: 0.15625, absoluteTolerance: 1e-12))
    }

    @Test func transformReadbackOfAHandBuiltMatrix() {
        // scale (2, 3), rotation z 30°: rows 2·(cos, sin), 3·(−sin, cos); translation (5, −7).
        let c = 3.0.squareRoot() / 2, s = 0.5
        let m = Transform3D(m11: 2 * c, m12: 2 * s, m13: 0, m14: 0, m21: -3 * s, m22: 3 * c, m23: 0, m24: 0,
                            m31: 0, m32: 0, m33: 1, m34: 0, m41: 5, m42: -7, m43: 0, m44: 1)
        let parts = TransformReadback(m)
        #expect(parts.rotationZ.isApproximatelyEqual(to: .pi / 6, absoluteTolerance: 1e-15))
        #expect(parts.scaleX.isApproximatelyEqual(to: 2, absoluteTolerance: 1e-15))
        #expect(parts.scaleY.isApproximatelyEqual(to: 3, absoluteTolerance: 1e-15))
        #expect(parts.scale.isApproximatelyEqual(to: 2.5, absoluteTolerance: 1e-15))
        #expect(parts.translationX == 5 && parts.translationY == -7)
        #expect(parts.rotationY == 0)
    }

    @Test func pixelDiffingCountsPixelsBeyondTheTolerance() throws {
        let grey = RGBAImage(width: 10, height: 10, bytes: [UInt8](repeating: 128, count: 400))
        var near = grey
        near.bytes[0] = 130                                        // within 2
        let diffing = Diffing<RGBAImage>.pixels(channelTolerance: 2, share: 0.01)
        #expect(diffing.compare(grey, near) == nil)
        var far = grey
        far.bytes[4] = 131                                         // one pixel of 100 beyond: 1 % is allowed
        #expect(diffing.compare(grey, far) == nil)
        far.bytes[8] = 0                                           // two pixels: 2 % is not
        let failure = try #require(diffing.compare(grey, far))
        #expect(failure.message == "2 pixels differ by more than 2 (worst 128)")
        #expect(failure.artifact?.bytes[4..<8] == [255, 0, 255, 255])  // ImageDifference.highlight, magenta
        let small = RGBAImage(width: 5, height: 10, bytes: [UInt8](repeating: 128, count: 200))
        #expect(diffing.compare(grey, small)?.message == "size 5×10, expected 10×10")
    }
}
