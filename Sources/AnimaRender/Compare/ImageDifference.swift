import AnimaCore
import RealModule

/// Which pixels of two same-sized images differ beyond a tolerance, and a picture of them for a reviewer.
///
/// Golden-image tests, the AnimaTesting snapshot strategies and tools all compare decoded pixels through this one
/// type, never encoded bytes: PNG and GIF encoders may legitimately write the same pixels differently.
public struct ImageDifference: Sendable {
    /// The compared width in pixels.
    public let width: Int
    /// The compared height in pixels.
    public let height: Int
    /// Row-major flags: true where the pixel differs beyond the tolerance.
    public let mask: [Bool]
    /// How many pixels differ beyond the tolerance.
    public let differingPixelCount: Int
    /// The largest per-channel difference seen anywhere, in 8-bit steps (0 for identical images).
    public let largestChannelDifference: Int
    /// The tolerance the images were compared with.
    public let tolerance: PixelTolerance

    /// The colour marking a changed pixel in `highlighted(over:)`: magenta, which the greyed context never is.
    public static let highlight = Color(red: 1, green: 0, blue: 1)

    /// Compares `reference` with `actual` pixel by pixel; nil when their sizes differ (nothing to compare).
    public init?(_ reference: Canvas, _ actual: Canvas, tolerance: PixelTolerance = .exact) {
        guard reference.width == actual.width, reference.height == actual.height else { return nil }
        width = reference.width; height = reference.height
        self.tolerance = tolerance
        var mask = [Bool](repeating: false, count: reference.pixels.count)
        var count = 0, largest = 0
        let steps = tolerance.channelSteps, maxDeltaE = tolerance.maxDeltaE
        for i in 0..<mask.count where reference.pixels[i] != actual.pixels[i] {
            let a = Canvas.unstraighten(reference.pixels[i]), b = Canvas.unstraighten(actual.pixels[i])
            let d = Swift.max(Swift.max(Self.distance(a.r, b.r), Self.distance(a.g, b.g)),
                              Swift.max(Self.distance(a.b, b.b), Self.distance(a.a, b.a)))
            largest = Swift.max(largest, d)
            if d <= steps { continue }
            if let maxDeltaE, Self.distance(a.a, b.a) <= steps, Self.deltaE94(a, b) <= maxDeltaE { continue }
            mask[i] = true
            count += 1
        }
        self.mask = mask
        differingPixelCount = count
        largestChannelDifference = largest
    }

    /// Whether the images count as the same: at least `precision` of the pixels match.
    public var isWithinTolerance: Bool {
        let total = Double(width * height)
        return total - Double(differingPixelCount) >= tolerance.precision * total - 1e-9
    }

    /// The smallest rectangle holding every differing pixel, nil when none differs.
    public var bounds: PixelRect? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where mask[y * width + x] {
                minX = Swift.min(minX, x); maxX = Swift.max(maxX, x)
                minY = Swift.min(minY, y); maxY = Swift.max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return PixelRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// The colour of the `marks` in `highlighted(over:marking:)` (cyan: neither grey nor magenta).
    public static let marker = Color(red: 0, green: 0.78, blue: 1)

    /// A picture for review: `reference` washed out to light grey, every differing pixel in `highlight`, and the
    /// `marks` (for example a bar over the first changed frame) filled with `marker`.
    public func highlighted(over reference: Canvas, marking marks: [PixelRect] = []) -> Canvas {
        var out = Canvas(unchecked: PixelRect(x: 0, y: 0, width: width, height: height))
        let mark = Canvas.pack(Self.highlight)
        for i in 0..<out.pixels.count {
            if mask[i] { out.pixels[i] = mark; continue }
            let p = i < reference.pixels.count ? Canvas.unstraighten(reference.pixels[i]) : (r: 0, g: 0, b: 0, a: 0)
            // Luma over white, squeezed into 191…255: the shapes stay readable and never compete with the marks.
            let alpha = Double(p.a) / 255
            let luma = (0.299 * Double(p.r) + 0.587 * Double(p.g) + 0.114 * Double(p.b)) * alpha + 255 * (1 - alpha)
            let grey = UInt32(191 + (luma / 4).rounded())
            out.pixels[i] = grey | grey << 8 | grey << 16 | 0xFF00_0000
        }
        let ink = Canvas.pack(Self.marker)
        for m in marks {
            for y in Swift.max(m.y, 0)..<Swift.min(m.maxY, height) {
                for x in Swift.max(m.x, 0)..<Swift.min(m.maxX, width) { out.pixels[y * width + x] = ink }
            }
        }
        return out
    }

    @inline(__always) private static func distance(_ a: UInt8, _ b: UInt8) -> Int { abs(Int(a) - Int(b)) }

    /// CIE94 colour difference (graphic-arts weights) between two straight sRGB pixels.
    static func deltaE94(_ a: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ b: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Double {
        let p = lab(a.r, a.g, a.b), q = lab(b.r, b.g, b.b)
        let c1 = (p.a * p.a + p.b * p.b).squareRoot(), c2 = (q.a * q.a + q.b * q.b).squareRoot()
        let dL = p.l - q.l, dC = c1 - c2
        let da = p.a - q.a, db = p.b - q.b
        let dH2 = Swift.max(da * da + db * db - dC * dC, 0)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        return (dL * dL + (dC / sC) * (dC / sC) + dH2 / (sH * sH)).squareRoot()
    }

    /// CIE L*a*b* (D65) of an sRGB colour.
    private static func lab(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> (l: Double, a: Double, b: Double) {
        func linear(_ c: UInt8) -> Double {
            let v = Double(c) / 255
            return v <= 0.04045 ? v / 12.92 : Double.pow((v + 0.055) / 1.055, 2.4)
        }
        let R = linear(r), G = linear(g), B = linear(b)
        let x = (0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / 0.95047
        let y = 0.2126729 * R + 0.7151522 * G + 0.0721750 * B
        let z = (0.0193339 * R + 0.1191920 * G + 0.9503041 * B) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? Double.root(t, 3) : (24389.0 / 27 * t + 16) / 116 }
        let fx = f(x), fy = f(y), fz = f(z)
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }
}
