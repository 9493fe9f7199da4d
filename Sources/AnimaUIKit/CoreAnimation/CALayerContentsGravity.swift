#if !canImport(Darwin)
import AnimaCore

/// How a layer's contents are placed in its bounds (`CALayer.contentsGravity`).
///
/// As on iOS, the vertical names follow an upward y axis: `.top` puts the image against the bottom edge on screen.
/// `UIView.contentMode` maps to the gravity that shows what its name says.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    /// The constant.
    public var rawValue: String
    /// Wraps a constant.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Natural size, centred.
    public static let center = Self(rawValue: "center")
    /// Natural size, centred on the maximum-y edge.
    public static let top = Self(rawValue: "top")
    /// Natural size, centred on the minimum-y edge.
    public static let bottom = Self(rawValue: "bottom")
    /// Natural size, centred on the left edge.
    public static let left = Self(rawValue: "left")
    /// Natural size, centred on the right edge.
    public static let right = Self(rawValue: "right")
    /// Natural size, in the left maximum-y corner.
    public static let topLeft = Self(rawValue: "topLeft")
    /// Natural size, in the right maximum-y corner.
    public static let topRight = Self(rawValue: "topRight")
    /// Natural size, in the left minimum-y corner.
    public static let bottomLeft = Self(rawValue: "bottomLeft")
    /// Natural size, in the right minimum-y corner.
    public static let bottomRight = Self(rawValue: "bottomRight")
    /// Stretched to the bounds (the default).
    public static let resize = Self(rawValue: "resize")
    /// Scaled to fit, keeping the aspect ratio.
    public static let resizeAspect = Self(rawValue: "resizeAspect")
    /// Scaled to cover, keeping the aspect ratio.
    public static let resizeAspectFill = Self(rawValue: "resizeAspectFill")

    /// The same gravity as AnimaCore names it.
    init(_ gravity: ContentsGravity) { rawValue = gravity.rawValue }
}
#endif
