/// Reads 8-bit, non-interlaced PNGs (greyscale, RGB, palette, grey+alpha, RGBA) into canvases.
///
/// It exists so golden-image tests and tools can compare decoded pixels; it is deliberately small and rejects
/// what it does not support (16-bit, interlaced) with an error instead of guessing.
public struct PNGDecoder: Sendable {
    /// The largest image it will decode, matching `Canvas`' limits.
    public init() {}

    /// The canvas a PNG file holds.
    public func decode(_ data: [UInt8]) throws(ImageFormatError) -> Canvas {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count > 8, Array(data[0..<8]) == signature else { throw ImageFormatError.decoding("not a PNG file") }
        var pos = 8
        var width = 0, height = 0, colorType = 0
        var idat: [UInt8] = []
        var palette: [UInt8] = [], trns: [UInt8] = []
        func be32(_ i: Int) -> Int { Int(data[i]) << 24 | Int(data[i + 1]) << 16 | Int(data[i + 2]) << 8 | Int(data[i + 3]) }
        while pos + 8 <= data.count {
            let len = be32(pos)
            let type = String(decoding: data[(pos + 4)..<(pos + 8)], as: UTF8.self)
            let start = pos + 8, end = start + len
            guard len >= 0, end + 4 <= data.count else { throw ImageFormatError.decoding("truncated \(type) chunk") }
            let body = Array(data[start..<end])
            switch type {
            case "IHDR":
                guard body.count == 13 else { throw ImageFormatError.decoding("bad IHDR") }
                width = be32(start); height = be32(start + 4)
                colorType = Int(body[9])
                guard body[8] == 8 else { throw ImageFormatError.decoding("only 8-bit PNGs are supported") }
                guard body[12] == 0 else { throw ImageFormatError.decoding("interlaced PNGs are not supported") }
            case "PLTE": palette = body
            case "tRNS": trns = body
            case "IDAT": idat += body
            case "IEND": pos = data.count; continue
            default: break
            }
            pos = end + 4
        }
        try Canvas.validate(width: Double(width), height: Double(height))
        let channels: Int
        switch colorType {
        case 0: channels = 1
        case 2: channels = 3
        case 3: channels = 1
        case 4: channels = 2
        case 6: channels = 4
        default: throw ImageFormatError.decoding("unknown colour type \(colorType)")
        }
        let stride = width * channels
        var raw = try Deflater.decompress(idat, expectedSize: height * (stride + 1))
        try raw.withUnsafeMutableBufferPointer { (buf) throws(ImageFormatError) in
            try Self.unfilter(buf, height: height, stride: stride, channels: channels)
        }
        let words = Self.paletteWords(palette, trns)
        var canvas = Canvas(unchecked: PixelRect(x: 0, y: 0, width: width, height: height))
        raw.withUnsafeBufferPointer { rows in
            canvas.pixels.withUnsafeMutableBufferPointer { px in
                for y in 0..<height {
                    let row = y * (stride + 1) + 1
                    for x in 0..<width {
                        let s = row + x * channels
                        switch colorType {
                        case 0: px[y * width + x] = Self.word(rows[s], rows[s], rows[s], 255)
                        case 2: px[y * width + x] = Self.word(rows[s], rows[s + 1], rows[s + 2], 255)
                        case 3: px[y * width + x] = words[Int(rows[s])]
                        case 4: px[y * width + x] = Self.word(rows[s], rows[s], rows[s], rows[s + 1])
                        default: px[y * width + x] = Self.word(rows[s], rows[s + 1], rows[s + 2], rows[s + 3])
                        }
                    }
                }
            }
        }
        if colorType == 3, let bad = canvas.pixels.firstIndex(of: Self.outOfPalette) {
            throw ImageFormatError.decoding("palette index out of range at pixel \(bad)")
        }
        return canvas
    }

    /// Reverses PNG's per-row filters in place (rows of `stride` bytes, each after its filter-type byte), reading
    /// the row above from the same buffer, so decoding needs no per-row copies.
    private static func unfilter(_ buf: UnsafeMutableBufferPointer<UInt8>, height: Int, stride: Int, channels: Int) throws(ImageFormatError) {
        for y in 0..<height {
            let row = y * (stride + 1) + 1, up = row - (stride + 1)
            let hasUp = y > 0
            switch buf[row - 1] {
            case 0: break
            case 1: if stride > channels { for i in channels..<stride { buf[row + i] &+= buf[row + i - channels] } }
            case 2: if hasUp { for i in 0..<stride { buf[row + i] &+= buf[up + i] } }
            case 3:
                for i in 0..<stride {
                    let a = i >= channels ? Int(buf[row + i - channels]) : 0, b = hasUp ? Int(buf[up + i]) : 0
                    buf[row + i] &+= UInt8((a + b) / 2)
                }
            case 4:
                for i in 0..<stride {
                    let a = i >= channels ? buf[row + i - channels] : 0, b = hasUp ? buf[up + i] : 0
                    let c = i >= channels && hasUp ? buf[up + i - channels] : 0
                    buf[row + i] &+= PNGEncoder.paeth(a, b, c)
                }
            case let f: throw ImageFormatError.decoding("bad filter type \(f) on row \(y)")
            }
        }
    }

    /// A marker no premultiplied pixel can be (colour above alpha), for palette indices past the palette's end.
    private static let outOfPalette: UInt32 = 0x00FF_FFFF

    /// Every palette index as a premultiplied pixel word (256 entries; missing ones are `outOfPalette`).
    private static func paletteWords(_ palette: [UInt8], _ trns: [UInt8]) -> [UInt32] {
        (0..<256).map { k in
            guard 3 * k + 2 < palette.count else { return outOfPalette }
            return word(palette[3 * k], palette[3 * k + 1], palette[3 * k + 2], k < trns.count ? trns[k] : 255)
        }
    }

    /// Straight RGBA as a premultiplied pixel word, rounded as `Canvas(width:height:straightRGBA:)` does.
    @inline(__always) private static func word(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> UInt32 {
        if a == 255 { return UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000 }
        let alpha = UInt32(a)
        func pm(_ c: UInt8) -> UInt32 { (UInt32(c) * alpha + 127) / 255 }
        return pm(r) | pm(g) << 8 | pm(b) << 16 | alpha << 24
    }
}
