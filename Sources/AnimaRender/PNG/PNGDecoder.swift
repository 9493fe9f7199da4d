/// Reads 8-bit, non-interlaced PNGs (greyscale, RGB, palette, grey+alpha, RGBA) into canvases.
///
/// It exists so golden-image tests and tools can compare decoded pixels; it is deliberately small and rejects
/// what it does not support (16-bit, interlaced) with an error instead of guessing.
public struct PNGDecoder: Sendable {
    /// The largest image it will decode, matching `Canvas`' limits.
    public init() {}

    /// The canvas a PNG file holds.
    public func decode(_ data: [UInt8]) throws -> Canvas {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count > 8, Array(data[0..<8]) == signature else { throw RenderError.decoding("not a PNG file") }
        var pos = 8
        var width = 0, height = 0, colorType = 0
        var idat: [UInt8] = []
        var palette: [UInt8] = [], trns: [UInt8] = []
        func be32(_ i: Int) -> Int { Int(data[i]) << 24 | Int(data[i + 1]) << 16 | Int(data[i + 2]) << 8 | Int(data[i + 3]) }
        while pos + 8 <= data.count {
            let len = be32(pos)
            let type = String(decoding: data[(pos + 4)..<(pos + 8)], as: UTF8.self)
            let start = pos + 8, end = start + len
            guard len >= 0, end + 4 <= data.count else { throw RenderError.decoding("truncated \(type) chunk") }
            let body = Array(data[start..<end])
            switch type {
            case "IHDR":
                guard body.count == 13 else { throw RenderError.decoding("bad IHDR") }
                width = be32(start); height = be32(start + 4)
                colorType = Int(body[9])
                guard body[8] == 8 else { throw RenderError.decoding("only 8-bit PNGs are supported") }
                guard body[12] == 0 else { throw RenderError.decoding("interlaced PNGs are not supported") }
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
        default: throw RenderError.decoding("unknown colour type \(colorType)")
        }
        let stride = width * channels
        let raw = try Deflater.decompress(idat, expectedSize: height * (stride + 1))
        var rows = [UInt8](repeating: 0, count: height * stride)
        var prev = [UInt8](repeating: 0, count: stride)
        for y in 0..<height {
            let f = raw[y * (stride + 1)]
            var cur = Array(raw[(y * (stride + 1) + 1)..<((y + 1) * (stride + 1))])
            for i in 0..<stride {
                let a = i >= channels ? cur[i - channels] : 0
                let b = prev[i], c = i >= channels ? prev[i - channels] : 0
                switch f {
                case 0: break
                case 1: cur[i] = cur[i] &+ a
                case 2: cur[i] = cur[i] &+ b
                case 3: cur[i] = cur[i] &+ UInt8((Int(a) + Int(b)) / 2)
                case 4: cur[i] = cur[i] &+ PNGEncoder.paeth(a, b, c)
                default: throw RenderError.decoding("bad filter type \(f) on row \(y)")
                }
            }
            for i in 0..<stride { rows[y * stride + i] = cur[i] }
            prev = cur
        }
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) {
            let s = i * channels
            switch colorType {
            case 0: rgba[4 * i] = rows[s]; rgba[4 * i + 1] = rows[s]; rgba[4 * i + 2] = rows[s]; rgba[4 * i + 3] = 255
            case 2: rgba[4 * i] = rows[s]; rgba[4 * i + 1] = rows[s + 1]; rgba[4 * i + 2] = rows[s + 2]; rgba[4 * i + 3] = 255
            case 3:
                let k = Int(rows[s])
                guard 3 * k + 2 < palette.count else { throw RenderError.decoding("palette index out of range") }
                rgba[4 * i] = palette[3 * k]; rgba[4 * i + 1] = palette[3 * k + 1]; rgba[4 * i + 2] = palette[3 * k + 2]
                rgba[4 * i + 3] = k < trns.count ? trns[k] : 255
            case 4: rgba[4 * i] = rows[s]; rgba[4 * i + 1] = rows[s]; rgba[4 * i + 2] = rows[s]; rgba[4 * i + 3] = rows[s + 1]
            default:
                rgba[4 * i] = rows[s]; rgba[4 * i + 1] = rows[s + 1]; rgba[4 * i + 2] = rows[s + 2]; rgba[4 * i + 3] = rows[s + 3]
            }
        }
        return try Canvas(width: width, height: height, straightRGBA: rgba)
    }
}
