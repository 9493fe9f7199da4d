import CWebP

/// Writes animated WebP files through libwebp's `WebPAnimEncoder`, frame by frame.
///
/// Frames are stored **lossless** with `exact` set, without forced key frames, at the most search effort: the
/// decoded straight RGBA equals `Canvas.straightRGBA()` byte for byte (error 0), colour under fully transparent
/// pixels included. `WebPAnimEncoder` itself crops each frame to the
/// area that changed and picks per frame whichever of blend/no-blend and dispose/keep is smaller. Delays are
/// hundredths of a second (the `GIFTiming` rule), written as millisecond timestamps, so GIF, APNG and WebP show the
/// same frames at the same moments. libwebp encodes on the calling thread only, so output is deterministic.
///
/// A class because it owns libwebp's encoder, freed on deinit; use it from one task.
public final class WebPEncoder: AnimatedImageEncoder {
    /// The frame width in pixels.
    public let width: Int
    /// The frame height in pixels.
    public let height: Int

    private let encoder: OpaquePointer
    private var config = WebPConfig()
    private var timestamp = 0
    private var frameCount = 0

    /// Starts a WebP of `width`×`height` pixels (at most 16,383 a side, WebP's limit). `loopCount` as GIF's:
    /// 0 loops forever, nil plays once, N repeats N times after the first play (0…65535, GIF's range).
    public init(width: Int, height: Int, loopCount: Int? = 0) throws(RenderError) {
        try Canvas.validate(width: Double(width), height: Double(height))
        guard width <= 16_383, height <= 16_383 else {
            throw RenderError.invalidCanvasSize(width: Double(width), height: Double(height), reason: "WebP sides are limited to 16383")
        }
        if let l = loopCount, !(0...65_535).contains(l) {
            throw RenderError.invalidInput("WebP loop count \(l): must be 0 (forever) … 65535")
        }
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0, WebPConfigInit(&config) != 0 else {
            throw RenderError.invalidInput("libwebp version mismatch")
        }
        options.anim_params.loop_count = Int32(WebPEncoder.plays(loopCount: loopCount))
        options.anim_params.bgcolor = 0  // transparent black: what a disposed area shows
        // No forced key frames (kmax ≤ 0 disables them): every frame may be a delta, the smallest file; a player
        // seeking into the middle decodes from the start, which is how animations play anyway.
        options.kmin = 0
        options.kmax = 0
        config.lossless = 1
        config.exact = 1
        config.quality = 100  // for lossless, the effort spent searching: the most (measured 4 % smaller than 75)
        config.method = 4
        guard WebPValidateConfig(&config) != 0, let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw RenderError.invalidInput("libwebp could not start an animation of \(width)×\(height)")
        }
        self.width = width; self.height = height
        self.encoder = encoder
    }

    deinit { WebPAnimEncoderDelete(encoder) }

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
    public func addFrame(_ canvas: Canvas, delay: Int) throws(RenderError) {
        guard canvas.width == width, canvas.height == height else {
            throw RenderError.invalidInput("frame is \(canvas.width)×\(canvas.height), the WebP is \(width)×\(height)")
        }
        guard delay >= 0, timestamp + delay * 10 <= Int(Int32.max) else { throw RenderError.invalidInput("WebP delay \(delay) is out of range") }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw RenderError.invalidInput("libwebp version mismatch") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(width); picture.height = Int32(height)
        let rgba = canvas.straightRGBA()
        guard WebPPictureImportRGBA(&picture, rgba, Int32(width * 4)) != 0 else { throw RenderError.invalidInput("libwebp is out of memory") }
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestamp), &config) != 0 else { throw lastError("add a frame") }
        timestamp += delay * 10
        frameCount += 1
    }

    /// The finished file; the last frame lasts until the end of its delay.
    public func finish() throws(RenderError) -> [UInt8] {
        guard frameCount > 0 else { throw RenderError.invalidInput("a WebP needs at least one frame") }
        guard WebPAnimEncoderAdd(encoder, nil, Int32(timestamp), nil) != 0 else { throw lastError("end the animation") }
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else { throw lastError("assemble the file") }
        return Array(UnsafeBufferPointer(start: bytes, count: data.size))
    }

    private func lastError(_ doing: String) -> RenderError {
        let reason = WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
        return RenderError.invalidInput("libwebp could not \(doing): \(reason)")
    }
}
