/// The corners a corner radius rounds, as CACornerMask (`maskedCorners`).
public struct CornerMask: OptionSet, Sendable, Hashable {
    /// The bits, as CACornerMask.
    public let rawValue: Int
    /// Creates a mask from its bits (Core Animation's values).
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Top-left in UIKit coordinates (kCALayerMinXMinYCorner).
    public static let topLeft = CornerMask(rawValue: 1)
    /// Top-right (kCALayerMaxXMinYCorner).
    public static let topRight = CornerMask(rawValue: 2)
    /// Bottom-left (kCALayerMinXMaxYCorner).
    public static let bottomLeft = CornerMask(rawValue: 4)
    /// Bottom-right (kCALayerMaxXMaxYCorner).
    public static let bottomRight = CornerMask(rawValue: 8)
    /// All four corners, the default.
    public static let all: CornerMask = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
