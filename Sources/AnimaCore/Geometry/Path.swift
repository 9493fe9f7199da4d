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
