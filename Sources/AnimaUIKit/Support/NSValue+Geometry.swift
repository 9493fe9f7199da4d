#if !canImport(Darwin)
import Foundation
import Synchronization

// QuartzCore's and UIKit's NSValue boxes for geometry, which animations take as from/to/values.
//
// Points, sizes and rectangles use Foundation's own boxes. Foundation on Linux cannot box other structs
// (`NSValue(bytes:objCType:)` stops the process for a struct type), so transforms are held by a `GeometryBox` object
// that the NSValue refers to; the registry keeps each box alive for the life of the process (animation code boxes a
// handful of transforms, so this is a few hundred bytes, traded for never reading a freed box). The NSValue holds
// the box's number as an unsigned 64-bit scalar, the one kind of box Foundation on Linux stores from bytes; only
// numbers found in the registry are read back.
extension NSValue {
    /// Boxes a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// Boxes a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// Boxes a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// Boxes a 3D transform.
    public convenience init(caTransform3D t: CATransform3D) { var id = GeometryBox.keep(.transform3D(t))
        self.init(bytes: &id, objCType: GeometryBox.objCType) }
    /// Boxes an affine transform.
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        var id = GeometryBox.keep(.affine(t))
        self.init(bytes: &id, objCType: GeometryBox.objCType)
    }

    /// The boxed point (`.zero` when this box holds something else).
    public var cgPointValue: CGPoint { isBox(of: NSValue(point: .zero)) ? pointValue : .zero }
    /// The boxed size (`.zero` when this box holds something else).
    public var cgSizeValue: CGSize { isBox(of: NSValue(size: .zero)) ? sizeValue : .zero }
    /// The boxed rectangle (`.zero` when this box holds something else).
    public var cgRectValue: CGRect { isBox(of: NSValue(rect: .zero)) ? rectValue : .zero }
    /// The boxed 3D transform (identity when this box holds something else).
    public var caTransform3DValue: CATransform3D {
        if case .transform3D(let t)? = geometryBox?.value { return t }
        return CATransform3DIdentity
    }
    /// The boxed affine transform (identity when this box holds something else).
    public var cgAffineTransformValue: CGAffineTransform {
        if case .affine(let t)? = geometryBox?.value { return t }
        return .identity
    }

    /// The value as QuartzCore would hand it over unboxed (CGPoint, CGSize, CGRect, CATransform3D,
    /// CGAffineTransform), or nil for other boxes.
    var unboxedGeometry: Any? {
        if let box = geometryBox {
            switch box.value {
            case .transform3D(let t): return t
            case .affine(let t): return t
            }
        }
        if isBox(of: NSValue(point: .zero)) { return pointValue }
        if isBox(of: NSValue(size: .zero)) { return sizeValue }
        if isBox(of: NSValue(rect: .zero)) { return rectValue }
        return nil
    }

    private var geometryBox: GeometryBox? {
        guard !(self is NSNumber), String(cString: objCType) == "Q" else { return nil }
        var id: UInt64 = 0
        getValue(&id)
        return GeometryBox.kept(id)
    }

    private func isBox(of sample: NSValue) -> Bool {
        !(self is NSNumber) && String(cString: objCType) == String(cString: sample.objCType)
    }
}

/// A transform boxed in an NSValue (see above).
final class GeometryBox: Sendable {
    /// What a box holds.
    enum Content: Sendable {
        case transform3D(CATransform3D)
        case affine(CGAffineTransform)
    }

    let value: Content
    private init(_ value: Content) { self.value = value }

    /// The scalar type the NSValue records (unsigned 64-bit).
    static let objCType = "Q"

    /// Every box made, by number (numbers start high so a small integer boxed by hand is never taken for one).
    private static let registry = Mutex<(next: UInt64, boxes: [UInt64: GeometryBox])>((0xA41A_0000_0000_0000, [:]))

    /// The number of a new box for `value`, kept alive for the life of the process.
    static func keep(_ value: Content) -> UInt64 {
        let box = GeometryBox(value)
        return registry.withLock { r in
            r.next += 1
            r.boxes[r.next] = box
            return r.next
        }
    }

    /// The box numbered `id`, if there is one.
    static func kept(_ id: UInt64) -> GeometryBox? { registry.withLock { $0.boxes[id] } }
}
#endif
