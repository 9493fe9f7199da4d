/// Writes animated GIF89a files from whole frames, smaller than the usual palettegen + gifsicle pipeline at the same
/// quality.
///
/// Frames are collected as the rectangles that changed since the previous frame (a frame that changes nothing
/// lengthens the previous delay), so memory grows with what moves, not with the frame count; past
/// `bufferedPixelBudget` collected pixels the palette is fixed and later frames are encoded as they arrive. Then:
/// - **Palette.** One global table for the whole animation: exact when it has at most 255 colours, else median cut
///   of the pixel-weighted histogram (with floors, a thorough encoder also tries 127, 63 and 31 colours, whose
///   codes are shorter, and keeps the smallest file at the floors: `globalTableSizes`). Each frame is also tried
///   with a local table of its own colours, and keeps whichever file is smaller at the same quality (a frame of 20
///   colours codes in 5-bit symbols instead of 8);
///   with an SSIM floor, a frame also tries short tables of its own (3, 7, 15, 31 and 63 colours), whose fewer
///   colours repeat more often (the smallest kept, when smaller and at the floors): a faint gradient band then
///   shows as a few even steps that move with it.
/// - **Dithering.** None where the table holds the colours; ordered (8×8 Bayer) for a frame whose nearest-colour
///   error is large. Both depend on position and colour only, so a static area maps to the same indices in every
///   frame, and since only pixels whose shown colour is wrong are written, static areas are never re-sent.
/// - **Inter-frame.** Each frame stores the rectangle of pixels whose shown colour is wrong; inside it, pixels that
///   are already right are free: the LZW coder writes them as the transparent index or as their own colour,
///   whichever extends the current string. Disposal is "keep" (the fewest bytes), except that a frame followed by
///   pixels turning transparent is disposed to the background over a rectangle grown to cover them, the only GIF
///   way to clear a pixel.
/// - **Lossy** (`lossy` N > 0, off by default): a pixel already shown within N of its true colour (on every 0…255
///   channel) is left alone, and a written pixel may take any palette colour within N when that extends the LZW
///   string, as gifsicle's `--lossy` does. No shown pixel is ever further than max(N, the palette's own error) from
///   the true frame. With `minimumSSIM` > 0 the loss adapts per frame until the shown frame's SSIM against the
///   true frame (ffmpeg's measure, `StructuralSimilarity`) is at least `minimumSSIM`, that of the 8×8 windows the
///   frame changes a quarter of its loss lower (0.995 under 0.996), and the frame's shown change, and the file's
///   up to it, keep the motion floor that goes with it (`MotionFidelity`), so a faint change (a shimmer) is kept
///   even where SSIM would not see it dropped. Held pixels and near colours are lowered two ways, the smaller
///   file kept: both bounds halving together (N, N/2, …, 0), and nothing held with the near bound halving (a
///   held pixel stops where the truth moves; a near colour moves with it, a level or two off, so a faint shimmer
///   keeps its motion at near 2), and under `--lossy N`'s floors a third, pixels within 2, then 1 level held with
///   the near bound kept;
///   where even bound 0 misses because of pixels earlier frames held, the frame rewrites every pixel shown wrong
///   (which also spares the frames after it from missing for the same pixels: smaller files). `standard` is
///   what the CLI writes by default; `lossyMinimumSSIM` is its floor for `--lossy N`.
/// Transparent canvases map alpha < ½ to transparent when `preservesTransparency`.
public struct GIFEncoder: Sendable {
    /// The frame width in pixels.
    public let width: Int
    /// The frame height in pixels.
    public let height: Int
    /// How many times viewers repeat the animation after the first play; 0 loops forever, nil plays once.
    public let loopCount: Int?
    /// Whether transparent pixels stay transparent (otherwise alpha is ignored: give it opaque frames).
    public let preservesTransparency: Bool
    /// The lossy error bound per channel (0…255 levels); 0 is lossless apart from the palette.
    public let lossy: Int
    /// The SSIM every frame keeps against the true frame, lowering the lossy bound frame by frame (0: no floor).
    public let minimumSSIM: Double
    /// Whether the shown frames are for a lossless coder (`WebPEncoder` codes them as palette indices) rather than
    /// for this file: no near palette colour is taken to extend an LZW string (scattered colours cost a lossless
    /// coder more than they save), and every frame takes the shortest table (15, 31 or 63 colours) that keeps the
    /// floor, exact colours too, not the one whose GIF is smallest (≤ 16 colours pack two indices to a byte, and
    /// fewer colours repeat more).
    let forLosslessCoder: Bool
    /// How far the encoder searches for a smaller file at the same floors.
    public let effort: Effort

    /// The CLI's default GIF: pixels within 12 levels per channel, every frame at SSIM ≥ 0.996 (a margin over the
    /// 0.995 that counts as "same quality"). The size is not monotonic in the bound (held pixels change which LZW
    /// strings later frames find); 12 was the smallest of the bounds tried (figures in docs/performance.md).
    public static let standard = (lossy: 12, minimumSSIM: 0.996)
    /// The SSIM floor of an explicit `--lossy N`: 0.992, a margin over the 0.99 its goal allows.
    public static let lossyMinimumSSIM = 0.992

    /// The colour key of a transparent pixel (no 24-bit colour has the top byte set).
    static let transparentKey: UInt32 = 0xFF00_0000
    /// Collected pixels above which the palette is fixed and frames stream (64 Mi pixels, 256 MiB of keys).
    static let bufferedPixelBudget = 1 << 26

    private var latest: [UInt32] = []
    private var collected: [GIFSourceFrame] = []
    private var collectedPixels = 0
    private var planner: GIFFramePlanner?

    /// Starts a GIF of `width`×`height` pixels (at most 65,535 a side, GIF's limit, and `Canvas`' limits).
    public init(width: Int, height: Int, loopCount: Int? = 0, preservesTransparency: Bool = false,
                lossy: Int = 0, minimumSSIM: Double = 0, effort: Effort = .thorough) throws(ImageFormatError) {
        try self.init(width: width, height: height, loopCount: loopCount, preservesTransparency: preservesTransparency,
                      lossy: lossy, minimumSSIM: minimumSSIM, forLosslessCoder: false, effort: effort)
    }

    /// An encoder whose shown frames may be meant for a lossless coder (`forLosslessCoder`).
    init(width: Int, height: Int, loopCount: Int?, preservesTransparency: Bool, lossy: Int, minimumSSIM: Double,
         forLosslessCoder: Bool, effort: Effort = .thorough) throws(ImageFormatError) {
        try Canvas.validate(width: Double(width), height: Double(height))
        guard width <= 65_535, height <= 65_535 else {
            throw ImageFormatError.invalidCanvasSize(width: Double(width), height: Double(height), reason: "GIF sides are limited to 65535")
        }
        if let l = loopCount, !(0...65_535).contains(l) {
            throw ImageFormatError.invalidInput("GIF loop count \(l): must be 0 (forever) … 65535")
        }
        guard (0...255).contains(lossy) else { throw ImageFormatError.invalidInput("GIF lossy bound \(lossy): must be 0 … 255") }
        guard (0...1).contains(minimumSSIM) else { throw ImageFormatError.invalidInput("GIF SSIM floor \(minimumSSIM): must be 0 … 1") }
        self.width = width; self.height = height
        self.loopCount = loopCount
        self.preservesTransparency = preservesTransparency
        self.lossy = lossy
        self.minimumSSIM = minimumSSIM
        self.forLosslessCoder = forLosslessCoder
        self.effort = effort
    }

    /// Encodes `frames` with their delays (hundredths of a second) into one GIF.
    public static func encode(_ frames: [Canvas], delays: [Int], loopCount: Int? = 0, preservesTransparency: Bool = false,
                              lossy: Int = 0, minimumSSIM: Double = 0) throws(ImageFormatError) -> [UInt8] {
        guard let first = frames.first else { throw ImageFormatError.invalidInput("a GIF needs at least one frame") }
        guard delays.count == frames.count else {
            throw ImageFormatError.invalidInput("\(frames.count) frames but \(delays.count) delays")
        }
        var e = try GIFEncoder(width: first.width, height: first.height, loopCount: loopCount,
                               preservesTransparency: preservesTransparency, lossy: lossy, minimumSSIM: minimumSSIM)
        for (f, d) in zip(frames, delays) { try e.addFrame(f, delay: d) }
        return e.finish()
    }

    /// Appends a frame shown for `delay` hundredths of a second (clamped to 0…65535).
    public mutating func addFrame(_ canvas: Canvas, delay: Int) throws(ImageFormatError) {
        guard canvas.width == width, canvas.height == height else {
            throw ImageFormatError.invalidInput("frame is \(canvas.width)×\(canvas.height), the GIF is \(width)×\(height)")
        }
        let d = Swift.min(Swift.max(delay, 0), 65_535)
        let keys = colorKeys(canvas)
        defer { latest = keys }
        guard !latest.isEmpty else {
            collect(GIFSourceFrame(rect: PixelRect(x: 0, y: 0, width: width, height: height), keys: keys, delay: d))
            return
        }
        guard let rect = PixelRect.changed(between: keys, and: latest, width: width, height: height) else {
            collected[collected.count - 1].delay += d
            return
        }
        collect(GIFSourceFrame(rect: rect, keys: GIFSourceFrame.crop(keys, width: width, to: rect), delay: d))
    }

    /// The finished file (header, frames, trailer). An encoder without frames yields a 1-frame blank image.
    public mutating func finish() -> [UInt8] {
        if collected.isEmpty {
            collected = [GIFSourceFrame(rect: PixelRect(x: 0, y: 0, width: width, height: height),
                                        keys: [UInt32](repeating: 0, count: width * height), delay: 0)]
        }
        guard var p = planner else { return smallestGlobalTable() }
        let file = encodeCollected(&p)
        collected = []
        planner = p
        return file
    }

    /// Global table lengths a thorough encoder with floors tries when the colours do not fit one table, longest
    /// first: a shorter table codes every pixel in fewer bits (7 bits a code for 127 colours), and the floors decide
    /// whether its colours are near enough (figures in docs/performance.md).
    static let globalTableSizes = [255, 127, 63, 31]

    /// The collected frames encoded with a global table of each of `globalTableSizes` while the file shrinks, keeps
    /// the file's motion floor and leaves no more frames under their floors than the full table does (a frame
    /// `repair`s to the palette's error, which may stay under): the last such file. The colours are counted once
    /// for every length; a shorter table's file is encoded only while it can still be kept.
    private mutating func smallestGlobalTable() -> [UInt8] {
        let colors = GIFFramePlanner.globalColors(collected)
        var p = makePlanner(colors.palette())
        var file = encodeCollected(&p)
        guard colors.quantized, effort == .thorough, !forLosslessCoder, lossy > 0, minimumSSIM > 0 else {
            collected = []
            return file
        }
        for size in GIFEncoder.globalTableSizes.dropFirst() {
            var shorter = makePlanner(colors.palette(maxColors: size))
            guard let other = encodeCollected(&shorter, below: (file.count, p.framesUnderFloors)),
                  shorter.keepsFileMotion else { break }
            file = other
        }
        collected = []
        return file
    }

    /// Every collected frame encoded by `p`, and the finished file.
    private func encodeCollected(_ p: inout GIFFramePlanner) -> [UInt8] {
        for i in collected.indices { encode(collectedFrame: i, by: &p) }
        return p.finish()
    }

    /// The finished file of every collected frame encoded by `p` when it is smaller than `limit.size` and leaves at
    /// most `limit.underFloors` frames under their floors; else nil, as soon as either is certain (the file only
    /// grows, and a frame under its floors stays counted).
    private func encodeCollected(_ p: inout GIFFramePlanner, below limit: (size: Int, underFloors: Int)) -> [UInt8]? {
        for i in collected.indices {
            encode(collectedFrame: i, by: &p)
            if p.minimumFileSize >= limit.size || p.framesUnderFloors > limit.underFloors { return nil }
        }
        return p.finish()
    }

    /// Collected frame `i` encoded by `p`, which looks at the frame after it for its disposal.
    private func encode(collectedFrame i: Int, by p: inout GIFFramePlanner) {
        p.encode(collected[i], next: i + 1 < collected.count ? collected[i + 1] : nil)
    }

    // MARK: Internals

    /// Keeps a frame; once the palette is fixed, encodes every collected frame but the newest (whose disposal waits
    /// for the frame after it).
    private mutating func collect(_ frame: GIFSourceFrame) {
        collected.append(frame)
        collectedPixels += frame.keys.count
        if planner == nil && collectedPixels > GIFEncoder.bufferedPixelBudget {
            planner = makePlanner(GIFFramePlanner.globalColors(collected).palette())
        }
        guard var p = planner else { return }
        planner = nil  // encode on a uniquely referenced planner
        for i in 0..<(collected.count - 1) { p.encode(collected[i], next: collected[i + 1]) }
        collected.removeFirst(collected.count - 1)
        planner = p
    }

    /// A planner with global table `global`.
    private func makePlanner(_ global: GIFPalette) -> GIFFramePlanner {
        GIFFramePlanner(width: width, height: height, loopCount: loopCount, preservesTransparency: preservesTransparency,
                        lossy: lossy, minimumSSIM: minimumSSIM, forLosslessCoder: forLosslessCoder, effort: effort,
                        global: global)
    }

    private func colorKeys(_ canvas: Canvas) -> [UInt32] {
        var keys = [UInt32](repeating: 0, count: canvas.pixels.count)
        let transparent = preservesTransparency
        canvas.pixels.withUnsafeBufferPointer { px in
            keys.withUnsafeMutableBufferPointer { keys in
                @inline(__always) func key(_ i: Int) {
                    let v = px[i]
                    let a = v >> 24
                    if a == 255 { keys[i] = v & 0xFF_FFFF; return }
                    if transparent && a < 128 { keys[i] = GIFEncoder.transparentKey; return }
                    let s = Canvas.unstraighten(v)
                    keys[i] = UInt32(s.r) | UInt32(s.g) << 8 | UInt32(s.b) << 16
                }
                // Blocks of opaque pixels (most are) in a loop LLVM vectorises; a block where some pixel is not
                // opaque again pixel by pixel.
                var i = 0
                while i < px.count {
                    let end = Swift.min(i + 64, px.count)
                    var alpha: UInt32 = 0xFF00_0000
                    for j in i..<end { let v = px[j]; keys[j] = v & 0xFF_FFFF; alpha &= v }
                    if alpha != 0xFF00_0000 { for j in i..<end { key(j) } }
                    i = end
                }
            }
        }
        return keys
    }
}
