#if !canImport(Darwin)
/// Colours at locations from 0 to 1 (SwiftUI's `Gradient`).
public struct Gradient: Hashable, Sendable {
    /// A colour at a location.
    public struct Stop: Hashable, Sendable {
        /// The colour.
        public var color: Color
        /// Where, from 0 to 1.
        public var location: CGFloat
        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    /// The stops.
    public var stops: [Stop]
    /// Stops at the given locations.
    public init(stops: [Stop]) { self.stops = stops }
    /// `colors` evenly spaced from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { Stop(color: $1, location: n > 1 ? CGFloat($0) / CGFloat(n - 1) : 0) }
    }
    /// The colour a flat fill uses for the gradient: its first stop's (gradients are not drawn here).
    var flat: Color { stops.first?.color ?? .clear }
}

/// A style that is drawn flat here, as one colour.
protocol FlatShapeStyle {
    /// The colour drawn.
    nonisolated var flatColor: Color { get }
}

/// The colour a style is drawn with: a colour itself, a gradient's first colour, nil for other styles.
func flatColor(_ style: Any) -> Color? {
    if let color = style as? Color { return color }
    return (style as? FlatShapeStyle)?.flatColor
}

/// A colour's standard gradient (SwiftUI's `AnyGradient`, from `Color.gradient`), drawn as the colour.
public struct AnyGradient: ShapeStyle, Hashable, FlatShapeStyle, View, PrimitiveView {
    let color: Color
    nonisolated var flatColor: Color { color }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { color.resolve(in: context) }
}

extension Color {
    /// The colour's standard gradient.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}
#endif
