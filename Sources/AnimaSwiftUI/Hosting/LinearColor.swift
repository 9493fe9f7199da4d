#if !canImport(Darwin)
import Foundation

/// A colour as SwiftUI animates it (`Color.Resolved.animatableData`): linear-light sRGB red, green and blue and the
/// opacity, each times 128, not premultiplied.
///
/// The factor 128 matters only for springs, whose rest test is in the animated value's units.
struct LinearColor: VectorArithmetic, Animatable {
    var red: Double, green: Double, blue: Double, opacity: Double

    /// Animatable data per unit component.
    static let scale = 128.0

    /// `color`'s components, decoded from sRGB's transfer curve (IEC 61966-2-1).
    init(_ color: Color) {
        red = Self.linear(color.red) * Self.scale
        green = Self.linear(color.green) * Self.scale
        blue = Self.linear(color.blue) * Self.scale
        opacity = color.alpha * Self.scale
    }

    private init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.red = red; self.green = green; self.blue = blue; self.opacity = opacity
    }

    /// Transparent black.
    static var zero: LinearColor { LinearColor(red: 0, green: 0, blue: 0, opacity: 0) }

    /// The component-wise sum.
    static func + (a: LinearColor, b: LinearColor) -> LinearColor {
        LinearColor(red: a.red + b.red, green: a.green + b.green, blue: a.blue + b.blue, opacity: a.opacity + b.opacity)
    }

    /// The component-wise difference.
    static func - (a: LinearColor, b: LinearColor) -> LinearColor {
        LinearColor(red: a.red - b.red, green: a.green - b.green, blue: a.blue - b.blue, opacity: a.opacity - b.opacity)
    }

    /// Every component times `k`.
    mutating func scale(by k: Double) { red *= k; green *= k; blue *= k; opacity *= k }

    /// The squared length of the vector (what a spring's rest test measures).
    var magnitudeSquared: Double { red * red + green * green + blue * blue + opacity * opacity }

    /// The colour in sRGB, as a layer takes it (components beyond 0…1 are kept, as extended sRGB).
    var cgColor: CGColor {
        CGColor(red: Self.encoded(red / Self.scale), green: Self.encoded(green / Self.scale),
                blue: Self.encoded(blue / Self.scale), alpha: opacity / Self.scale)
    }

    /// sRGB's decoding curve, odd-symmetric for extended values.
    static func linear(_ v: Double) -> Double {
        let a = abs(v)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return v < 0 ? -l : l
    }

    /// sRGB's encoding curve, odd-symmetric for extended values.
    static func encoded(_ v: Double) -> Double {
        let a = abs(v)
        let e = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
        return v < 0 ? -e : e
    }
}
#endif
