/// How the ends of open stroked subpaths are drawn (CAShapeLayerLineCap).
public enum LineCap: String, Sendable, Hashable, CaseIterable { case butt, round, square }

/// How stroked segments meet (CAShapeLayerLineJoin).
public enum LineJoin: String, Sendable, Hashable, CaseIterable { case miter, round, bevel }

/// Which regions of a self-intersecting path are inside (CAShapeLayerFillRule).
public enum FillRule: String, Sendable, Hashable, CaseIterable { case nonZero, evenOdd }

/// The geometry of a gradient layer's colour ramp (CAGradientLayerType).
public enum GradientType: String, Sendable, Hashable, CaseIterable { case axial, radial }
