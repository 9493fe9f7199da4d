/// A CAMediaTimingFunction: its control points, and its `CAMediaTimingFunctionName` when it is a named one.
public struct CATimingFunctionDescription: Sendable, Hashable, Codable {
    /// "linear", "easeIn", "easeOut", "easeInEaseOut" or "default", when the curve is one of those.
    public var name: String?
    /// x1, y1, x2, y2.
    public var controlPoints: [Double]

    /// Creates a description.
    public init(name: String? = nil, controlPoints: [Double]) {
        self.name = name; self.controlPoints = controlPoints
    }
}
