import Anima
import AnimaRender
import Dispatch

/// Renders a snapshot's frames on every core through the renderer's one parallel path, `Renderer.renderFrames`.
///
/// Snapshot strategies are synchronous (swift-snapshot-testing waits for them on the test's thread, which may be
/// one of Swift concurrency's few cooperative threads), so the frames are rendered by a task whose executor
/// preference is `FrameRenderExecutor`, Dispatch's threads: the task group's child tasks inherit the preference,
/// so the render never needs a cooperative thread the waiting test may be holding.
struct FrameRenderer {
    let renderer: Renderer
    let timeline: Timeline

    /// One frame per time, in order; each frame is a pure function of its time, so the result does not depend on
    /// the number of cores. Before macOS 15 and iOS 18, which have no task executors, the frames are rendered one
    /// after another on the calling thread (the same bytes, `Renderer.renderFrames` promises).
    func frames(at times: [Double]) -> [Canvas] {
        guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else {
            return times.map { self.renderer.render(self.timeline, at: $0) }
        }
        let result = RenderedFrames()
        let done = DispatchSemaphore(value: 0)
        let renderer = renderer, timeline = timeline
        Task(executorPreference: FrameRenderExecutor.shared) {
            var frames: [Canvas] = []
            frames.reserveCapacity(times.count)
            await renderer.renderFrames(timeline, at: times) { _, frame in frames.append(frame) }
            result.frames.withLock { [frames] in $0 = frames }
            done.signal()
        }
        done.wait()
        return result.frames.withLock { $0 }
    }
}

/// The finished frames, handed from the rendering task to the waiting caller.
private final class RenderedFrames: Sendable {
    let frames = Locked<[Canvas]>([])
}
