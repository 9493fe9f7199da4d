#if !canImport(Darwin)
import AnimaCore

/// How contents are sampled when drawn larger or smaller than their pixels.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    /// The constant.
    public var rawValue: String
    /// Wraps a constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Bilinear (the default).
    public static let linear = Self(rawValue: "linear")
    /// Nearest pixel (pixel art, barcodes).
    public static let nearest = Self(rawValue: "nearest")
    /// Bilinear between mipmap levels.
    public static let trilinear = Self(rawValue: "trilinear")
}
#endif
