/// How the ends of open stroked subpaths are drawn (CAShapeLayerLineCap).
public enum LineCap: String, Sendable, Hashable, CaseIterable {
    /// The stroke stops at the end point.
    case butt
    /// A half circle past the end point.
    case round
    /// A half square past the end point.
    case square
}

/// How stroked segments meet (CAShapeLayerLineJoin).
public enum LineJoin: String, Sendable, Hashable, CaseIterable {
    /// A sharp corner, bevelled beyond the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut straight across.
    case bevel
}

/// Which regions of a self-intersecting path are inside (CAShapeLayerFillRule).
public enum FillRule: String, Sendable, Hashable, CaseIterable {
    /// Inside where the winding number is not zero.
    case nonZero
    /// Inside where a ray crosses the path an odd number of times.
    case evenOdd
}

/// The geometry of a gradient layer's colour ramp (CAGradientLayerType).
public enum GradientType: String, Sendable, Hashable, CaseIterable {
    /// Colours change along the line from the start point to the end point.
    case axial
    /// Colours change outwards from the start point, reaching the last stop at the end point.
    case radial
}
