@testable import AnimaImageFormats
@testable import AnimaRender
import FuzzSupport

/// A layer's `contents` image as the renderer prepares it: `ImageDecoder` (JPEG through libjpeg-turbo, PNG through
/// libpng, chosen by signature), the size limits checked from the header, premultiplying, and the mipmap chain
/// trilinear minification builds.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let canvas = try? ImageDecoder.decode(FuzzInput.bytes(start, count)) else { return 0 }
    _ = PreparedImage(canvas, mipmaps: true)
    return 0
}
