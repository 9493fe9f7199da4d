#if !canImport(Darwin)
import AnimaCore
import Foundation

/// What `#colorLiteral` makes where the context names no type, as in UIKit.
public typealias _ColorLiteralType = UIColor

/// A colour, as UIKit's (sRGB; the system colours are the light-mode values of iOS).
open class UIColor: @unchecked Sendable, Hashable, CustomStringConvertible, _ExpressibleByColorLiteral {
    /// The colour as AnimaCore stores it.
    let color: Color

    /// Creates a colour from sRGB components in 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(Double(red), Double(green), Double(blue), Double(alpha))
    }

    /// A colour literal (`#colorLiteral(red:green:blue:alpha:)`, sRGB as UIKit takes it).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// Creates a grey.
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }

    /// Creates a colour from hue, saturation and brightness in 0…1.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        // A NaN or infinite hue (whose fraction is NaN) is taken as 0 rather than trapping in Int(_:) below.
        let fraction = Double(hue) - Double(hue).rounded(.down)
        let h = fraction.isFinite ? fraction * 6 : 0, s = Double(saturation), v = Double(brightness)
        let i = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: CGFloat(rgb.0), green: CGFloat(rgb.1), blue: CGFloat(rgb.2), alpha: alpha)
    }

    /// A colour chosen for the current traits when it is created: light unless a test set dark first.
    ///
    /// UIKit resolves again when traits change; nothing changes traits headless.
    public convenience init(dynamicProvider: (UITraitCollection) -> UIColor) {
        let c = dynamicProvider(UITraitCollection.current).color
        self.init(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }

    /// This colour for `traitCollection` (already resolved when created).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    /// Hue, saturation and brightness (HSB, each 0…1) and alpha; returns true, as for any RGB colour.
    @discardableResult
    public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
                       brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let (r, g, b) = (color.red, color.green, color.blue)
        let maxC = max(r, g, b), minC = min(r, g, b), d = maxC - minC
        var h = 0.0
        if d > 0 {
            if maxC == r { h = (g - b) / d } else if maxC == g { h = 2 + (b - r) / d } else { h = 4 + (r - g) / d }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(maxC > 0 ? d / maxC : 0)
        brightness?.pointee = CGFloat(maxC)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    /// The colour of a CGColor.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.color
        self.init(red: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.alpha))
    }

    /// Creates a colour from 0–255 components (a shorthand for the system colours below).
    private convenience init(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) {
        self.init(red: CGFloat(r / 255), green: CGFloat(g / 255), blue: CGFloat(b / 255), alpha: CGFloat(a))
    }

    /// The colour as a CGColor.
    public var cgColor: CGColor { CGColor(color) }

    /// The same colour with another alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: alpha)
    }

    /// Reads the components; always succeeds.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(color.red); green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue); alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    public static func == (l: UIColor, r: UIColor) -> Bool { l.color == r.color }
    public func hash(into h: inout Hasher) { h.combine(color) }
    /// The components, for debugging.
    public var description: String { "UIColor(\(color.red), \(color.green), \(color.blue), \(color.alpha))" }

    /// Black.
    public class var black: UIColor { UIColor(0, 0, 0) }
    /// White.
    public class var white: UIColor { UIColor(255, 255, 255) }
    /// Transparent.
    public class var clear: UIColor { UIColor(0, 0, 0, 0) }
    /// 1/3 grey.
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// 2/3 grey.
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// 1/2 grey.
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Pure red.
    public class var red: UIColor { UIColor(255, 0, 0) }
    /// Pure green.
    public class var green: UIColor { UIColor(0, 255, 0) }
    /// Pure blue.
    public class var blue: UIColor { UIColor(0, 0, 255) }
    /// Cyan.
    public class var cyan: UIColor { UIColor(0, 255, 255) }
    /// Yellow.
    public class var yellow: UIColor { UIColor(255, 255, 0) }
    /// Magenta.
    public class var magenta: UIColor { UIColor(255, 0, 255) }
    /// Orange.
    public class var orange: UIColor { UIColor(255, 127.5, 0) }
    /// Purple.
    public class var purple: UIColor { UIColor(127.5, 0, 127.5) }
    /// Brown.
    public class var brown: UIColor { UIColor(153, 102, 51) }

    /// iOS system red (light mode).
    public class var systemRed: UIColor { UIColor(255, 59, 48) }
    /// iOS system orange.
    public class var systemOrange: UIColor { UIColor(255, 149, 0) }
    /// iOS system yellow.
    public class var systemYellow: UIColor { UIColor(255, 204, 0) }
    /// iOS system green.
    public class var systemGreen: UIColor { UIColor(52, 199, 89) }
    /// iOS system mint.
    public class var systemMint: UIColor { UIColor(0, 199, 190) }
    /// iOS system teal.
    public class var systemTeal: UIColor { UIColor(48, 176, 199) }
    /// iOS system cyan.
    public class var systemCyan: UIColor { UIColor(50, 173, 230) }
    /// iOS system blue.
    public class var systemBlue: UIColor { UIColor(0, 122, 255) }
    /// iOS system indigo.
    public class var systemIndigo: UIColor { UIColor(88, 86, 214) }
    /// iOS system purple.
    public class var systemPurple: UIColor { UIColor(175, 82, 222) }
    /// iOS system pink.
    public class var systemPink: UIColor { UIColor(255, 45, 85) }
    /// iOS system brown.
    public class var systemBrown: UIColor { UIColor(162, 132, 94) }
    /// iOS system grey.
    public class var systemGray: UIColor { UIColor(142, 142, 147) }
    /// iOS system grey 2.
    public class var systemGray2: UIColor { UIColor(174, 174, 178) }
    /// iOS system grey 3.
    public class var systemGray3: UIColor { UIColor(199, 199, 204) }
    /// iOS system grey 4.
    public class var systemGray4: UIColor { UIColor(209, 209, 214) }
    /// iOS system grey 5.
    public class var systemGray5: UIColor { UIColor(229, 229, 234) }
    /// iOS system grey 6.
    public class var systemGray6: UIColor { UIColor(242, 242, 247) }
    /// The background of a plain screen (light mode: white).
    public class var systemBackground: UIColor { UIColor(255, 255, 255) }
    /// The background of grouped content (light mode: #F2F2F7).
    public class var systemGroupedBackground: UIColor { UIColor(242, 242, 247) }
    /// The old name of the grouped background (iOS 13 made it `systemGroupedBackground`).
    @available(*, deprecated, message: "Use systemGroupedBackgroundColor instead.")
    public class var groupTableViewBackground: UIColor { systemGroupedBackground }
    /// Secondary background (light mode: #F2F2F7).
    public class var secondarySystemBackground: UIColor { UIColor(242, 242, 247) }
    /// Primary text (light mode: black).
    public class var label: UIColor { UIColor(0, 0, 0) }
    /// Secondary text (light mode: #3C3C43 at 60 %).
    public class var secondaryLabel: UIColor { UIColor(60, 60, 67, 0.6) }
    /// Separators (light mode: #3C3C43 at 29 %).
    public class var separator: UIColor { UIColor(60, 60, 67, 0.29) }
    /// The tint colour (system blue).
    public class var tintColor: UIColor { systemBlue }
}
#endif
