#if !canImport(Darwin)
/// A gradient outward from a centre (drawn flat, as its first colour).
public struct RadialGradient: ShapeStyle, FlatShapeStyle, View, PrimitiveView {
    let gradient: Gradient
    nonisolated var flatColor: Color { gradient.flat }
    /// A gradient from `startRadius` to `endRadius` around `center`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { self.gradient = gradient }
    /// A gradient of colours from `startRadius` to `endRadius` around `center`.
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        gradient = Gradient(colors: colors)
    }
    /// A gradient of stops from `startRadius` to `endRadius` around `center`.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        gradient = Gradient(stops: stops)
    }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { flatColor.resolve(in: context) }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A radial gradient.
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

/// A gradient around a centre (drawn flat, as its first colour).
public struct AngularGradient: ShapeStyle, FlatShapeStyle, View, PrimitiveView {
    let gradient: Gradient
    nonisolated var flatColor: Color { gradient.flat }
    /// A gradient from `startAngle` to `endAngle` around `center`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
    }
    /// A gradient of colours from `startAngle` to `endAngle` around `center`.
    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) { gradient = Gradient(colors: colors) }
    /// A gradient of stops from `startAngle` to `endAngle` around `center`.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) { gradient = Gradient(stops: stops) }
    /// A full turn of `gradient` from `angle`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) { self.gradient = gradient }
    /// A full turn of `colors` from `angle`.
    nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) { gradient = Gradient(colors: colors) }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { flatColor.resolve(in: context) }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient.
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full-turn angular gradient.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

/// An elliptical gradient filling its frame (drawn flat, as its first colour).
public struct EllipticalGradient: ShapeStyle, FlatShapeStyle, View, PrimitiveView {
    let gradient: Gradient
    nonisolated var flatColor: Color { gradient.flat }
    /// A gradient from `startRadiusFraction` to `endRadiusFraction` of the frame.
    nonisolated public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                            endRadiusFraction: CGFloat = 0.5) { self.gradient = gradient }
    /// A gradient of colours.
    nonisolated public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
                            endRadiusFraction: CGFloat = 0.5) { gradient = Gradient(colors: colors) }
    /// Primitive.
    public var body: EmptyView { EmptyView() }
    func resolve(in context: ResolveContext) -> [ViewNode] { flatColor.resolve(in: context) }
}
#endif
