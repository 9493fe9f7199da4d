import Anima
import FuzzSupport

/// The GIF decoder that snapshot tests (`AnimaTesting`) compare GIFs with: header, palettes, extensions, LZW,
/// interlacing and disposal.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGIF(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    _ = try? GIFDecoder().decode(FuzzInput.bytes(start, count))
    return 0
}
