import Anima
import Dispatch
import Foundation

/// Renders a snapshot's frames on every core. Snapshot strategies are synchronous (swift-snapshot-testing waits
/// for them on the test's thread), so this uses Dispatch's own threads rather than `Renderer.renderFrames`, whose
/// tasks would need the Swift concurrency threads the waiting test may be holding.
struct FrameRenderer {
    let renderer: Renderer
    let timeline: Timeline

    /// One frame per time, in order; each frame is rendered independently, so the result does not depend on the
    /// number of cores.
    func frames(at times: [Double]) -> [Canvas] {
        let slots = FrameSlots(count: times.count)
        DispatchQueue.concurrentPerform(iterations: times.count) { i in
            slots.store(renderer.render(timeline, at: times[i]), at: i)
        }
        return slots.frames
    }
}

/// The finished frames, written from several threads under a lock.
private final class FrameSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [Canvas?]

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ frame: Canvas, at i: Int) {
        lock.lock(); defer { lock.unlock() }
        slots[i] = frame
    }

    var frames: [Canvas] {
        lock.lock(); defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
