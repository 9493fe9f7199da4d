import Anima
import Foundation
import FuzzSupport

/// A decoded scene's first frame, rendered at most 64 pixels on its longer side.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRender(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    guard let scene = try? SceneDecoder().decode(Data(FuzzInput.bytes(start, count))),
          let timeline = try? Timeline(scene) else { return 0 }
    FuzzInput.renderFirstFrame(timeline)
    return 0
}
