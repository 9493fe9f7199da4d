import CWebP

/// One run of libwebp's `WebPAnimEncoder`: frames in, one file out. A class because it owns the encoder, freed on
/// deinit; use it from one task.
final class WebPAnimationWriter {
    private let encoder: OpaquePointer
    private var config: WebPConfig
    private var timestamp = 0
    /// The frames added so far.
    private(set) var frameCount = 0

    /// An encoder of `width` × `height` frames (validated by the caller) played `plays` times (0: forever), each
    /// frame coded with `config`; `allowMixed` lets libwebp store a lossy frame losslessly when that is smaller.
    init(width: Int, height: Int, plays: Int, config: WebPConfig, allowMixed: Bool = false,
         minimizeSize: Bool = false) throws(ImageFormatError) {
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw ImageFormatError.invalidInput("libwebp version mismatch") }
        options.anim_params.loop_count = Int32(plays)
        options.anim_params.bgcolor = 0  // transparent black: what a disposed area shows
        // No forced key frames (kmax ≤ 0 disables them): every frame may be a delta, the smallest file; a player
        // seeking into the middle decodes from the start, which is how animations play anyway.
        options.kmin = 0
        options.kmax = 0
        options.allow_mixed = allowMixed ? 1 : 0
        options.minimize_size = minimizeSize ? 1 : 0
        var config = config
        guard WebPValidateConfig(&config) != 0, let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
            throw ImageFormatError.invalidInput("libwebp could not start an animation of \(width)×\(height)")
        }
        self.encoder = encoder
        self.config = config
    }

    deinit { WebPAnimEncoderDelete(encoder) }

    /// Adds a frame shown for `delay` hundredths of a second (the `GIFTiming` rule), written as milliseconds.
    func add(_ canvas: Canvas, delay: Int) throws(ImageFormatError) {
        guard delay >= 0, timestamp + delay * 10 <= Int(Int32.max) else { throw ImageFormatError.invalidInput("WebP delay \(delay) is out of range") }
        var picture = WebPPicture()
        guard WebPPictureInit(&picture) != 0 else { throw ImageFormatError.invalidInput("libwebp version mismatch") }
        defer { WebPPictureFree(&picture) }
        picture.use_argb = 1
        picture.width = Int32(canvas.width); picture.height = Int32(canvas.height)
        let rgba = canvas.straightRGBA()
        guard WebPPictureImportRGBA(&picture, rgba, Int32(canvas.width * 4)) != 0 else { throw ImageFormatError.invalidInput("libwebp is out of memory") }
        guard WebPAnimEncoderAdd(encoder, &picture, Int32(timestamp), &config) != 0 else { throw lastError("add a frame") }
        timestamp += delay * 10
        frameCount += 1
    }

    /// The finished file; the last frame lasts until the end of its delay.
    func finish() throws(ImageFormatError) -> [UInt8] {
        guard frameCount > 0 else { throw ImageFormatError.invalidInput("a WebP needs at least one frame") }
        guard WebPAnimEncoderAdd(encoder, nil, Int32(timestamp), nil) != 0 else { throw lastError("end the animation") }
        var data = WebPData()
        WebPDataInit(&data)
        defer { WebPDataClear(&data) }
        guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else { throw lastError("assemble the file") }
        return Array(UnsafeBufferPointer(start: bytes, count: data.size))
    }

    private func lastError(_ doing: String) -> ImageFormatError {
        let reason = WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
        return ImageFormatError.invalidInput("libwebp could not \(doing): \(reason)")
    }
}
