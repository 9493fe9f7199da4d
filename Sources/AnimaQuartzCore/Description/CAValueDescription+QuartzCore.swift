#if canImport(Darwin) && canImport(QuartzCore)
import Anima
import QuartzCore
#if canImport(UIKit)
import UIKit
#endif

extension CAValueDescription {
    /// The value as Core Animation stores it in `fromValue`, `values` and friends (NSNumber, NSValue, CGColor, CGPath).
    public var animationValue: Any {
        switch self {
        case .number(let v): return NSNumber(value: v)
        case let .point(x, y): return NSValue.anima(CGPoint(x: x, y: y))
        case let .size(w, h): return NSValue.anima(CGSize(width: w, height: h))
        case let .rect(x, y, w, h): return NSValue.anima(CGRect(x: x, y: y, width: w, height: h))
        case .color: return cgColor as Any
        case .transform(let m): return NSValue(caTransform3D: CATransform3D(entries: m))
        case .path(let d): return CGPath.anima(svgPathData: d)
        case .colors(let cs): return cs.map { CAValueDescription.color(red: $0[0], green: $0[1], blue: $0[2], alpha: $0[3]).cgColor as Any }
        case .numbers(let ns): return ns.map { NSNumber(value: $0) }
        case .bool(let b): return NSNumber(value: b)
        }
    }

    /// The colour as a CGColor (sRGB), or nil for other kinds.
    public var cgColor: CGColor? {
        guard case let .color(r, g, b, a) = self else { return nil }
        return CGColor(srgbRed: r, green: g, blue: b, alpha: a)
    }

    /// The point, or nil for other kinds.
    public var cgPoint: CGPoint? {
        if case let .point(x, y) = self { return CGPoint(x: x, y: y) }
        return nil
    }

    /// The size, or nil for other kinds.
    public var cgSize: CGSize? {
        if case let .size(w, h) = self { return CGSize(width: w, height: h) }
        return nil
    }

    /// The rectangle, or nil for other kinds.
    public var cgRect: CGRect? {
        if case let .rect(x, y, w, h) = self { return CGRect(x: x, y: y, width: w, height: h) }
        return nil
    }

    /// The transform, or nil for other kinds.
    public var caTransform: CATransform3D? {
        if case .transform(let m) = self { return CATransform3D(entries: m) }
        return nil
    }
}

extension NSValue {
    /// A geometry value in the spelling of the platform (UIKit's `cgPoint:` or Foundation's `point:`).
    static func anima(_ p: CGPoint) -> NSValue {
        #if canImport(UIKit)
        NSValue(cgPoint: p)
        #else
        NSValue(point: p)
        #endif
    }

    static func anima(_ s: CGSize) -> NSValue {
        #if canImport(UIKit)
        NSValue(cgSize: s)
        #else
        NSValue(size: s)
        #endif
    }

    static func anima(_ r: CGRect) -> NSValue {
        #if canImport(UIKit)
        NSValue(cgRect: r)
        #else
        NSValue(rect: r)
        #endif
    }
}

extension CATransform3D {
    /// The transform from Core Animation's 16 entries m11…m44 (identity when there are not 16).
    init(entries m: [Double]) {
        guard m.count == 16 else { self = CATransform3DIdentity; return }
        self.init(m11: m[0], m12: m[1], m13: m[2], m14: m[3], m21: m[4], m22: m[5], m23: m[6], m24: m[7],
                  m31: m[8], m32: m[9], m33: m[10], m34: m[11], m41: m[12], m42: m[13], m43: m[14], m44: m[15])
    }
}

extension CGPath {
    /// The CGPath of SVG path data, empty when the data does not parse.
    static func anima(svgPathData: String) -> CGPath {
        let path = CGMutablePath()
        guard let parsed = try? Anima.Path(svgPathData: svgPathData) else { return path }
        for element in parsed.elements {
            switch element {
            case .move(let p): path.move(to: CGPoint(x: p.x, y: p.y))
            case .line(let p): path.addLine(to: CGPoint(x: p.x, y: p.y))
            case let .quad(p, c): path.addQuadCurve(to: CGPoint(x: p.x, y: p.y), control: CGPoint(x: c.x, y: c.y))
            case let .cubic(p, c1, c2):
                path.addCurve(to: CGPoint(x: p.x, y: p.y), control1: CGPoint(x: c1.x, y: c1.y), control2: CGPoint(x: c2.x, y: c2.y))
            case .close: path.closeSubpath()
            }
        }
        return path
    }
}
#endif
