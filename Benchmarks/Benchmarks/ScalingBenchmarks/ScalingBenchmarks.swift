import AnimaCore
import AnimaRender
import Benchmark
import BenchmarkSupport

/// Per-layer cost at 10², 10³, 10⁴ and 10⁵ layers: sampling, rendering and compiling the same scene at each size.
/// Divide a row's time by its layer count for the per-layer figure (the README's scaling table does).
let benchmarks: @Sendable () -> Void = {
    // Thread CPU in whole microseconds at every size (the 10⁵ rows would otherwise print in rounded thousands).
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, ThreadClock.metric, .mallocCountTotal],
                                           units: [ThreadClock.metric: .count], maxDuration: .seconds(2),
                                           maxIterations: 200)
    for count in [100, 1_000, 10_000, 100_000] {
        let scene = layerGridScene(layers: count)
        let timeline: Timeline
        do { timeline = try Timeline(scene) } catch { fatalError("benchmark scene does not compile: \(error)") }

        Benchmark("Sample \(count) layers × 3 animations (1 frame)") { benchmark in sampleFrames(timeline, benchmark) }

        Benchmark("Render \(count) layers (1 frame, 400 × 400)", configuration: .init(maxIterations: 20)) { benchmark in
            // The same frame over and over: rasterized every time (`reusesCoverage` off), so it measures drawing.
            guard var renderer = try? Renderer(width: 400, height: 400, scale: 1, background: .white) else { return }
            renderer.reusesCoverage = false
            let presentation = timeline.sample(at: 0.5)
            var target = RenderTarget()
            renderer.render(presentation, into: &target)
            benchmark.startMeasurement()
            ThreadClock.measure(benchmark) { renderer.render(presentation, into: &target) }
            blackHole(target)
        }

        Benchmark("Compile \(count) layers × 3 animations", configuration: .init(maxIterations: count >= 100_000 ? 5 : 20)) { benchmark in
            ThreadClock.measure(benchmark) { blackHole(try? Timeline(scene)) }
        }
    }
}
