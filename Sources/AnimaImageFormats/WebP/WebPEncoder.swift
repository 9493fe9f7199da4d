import CWebP

/// Writes animated WebP files through libwebp's `WebPAnimEncoder`.
///
/// - **Lossless** (`.lossless`): frames are stored with `exact` set, without forced key frames, at the most search
///   effort, and streamed as they arrive: the decoded straight RGBA equals `Canvas.straightRGBA()` byte for byte
///   (error 0), colour under fully transparent pixels included.
/// - **Lossy** (`.lossy(minimumSSIM:)`, the CLI's default at `standard`): VP8 colour with lossless alpha, at the
///   lowest libwebp quality whose every frame, decoded by libwebp's own `WebPAnimDecoder` and compared with the
///   true frame (SSIM as ffmpeg measures it, `StructuralSimilarity`, on premultiplied RGB), keeps at least
///   `minimumSSIM`, and which keeps the motion floor that goes with it (`MotionFidelity`, over the whole file).
///   Frames are collected, then the quality is found by bisection over whole-animation encodes
///   (`searchSteps` of them, libwebp free to store any frame losslessly where that is smaller). Opaque frames
///   also try simplified lossless files (`heldCandidates`): pixels held from the previous frame within a bound
///   under the same floor (stored exactly, and near-losslessly when that may win), and, when no lossy quality met
///   it (saturated flat colours that VP8's 4:2:0 chroma smears), the frames a `GIFEncoder` shows when each takes the
///   shortest colour table that keeps the floor, which libwebp codes as palette indices (a shadow's gradient then
///   shows steps up close). The smallest file at the floor is kept; if none is, the file is
///   exact lossless. Past `bufferedPixelBudget` collected pixels the
///   quality is chosen on the frames so far and later frames stream at it, unchecked. libwebp's lossy mode treats
///   changes under its quality's tolerance as none and holds the previous frame instead (down to one still image
///   for a faint shimmer at low qualities): the motion floor refuses such files.
///
/// `WebPAnimEncoder` itself crops each frame to the area that changed and picks per frame whichever of
/// blend/no-blend and dispose/keep is smaller. Delays are hundredths of a second (the `GIFTiming` rule), written as
/// millisecond timestamps, so GIF, APNG and WebP show the same frames at the same moments. libwebp encodes on the
/// calling thread only, so output is deterministic.
///
/// A class because it owns libwebp's encoder; use it from one task.
public final class WebPEncoder: AnimatedImageEncoder {
    /// How frames are stored.
    public enum Quality: Sendable, Hashable {
        /// Exact pixels.
        case lossless
        /// Lossy colour at the smallest size whose every frame keeps this SSIM against the true frame.
        case lossy(minimumSSIM: Double)

        /// The CLI's default: lossy with every frame at SSIM ≥ 0.996, a margin over the 0.995 that counts as the
        /// same quality.
        public static let standard = Quality.lossy(minimumSSIM: 0.996)
    }

    /// The frame width in pixels.
    public let width: Int
    /// The frame height in pixels.
    public let height: Int
    /// How frames are stored.
    public let quality: Quality

    /// Collected pixels above which the lossy quality is fixed and frames stream (64 Mi pixels, 256 MiB).
    static let bufferedPixelBudget = 1 << 26
    /// This encoder's budget (`bufferedPixelBudget`; tests lower it).
    let pixelBudget: Int
    /// Lossy encodes the quality search may run: bisection of libwebp's 0…100 down to steps of about 3.
    static let searchSteps = 5
    /// Where the search starts: the quality that met 0.996 on most of the benchmark's scenes.
    static let firstQuality = 80

    private let plays: Int
    private var stream: WebPAnimationWriter?
    private var collected: [(canvas: Canvas, delay: Int)] = []
    private var collectedPixels = 0

    /// Starts a lossless WebP of `width`×`height` pixels (at most 16,383 a side, WebP's limit). `loopCount` as
    /// GIF's: 0 loops forever, nil plays once, N repeats N times after the first play (0…65535, GIF's range).
    public convenience init(width: Int, height: Int, loopCount: Int? = 0) throws(ImageFormatError) {
        try self.init(width: width, height: height, loopCount: loopCount, quality: .lossless)
    }

    /// Starts a WebP of `width`×`height` pixels stored as `quality` says.
    public convenience init(width: Int, height: Int, loopCount: Int? = 0, quality: Quality) throws(ImageFormatError) {
        try self.init(width: width, height: height, loopCount: loopCount, quality: quality,
                      pixelBudget: WebPEncoder.bufferedPixelBudget)
    }

    /// An encoder that settles the lossy quality once more than `pixelBudget` pixels are collected.
    init(width: Int, height: Int, loopCount: Int?, quality: Quality, pixelBudget: Int) throws(ImageFormatError) {
        try Canvas.validate(width: Double(width), height: Double(height))
        guard width <= 16_383, height <= 16_383 else {
            throw ImageFormatError.invalidCanvasSize(width: Double(width), height: Double(height), reason: "WebP sides are limited to 16383")
        }
        if let l = loopCount, !(0...65_535).contains(l) {
            throw ImageFormatError.invalidInput("WebP loop count \(l): must be 0 (forever) … 65535")
        }
        if case .lossy(let floor) = quality, !(0...1).contains(floor) {
            throw ImageFormatError.invalidInput("WebP SSIM floor \(floor): must be 0 … 1")
        }
        self.width = width; self.height = height
        self.quality = quality
        self.pixelBudget = pixelBudget
        plays = WebPEncoder.plays(loopCount: loopCount)
        if quality == .lossless {
            stream = try WebPAnimationWriter(width: width, height: height, plays: plays, config: try WebPEncoder.losslessConfig())
        }
    }

    /// The ANIM chunk's loop count for GIF-style `loopCount`: WebP counts plays (0 = forever) in 16 bits, so N
    /// repeats are N + 1 plays, and 65,535 repeats saturate at WebP's 65,535 plays, one short (about as long as
    /// the GIF's, which no viewer reaches).
    static func plays(loopCount: Int?) -> Int {
        guard let n = loopCount else { return 1 }
        return n == 0 ? 0 : Swift.min(n + 1, 65_535)
    }

    /// The format's name in error messages.
    public static let formatName = "a WebP"

    /// Adds a frame shown for `delay` hundredths of a second.
    public func addFrame(_ canvas: Canvas, delay: Int) throws(ImageFormatError) {
        guard canvas.width == width, canvas.height == height else {
            throw ImageFormatError.invalidInput("frame is \(canvas.width)×\(canvas.height), the WebP is \(width)×\(height)")
        }
        if let stream {
            try stream.add(canvas, delay: delay)
            return
        }
        guard delay >= 0, delay <= Int(Int32.max) / 10 else { throw ImageFormatError.invalidInput("WebP delay \(delay) is out of range") }
        collected.append((canvas, delay))
        collectedPixels += canvas.pixels.count
        if collectedPixels > pixelBudget, case .lossy(let floor) = quality {
            // Too much to keep: settle the quality on what is here and stream the rest at it.
            let q = try search(floor).quality
            let config = if let q { try WebPEncoder.lossyConfig(q) } else { try WebPEncoder.losslessConfig() }
            let writer = try WebPAnimationWriter(width: width, height: height, plays: plays, config: config, allowMixed: q != nil)
            for f in collected { try writer.add(f.canvas, delay: f.delay) }
            collected = []
            stream = writer
        }
    }

    /// The finished file.
    public func finish() throws(ImageFormatError) -> [UInt8] {
        if let stream { return try stream.finish() }
        guard !collected.isEmpty else { throw ImageFormatError.invalidInput("a WebP needs at least one frame") }
        guard case .lossy(let floor) = quality else { return [] }
        let lossy = try search(floor).bytes
        var best = lossy.map { Candidate(bytes: $0, exact: nil) }
        for candidate in try heldCandidates(floor, lossy: lossy) where candidate.bytes.count < best?.bytes.count ?? Int.max {
            best = candidate
        }
        if let best { return try smallestMethod(best) }
        return try smallestMethod(try exactFile(collected, minimizeSize: false))
    }

    /// A candidate file and, when it stores its frames exactly, those frames (so another libwebp method that
    /// decodes to the same pixels may write them).
    private struct Candidate {
        var bytes: [UInt8]
        var exact: (frames: [(canvas: Canvas, delay: Int)], minimizeSize: Bool)?
    }

    // MARK: Lossless methods

    /// libwebp's lossless methods the smallest exact file is written at again, the smallest kept: the size is not
    /// monotonic in the method (figures in docs/performance.md). Method 6 at full quality, libwebp's every
    /// transform tried, costs about 20 times method 5.
    static let otherLosslessMethods: [Int32] = [3, 5]

    /// `candidate`, or when it stores exact frames, the smallest of it and those frames written at each of
    /// `otherLosslessMethods`: every one decodes to the same pixels, so the floors need no second check.
    private func smallestMethod(_ candidate: Candidate) throws(ImageFormatError) -> [UInt8] {
        guard let exact = candidate.exact else { return candidate.bytes }
        var best = candidate.bytes
        for method in WebPEncoder.otherLosslessMethods {
            let file = try encodeLossless(exact.frames, minimizeSize: exact.minimizeSize, method: method)
            if file.count < best.count { best = file }
        }
        return best
    }

    /// `frames` stored exactly, with what it takes to store them again.
    private func exactFile(_ frames: [(canvas: Canvas, delay: Int)], minimizeSize: Bool) throws(ImageFormatError) -> Candidate {
        Candidate(bytes: try encodeLossless(frames, minimizeSize: minimizeSize), exact: (frames, minimizeSize))
    }

    // MARK: Held lossless

    /// The per-channel bound within which `WebPHeldFrames` holds an already-shown pixel (halved per frame down to
    /// the floor): the smallest files of the bounds tried (figures in docs/performance.md).
    static let holdBound = 32
    /// The bounds of the `GIFEncoder`s whose shown frames are the palette candidates (the smallest file kept): the
    /// size is far from monotonic in the bound (each frame's table length flips), so bounds up to `holdBound` are
    /// tried, the low ones closely (figures in docs/performance.md).
    static let paletteHoldBounds = [2, 4, 6, 8, 16, 32]

    /// Lossless files of opaque frames simplified within `floor`, those that keep it and could be chosen (`finish`
    /// keeps the first of the smallest, `lossy` before them): the held frames
    /// (`WebPHeldFrames`), exact and, when that beats the `lossy` file (or there is none), near-lossless; and when
    /// no lossy quality met the floor (saturated flat colours, whose 4:2:0 chroma VP8
    /// cannot carry), also the frames a `GIFEncoder` for a lossless coder shows at each of `paletteHoldBounds`:
    /// held, and each frame in the shortest table of 15, 31 or 63 colours that keeps the floor (libwebp then codes
    /// palette indices, packed two to a byte in a table of 16 colours or fewer). Empty
    /// when a frame has translucent pixels (the GIF's 1-bit alpha would lose them).
    private func heldCandidates(_ floor: Double, lossy: [UInt8]?) throws(ImageFormatError) -> [Candidate] {
        guard collected.allSatisfy({ $0.canvas.pixels.allSatisfy { $0 >> 24 == 255 } }) else { return [] }
        let held = zip(WebPHeldFrames(width: width, height: height, bound: WebPEncoder.holdBound, floor: floor)
            .hold(collected.map(\.canvas)), collected).map { (canvas: $0, delay: $1.delay) }
        let exactHeld = try exactFile(held, minimizeSize: false)
        var files: [Candidate] = []
        // `finish` keeps the first of the smallest files: one that is not smaller than an earlier file at the floor
        // (or the lossy one) cannot win, so it is not checked against the floor.
        var smallest = lossy?.count ?? .max
        func add(_ file: Candidate) {
            guard file.bytes.count < smallest, keeps(file.bytes, floor) else { return }
            files.append(file)
            smallest = file.bytes.count
        }
        add(exactHeld)
        if lossy == nil {
            var gifs: [[UInt8]] = []
            for bound in WebPEncoder.paletteHoldBounds {
                // Another bound's GIF again shows the same frames, which make the same file: not a new candidate.
                let gif = try paletteGIF(floor, bound: bound)
                guard !gifs.contains(gif) else { continue }
                gifs.append(gif)
                let frames = try GIFDecoder().decode(gif).map { (canvas: $0.canvas, delay: $0.delay) }
                add(try exactFile(frames, minimizeSize: true))
            }
        }
        // Checked against the floor as it is made.
        if lossy.map({ exactHeld.bytes.count < $0.count }) ?? true, let near = try nearLossless(held, floor: floor) {
            files.append(Candidate(bytes: near, exact: nil))
        }
        return files
    }

    /// libwebp's near-lossless levels tried for held frames, most loss first: 40, 60 and 80 round away the low 3, 2
    /// and 1 bits of pixels that differ from their neighbours (100 would keep them: the exact held file).
    static let nearLosslessLevels: [Int32] = [40, 60, 80]

    /// `frames` stored near-losslessly at the first level (the most loss) that keeps every frame at `floor`; nil
    /// when none does. One level for all frames: with a level per frame, raising the frames under the floor left
    /// others under it (pixels a frame leaves unchanged show an earlier frame's rounding).
    private func nearLossless(_ frames: [(canvas: Canvas, delay: Int)], floor: Double) throws(ImageFormatError) -> [UInt8]? {
        for level in WebPEncoder.nearLosslessLevels {
            let file = try encodeLossless(frames, minimizeSize: false, nearLossless: level)
            if keeps(file, floor) { return file }
        }
        return nil
    }

    /// The GIF in which a `GIFEncoder` for a lossless coder, with lossy bound `bound`, shows the collected frames
    /// under `floor`: the palette frames, with the GIF's delays.
    private func paletteGIF(_ floor: Double, bound: Int) throws(ImageFormatError) -> [UInt8] {
        var gif = try GIFEncoder(width: width, height: height, loopCount: nil, preservesTransparency: false,
                                 lossy: bound, minimumSSIM: floor, forLosslessCoder: true)
        for f in collected { try gif.addFrame(f.canvas, delay: f.delay) }
        return gif.finish()
    }

    /// `frames` stored losslessly; `minimizeSize` lets libwebp search harder for the smallest frame rectangles
    /// (worth it for palette frames, not for held ones, which it takes twice as long on).
    /// `nearLossless` below 100 lets libwebp round pixels first (see `nearLosslessLevels`).
    private func encodeLossless(_ frames: [(canvas: Canvas, delay: Int)], minimizeSize: Bool,
                                nearLossless: Int32 = 100, method: Int32? = nil) throws(ImageFormatError) -> [UInt8] {
        var config = try WebPEncoder.losslessConfig()
        config.near_lossless = nearLossless
        if let method { config.method = method }
        let writer = try WebPAnimationWriter(width: width, height: height, plays: plays, config: config,
                                             minimizeSize: minimizeSize)
        for f in frames { try writer.add(f.canvas, delay: f.delay) }
        return try writer.finish()
    }

    // MARK: Lossy search

    /// Bisects libwebp's quality for the lowest that keeps every collected frame at `floor`, starting at
    /// `firstQuality`: that quality and its file, or nil when no quality tried meets the floor. When the first
    /// quality misses, quality 100 is tried next, so a scene no lossy file can carry (saturated flat colours, whose
    /// 4:2:0 chroma misses any high floor) costs two encodes, not `searchSteps`.
    private func search(_ floor: Double) throws(ImageFormatError) -> (quality: Int?, bytes: [UInt8]?) {
        var fails = -1, passes = 101  // qualities known to miss and to meet the floor (or past the ends)
        var best: (quality: Int?, bytes: [UInt8]?) = (nil, nil)
        var q = WebPEncoder.firstQuality
        for step in 0..<WebPEncoder.searchSteps {
            let bytes = try encode(config: try WebPEncoder.lossyConfig(q), allowMixed: true)
            if keeps(bytes, floor) {
                if best.bytes.map({ bytes.count < $0.count }) ?? true { best = (q, bytes) }
                passes = q
            } else {
                fails = q
                if q == 100 { break }
            }
            q = step == 0 && fails == q ? 100 : (fails + passes + 1) / 2
            if q <= fails || q >= passes { break }
        }
        return best
    }

    /// The collected frames as one file.
    private func encode(config: WebPConfig, allowMixed: Bool) throws(ImageFormatError) -> [UInt8] {
        let writer = try WebPAnimationWriter(width: width, height: height, plays: plays, config: config, allowMixed: allowMixed)
        for f in collected { try writer.add(f.canvas, delay: f.delay) }
        return try writer.finish()
    }

    /// Whether every collected frame, against what libwebp decodes at that frame's start time, keeps SSIM `floor`, and
    /// the whole file keeps the file's motion floor that goes with it (`MotionFidelity.fileFloor(forSSIM:)`, over the
    /// collected frames' times, every change counted); false when the file does not decode. The motion is pooled over
    /// the file, not held per frame as the GIF holds it: VP8 re-quantises every frame it codes, and a palette frame
    /// re-maps a moving gradient, so a frame that moves by a level or two shows as much noise as motion even at quality
    /// 100, while the file as a whole keeps its motion (a still file still scores 0). libwebp writes an animation whose
    /// frames all merged into one as a still image, whose one frame ends at 0: the last decoded frame shows until the
    /// animation's end.
    func keeps(_ webp: [UInt8], _ floor: Double) -> Bool {
        let motionFloor = MotionFidelity.fileFloor(forSSIM: floor)
        let similarity = StructuralSimilarity(width: width, height: height)
        let total = collected.reduce(0) { $0 + $1.delay * 10 }
        var kept = true
        var motion = MotionFidelity.Sums()
        var frame = 0, start = 0
        var previous: [UInt32] = [], last: [UInt32] = []
        // Checks every collected frame that starts before `end` against `shown`.
        func check(_ shown: [UInt32], until end: Int) {
            while kept && frame < collected.count && start < end {
                let truth = collected[frame].canvas.pixels
                if similarity.count > 0 {
                    var sum = 0.0
                    truth.withUnsafeBufferPointer { t in
                        shown.withUnsafeBufferPointer { s in
                            similarity.measure(windows: similarity.all, t, s, stride: width, origin: (0, 0)) { _, v in sum += v }
                        }
                    }
                    kept = sum / Double(similarity.count) >= floor
                }
                if frame > 0 { motion.add(previous, shown, collected[frame - 1].canvas.pixels, truth) }
                previous = shown
                start += collected[frame].delay * 10
                frame += 1
            }
        }
        let decoded = WebPAnimationReader.decode(webp) { pixels, end in
            last = Array(pixels)
            check(last, until: end)
        }
        // Collected frames that start after the animation's end (zero delays at the end) are never shown.
        check(last, until: total)
        return decoded && kept && motion.passesOverall(motionFloor)
    }

    // MARK: Configurations

    private static func baseConfig() throws(ImageFormatError) -> WebPConfig {
        var config = WebPConfig()
        guard WebPConfigInit(&config) != 0 else { throw ImageFormatError.invalidInput("libwebp version mismatch") }
        return config
    }

    /// Exact pixels, at the most search effort (smaller files than libwebp's default quality 75).
    static func losslessConfig() throws(ImageFormatError) -> WebPConfig {
        var config = try baseConfig()
        config.lossless = 1
        config.exact = 1
        config.quality = 100  // for lossless, the effort spent searching
        config.method = 4
        return config
    }

    /// VP8 colour at `quality`, alpha lossless.
    static func lossyConfig(_ quality: Int) throws(ImageFormatError) -> WebPConfig {
        var config = try baseConfig()
        config.lossless = 0
        config.quality = Float(quality)
        config.method = 4
        config.alpha_quality = 100
        return config
    }
}

