import AnimaCore

/// A rectangle of device pixels holding premultiplied sRGB RGBA, 8 bits per channel.
///
/// Why 8-bit premultiplied integers rather than Float: a 1170×2532 frame is 11.8 MB instead of 47 MB, blending
/// and encoding touch a quarter of the memory, and every encoder wants bytes anyway. Premultiplied because
/// source-over and box blurs are then plain weighted sums (no colour fringes at transparent edges). Intermediate
/// arithmetic is done in Float per pixel and rounded to nearest, so the result does not depend on evaluation order.
///
/// A canvas may sit anywhere in device space (`bounds.x`, `bounds.y`): offscreen group layers use that to cover only
/// the pixels they need while drawing with the same device coordinates as the frame.
public struct Canvas: Sendable, Hashable {
    /// The widest or tallest canvas that may be allocated, in pixels.
    public static let maxDimension = OutputLimits.maxDimension
    /// The most pixels one canvas may hold (64 Mpx, 256 MiB of RGBA).
    public static let maxPixelCount = OutputLimits.maxPixelCount

    /// The device pixels this canvas covers.
    public let bounds: PixelRect
    /// Row-major pixels; each word holds the bytes R, G, B, A (premultiplied) from the least significant byte up.
    public package(set) var pixels: [UInt32]

    /// The number of columns.
    @inlinable public var width: Int { bounds.width }
    /// The number of rows.
    @inlinable public var height: Int { bounds.height }

    /// Creates a canvas of `width`×`height` pixels at the device origin filled with `color`.
    ///
    /// Throws `ImageFormatError.invalidCanvasSize` before allocating when the size is empty or above the limits.
    public init(width: Int, height: Int, fill color: Color = .clear) throws(ImageFormatError) {
        try Canvas.validate(width: Double(width), height: Double(height))
        self.init(unchecked: PixelRect(x: 0, y: 0, width: width, height: height), fill: Canvas.pack(color))
    }

    /// Creates a canvas over already-validated bounds (offscreen layers inside a validated frame).
    package init(unchecked bounds: PixelRect, fill: UInt32 = 0) {
        self.bounds = bounds
        pixels = Array(repeating: fill, count: bounds.area)
    }

    /// Creates a canvas over already-validated bounds holding `pixels` (`bounds.area` words, row by row).
    package init(unchecked bounds: PixelRect, pixels: [UInt32]) {
        self.bounds = bounds
        self.pixels = pixels
    }

    /// Checks a pixel size against the limits without allocating anything.
    public static func validate(width: Double, height: Double) throws(ImageFormatError) {
        guard width.isFinite, height.isFinite else {
            throw ImageFormatError.invalidCanvasSize(width: width, height: height, reason: "size must be finite")
        }
        guard width >= 1, height >= 1 else {
            throw ImageFormatError.invalidCanvasSize(width: width, height: height, reason: "must be at least 1×1 pixel")
        }
        guard width <= Double(maxDimension), height <= Double(maxDimension) else {
            throw ImageFormatError.invalidCanvasSize(
                width: width, height: height, reason: "each side is limited to \(maxDimension) pixels")
        }
        guard width * height <= Double(maxPixelCount) else {
            throw ImageFormatError.invalidCanvasSize(
                width: width, height: height, reason: "limited to \(maxPixelCount / (1024 * 1024)) Mpx")
        }
    }

    /// The premultiplied bytes of the pixel at device column `x`, row `y`; transparent outside the canvas.
    public func premultipliedPixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let lx = x - bounds.x, ly = y - bounds.y
        guard lx >= 0, ly >= 0, lx < width, ly < height else { return (0, 0, 0, 0) }
        return Canvas.unpack(pixels[ly * width + lx])
    }

    /// The straight-alpha colour of the pixel at device column `x`, row `y`.
    public func color(x: Int, y: Int) -> Color {
        let p = premultipliedPixel(x: x, y: y)
        return Color.fromPremultiplied(
            red: Double(p.r) / 255, green: Double(p.g) / 255, blue: Double(p.b) / 255, alpha: Double(p.a) / 255)
    }

    /// Canvases are equal when they cover the same pixels with the same values.
    public static func == (a: Canvas, b: Canvas) -> Bool { a.bounds == b.bounds && a.pixels == b.pixels }

    /// Hashes the bounds and pixels (what `==` compares).
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bounds)
        hasher.combine(pixels)
    }

    /// Straight (non-premultiplied) RGBA bytes, row by row, as PNG and GIF want them.
    public func straightRGBA() -> [UInt8] {
        var out = [UInt8](repeating: 0, count: pixels.count * 4)
        out.withUnsafeMutableBufferPointer { o in
            pixels.withUnsafeBufferPointer { p in
                for i in 0..<p.count {
                    let s = Canvas.unstraighten(p[i])
                    o[4 * i] = s.r; o[4 * i + 1] = s.g; o[4 * i + 2] = s.b; o[4 * i + 3] = s.a
                }
            }
        }
        return out
    }

    /// Creates a canvas from straight RGBA bytes (4 per pixel, row by row), premultiplying them.
    public init(width: Int, height: Int, straightRGBA bytes: [UInt8]) throws(ImageFormatError) {
        try Canvas.validate(width: Double(width), height: Double(height))
        guard bytes.count == width * height * 4 else {
            throw ImageFormatError.invalidInput("expected \(width * height * 4) RGBA bytes, got \(bytes.count)")
        }
        self.init(unchecked: PixelRect(x: 0, y: 0, width: width, height: height))
        for i in 0..<pixels.count {
            let a = UInt32(bytes[4 * i + 3])
            func pm(_ c: UInt8) -> UInt32 { (UInt32(c) * a + 127) / 255 }
            pixels[i] = pm(bytes[4 * i]) | pm(bytes[4 * i + 1]) << 8 | pm(bytes[4 * i + 2]) << 16 | a << 24
        }
    }

    // MARK: Pixel packing

    /// Packs a straight colour into a premultiplied pixel word (rounded to nearest).
    @inlinable package static func pack(_ c: Color) -> UInt32 {
        let k = c.clamped
        let a = k.alpha
        func q(_ v: Double) -> UInt32 { UInt32((v * 255).rounded()) }
        return q(k.red * a) | q(k.green * a) << 8 | q(k.blue * a) << 16 | q(a) << 24
    }

    /// Splits a pixel word into its four bytes.
    @inlinable package static func unpack(_ v: UInt32) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        (UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8),
         UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 24))
    }

    /// Converts a premultiplied pixel word to straight bytes (rounded to nearest).
    @inlinable package static func unstraighten(_ v: UInt32) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let p = unpack(v)
        if p.a == 255 { return p }
        if p.a == 0 { return (0, 0, 0, 0) }
        let a = UInt32(p.a)
        func s(_ c: UInt8) -> UInt8 { UInt8(Swift.min((UInt32(c) * 255 + a / 2) / a, 255)) }
        return (s(p.r), s(p.g), s(p.b), p.a)
    }
}
