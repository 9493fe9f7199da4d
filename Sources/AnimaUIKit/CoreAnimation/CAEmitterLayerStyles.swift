#if !canImport(Darwin)
/// An emitter's shape (`CAEmitterLayer.emitterShape`), with QuartzCore's constants.
public struct CAEmitterLayerEmitterShape: RawRepresentable, Hashable, Sendable {
    /// The constant.
    public var rawValue: String
    /// Wraps a constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// One point.
    public static let point = Self(rawValue: "point")
    /// A line along the x axis.
    public static let line = Self(rawValue: "line")
    /// A rectangle.
    public static let rectangle = Self(rawValue: "rectangle")
    /// A cuboid.
    public static let cuboid = Self(rawValue: "cuboid")
    /// A circle.
    public static let circle = Self(rawValue: "circle")
    /// A sphere.
    public static let sphere = Self(rawValue: "sphere")
}

/// Where on its shape an emitter starts particles (`CAEmitterLayer.emitterMode`), with QuartzCore's constants.
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    /// The constant.
    public var rawValue: String
    /// Wraps a constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// At points of the shape.
    public static let points = Self(rawValue: "points")
    /// On the shape's outline.
    public static let outline = Self(rawValue: "outline")
    /// On the shape's surface.
    public static let surface = Self(rawValue: "surface")
    /// Inside the shape.
    public static let volume = Self(rawValue: "volume")
}

/// The order an emitter draws particles in (`CAEmitterLayer.renderMode`), with QuartzCore's constants.
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    /// The constant.
    public var rawValue: String
    /// Wraps a constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Any order.
    public static let unordered = Self(rawValue: "unordered")
    /// Oldest particles first.
    public static let oldestFirst = Self(rawValue: "oldestFirst")
    /// Oldest particles last.
    public static let oldestLast = Self(rawValue: "oldestLast")
    /// Back to front by depth.
    public static let backToFront = Self(rawValue: "backToFront")
    /// Added together.
    public static let additive = Self(rawValue: "additive")
}
#endif
