/// An sRGB colour with straight (non-premultiplied) alpha, every component in 0…1.
public struct Color: Sendable, Hashable {
    /// The straight (non-premultiplied) components, each in 0…1.
    public var red: Double, green: Double, blue: Double, alpha: Double

    /// Creates a colour from straight sRGB components in 0…1.
    @inlinable public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// Creates a colour from straight sRGB components in 0…1.
    @inlinable public init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Creates an opaque grey.
    @inlinable public init(white: Double, alpha: Double = 1) { self.init(white, white, white, alpha) }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; nil for anything else.
    public init?(hex: String) {
        var digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#") else { return nil }
        digits.removeFirst()
        if digits.count == 3 { digits = digits.flatMap { [$0, $0] } }
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var bytes: [Double] = []
        var i = 0
        while i < digits.count {
            guard let hi = Color.hexValue(digits[i]), let lo = Color.hexValue(digits[i + 1]) else { return nil }
            bytes.append(Double(hi * 16 + lo) / 255)
            i += 2
        }
        self.init(bytes[0], bytes[1], bytes[2], bytes.count == 4 ? bytes[3] : 1)
    }

    private static func hexValue(_ c: UInt8) -> Int? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(c - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(c - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// Fully transparent black, Core Animation's "no colour".
    public static let clear = Color(0, 0, 0, 0)
    /// Opaque black.
    public static let black = Color(0, 0, 0, 1)
    /// Opaque white.
    public static let white = Color(1, 1, 1, 1)

    /// The colour a fraction `t` of the way to `other`, component by component in straight sRGB as Core Animation does.
    @inlinable public func interpolated(to o: Color, _ t: Double) -> Color {
        Color(red + (o.red - red) * t, green + (o.green - green) * t, blue + (o.blue - blue) * t, alpha + (o.alpha - alpha) * t)
    }

    /// The colour multiplied channel by channel by `tint`, alpha too: how a CAReplicatorLayer's instance colour
    /// changes every colour an instance draws with ("the color used to multiply the source object").
    @inlinable public func multiplied(by tint: Color) -> Color {
        Color(red * tint.red, green * tint.green, blue * tint.blue, alpha * tint.alpha)
    }

    /// The components multiplied by alpha, as a compositor stores them.
    @inlinable public var premultiplied: (red: Double, green: Double, blue: Double, alpha: Double) {
        (red * alpha, green * alpha, blue * alpha, alpha)
    }

    /// Recovers a straight colour from premultiplied components (transparent black when alpha is 0).
    @inlinable public static func fromPremultiplied(red: Double, green: Double, blue: Double, alpha: Double) -> Color {
        alpha > 0 ? Color(red / alpha, green / alpha, blue / alpha, alpha) : .clear
    }

    /// The same colour with every component clamped to 0…1.
    @inlinable public var clamped: Color {
        Color(Swift.min(Swift.max(red, 0), 1), Swift.min(Swift.max(green, 0), 1),
              Swift.min(Swift.max(blue, 0), 1), Swift.min(Swift.max(alpha, 0), 1))
    }

    /// Whether all components are finite.
    @inlinable public var isFinite: Bool { red.isFinite && green.isFinite && blue.isFinite && alpha.isFinite }

    /// `#RRGGBB` or `#RRGGBBAA` (when not opaque), rounding each component to 8 bits.
    public var hexString: String {
        let c = clamped
        let parts = [c.red, c.green, c.blue] + (c.alpha < 1 ? [c.alpha] : [])
        let digits = Array("0123456789ABCDEF")
        var s = "#"
        for p in parts {
            // `clamped` keeps NaN, which Int(_:) would trap on: it prints as 0.
            let v = p.isNaN ? 0 : Int((p * 255).rounded())
            s.append(digits[v / 16]); s.append(digits[v % 16])
        }
        return s
    }
}
