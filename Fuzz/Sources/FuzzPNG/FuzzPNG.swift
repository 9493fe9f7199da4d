import Anima
import FuzzSupport

/// Anima's own PNG decoder (`PNGDecoder`, which reads golden PNGs back in tests); libpng's path is in `FuzzJPEG`.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    _ = try? PNGDecoder().decode(FuzzInput.bytes(start, count))
    return 0
}
