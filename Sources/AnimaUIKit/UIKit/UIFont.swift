#if !canImport(Darwin)
import Foundation

/// A font by name and size; text layers pass the name to fontconfig when rendered.
///
/// The system font ("System Font", San Francisco on iOS) maps to `systemFontFamily`, "DejaVu Sans": the sans-serif
/// face fontconfig resolves on Debian-based images, so every machine draws the same glyphs.
open class UIFont: @unchecked Sendable, Hashable {
    /// The family fontconfig is asked for when code uses the system font.
    public static let systemFontFamily = "DejaVu Sans"

    /// The font's name.
    public let fontName: String
    /// The family name.
    public let familyName: String
    /// The size in points.
    public let pointSize: CGFloat

    /// A named font; nil for an empty name (UIKit returns nil for names it cannot find; fontconfig always finds a
    /// face, so only an empty name fails here).
    public init?(name fontName: String, size fontSize: CGFloat) {
        guard !fontName.isEmpty else { return nil }
        self.fontName = fontName
        familyName = fontName
        pointSize = fontSize
    }

    private init(system size: CGFloat, bold: Bool) {
        fontName = bold ? "\(Self.systemFontFamily) Bold" : Self.systemFontFamily
        familyName = Self.systemFontFamily
        pointSize = size
    }

    /// The system font at `fontSize`.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize, bold: false) }

    /// The system font at `fontSize`; weights from semibold up use the bold face.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(system: fontSize, bold: weight.rawValue >= Weight.semibold.rawValue)
    }

    /// The bold system font at `fontSize`.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(system: fontSize, bold: true) }

    /// The same face at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(name: fontName, size: fontSize) ?? UIFont.systemFont(ofSize: fontSize)
    }

    /// Equal when name and size are.
    public static func == (l: UIFont, r: UIFont) -> Bool { l.fontName == r.fontName && l.pointSize == r.pointSize }
    /// Hashes name and size.
    public func hash(into h: inout Hasher) { h.combine(fontName); h.combine(pointSize) }

    /// A font weight (UIKit's values, -1…1).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// The value.
        public var rawValue: CGFloat
        /// Wraps a value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra light.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin.
        public static let thin = Weight(rawValue: -0.6)
        /// Light.
        public static let light = Weight(rawValue: -0.4)
        /// Regular.
        public static let regular = Weight(rawValue: 0)
        /// Medium.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black.
        public static let black = Weight(rawValue: 0.62)
    }
}
#endif
