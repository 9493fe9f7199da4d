/// A value a property holds or an animation produces: a number, geometry, a colour, a transform, a path or a list.
public enum Value: Sendable, Hashable {
    /// A number: an opacity, a length, an angle in radians, a scale.
    case number(Double)
    /// A point, such as `position` or `anchorPoint`.
    case point(Point)
    /// A size, such as `bounds.size` or `shadowOffset`.
    case size(Size)
    /// A rectangle, such as `bounds`.
    case rect(Rect)
    /// A colour.
    case color(Color)
    /// A 3D transform.
    case transform(Transform3D)
    /// A shape layer's path.
    case path(Path)
    /// A gradient's colour stops.
    case colors([Color])
    /// A list of numbers, such as a gradient's locations.
    case numbers([Double])
    /// A flag, such as `isHidden`.
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
