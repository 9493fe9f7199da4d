/// Writes animated GIF89a files frame by frame, so a long animation never has to be held in memory at once.
///
/// Per frame: pixels become 24-bit colours (a transparent canvas maps alpha < ½ to the transparent index when
/// `preservesTransparency`); the first frame's colours become the global palette, exact when it has at most 255
/// colours, else reduced by median cut; later frames reuse it when all their colours are in it, and otherwise carry
/// a local palette (again exact when possible). Opaque animations store only the rectangle that changed since the
/// previous frame, with unchanged pixels inside it written as the transparent index (long LZW runs); a frame that
/// changes nothing lengthens the previous frame's delay instead. Animations with transparency store whole frames
/// disposed to the background, the only GIF way to turn a pixel transparent again. No dithering: it breaks up the
/// runs LZW lives on and UI content does not need it.
public struct GIFEncoder: Sendable {
    /// The frame width in pixels.
    public let width: Int
    /// The frame height in pixels.
    public let height: Int
    /// How many times viewers repeat the animation after the first play; 0 loops forever, nil plays once.
    public let loopCount: Int?
    /// Whether transparent pixels stay transparent (otherwise alpha is ignored: give it opaque frames).
    public let preservesTransparency: Bool

    private static let transparentKey: UInt32 = 0xFF00_0000

    private var output: [UInt8] = []
    private var previous: [UInt32] = []
    private var global: [UInt32] = []
    private var globalLookup = ColorHistogram(capacity: 1)
    private var pending: [UInt8] = []
    private var pendingDelayAt = 0
    private var pendingDelay = 0
    private var frameCount = 0
    private var lzw = LZWEncoder()

    /// Starts a GIF of `width`×`height` pixels (at most 65,535 a side, GIF's limit, and `Canvas`' limits).
    public init(width: Int, height: Int, loopCount: Int? = 0, preservesTransparency: Bool = false) throws(RenderError) {
        try Canvas.validate(width: Double(width), height: Double(height))
        guard width <= 65_535, height <= 65_535 else {
            throw RenderError.invalidCanvasSize(width: Double(width), height: Double(height), reason: "GIF sides are limited to 65535")
        }
        if let l = loopCount, !(0...65_535).contains(l) {
            throw RenderError.invalidInput("GIF loop count \(l): must be 0 (forever) … 65535")
        }
        self.width = width; self.height = height
        self.loopCount = loopCount
        self.preservesTransparency = preservesTransparency
    }

    /// Encodes `frames` with their delays (hundredths of a second) into one GIF.
    public static func encode(_ frames: [Canvas], delays: [Int], loopCount: Int? = 0, preservesTransparency: Bool = false)
        throws(RenderError) -> [UInt8]
    {
        guard let first = frames.first else { throw RenderError.invalidInput("a GIF needs at least one frame") }
        guard delays.count == frames.count else {
            throw RenderError.invalidInput("\(frames.count) frames but \(delays.count) delays")
        }
        var e = try GIFEncoder(width: first.width, height: first.height, loopCount: loopCount,
                               preservesTransparency: preservesTransparency)
        for (f, d) in zip(frames, delays) { try e.addFrame(f, delay: d) }
        return e.finish()
    }

    /// Appends a frame shown for `delay` hundredths of a second (clamped to 0…65535).
    public mutating func addFrame(_ canvas: Canvas, delay: Int) throws(RenderError) {
        guard canvas.width == width, canvas.height == height else {
            throw RenderError.invalidInput("frame \(frameCount) is \(canvas.width)×\(canvas.height), the GIF is \(width)×\(height)")
        }
        let d = Swift.min(Swift.max(delay, 0), 65_535)
        let keys = colorKeys(canvas)
        defer { previous = keys; frameCount += 1 }

        var rect = PixelRect(x: 0, y: 0, width: width, height: height)
        let delta = frameCount > 0 && !preservesTransparency
        if delta {
            guard let changed = PixelRect.changed(between: keys, and: previous, width: width, height: height) else {
                pendingDelay = Swift.min(pendingDelay + d, 65_535)
                return
            }
            rect = changed
        }
        flushPending()
        let colors = histogram(keys, in: rect)
        var (palette, lookup, local) = choosePalette(colors.hist, exact: colors.exact)
        let indices = indexPixels(keys, in: rect, delta: delta, palette: palette, lookup: &lookup)
        pending = imageBlock(indices, rect: rect, palette: palette, local: local,
                             transparent: delta || colors.hasTransparent)
        pendingDelay = d
    }

    /// The colours inside `rect` (the transparent key is not a colour): exact while they fit a 255-colour palette.
    private func histogram(_ keys: [UInt32], in rect: PixelRect) -> (hist: ColorHistogram, exact: Bool, hasTransparent: Bool) {
        var hist = ColorHistogram(capacity: 512)
        var exact = true
        var hasTransparent = false
        var lastAdded = UInt32.max
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                let k = keys[y * width + x]
                if k == GIFEncoder.transparentKey { hasTransparent = true; continue }
                // Runs of one colour are the norm in UI frames: skip the hash for a repeat.
                if k == lastAdded { continue }
                lastAdded = k
                if exact && !hist.add(k) || hist.count > 255 { exact = false; break }
            }
            if !exact { break }
        }
        if !exact {
            hist = ColorHistogram(capacity: Swift.min(rect.area, 1 << 24))
            for y in rect.y..<rect.maxY {
                for x in rect.x..<rect.maxX {
                    let k = keys[y * width + x]
                    if k != GIFEncoder.transparentKey { hist.add(k) }
                }
            }
        }
        return (hist, exact, hasTransparent)
    }

    /// The palette of this frame: the first frame's becomes the global table (and the header is written), later frames
    /// reuse it when every colour is in it, or get a local table.
    private mutating func choosePalette(_ hist: ColorHistogram,
                                        exact: Bool) -> (palette: [UInt32], lookup: ColorHistogram, local: Bool) {
        if frameCount == 0 {
            var palette = MedianCutQuantizer.palette(hist.entries(), maxColors: 255)
            if palette.isEmpty { palette = [0] }
            global = palette
            globalLookup = GIFEncoder.indexTable(palette, extra: 0)
            writeHeader()
            return (palette, exact ? globalLookup : GIFEncoder.indexTable(palette, extra: hist.count), false)
        }
        if exact && hist.entries().allSatisfy({ globalLookup.value($0.rgb) != nil }) {
            return (global, globalLookup, false)
        }
        var palette = MedianCutQuantizer.palette(hist.entries(), maxColors: 255)
        if palette.isEmpty { palette = [0] }
        return (palette, GIFEncoder.indexTable(palette, extra: hist.count), true)
    }

    /// Palette indices for `rect`; index `palette.count` is transparent (palettes hold at most 255 colours, so it
    /// exists), used for the transparent key and, in a delta frame, for pixels unchanged since the previous frame.
    private func indexPixels(_ keys: [UInt32], in rect: PixelRect, delta: Bool, palette: [UInt32],
                             lookup: inout ColorHistogram) -> [UInt8] {
        let transparentIndex = UInt8(palette.count)
        var indices = [UInt8](repeating: 0, count: rect.area)
        var i = 0
        var lastKey = UInt32.max, lastIndex: UInt8 = 0
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                let k = keys[y * width + x]
                if k == GIFEncoder.transparentKey || (delta && previous[y * width + x] == k) {
                    indices[i] = transparentIndex
                } else if k == lastKey {
                    indices[i] = lastIndex
                } else {
                    if let v = lookup.value(k) {
                        lastIndex = UInt8(v)
                    } else {
                        let n = MedianCutQuantizer.nearest(k, in: palette)
                        lookup.set(k, Int32(n))
                        lastIndex = UInt8(n)
                    }
                    lastKey = k
                    indices[i] = lastIndex
                }
                i += 1
            }
        }
        return indices
    }

    /// Graphic Control Extension, image descriptor, optional local table and LZW data in ≤ 255-byte sub-blocks; the
    /// delay is filled in when the next frame shows whether this one lasts longer.
    private mutating func imageBlock(_ indices: [UInt8], rect: PixelRect, palette: [UInt32], local: Bool,
                                     transparent wantsTransparentIndex: Bool) -> [UInt8] {
        let transparentIndex = palette.count
        let tableBits = GIFEncoder.tableBits(palette.count + 1)
        var block: [UInt8] = []
        // Graphic Control Extension: disposal 1 (keep) for deltas, 2 (restore background) with transparency.
        let disposal: UInt8 = preservesTransparency ? 2 : 1
        let packed: UInt8 = disposal << 2 | (wantsTransparentIndex ? 1 : 0)
        block += [0x21, 0xF9, 4, packed]
        pendingDelayAt = block.count
        block += [0, 0, UInt8(transparentIndex), 0]
        // Image descriptor.
        block.append(0x2C)
        GIFEncoder.le16(rect.x, &block); GIFEncoder.le16(rect.y, &block)
        GIFEncoder.le16(rect.width, &block); GIFEncoder.le16(rect.height, &block)
        block.append(local ? 0x80 | UInt8(tableBits - 1) : 0)
        if local { GIFEncoder.appendTable(palette, bits: tableBits, to: &block) }
        let minCode = Swift.max(2, tableBits)
        block.append(UInt8(minCode))
        let data = lzw.encode(indices, minimumCodeSize: minCode)
        var p = 0
        while p < data.count {
            let n = Swift.min(255, data.count - p)
            block.append(UInt8(n))
            block += data[p..<(p + n)]
            p += n
        }
        block.append(0)
        return block
    }

    /// The finished file (header, frames, trailer). An encoder without frames yields a 1-frame blank image.
    public mutating func finish() -> [UInt8] {
        if frameCount == 0 { writeHeader() }
        flushPending()
        var out = output
        out.append(0x3B)
        return out
    }

    // MARK: Internals

    private func colorKeys(_ canvas: Canvas) -> [UInt32] {
        var keys = [UInt32](repeating: 0, count: canvas.pixels.count)
        let transparent = preservesTransparency
        canvas.pixels.withUnsafeBufferPointer { px in
            for i in 0..<px.count {
                let v = px[i]
                let a = v >> 24
                if a == 255 { keys[i] = v & 0xFF_FFFF; continue }
                if transparent && a < 128 { keys[i] = GIFEncoder.transparentKey; continue }
                let s = Canvas.unstraighten(v)
                keys[i] = UInt32(s.r) | UInt32(s.g) << 8 | UInt32(s.b) << 16
            }
        }
        return keys
    }

    /// Palette colour → index, with room for `extra` more colours mapped to their nearest entry later.
    private static func indexTable(_ palette: [UInt32], extra: Int) -> ColorHistogram {
        var t = ColorHistogram(capacity: palette.count + extra)
        for (i, c) in palette.enumerated() where t.value(c) == nil { t.set(c, Int32(i)) }
        return t
    }

    private mutating func writeHeader() {
        output += Array("GIF89a".utf8)
        GIFEncoder.le16(width, &output); GIFEncoder.le16(height, &output)
        let bits = GIFEncoder.tableBits(global.count + 1)
        output += [0x80 | 0x70 | UInt8(bits - 1), 0, 0]
        GIFEncoder.appendTable(global.isEmpty ? [0] : global, bits: bits, to: &output)
        if let loop = loopCount {
            output += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1]
            GIFEncoder.le16(loop, &output)
            output.append(0)
        }
    }

    private mutating func flushPending() {
        guard !pending.isEmpty else { return }
        pending[pendingDelayAt] = UInt8(pendingDelay & 0xFF)
        pending[pendingDelayAt + 1] = UInt8(pendingDelay >> 8)
        output += pending
        pending = []
    }

    /// Bits per index for a table of at least `count` entries (1…8).
    private static func tableBits(_ count: Int) -> Int {
        var b = 1
        while (1 << b) < count && b < 8 { b += 1 }
        return b
    }

    private static func appendTable(_ palette: [UInt32], bits: Int, to out: inout [UInt8]) {
        for i in 0..<(1 << bits) {
            let c = i < palette.count ? palette[i] : 0
            out += [UInt8(c & 0xFF), UInt8((c >> 8) & 0xFF), UInt8((c >> 16) & 0xFF)]
        }
    }

    private static func le16(_ v: Int, _ out: inout [UInt8]) {
        out += [UInt8(v & 0xFF), UInt8((v >> 8) & 0xFF)]
    }
}
