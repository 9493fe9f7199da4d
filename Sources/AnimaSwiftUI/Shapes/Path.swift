#if !canImport(Darwin)
/// An outline made of lines and curves (SwiftUI's `Path`), kept as a list of elements.
public struct Path: Hashable, Sendable, View, PrimitiveView {
    /// One drawing command.
    enum Element: Hashable, Sendable {
        case move(CGPoint), line(CGPoint), quad(CGPoint, CGPoint), curve(CGPoint, CGPoint, CGPoint), close
        case rect(CGRect), ellipse(CGRect), roundedRect(CGRect, CGFloat)
        /// A Core Graphics path, kept whole (a copy, so later changes to a mutable one do not reach it).
        case cgPath(CGPath)
    }

    var elements: [Element] = []

    /// An empty path.
    public init() {}
    /// A rectangle.
    public init(_ rect: CGRect) { elements = [.rect(rect)] }
    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        elements = [.roundedRect(rect, cornerRadius)]
    }
    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { elements = [.ellipse(rect)] }
    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }
    /// The path a Core Graphics path draws (a `UIBezierPath`'s `cgPath`, say).
    public init(_ path: CGPath) { elements = [.cgPath(path.copy() ?? path)] }

    /// Starts a subpath at `end`.
    public mutating func move(to end: CGPoint) { elements.append(.move(end)) }
    /// A line to `end`.
    public mutating func addLine(to end: CGPoint) { elements.append(.line(end)) }
    /// Lines through `points`.
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    /// A quadratic curve to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { elements.append(.quad(end, control)) }
    /// A cubic curve to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(end, control1, control2))
    }
    /// A rectangle.
    public mutating func addRect(_ rect: CGRect) { elements.append(.rect(rect)) }
    /// A rounded rectangle.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        elements.append(.roundedRect(rect, min(cornerSize.width, cornerSize.height)))
    }
    /// An ellipse.
    public mutating func addEllipse(in rect: CGRect) { elements.append(.ellipse(rect)) }
    /// An arc about `center`, as cubic Bézier pieces of at most a quarter turn.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        // SwiftUI's y axis points down, so its "clockwise" runs towards decreasing angles.
        var sweep = endAngle.radians - startAngle.radians
        if clockwise { while sweep > 0 { sweep -= 2 * .pi } } else { while sweep < 0 { sweep += 2 * .pi } }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3 * tan(step / 4)
        func point(_ a: Double) -> CGPoint { CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
        var a0 = startAngle.radians
        if elements.isEmpty { move(to: point(a0)) } else { addLine(to: point(a0)) }
        for _ in 0..<pieces {
            let a1 = a0 + step
            let c1 = CGPoint(x: center.x + radius * (cos(a0) - k * sin(a0)), y: center.y + radius * (sin(a0) + k * cos(a0)))
            let c2 = CGPoint(x: center.x + radius * (cos(a1) + k * sin(a1)), y: center.y + radius * (sin(a1) - k * cos(a1)))
            addCurve(to: point(a1), control1: c1, control2: c2)
            a0 = a1
        }
    }
    /// Closes the subpath.
    public mutating func closeSubpath() { elements.append(.close) }
    /// Appends `path`, moved by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }

    /// The path as a Core Graphics path.
    public var cgPath: CGPath {
        let p = CGMutablePath()
        for e in elements {
            switch e {
            case .move(let a): p.move(to: a)
            case .line(let a): p.addLine(to: a)
            case .quad(let a, let c): p.addQuadCurve(to: a, control: c)
            case .curve(let a, let c1, let c2): p.addCurve(to: a, control1: c1, control2: c2)
            case .close: p.closeSubpath()
            case .rect(let r): p.addRect(r)
            case .ellipse(let r): p.addEllipse(in: r)
            case .roundedRect(let r, let c):
                let radius = min(c, r.width / 2, r.height / 2)
                p.addRoundedRect(in: r, cornerWidth: radius, cornerHeight: radius)
            case .cgPath(let path): p.addPath(path)
            }
        }
        return p
    }

    /// Primitive: a path view fills with the foreground colour.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] {
        let styling = ShapeStyling(fill: context.environment.foreground ?? .primary)
        return [ViewNode(key: context.path, kind: .shape(AnyShape(self), styling),
                         scopes: context.environment.scopes)]
    }
}

/// The corner style of rounded rectangles (drawn as circular here).
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Circular corners.
    case circular
    /// Continuous corners (drawn circular here).
    case continuous
}

/// A path is a shape, as in SwiftUI: filled, stroked or clipped like any other, drawn as itself whatever the rect.
extension Path: Shape {
    /// The path itself.
    public func path(in rect: CGRect) -> Path { self }
}
#endif
