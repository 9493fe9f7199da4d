import Anima
import FuzzSupport

/// SVG path data, then flattening the path and writing it back as path data.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVGPath(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let text = String(decoding: FuzzInput.bytes(start, count), as: UTF8.self)
    guard let path = try? Path(svgPathData: text) else { return 0 }
    _ = path.flattened(tolerance: 0.25)
    _ = path.svgPathData
    return 0
}
