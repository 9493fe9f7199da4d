#if !canImport(Darwin)
import AnimaCore
import Foundation

/// An sRGB colour with alpha, as CoreGraphics' `CGColor` (immutable, shared by reference).
public final class CGColor: Sendable, Hashable, CustomStringConvertible {
    /// The colour as AnimaCore stores it.
    let color: Color

    /// Creates a colour from sRGB components in 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(Double(red), Double(green), Double(blue), Double(alpha))
    }

    /// Creates a colour from sRGB components in 0…1.
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates a grey.
    public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(red: gray, green: gray, blue: gray, alpha: alpha) }

    init(_ color: Color) { self.color = color }

    /// Red, green, blue and alpha.
    public var components: [CGFloat]? {
        [CGFloat(color.red), CGFloat(color.green), CGFloat(color.blue), CGFloat(color.alpha)]
    }

    /// Four (RGB plus alpha).
    public var numberOfComponents: Int { 4 }

    /// The alpha component.
    public var alpha: CGFloat { CGFloat(color.alpha) }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(Color(color.red, color.green, color.blue, Double(alpha)))
    }

    /// Black.
    public static let black = CGColor(Color.black)
    /// White.
    public static let white = CGColor(Color.white)
    /// Transparent.
    public static let clear = CGColor(Color.clear)

    public static func == (l: CGColor, r: CGColor) -> Bool { l.color == r.color }
    public func hash(into h: inout Hasher) { h.combine(color) }
    /// The components, for debugging.
    public var description: String { "CGColor(\(color.red), \(color.green), \(color.blue), \(color.alpha))" }
}
#endif
