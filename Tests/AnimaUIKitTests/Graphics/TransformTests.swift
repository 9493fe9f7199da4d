import AnimaCore
import Foundation
import Testing
@testable import AnimaUIKit

extension UIKitSuite {
    /// CATransform3D and CGAffineTransform follow QuartzCore's and CoreGraphics' conventions (row vectors).
    @MainActor @Suite struct TransformTests {
        @Test func caTransformFunctions() {
            // Rotation by π/2 about z: (cos, sin) in the first row, (−sin, cos) in the second.
            let r = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
            #expect(abs(r.m11) < 1e-15 && r.m12 == 1 && r.m21 == -1 && abs(r.m22) < 1e-15)
            // Translate then scale: the translation is scaled too.
            let ts = CATransform3DConcat(CATransform3DMakeTranslation(10, 0, 0), CATransform3DMakeScale(2, 2, 1))
            #expect(ts.m41 == 20 && ts.m11 == 2)
            // CATransform3DTranslate(t, …) applies the translation first.
            #expect(CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0).m41 == 20)
            #expect(CATransform3DInvert(CATransform3DMakeScale(2, 4, 1)).m22 == 0.25)
            #expect(CATransform3DIsIdentity(CATransform3DIdentity))
            let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
            #expect(CATransform3DGetAffineTransform(CATransform3DMakeAffineTransform(affine)) == affine)
            // A singular matrix is returned unchanged.
            #expect(CATransform3DInvert(CATransform3DMakeScale(0, 1, 1)) == CATransform3DMakeScale(0, 1, 1))
        }

        @Test func affineTransformAPI() {
            let t = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
            // scaledBy applies the scale first: (1, 0) → (2, 0) → (12, 0).
            #expect(CGPoint(x: 1, y: 0).applying(t) == CGPoint(x: 12, y: 0))
            let q = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
            #expect(abs(q.x) < 1e-15 && q.y == 1)
            #expect(CGAffineTransform(translationX: 10, y: -4).inverted() == CGAffineTransform(translationX: -10, y: 4))
            #expect(CGAffineTransform.identity.isIdentity)
            let c = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 1, y: 1))
            #expect(CGPoint(x: 1, y: 1).applying(c) == CGPoint(x: 3, y: 4))
        }

        @Test func colours() {
            #expect(UIColor.systemBlue.cgColor.components == [0, 122.0 / 255, 1, 1])
            #expect(UIColor(white: 0.5, alpha: 1).cgColor.components == [0.5, 0.5, 0.5, 1])
            #expect(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1) == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        }
    }
}
