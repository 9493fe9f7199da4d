#if !canImport(Darwin)
import AnimaCore
import Foundation

// Conversions between Foundation's CG geometry and AnimaCore's Double geometry.

extension Point {
    init(cg p: CGPoint) { self.init(Double(p.x), Double(p.y)) }
    var cg: CGPoint { CGPoint(x: x, y: y) }
}

extension Size {
    init(cg s: CGSize) { self.init(Double(s.width), Double(s.height)) }
    var cg: CGSize { CGSize(width: width, height: height) }
}

extension Rect {
    init(cg r: CGRect) {
        self.init(Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height))
    }
    var cg: CGRect { CGRect(x: minX, y: minY, width: width, height: height) }
}

extension Transform3D {
    init(ca t: CATransform3D) {
        self.init(m11: Double(t.m11), m12: Double(t.m12), m13: Double(t.m13), m14: Double(t.m14),
                  m21: Double(t.m21), m22: Double(t.m22), m23: Double(t.m23), m24: Double(t.m24),
                  m31: Double(t.m31), m32: Double(t.m32), m33: Double(t.m33), m34: Double(t.m34),
                  m41: Double(t.m41), m42: Double(t.m42), m43: Double(t.m43), m44: Double(t.m44))
    }
    var ca: CATransform3D {
        CATransform3D(m11: CGFloat(m11), m12: CGFloat(m12), m13: CGFloat(m13), m14: CGFloat(m14),
                      m21: CGFloat(m21), m22: CGFloat(m22), m23: CGFloat(m23), m24: CGFloat(m24),
                      m31: CGFloat(m31), m32: CGFloat(m32), m33: CGFloat(m33), m34: CGFloat(m34),
                      m41: CGFloat(m41), m42: CGFloat(m42), m43: CGFloat(m43), m44: CGFloat(m44))
    }
}
#endif
