import CJPEG

/// JPEG decoding through libjpeg-turbo's TurboJPEG API, which returns error codes instead of calling a
/// longjmp-based `error_exit`.
///
/// Baseline and progressive JPEGs decode to sRGB (JPEGs carry no alpha). CMYK and YCCK JPEGs are decoded to CMYK
/// and converted naively (R = C·K/255 on the inverted values Adobe applications store), as browsers do without
/// a colour profile. Warnings are errors: a truncated file is refused instead of shown half grey.
enum JPEGImageReader {
    static func decode(_ bytes: [UInt8]) throws(ImageError) -> Canvas {
        guard let handle = tjInitDecompress() else { throw .jpeg("libjpeg-turbo could not start a decompressor") }
        defer { tjDestroy(handle) }
        var w: Int32 = 0, h: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let header = bytes.withUnsafeBufferPointer { b in
            tjDecompressHeader3(handle, b.baseAddress, UInt(b.count), &w, &h, &subsampling, &colorspace)
        }
        guard header == 0 else { throw .jpeg(errorText(handle)) }
        let width = Int(w), height = Int(h)
        try ImageDecoder.checkSize(width: width, height: height)
        let isCMYK = colorspace == Int32(TJCS_CMYK.rawValue) || colorspace == Int32(TJCS_YCCK.rawValue)
        let format = isCMYK ? TJPF_CMYK : TJPF_RGBA
        var out = [UInt8](repeating: 0, count: width * height * 4)
        let status = bytes.withUnsafeBufferPointer { b in
            out.withUnsafeMutableBufferPointer { o in
                tjDecompress2(handle, b.baseAddress, UInt(b.count), o.baseAddress, w, 0, h, format.rawValue,
                              TJFLAG_STOPONWARNING | TJFLAG_ACCURATEDCT)
            }
        }
        guard status == 0 else { throw .jpeg(errorText(handle)) }
        if isCMYK { convertInvertedCMYK(&out) }
        return ImageDecoder.premultiplied(width: width, height: height, straightRGBA: out)
    }

    /// Adobe-inverted CMYK (each byte is 255 − ink) to opaque RGBA, in place.
    private static func convertInvertedCMYK(_ px: inout [UInt8]) {
        for i in stride(from: 0, to: px.count, by: 4) {
            let k = UInt32(px[i + 3])
            func rgb(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * k + 127) / 255) }
            px[i] = rgb(px[i]); px[i + 1] = rgb(px[i + 1]); px[i + 2] = rgb(px[i + 2]); px[i + 3] = 255
        }
    }

    private static func errorText(_ handle: tjhandle) -> String {
        guard let c = tjGetErrorStr2(handle) else { return "libjpeg-turbo reported an unspecified error" }
        return String(cString: c)
    }
}
