import Anima
import FuzzSupport

/// The PNG decoder (the only image reader Anima has so far; JPEG and fonts get harnesses when they exist).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    _ = try? PNGDecoder().decode(FuzzInput.bytes(start, count))
    return 0
}
