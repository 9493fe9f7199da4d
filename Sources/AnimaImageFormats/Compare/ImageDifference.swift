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
        var judge = PixelJudge(tolerance, count: reference.pixels.count)
        for i in 0..<reference.pixels.count where reference.pixels[i] != actual.pixels[i] {
            judge.compare(i, Canvas.unstraighten(reference.pixels[i]), Canvas.unstraighten(actual.pixels[i]))
        }
        self.init(judge, width: reference.width, height: reference.height)
    }

    /// Compares two images given as straight RGBA bytes (4 per pixel, row by row); nil when the sizes differ.
    public init?(reference: [UInt8], actual: [UInt8], width: Int, height: Int, tolerance: PixelTolerance = .exact) {
        let count = width * height
        guard width >= 0, height >= 0, reference.count == 4 * count, actual.count == 4 * count else { return nil }
        var judge = PixelJudge(tolerance, count: count)
        for i in 0..<count {
            let k = 4 * i
            guard reference[k] != actual[k] || reference[k + 1] != actual[k + 1] || reference[k + 2] != actual[k + 2]
                || reference[k + 3] != actual[k + 3] else { continue }
            judge.compare(i, (reference[k], reference[k + 1], reference[k + 2], reference[k + 3]),
                          (actual[k], actual[k + 1], actual[k + 2], actual[k + 3]))
        }
        self.init(judge, width: width, height: height)
    }

    private init(_ judge: PixelJudge, width: Int, height: Int) {
        self.width = width; self.height = height
        tolerance = judge.tolerance
        mask = judge.mask
        differingPixelCount = judge.count
        largestChannelDifference = judge.largest
    }

    /// Decides pixel by pixel and keeps the tally, for both initialisers.
    private struct PixelJudge {
        let tolerance: PixelTolerance
        let steps: Int
        let maxDeltaE: Double?
        var mask: [Bool]
        var count = 0, largest = 0

        init(_ tolerance: PixelTolerance, count: Int) {
            self.tolerance = tolerance
            steps = tolerance.channelSteps
            maxDeltaE = tolerance.maxDeltaE
            mask = [Bool](repeating: false, count: count)
        }

        mutating func compare(_ i: Int, _ a: Pixel, _ b: Pixel) {
            let d = Swift.max(Swift.max(distance(a.r, b.r), distance(a.g, b.g)), Swift.max(distance(a.b, b.b), distance(a.a, b.a)))
            largest = Swift.max(largest, d)
            if d <= steps { return }
            if let maxDeltaE, distance(a.a, b.a) <= steps, ImageDifference.deltaE94(a, b) <= maxDeltaE { return }
            mask[i] = true
            count += 1
        }

        private func distance(_ a: UInt8, _ b: UInt8) -> Int { abs(Int(a) - Int(b)) }
    }

    /// Straight RGBA bytes of one pixel.
    typealias Pixel = (r: UInt8, g: UInt8, b: UInt8, a: UInt8)

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
            let grey = UInt32(Self.grey(i < reference.pixels.count ? Canvas.unstraighten(reference.pixels[i]) : (0, 0, 0, 0)))
            out.pixels[i] = grey | grey << 8 | grey << 16 | 0xFF00_0000
        }
        let ink = Canvas.pack(Self.marker)
        for m in marks {
            // A mark wholly off the picture (a bar past its bottom, say) paints nothing rather than forming a
            // reversed range.
            let top = Swift.max(m.y, 0), bottom = Swift.max(Swift.min(m.maxY, height), top)
            let left = Swift.max(m.x, 0), right = Swift.max(Swift.min(m.maxX, width), left)
            for y in top..<bottom {
                for x in left..<right { out.pixels[y * width + x] = ink }
            }
        }
        return out
    }

    /// The same picture as straight RGBA bytes, over a reference given as straight RGBA bytes.
    public func highlightedRGBA(over reference: [UInt8]) -> [UInt8] {
        var out = [UInt8](repeating: 255, count: 4 * width * height)
        for i in 0..<(width * height) {
            if mask[i] { out[4 * i + 1] = 0; continue }  // magenta: 255, 0, 255, 255
            let k = 4 * i
            let p: Pixel = k + 3 < reference.count ? (reference[k], reference[k + 1], reference[k + 2], reference[k + 3]) : (0, 0, 0, 0)
            let g = Self.grey(p)
            out[k] = g; out[k + 1] = g; out[k + 2] = g
        }
        return out
    }

    /// Luma over white, squeezed into 191…255: shapes stay readable and never compete with the marks.
    private static func grey(_ p: Pixel) -> UInt8 {
        let alpha = Double(p.a) / 255
        let luma = (0.299 * Double(p.r) + 0.587 * Double(p.g) + 0.114 * Double(p.b)) * alpha + 255 * (1 - alpha)
        return UInt8(191 + (luma / 4).rounded())
    }

    /// CIE94 colour difference (graphic-arts weights) between two straight sRGB pixels.
    static func deltaE94(_ a: Pixel, _ b: Pixel) -> Double {
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
