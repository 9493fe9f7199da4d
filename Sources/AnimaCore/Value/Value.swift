/// A value a property holds or an animation produces: a number, geometry, a colour, a transform, a path or a list.
public enum Value: Sendable, Hashable {
    case number(Double)
    case point(Point)
    case size(Size)
    case rect(Rect)
    case color(Color)
    case transform(Transform3D)
    case path(Path)
    case colors([Color])
    case numbers([Double])
    case bool(Bool)

    /// The kind of this value.
    public var kind: ValueKind {
        switch self {
        case .number: .number
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .color: .color
        case .transform: .transform
        case .path: .path
        case .colors: .colors
        case .numbers: .numbers
        case .bool: .bool
        }
    }

    /// The number, if this is one.
    public var number: Double? { if case .number(let v) = self { v } else { nil } }

    /// Whether every number inside is finite.
    public var isFinite: Bool {
        switch self {
        case .number(let v): v.isFinite
        case .point(let p): p.isFinite
        case .size(let s): s.isFinite
        case .rect(let r): r.isFinite
        case .color(let c): c.isFinite
        case .transform(let t): t.isFinite
        case .path(let p): p.isFinite
        case .colors(let cs): cs.allSatisfy(\.isFinite)
        case .numbers(let ns): ns.allSatisfy(\.isFinite)
        case .bool: true
        }
    }
}

extension Value: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral {
    /// A number literal.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// A number literal.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A Boolean literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
