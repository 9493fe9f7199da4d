import Anima
import Foundation
import FuzzSupport

/// Two list states (split at the first NUL byte), then planning the transition between them and building its scene.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzListState(_ start: UnsafeRawPointer?, _ count: Int) -> CInt {
    let (first, second) = FuzzInput.split(FuzzInput.bytes(start, count))
    let decoder = ListStateDecoder()
    guard let before = try? decoder.decode(Data(first)), let after = try? decoder.decode(Data(second)) else { return 0 }
    let plan = TransitionPlan(from: before, to: after)
    _ = plan.summary
    guard let scene = try? plan.scene(), let timeline = try? Timeline(scene) else { return 0 }
    for t in FuzzInput.sampleTimes(of: timeline) { _ = timeline.sample(at: t) }
    return 0
}
