import Anima
import Foundation
import FuzzSupport

/// The scene decoder, then compiling what it accepts and sampling it at three times.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let scene = try? SceneDecoder().decode(Data(FuzzInput.bytes(start, count))),
          let timeline = try? Timeline(scene) else { return 0 }
    for t in FuzzInput.sampleTimes(of: timeline) { _ = timeline.sample(at: t) }
    return 0
}
