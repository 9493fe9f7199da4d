/// Reads GIF87a/GIF89a files into the frames a viewer shows, so snapshot tests can compare GIFs by decoded pixels.
///
/// Each image is drawn over the previous frame's composite (its transparent index leaves pixels untouched), then
/// disposed as its Graphic Control Extension says (1 keep, 2 clear to transparent, 3 restore). Interlaced images
/// and local palettes are read; the logical screen's background colour is ignored, as browsers do.
public struct GIFDecoder: Sendable {
    /// One displayed frame: the full composite and how long it stays, in hundredths of a second.
    public struct Frame: Sendable {
        /// The composite shown.
        public var canvas: Canvas
        /// Display time in hundredths of a second.
        public var delay: Int
    }

    /// The most pixels one file may decode to, summed over its frames' composites and image blocks (by default
    /// 256 Mpx, 1 GiB of RGBA composites): a few dozen bytes can declare a 64 Mpx screen and repeat a 1×1 image, and
    /// every frame is a full composite, so the frame count alone does not bound the memory.
    public let maxDecodedPixels: Int

    /// Creates a decoder with the default budget of four full-size canvases.
    public init() { maxDecodedPixels = 4 * Canvas.maxPixelCount }

    /// Creates a decoder that refuses files decoding to more than `maxDecodedPixels`.
    public init(maxDecodedPixels: Int) { self.maxDecodedPixels = maxDecodedPixels }

    /// Every frame of a GIF file.
    public func decode(_ data: [UInt8]) throws(ImageFormatError) -> [Frame] {
        var reader = GIFReader(data)
        let header = try reader.bytes(6)
        guard header == Array("GIF89a".utf8) || header == Array("GIF87a".utf8) else {
            throw ImageFormatError.decoding("not a GIF file")
        }
        let width = try reader.le16(), height = try reader.le16()
        let packed = try reader.byte()
        _ = try reader.bytes(2)  // background index and aspect ratio
        try Canvas.validate(width: Double(width), height: Double(height))
        let global = packed & 0x80 != 0 ? try reader.bytes(3 << (Int(packed & 7) + 1)) : []
        // Allocated when the first image arrives: a file that fails before any image costs nothing for its screen.
        var screen: [UInt8] = []
        var control = GraphicControl()
        var frames: [Frame] = []
        var decodedPixels = 0
        while true {
            switch try reader.byte() {
            case 0x21:
                let label = try reader.byte()
                let body = try reader.subBlocks()
                if label == 0xF9, body.count >= 4 { control = GraphicControl(body) }
            case 0x2C:
                let image = try ImageDescriptor(&reader, global: global)
                decodedPixels += image.width * image.height + width * height
                guard decodedPixels <= maxDecodedPixels else {
                    throw ImageFormatError.decoding("GIF decodes to more than \(maxDecodedPixels) pixels (frame \(frames.count + 1) of \(width)×\(height))")
                }
                if screen.isEmpty { screen = [UInt8](repeating: 0, count: width * height * 4) }
                let saved = control.disposal == 3 ? screen : []
                try image.draw(into: &screen, width: width, height: height, transparent: control.transparentIndex)
                frames.append(Frame(canvas: try Canvas(width: width, height: height, straightRGBA: screen), delay: control.delay))
                if control.disposal == 2 { image.clear(&screen, width: width) }
                if control.disposal == 3 { screen = saved }
                control = GraphicControl()
            case 0x3B:
                guard !frames.isEmpty else { throw ImageFormatError.decoding("GIF has no image") }
                return frames
            case let b:
                throw ImageFormatError.decoding("unexpected GIF block 0x\(String(b, radix: 16)) at byte \(reader.position - 1)")
            }
        }
    }
}

/// A GIF's Graphic Control Extension: how the next image is shown.
private struct GraphicControl {
    var disposal = 0
    var transparentIndex: Int?
    var delay = 0

    init() {}

    init(_ body: [UInt8]) {
        disposal = Int(body[0] >> 2) & 7
        delay = Int(body[1]) | Int(body[2]) << 8
        transparentIndex = body[0] & 1 != 0 ? Int(body[3]) : nil
    }
}

/// One image block: its rectangle, palette and decompressed indices.
private struct ImageDescriptor {
    let x: Int, y: Int, width: Int, height: Int
    let palette: [UInt8]
    let indices: [UInt8]

    init(_ reader: inout GIFReader, global: [UInt8]) throws(ImageFormatError) {
        x = try reader.le16(); y = try reader.le16(); width = try reader.le16(); height = try reader.le16()
        // An image block may be larger than the screen (viewers clip it) but not larger than any canvas.
        if width > 0 && height > 0 { try Canvas.validate(width: Double(width), height: Double(height)) }
        let packed = try reader.byte()
        palette = packed & 0x80 != 0 ? try reader.bytes(3 << (Int(packed & 7) + 1)) : global
        let minimumCodeSize = Int(try reader.byte())
        let raw = try LZWDecoder.decode(try reader.subBlocks(), minimumCodeSize: minimumCodeSize, count: width * height)
        indices = packed & 0x40 != 0 ? Self.deinterlaced(raw, width: width, height: height) : raw
    }

    /// Rows in display order: GIF interlacing stores rows 0, 8, 16…, then 4, 12…, then 2, 6…, then 1, 3….
    private static func deinterlaced(_ raw: [UInt8], width: Int, height: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: raw.count)
        var source = 0
        for (start, step) in [(0, 8), (4, 8), (2, 4), (1, 2)] {
            for row in stride(from: start, to: height, by: step) {
                for c in 0..<width { out[row * width + c] = raw[source * width + c] }
                source += 1
            }
        }
        return out
    }

    /// Paints the image's opaque indices over `screen` (pixels outside the screen are dropped).
    func draw(into screen: inout [UInt8], width screenWidth: Int, height screenHeight: Int, transparent: Int?)
        throws(ImageFormatError) {
        for row in 0..<Swift.min(height, Swift.max(screenHeight - y, 0)) {
            for column in 0..<Swift.min(width, Swift.max(screenWidth - x, 0)) {
                let k = Int(indices[row * width + column])
                if k == transparent { continue }
                guard 3 * k + 2 < palette.count else { throw ImageFormatError.decoding("GIF colour index \(k) outside the palette") }
                let d = 4 * ((y + row) * screenWidth + x + column)
                screen[d] = palette[3 * k]; screen[d + 1] = palette[3 * k + 1]; screen[d + 2] = palette[3 * k + 2]
                screen[d + 3] = 255
            }
        }
    }

    /// Disposal 2: the image's rectangle becomes transparent.
    func clear(_ screen: inout [UInt8], width screenWidth: Int) {
        let screenHeight = screen.count / 4 / Swift.max(screenWidth, 1)
        // A rectangle that starts below or right of the screen clears nothing (and must not form a reversed range).
        guard y < screenHeight, x < screenWidth else { return }
        for row in y..<Swift.min(y + height, screenHeight) {
            for column in x..<Swift.min(x + width, screenWidth) {
                for c in 0..<4 { screen[4 * (row * screenWidth + column) + c] = 0 }
            }
        }
    }
}

/// A cursor over a GIF file's bytes that throws instead of reading past the end.
private struct GIFReader {
    let data: [UInt8]
    var position = 0

    init(_ data: [UInt8]) { self.data = data }

    mutating func byte() throws(ImageFormatError) -> UInt8 {
        guard position < data.count else { throw ImageFormatError.decoding("truncated GIF") }
        defer { position += 1 }
        return data[position]
    }

    mutating func bytes(_ n: Int) throws(ImageFormatError) -> [UInt8] {
        guard n >= 0, position + n <= data.count else { throw ImageFormatError.decoding("truncated GIF") }
        defer { position += n }
        return Array(data[position..<(position + n)])
    }

    mutating func le16() throws(ImageFormatError) -> Int { Int(try byte()) | Int(try byte()) << 8 }

    /// The concatenated data of a run of sub-blocks, up to and including the empty terminator.
    mutating func subBlocks() throws(ImageFormatError) -> [UInt8] {
        var out: [UInt8] = []
        while true {
            let n = Int(try byte())
            if n == 0 { return out }
            out += try bytes(n)
        }
    }
}
