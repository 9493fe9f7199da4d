import Anima
import Foundation
import FuzzSupport

/// The skeleton-layout decoder, then building the skeleton's scene and compiling it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSkeleton(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let layout = try? SkeletonLayoutDecoder().decode(Data(FuzzInput.bytes(start, count))),
          let scene = try? layout.scene(),
          let timeline = try? Timeline(scene) else { return 0 }
    _ = timeline.sample(at: 0)
    return 0
}
