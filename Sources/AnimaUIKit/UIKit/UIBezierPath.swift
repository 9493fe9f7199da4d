#if !canImport(Darwin)
import AnimaCore
import Foundation

/// A path built with UIKit's y-down conventions (`clockwise` means clockwise on screen); `cgPath` hands it to a
/// shape layer. Not main-actor isolated, as UIKit's is not.
open class UIBezierPath {
    /// The path being built.
    var path = Path()

    /// The stroke width used by `stroke()` (stored only: shape layers take their own `lineWidth`).
    open var lineWidth: CGFloat = 1
    /// The line cap used by `stroke()` (stored only).
    open var lineCapStyle: CGLineCap = .butt
    /// The line join used by `stroke()` (stored only).
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit used by `stroke()` (stored only).
    open var miterLimit: CGFloat = 10
    /// Whether `fill()` uses the even-odd rule (stored only).
    open var usesEvenOddFillRule = false

    /// An empty path.
    public required init() {}

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path = Path(rect: Rect(cg: rect))
    }

    /// An ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path = Path(ellipseIn: Rect(cg: rect))
    }

    /// A rectangle with all four corners rounded by `cornerRadius`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path = Path(roundedRect: Rect(cg: rect), cornerRadius: Double(cornerRadius))
    }

    /// A rectangle with the chosen corners rounded by circular arcs of radius `cornerRadii.width` (at most half the
    /// shorter side).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        path = PathCursor.roundedRect(Rect(cg: rect), corners: corners, radius: Double(cornerRadii.width))
    }

    /// An open arc of a circle (angles in radians, growing clockwise on screen).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with `cgPath`'s elements.
    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.path
    }

    /// The path as a CGPath (a copy).
    open var cgPath: CGPath {
        get { CGPath(path) }
        set { path = newValue.path }
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The end point of the last element (`.zero` for an empty path).
    open var currentPoint: CGPoint { (PathCursor.currentPoint(of: path) ?? Point(0, 0)).cg }

    /// The bounding box of the points and control points.
    open var bounds: CGRect { CGPath(path).boundingBox }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: Point(cg: point)) }
    /// Adds a straight line to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: Point(cg: point)) }
    /// Adds a cubic Bézier curve.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: Point(cg: endPoint), control1: Point(cg: controlPoint1), control2: Point(cg: controlPoint2))
    }
    /// Adds a quadratic Bézier curve.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: Point(cg: endPoint), control: Point(cg: controlPoint))
    }

    /// Adds an arc, joined to an open subpath by a line (angles in radians, growing clockwise on screen).
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: Point(cg: center), radius: Double(radius), startAngle: Double(startAngle),
                    endAngle: Double(endAngle), clockwise: clockwise)
    }

    /// Closes the current subpath.
    open func close() { path.closeSubpath() }

    /// Removes every element.
    open func removeAllPoints() { path = Path() }

    /// Appends another path's elements.
    open func append(_ bezierPath: UIBezierPath) { path = Path(elements: path.elements + bezierPath.path.elements) }

    /// Transforms every point.
    open func apply(_ transform: CGAffineTransform) { path = CGPath.transformed(path, transform) }

    /// The same outline traced the other way round (each subpath reversed, in reverse order).
    open func reversing() -> UIBezierPath {
        let reversed = Self.init()
        reversed.path = PathCursor.reversed(path)
        return reversed
    }

    /// A copy.
    open func copy() -> Any {
        let c = Self.init()
        c.path = path
        c.lineWidth = lineWidth; c.lineCapStyle = lineCapStyle; c.lineJoinStyle = lineJoinStyle
        c.miterLimit = miterLimit; c.usesEvenOddFillRule = usesEvenOddFillRule
        return c
    }

    /// Fills into the current graphics context: there is none headless, so nothing is drawn.
    open func fill() {}
    /// Strokes into the current graphics context: there is none headless, so nothing is drawn.
    open func stroke() {}
}
#endif
