/// Writes animated PNG files (APNG: the PNG chunks plus `acTL`, `fcTL` and `fdAT`), lossless, 8-bit straight RGBA.
///
/// The first frame is the ordinary `IDAT` image, so a viewer without APNG support shows it. Each later frame stores
/// only the rectangle that changed since the previous one (blend `SOURCE`, dispose `NONE`, which reproduces every
/// pixel, transparent ones included, without compositing); a frame that changes nothing lengthens the previous
/// frame's delay instead. Delays are hundredths of a second (`delay_den` 100), the GIF rule of `GIFTiming`, so both
/// formats play the same frames at the same moments. Frames are compressed as they arrive; the file is assembled by
/// `finish`, because `acTL` must state the frame count before the first image.
public struct APNGEncoder: Sendable, AnimatedImageEncoder {
    /// The frame width in pixels.
    public let width: Int
    /// The frame height in pixels.
    public let height: Int
    /// How many times viewers repeat the animation after the first play; 0 loops forever, nil plays once (as GIF).
    public let loopCount: Int?
    /// zlib level 0…9.
    public let compressionLevel: Int

    private struct Frame: Sendable {
        var rect: PixelRect
        var delay: Int
        var zlib: [UInt8]
    }

    private var previous: [UInt32] = []
    private var frames: [Frame] = []

    /// Starts an APNG of `width`×`height` pixels (`Canvas`' limits) at zlib's default compression, level 6.
    public init(width: Int, height: Int, loopCount: Int? = 0) throws(ImageFormatError) {
        try self.init(width: width, height: height, loopCount: loopCount, compressionLevel: 6)
    }

    /// Starts an APNG of `width`×`height` pixels (`Canvas`' limits) at zlib `compressionLevel` (0…9).
    public init(width: Int, height: Int, loopCount: Int?, compressionLevel: Int) throws(ImageFormatError) {
        try Canvas.validate(width: Double(width), height: Double(height))
        if let l = loopCount, !(0...65_535).contains(l) {
            throw ImageFormatError.invalidInput("APNG loop count \(l): must be 0 (forever) … 65535")
        }
        self.width = width; self.height = height
        self.loopCount = loopCount
        self.compressionLevel = Swift.min(Swift.max(compressionLevel, 0), 9)
    }

    /// The format's name in error messages.
    public static let formatName = "an APNG"

    /// Adds a frame shown for `delay` hundredths of a second (0…65535).
    public mutating func addFrame(_ canvas: Canvas, delay: Int) throws(ImageFormatError) {
        guard canvas.width == width, canvas.height == height else {
            throw ImageFormatError.invalidInput("frame is \(canvas.width)×\(canvas.height), the APNG is \(width)×\(height)")
        }
        guard (0...65_535).contains(delay) else { throw ImageFormatError.invalidInput("APNG delay \(delay) is outside 0…65535") }
        let rect: PixelRect
        if frames.isEmpty {
            rect = PixelRect(x: 0, y: 0, width: width, height: height)
        } else if let changed = PixelRect.changed(between: canvas.pixels, and: previous, width: width, height: height) {
            rect = changed
        } else if let last = frames.last, last.delay + delay <= 65_535 {
            frames[frames.count - 1].delay += delay
            return
        } else {
            rect = PixelRect(x: 0, y: 0, width: 1, height: 1)  // delay_num is 16 bits: repeat one pixel to hold longer
        }
        let rgba = Self.crop(canvas.straightRGBA(), width: width, to: rect)
        let raw = PNGEncoder.filteredScanlines(rgba: rgba, width: rect.width, height: rect.height, dropAlpha: false)
        frames.append(Frame(rect: rect, delay: delay, zlib: try Deflater.compress(raw, level: Int32(compressionLevel))))
        previous = canvas.pixels
    }

    /// The finished file.
    public func finish() throws(ImageFormatError) -> [UInt8] {
        guard !frames.isEmpty else { throw ImageFormatError.invalidInput("an APNG needs at least one frame") }
        var png = PNGEncoder.signature
        var ihdr: [UInt8] = []
        PNGEncoder.appendBE(UInt32(width), to: &ihdr)
        PNGEncoder.appendBE(UInt32(height), to: &ihdr)
        ihdr += [8, 6, 0, 0, 0]
        PNGEncoder.appendChunk("IHDR", ihdr, to: &png)
        var actl: [UInt8] = []
        PNGEncoder.appendBE(UInt32(frames.count), to: &actl)
        PNGEncoder.appendBE(UInt32(loopCount.map { $0 == 0 ? 0 : $0 + 1 } ?? 1), to: &actl)
        PNGEncoder.appendChunk("acTL", actl, to: &png)
        var sequence: UInt32 = 0
        for (i, frame) in frames.enumerated() {
            PNGEncoder.appendChunk("fcTL", Self.frameControl(frame, sequence: sequence), to: &png)
            sequence += 1
            if i == 0 {
                PNGEncoder.appendChunk("IDAT", frame.zlib, to: &png)
            } else {
                var fdat: [UInt8] = []
                PNGEncoder.appendBE(sequence, to: &fdat)
                fdat += frame.zlib
                PNGEncoder.appendChunk("fdAT", fdat, to: &png)
                sequence += 1
            }
        }
        PNGEncoder.appendChunk("IEND", [], to: &png)
        return png
    }

    /// An `fcTL` body: sequence, size, offset, delay as delay/100 s, dispose NONE (0), blend SOURCE (0).
    private static func frameControl(_ frame: Frame, sequence: UInt32) -> [UInt8] {
        var out: [UInt8] = []
        for v in [Int(sequence), frame.rect.width, frame.rect.height, frame.rect.x, frame.rect.y] {
            PNGEncoder.appendBE(UInt32(v), to: &out)
        }
        out += [UInt8(frame.delay >> 8), UInt8(frame.delay & 0xFF), 0, 100, 0, 0]
        return out
    }

    private static func crop(_ rgba: [UInt8], width: Int, to rect: PixelRect) -> [UInt8] {
        if rect.x == 0 && rect.width == width && rect.y == 0 && rgba.count == rect.width * rect.height * 4 { return rgba }
        var out: [UInt8] = []
        out.reserveCapacity(rect.width * rect.height * 4)
        for y in rect.y..<(rect.y + rect.height) {
            let start = (y * width + rect.x) * 4
            out += rgba[start..<(start + rect.width * 4)]
        }
        return out
    }
}
