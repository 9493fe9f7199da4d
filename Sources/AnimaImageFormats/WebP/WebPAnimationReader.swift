import CWebP

/// Decodes an animated WebP with libwebp's own `WebPAnimDecoder`, the reader the lossy encoder checks its
/// candidates with (and tests compare other readers to).
enum WebPAnimationReader {
    /// Calls `body` with every composited frame, as premultiplied pixel words (`Canvas` layout, premultiplied as
    /// `Canvas(straightRGBA:)` does), and the time its display ends in milliseconds; false when the file does not
    /// decode.
    static func decode(_ webp: [UInt8], _ body: (_ pixels: UnsafeBufferPointer<UInt32>, _ end: Int) -> Void) -> Bool {
        webp.withUnsafeBufferPointer { bytes -> Bool in
            var data = WebPData(bytes: bytes.baseAddress, size: bytes.count)
            var options = WebPAnimDecoderOptions()
            guard WebPAnimDecoderOptionsInit(&options) != 0 else { return false }
            // Straight RGBA, premultiplied here: libwebp 1.2's premultiplied mode (MODE_rgbA) blends a lossless
            // frame's transparent pixels into the canvas wrongly (measured: the background moved by 3 levels).
            options.color_mode = MODE_RGBA
            options.use_threads = 0
            guard let decoder = WebPAnimDecoderNew(&data, &options) else { return false }
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            guard WebPAnimDecoderGetInfo(decoder, &info) != 0 else { return false }
            let count = Int(info.canvas_width) * Int(info.canvas_height)
            var words = [UInt32](repeating: 0, count: count)
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var buffer: UnsafeMutablePointer<UInt8>?
                var end: Int32 = 0
                guard WebPAnimDecoderGetNext(decoder, &buffer, &end) != 0, let buffer else { return false }
                words.withUnsafeMutableBufferPointer { w in
                    for i in 0..<count {
                        let a = UInt32(buffer[4 * i + 3])
                        @inline(__always) func pm(_ c: UInt8) -> UInt32 { a == 255 ? UInt32(c) : (UInt32(c) * a + 127) / 255 }
                        w[i] = pm(buffer[4 * i]) | pm(buffer[4 * i + 1]) << 8 | pm(buffer[4 * i + 2]) << 16 | a << 24
                    }
                }
                words.withUnsafeBufferPointer { body($0, Int(end)) }
            }
            return true
        }
    }
}
