/// A vector path made of straight and Bézier segments, as CGPath; arcs become cubic Béziers when added.
public struct Path: Sendable, Hashable {
    /// One drawing command, in absolute coordinates.
    public enum Element: Sendable, Hashable {
        /// Starts a new subpath.
        case move(to: Point)
        /// A straight segment.
        case line(to: Point)
        /// A quadratic Bézier segment.
        case quad(to: Point, control: Point)
        /// A cubic Bézier segment.
        case cubic(to: Point, control1: Point, control2: Point)
        /// Closes the current subpath with a straight segment back to its start.
        case close
    }

    /// The commands in order.
    public private(set) var elements: [Element]

    /// Creates an empty path.
    public init() { elements = [] }

    /// Creates a path from its commands.
    public init(elements: [Element]) { self.elements = elements }

    /// Whether the path has no commands.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath at `p`.
    public mutating func move(to p: Point) { elements.append(.move(to: p)) }
    /// Adds a straight segment to `p`.
    public mutating func addLine(to p: Point) { elements.append(.line(to: p)) }
    /// Adds a quadratic Bézier segment to `p`.
    public mutating func addQuadCurve(to p: Point, control: Point) { elements.append(.quad(to: p, control: control)) }
    /// Adds a cubic Bézier segment to `p`.
    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        elements.append(.cubic(to: p, control1: control1, control2: control2))
    }
    /// Closes the current subpath.
    public mutating func closeSubpath() { elements.append(.close) }
}

extension Path.Element {
    /// The point the element ends at, or nil for `close`, whose end depends on the subpath.
    var endPoint: Point? {
        switch self {
        case .move(let p), .line(let p), .quad(let p, _), .cubic(let p, _, _): return p
        case .close: return nil
        }
    }

    /// The same element with every point passed through `f` (kinds and order unchanged).
    func mapPoints(_ f: (Point) -> Point) -> Path.Element {
        switch self {
        case .move(let p): return .move(to: f(p))
        case .line(let p): return .line(to: f(p))
        case .quad(let p, let c): return .quad(to: f(p), control: f(c))
        case .cubic(let p, let c1, let c2): return .cubic(to: f(p), control1: f(c1), control2: f(c2))
        case .close: return .close
        }
    }
}
