import AnimaCore
import AnimaImageFormats
import AnimaRender
import AnimaSkeleton
import Benchmark

/// DESIGN.md §5b's feed cell repeated 1,000 times on an iPhone-sized canvas (390 × 844 pt), shimmering.
func thousandCellLayout(scale: Double = 3) -> SkeletonLayout {
    let cell = ViewNode.view("cell", frame: Rect(0, 0, 390, 96), children: [
        .image("avatar", frame: Rect(16, 16, 56, 56), cornerRadius: 28),
        .label("title", frame: Rect(88, 18, 220, 20), lines: 1),
        .label("body", frame: Rect(88, 44, 286, 40), lines: 2),
    ])
    return SkeletonLayout(canvas: Scene.Canvas(width: 390, height: 844, scale: scale, background: .white), root: cell,
                          list: SkeletonList(count: .fixed(1000)), settings: [.style(.shimmer), .shimmerTilt(15)])
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, .instructions],
                                           maxDuration: .seconds(3))
    let layout = thousandCellLayout()
    let timeline: Timeline
    let screen: Timeline
    do {
        timeline = try Timeline(try layout.scene())
        // What is on screen: the 9 cells that fill 844 pt.
        var visible = layout
        visible.list?.count = .fill
        screen = try Timeline(try visible.scene())
    } catch { fatalError("benchmark skeleton does not build: \(error)") }

    Benchmark("Build 1,000-cell shimmer skeleton (Scene)", configuration: .init(maxIterations: 20)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try? layout.scene()) }
    }

    Benchmark("Build + compile 1,000-cell shimmer skeleton (Timeline)", configuration: .init(maxIterations: 20)) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try? Timeline(try layout.scene())) }
    }

    Benchmark("Sample 1,000-cell shimmer skeleton (1 frame, 4,000 bones)") { benchmark in
        var presentation = timeline.sample(at: 0)
        // package-benchmark calls this closure once per iteration: its iteration number is the frame.
        var frame = benchmark.currentIteration
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            frame += 1
            timeline.sample(at: Double(frame) / 60, into: &presentation)
            blackHole(presentation.time)
        }
    }

    Benchmark("Render full-screen shimmer frame (390 × 844 pt at 3×)", configuration: .init(maxIterations: 50)) { benchmark in
        guard let renderer = try? Renderer(canvas: layout.canvas) else { return }
        var target = RenderTarget()
        renderer.render(screen, at: 0, into: &target)
        var frame = benchmark.currentIteration  // as above: one closure call per iteration
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            frame += 1
            renderer.render(screen.sample(at: Double(frame) / 60), into: &target)
            blackHole(target)
        }
    }
}
