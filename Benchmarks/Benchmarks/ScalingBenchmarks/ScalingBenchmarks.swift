import AnimaCore
import AnimaRender
import Benchmark
import ThreadClock

/// `count` 4 × 4 pt layers tiled over a 400 × 400 canvas (row-major, wrapping), each with the three animations of the
/// sampling benchmark: a keyframe rotation with easeInEaseOut, an autoreversing opacity fade and a spring on position.
///
/// With `staggered`, every layer starts at its own time (0–0.96 s in steps of 10 ms), so no two neighbours share a
/// rotation angle or spring time and nothing can be reused between layers.
func scalingScene(layers count: Int, staggered: Bool = false) -> Scene {
    var layers: [Layer] = []
    layers.reserveCapacity(count)
    for i in 0..<count {
        var layer = Layer(id: "layer\(i)")
        let slot = i % 10_000
        layer.frame = Rect(Double(slot % 100) * 4, Double(slot / 100) * 4, 4, 4)
        layer.backgroundColor = Color(0.2, 0.4, 0.8)
        let delay = staggered ? Double(i % 97) * 0.01 : 0
        layer.add(Animation.keyframes(.rotationZ, values: [0, -0.3, 0.3, 0], duration: 1.2, timingFunction: .easeInEaseOut)
                    .repeatCount(.infinity).beginTime(delay), forKey: "wiggle")
        layer.add(Animation.basic(.opacity, from: 1, to: 0.2, duration: 0.8).autoreverses().repeatCount(.infinity)
                    .beginTime(delay), forKey: "fade")
        layer.add(Animation.spring(.position, from: .point(Point(0, 0)), to: .point(Point(100, 50)),
                                   spring: Spring(mass: 1, stiffness: 100, damping: 10), duration: 2).beginTime(-delay),
                  forKey: "drop")
        layers.append(layer)
    }
    return Scene(canvas: .init(width: 400, height: 400), timeline: .init(duration: 2), layers: layers)
}

/// Per-layer cost at 10², 10³, 10⁴ and 10⁵ layers: sampling, rendering and compiling the same scene at each size.
/// Divide a row's time by its layer count for the per-layer figure (the README's scaling table does).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, ThreadClock.metric, .mallocCountTotal], maxDuration: .seconds(2),
                                           maxIterations: 200)
    for count in [100, 1_000, 10_000, 100_000] {
        let scene = scalingScene(layers: count)
        let timeline: Timeline
        do { timeline = try Timeline(scene) } catch { fatalError("benchmark scene does not compile: \(error)") }

        Benchmark("Sample \(count) layers × 3 animations (1 frame)") { benchmark in
            var presentation = timeline.sample(at: 0)
            var frame = 0
            benchmark.startMeasurement()
            ThreadClock.measure(benchmark) {
                frame += 1
                timeline.sample(at: Double(frame) / 60, into: &presentation)
                blackHole(presentation.time)
            }
        }

        Benchmark("Render \(count) layers (1 frame, 400 × 400)", configuration: .init(maxIterations: 20)) { benchmark in
            guard let renderer = try? Renderer(width: 400, height: 400, scale: 1, background: .white) else { return }
            let presentation = timeline.sample(at: 0.5)
            var canvas = renderer.render(presentation)
            benchmark.startMeasurement()
            ThreadClock.measure(benchmark) { renderer.render(presentation, into: &canvas) }
            blackHole(canvas)
        }

        Benchmark("Compile \(count) layers × 3 animations", configuration: .init(maxIterations: count >= 100_000 ? 5 : 20)) { benchmark in
            ThreadClock.measure(benchmark) { blackHole(try? Timeline(scene)) }
        }
    }
}
