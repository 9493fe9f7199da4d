import AnimaCore
import AnimaImageFormats
import AnimaRender
import Benchmark
import BenchmarkSupport
import Foundation

/// The renderer against Cairo on one full-screen skeleton frame, and the GIF encoder against ffmpeg's
/// palettegen/paletteuse on the same 90 frames. Both contenders run in the same process and the same run.
/// Against Cairo, which draws every frame from its geometry, the renderer does too (`Renderer.redrawing`): the same
/// frame drawn over and over would otherwise replay its small shapes' coverage. Against rlottie, which keeps the
/// coverage of what did not change, it keeps it too.
let benchmarks: @Sendable () -> Void = {
    // Microseconds, so the ratios of the faster rows are not rounded to whole milliseconds.
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], timeUnits: .microseconds,
                                           maxDuration: .seconds(4))

    Benchmark("Frame 1170×2532, 60 bones + shimmer — Anima") { benchmark in
        guard let r = try? Renderer.redrawing(width: BoneFrame.width, height: BoneFrame.height) else { return }
        var target = RenderTarget()
        r.render(BoneFrame.presentation(phase: 0), into: &target)
        let p = BoneFrame.presentation(phase: 0.5)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { r.render(p, into: &target) }
        blackHole(target)
    }

    Benchmark("Frame 1170×2532, 60 bones + shimmer — Cairo") { benchmark in
        guard let cairo = CairoBoneFrame(scale: 3) else { return }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { cairo.draw(phase: 0.5) }
    }

    Benchmark("Frame 1170×2532, 200 translucent stroked Bézier blobs with gradients — Anima") { benchmark in
        guard let r = try? Renderer.redrawing(BezierFrame.scene.canvas), let timeline = try? Timeline(BezierFrame.scene) else { return }
        var target = RenderTarget()
        r.render(timeline, at: 0, into: &target)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { r.render(timeline, at: 0, into: &target) }
        blackHole(target)
    }

    Benchmark("Frame 1170×2532, 200 translucent stroked Bézier blobs with gradients — Cairo") { benchmark in
        guard let cairo = CairoBezierFrame() else { return }
        cairo.draw()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { cairo.draw() }
    }

    // Thread CPU time per iteration as well as wall clock: on the shared 2-core VM only the former compares two
    // renderers fairly within one run (wall clock there includes other processes' time slices).
    let threadCPU = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal, ThreadClock.metric],
                                            timeUnits: .microseconds, maxDuration: .seconds(4))

    // rlottie as a peer: the same 60 frames of three demo scenes, from the scene (Anima) and its Lottie export (rlottie).
    let peers = (try? LottiePeer.demos()) ?? []
    for peer in peers {
        Benchmark("60 frames \(peer.renderer.pixelWidth)×\(peer.renderer.pixelHeight), \(peer.name) — Anima",
                  configuration: threadCPU) { benchmark in
            var target = RenderTarget()
            peer.renderer.render(peer.timeline, at: 0, into: &target)
            benchmark.startMeasurement()
            ThreadClock.measure(benchmark) { peer.renderWithAnima(into: &target) }
            blackHole(target)
        }
        Benchmark("60 frames \(peer.renderer.pixelWidth)×\(peer.renderer.pixelHeight), \(peer.name) — rlottie",
                  configuration: threadCPU) { benchmark in
            guard let player = RlottiePlayer(peer) else { print("rlottie rejected \(peer.name)"); return }
            player.render(peer.frames)
            benchmark.startMeasurement()
            ThreadClock.measure(benchmark) { player.render(peer.frames) }
        }
    }

    Benchmark("Frame 1170×2532, 20 perspective cards + 12-instance replicator — Anima",
              configuration: threadCPU) { benchmark in
        guard let r = try? Renderer.redrawing(DepthFrame.scene.canvas), let timeline = try? Timeline(DepthFrame.scene) else { return }
        // Sampling included (the replicator's instances are sampled per frame); the canvas is reused, as Cairo's is.
        var presentation = timeline.sample(at: 0.5)
        var target = RenderTarget()
        r.render(presentation, into: &target)
        benchmark.startMeasurement()
        ThreadClock.measure(benchmark) {
            timeline.sample(at: 0.5, into: &presentation)
            r.render(presentation, into: &target)
        }
        blackHole(target)
    }

    Benchmark("Frame 1170×2532, 20 perspective cards + 12-instance replicator — Cairo",
              configuration: threadCPU) { benchmark in
        guard let cairo = CairoDepthFrame() else { return }
        benchmark.startMeasurement()
        ThreadClock.measure(benchmark) { cairo.draw() }
    }

    Benchmark("Frame 1170×2532, 50 rotated images + 20 text lines — Anima",
              configuration: threadCPU) { benchmark in
        guard var r = try? Renderer.redrawing(width: ContentsFrame.width, height: ContentsFrame.height),
              let p = try? ContentsFrame.presentation(), let store = try? ContentStore(p) else { return }
        r.contents = store
        var target = RenderTarget()
        r.render(p, into: &target)
        benchmark.startMeasurement()
        ThreadClock.measure(benchmark) { r.render(p, into: &target) }
        blackHole(target)
    }

    Benchmark("Frame 1170×2532, 50 rotated images + 20 text lines — Cairo",
              configuration: threadCPU) { benchmark in
        guard let cairo = CairoContentsFrame(scale: 3) else { return }
        cairo.draw()
        benchmark.startMeasurement()
        ThreadClock.measure(benchmark) { cairo.draw() }
    }

    // 90 frames of a 390 × 844 shimmer sweep at 30 fps (3 s), rendered once up front.
    let frames: [Canvas] = {
        guard let r = try? Renderer(width: BoneFrame.width, height: BoneFrame.height, scale: 1, background: .white) else { return [] }
        return (0..<90).map { r.render(BoneFrame.presentation(phase: -0.2 + 1.4 * Double($0) / 90)) }
    }()
    let delays = GIFTiming.delays(frameCount: 90, fps: 30)

    Benchmark("GIF 390×844 × 90 frames — Anima", configuration: .init(maxIterations: 10)) { benchmark in
        var size = 0
        for _ in benchmark.scaledIterations {
            let gif = (try? GIFEncoder.encode(frames, delays: delays)) ?? []
            size = gif.count
        }
        FFmpegGIF.report("Anima GIF bytes", size)
    }

    Benchmark("GIF 390×844 × 90 frames — ffmpeg palettegen/paletteuse", configuration: .init(maxIterations: 5)) { benchmark in
        guard let input = FFmpegGIF.writeRawFrames(frames) else { return }
        defer { try? FileManager.default.removeItem(atPath: input) }
        var size = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { size = FFmpegGIF.encode(input, width: 390, height: 844, fps: 30) ?? 0 }
        benchmark.stopMeasurement()
        FFmpegGIF.report("ffmpeg GIF bytes", size)
    }
}

extension Renderer {
    /// A renderer that rasterizes every fill of every frame (`reusesCoverage` off), as Cairo does.
    static func redrawing(_ canvas: Scene.Canvas) throws -> Renderer {
        var r = try Renderer(canvas: canvas)
        r.reusesCoverage = false
        return r
    }

    /// `redrawing` for a white frame of `width` × `height` points at 3×.
    static func redrawing(width: Double, height: Double) throws -> Renderer {
        var r = try Renderer(width: width, height: height, scale: 3, background: .white)
        r.reusesCoverage = false
        return r
    }
}
