import CPNG
import RealModule

/// PNG decoding through libpng's simplified API (`png_image_*`), which reports failures in the `png_image` struct
/// instead of longjmp-ing through Swift frames.
///
/// Output is 8-bit sRGB RGBA: palettes, greyscale, tRNS and interlacing are expanded by libpng, a gAMA chunk is
/// converted to sRGB, and 16-bit samples without gAMA/sRGB are taken as sRGB-encoded (`PNG_IMAGE_FLAG_16BIT_sRGB`),
/// as every browser and Core Graphics read them. Ancillary chunks with bad CRCs are dropped (libpng's default);
/// a bad critical chunk is an error.
///
/// libpng 1.6.39 (Debian 12) returns wrong rows for interlaced 16-bit files when it converts them to 8-bit sRGB
/// (PngSuite's basi0g16 differs from basn0g16); its 16-bit linear output is right, so those files are read linear
/// and encoded to sRGB here with the same 2.2 power libpng uses.
enum PNGImageReader {
    /// `PNG_FORMAT_RGBA` (colour | alpha); the C macro is an expression Swift cannot import.
    private static let formatRGBA: UInt32 = 0x02 | 0x01
    /// `PNG_FORMAT_LINEAR_RGB_ALPHA`: 16-bit linear, premultiplied.
    private static let formatLinearRGBA: UInt32 = 0x04 | 0x02 | 0x01

    static func decode(_ bytes: [UInt8]) throws(ImageError) -> Canvas {
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        let began = bytes.withUnsafeBytes { raw in
            png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count)
        }
        guard began != 0 else { throw .png(message(of: &image)) }
        let width = Int(image.width), height = Int(image.height)
        do throws(ImageError) { try ImageDecoder.checkSize(width: width, height: height) } catch {
            png_image_free(&image)
            throw error
        }
        image.flags |= UInt32(PNG_IMAGE_FLAG_16BIT_sRGB)
        if isInterlaced16Bit(bytes) { return try decodeLinear(bytes, &image, width: width, height: height) }
        image.format = formatRGBA
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        // libpng keeps pointers into the input until finish_read returns, so both buffers stay pinned across it.
        let finished = bytes.withUnsafeBytes { _ in
            rgba.withUnsafeMutableBytes { out in
                png_image_finish_read(&image, nil, out.baseAddress, 0, nil)
            }
        }
        guard finished != 0 else { throw .png(message(of: &image)) }
        return ImageDecoder.premultiplied(width: width, height: height, straightRGBA: rgba)
    }

    /// Whether IHDR (always the first chunk, bytes 16…28) declares 16-bit samples and Adam7 interlacing.
    private static func isInterlaced16Bit(_ bytes: [UInt8]) -> Bool {
        bytes.count > 28 && bytes[24] == 16 && bytes[28] == 1
    }

    /// The linear 16-bit route: libpng premultiplies in linear light; un-premultiply, encode with the 2.2 power,
    /// round to 8 bits.
    private static func decodeLinear(_ bytes: [UInt8], _ image: inout png_image, width: Int,
                                     height: Int) throws(ImageError) -> Canvas {
        image.format = formatLinearRGBA
        var linear = [UInt16](repeating: 0, count: width * height * 4)
        let finished = bytes.withUnsafeBytes { _ in
            linear.withUnsafeMutableBytes { out in png_image_finish_read(&image, nil, out.baseAddress, 0, nil) }
        }
        guard finished != 0 else { throw .png(message(of: &image)) }
        var rgba = [UInt8](repeating: 0, count: linear.count)
        for i in stride(from: 0, to: linear.count, by: 4) {
            let a = Double(linear[i + 3])
            rgba[i + 3] = UInt8((a / 257).rounded())
            guard a > 0 else { continue }
            for c in 0..<3 {
                let v = min(Double(linear[i + c]) / a, 1)
                rgba[i + c] = UInt8((255 * Double.pow(v, 1 / 2.2)).rounded())
            }
        }
        return ImageDecoder.premultiplied(width: width, height: height, straightRGBA: rgba)
    }

    /// libpng's message, a NUL-terminated C string inside the struct.
    private static func message(of image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let chars = raw.prefix { $0 != 0 }
            let text = String(decoding: chars, as: UTF8.self)
            return text.isEmpty ? "libpng reported an unspecified error" : text
        }
    }
}
