@testable import AnimaFormat
import FuzzSupport

/// The JSON parser alone: any bytes must parse or throw a syntax error with a position.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    _ = try? JSONParser.parse(FuzzInput.bytes(start, count))
    return 0
}
