#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Benchmark

/// The CPU time of the calling thread, for figures that stay meaningful on a loaded machine.
///
/// package-benchmark's `cpuTotal` counts scheduler ticks on Linux (10 ms steps) and wall-clock time includes the waits of
/// a shared 2-core VM, so the suites also record each measured iteration's thread CPU time as a custom metric.
public enum ThreadClock {
    /// The custom metric the suites record, in microseconds of this thread's CPU time per iteration.
    public static let metric = BenchmarkMetric.custom("Thread CPU (µs)", polarity: .prefersSmaller, useScalingFactor: false)

    /// This thread's CPU time in nanoseconds.
    public static func now() -> Int {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Int(ts.tv_sec) * 1_000_000_000 + Int(ts.tv_nsec)
    }

    /// Runs `body` once per scaled iteration, recording each one's thread CPU time in `metric`.
    public static func measure(_ benchmark: Benchmark, _ body: () -> Void) {
        for _ in benchmark.scaledIterations {
            let start = now()
            body()
            benchmark.measurement(metric, (now() - start) / 1_000)
        }
    }
}
