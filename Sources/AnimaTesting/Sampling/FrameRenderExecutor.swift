import Dispatch

/// A task executor on Dispatch's concurrent threads, for rendering frames from synchronous code without occupying
/// Swift concurrency's cooperative pool (see `FrameRenderer`).
@available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
final class FrameRenderExecutor: TaskExecutor {
    /// The one executor every snapshot shares.
    static let shared = FrameRenderExecutor()

    private let queue = DispatchQueue(label: "anima.testing.frames", attributes: .concurrent)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        queue.async { job.runSynchronously(on: executor) }
    }
}
