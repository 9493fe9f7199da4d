#if !canImport(Darwin)
/// A 2D outline that fills the space it is offered (SwiftUI's `Shape`).
///
/// `Animatable`, as SwiftUI's is: a change of a shape's `animatableData` under an animation redraws its path along
/// the interpolated data (shapes without one have `EmptyAnimatableData`).
nonisolated public protocol Shape: Sendable, Animatable, View {
    /// The outline within `rect`.
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// Filled with the foreground colour.
    public var body: ShapeView { ShapeView(shape: AnyShape(self), styling: nil) }

    /// Filled with `content`.
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> ShapeView {
        ShapeView(shape: AnyShape(self), styling: ShapeStyling(fill: flatColor(content)))
    }

    /// Filled with the foreground colour.
    public func fill(style: FillStyle = FillStyle()) -> ShapeView { ShapeView(shape: AnyShape(self), styling: nil) }

    /// Stroked with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView {
        ShapeView(shape: AnyShape(self), styling: ShapeStyling(fill: nil, stroke: flatColor(content), lineWidth: lineWidth))
    }

    /// Stroked with the foreground colour.
    public func stroke(lineWidth: CGFloat = 1) -> ShapeView {
        ShapeView(shape: AnyShape(self), styling: ShapeStyling(fill: nil, stroke: nil, lineWidth: lineWidth))
    }

    /// Stroked inside its outline (drawn centred here).
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView {
        stroke(content, lineWidth: lineWidth)
    }
}

/// How a shape is filled (the even-odd rule is not drawn differently here).
public struct FillStyle: Hashable, Sendable {
    /// Whether to use the even-odd rule.
    public var isEOFilled: Bool
    /// Whether to antialias.
    public var isAntialiased: Bool
    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

/// A shape with its paint.
public struct ShapeView: View, PrimitiveView {
    let shape: AnyShape
    let styling: ShapeStyling?
    /// Primitive.
    public var body: EmptyView { EmptyView() }

    func resolve(in context: ResolveContext) -> [ViewNode] {
        var styling = self.styling ?? ShapeStyling(fill: context.environment.foreground ?? .primary)
        if self.styling != nil, styling.fill == nil, styling.stroke == nil {
            styling.stroke = context.environment.foreground ?? .primary
        }
        return [ViewNode(key: context.path, kind: .shape(shape, styling), scopes: context.environment.scopes)]
    }
}

/// A type-erased shape.
public struct AnyShape: Shape, @unchecked Sendable {
    let pathIn: (CGRect) -> Path
    /// The shape erased, whose `animatableData` an animation interpolates.
    let base: any Shape
    /// What the shape is, when a layer's own bounds, corner radius and border can draw it.
    let box: BoxShape?

    /// Shapes drawn as a layer's background (so they follow animated bounds as SwiftUI redraws them).
    enum BoxShape: Equatable { case rectangle, rounded(CGFloat), capsule, circle }

    /// Erases `shape`'s type.
    public init<S: Shape>(_ shape: S) {
        if let erased = shape as? AnyShape { self = erased; return }
        pathIn = shape.path(in:)
        base = shape
        switch shape {
        case is Rectangle: box = .rectangle
        case let r as RoundedRectangle: box = .rounded(min(r.cornerSize.width, r.cornerSize.height))
        case is Capsule: box = .capsule
        case is Circle: box = .circle
        default: box = nil
        }
    }
    /// The shape's outline.
    public func path(in rect: CGRect) -> Path { pathIn(rect) }
}

/// A rectangle filling its frame.
public struct Rectangle: Shape {
    /// A rectangle.
    public init() {}
    /// The frame.
    public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    /// The corner size.
    public var cornerSize: CGSize
    /// The corner style.
    public var style: RoundedCornerStyle
    /// Corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius); self.style = style
    }
    /// Corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.cornerSize = cornerSize; self.style = style }
    /// The rounded frame.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
    }
}

/// A circle centred in its frame, as wide as the frame's shorter side.
public struct Circle: Shape {
    /// A circle.
    public init() {}
    /// The inscribed circle.
    public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
}

/// An ellipse filling its frame.
public struct Ellipse: Shape {
    /// An ellipse.
    public init() {}
    /// The inscribed ellipse.
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: Shape {
    /// The corner style.
    public var style: RoundedCornerStyle
    /// A capsule.
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    /// The capsule in the frame.
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
}
#endif
