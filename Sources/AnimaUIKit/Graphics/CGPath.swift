#if !canImport(Darwin)
import AnimaCore
import Foundation

/// An immutable path, as CoreGraphics' `CGPath`; `CGMutablePath` builds one.
public class CGPath: @unchecked Sendable, Hashable {
    /// The path as AnimaCore stores it.
    var path: Path

    init(_ path: Path) { self.path = path }

    /// A rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(rect: Rect(cg: rect)))
        if let t = transform?.pointee { path = Self.transformed(path, t) }
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(ellipseIn: Rect(cg: rect)))
        if let t = transform?.pointee { path = Self.transformed(path, t) }
    }

    /// A rounded rectangle.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path(roundedRect: Rect(cg: rect), cornerRadius: Double(min(cornerWidth, cornerHeight))))
        if let t = transform?.pointee { path = Self.transformed(path, t) }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The smallest rectangle holding every point and control point (`.null` for an empty path).
    public var boundingBox: CGRect {
        var xs: [Double] = [], ys: [Double] = []
        for e in path.elements {
            switch e {
            case .move(let p), .line(let p): xs.append(p.x); ys.append(p.y)
            case .quad(let p, let c): xs += [p.x, c.x]; ys += [p.y, c.y]
            case .cubic(let p, let c1, let c2): xs += [p.x, c1.x, c2.x]; ys += [p.y, c1.y, c2.y]
            case .close: break
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .null }
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The end point of the last element (`.zero` for an empty path).
    public var currentPoint: CGPoint { (PathCursor.currentPoint(of: path) ?? Point(0, 0)).cg }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path) }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }

    public static func == (l: CGPath, r: CGPath) -> Bool { l.path == r.path }
    public func hash(into h: inout Hasher) { h.combine(path) }

    static func transformed(_ p: Path, _ t: CGAffineTransform) -> Path {
        func map(_ q: Point) -> Point {
            Point(Double(t.a) * q.x + Double(t.c) * q.y + Double(t.tx), Double(t.b) * q.x + Double(t.d) * q.y + Double(t.ty))
        }
        return Path(elements: p.elements.map { e in
            switch e {
            case .move(let to): .move(to: map(to))
            case .line(let to): .line(to: map(to))
            case .quad(let to, let c): .quad(to: map(to), control: map(c))
            case .cubic(let to, let c1, let c2): .cubic(to: map(to), control1: map(c1), control2: map(c2))
            case .close: .close
            }
        })
    }
}

/// A path under construction, as CoreGraphics' `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() { super.init(Path()) }

    override init(_ path: Path) { super.init(path) }

    /// Starts a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: map(point, transform))
    }

    /// Adds a straight line to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: map(point, transform))
    }

    /// Adds straight lines through `points`.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (i, p) in points.enumerated() {
            if i == 0 { move(to: p, transform: transform) } else { addLine(to: p, transform: transform) }
        }
    }

    /// Adds a quadratic Bézier.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: map(end, transform), control: map(control, transform))
    }

    /// Adds a cubic Bézier.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.addCurve(to: map(end, transform), control1: map(control1, transform), control2: map(control2, transform))
    }

    /// Adds a rectangle as its own closed subpath.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        append(Path(rect: Rect(cg: rect)), transform)
    }

    /// Adds an ellipse as its own closed subpath.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        append(Path(ellipseIn: Rect(cg: rect)), transform)
    }

    /// Adds a rounded rectangle as its own closed subpath.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        append(Path(roundedRect: Rect(cg: rect), cornerRadius: Double(min(cornerWidth, cornerHeight))), transform)
    }

    /// Adds an arc; `clockwise` is Core Graphics' flag, which in UIKit's y-down space turns the other way on screen
    /// (UIBezierPath's `addArc(withCenter:…)` passes the opposite).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        var arc = Path()
        if let p = PathCursor.currentPoint(of: path), !path.isEmpty { arc.move(to: p) }
        let start = arc.isEmpty ? 0 : 1
        arc.addArc(center: Point(cg: center), radius: Double(radius), startAngle: Double(startAngle),
                   endAngle: Double(endAngle), clockwise: !clockwise)
        appendContinuing(arc, from: start, transform)
    }

    /// Adds an arc of `delta` radians from `startAngle` (positive `delta` grows the angle).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0,
               transform: transform)
    }

    /// Adds a line towards `tangent1End` and the arc of `radius` tangent to both lines (CGPath's arc by tangents).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard transform == .identity else {
            var arc = Path()
            if let p = PathCursor.currentPoint(of: path) { arc.move(to: p) }
            let start = arc.isEmpty ? 0 : 1
            PathCursor.addArc(to: &arc, tangent1End: Point(cg: tangent1End), tangent2End: Point(cg: tangent2End), radius: Double(radius))
            appendContinuing(arc, from: start, transform)
            return
        }
        PathCursor.addArc(to: &path, tangent1End: Point(cg: tangent1End), tangent2End: Point(cg: tangent2End), radius: Double(radius))
    }

    /// Adds another path.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) { append(other.path, transform) }

    /// Closes the current subpath.
    public func closeSubpath() { path.closeSubpath() }

    /// Appends `p`'s elements from index `start` (skipping the move that only carried the current point over).
    private func appendContinuing(_ p: Path, from start: Int, _ t: CGAffineTransform) {
        let mapped = CGPath.transformed(Path(elements: Array(p.elements.dropFirst(start))), t)
        path = Path(elements: path.elements + mapped.elements)
    }

    private func append(_ p: Path, _ t: CGAffineTransform) {
        path = Path(elements: path.elements + CGPath.transformed(p, t).elements)
    }

    private func map(_ p: CGPoint, _ t: CGAffineTransform) -> Point {
        let q = p.applying(t)
        return Point(Double(q.x), Double(q.y))
    }
}
#endif
