import AnimaCore
import Benchmark
import BenchmarkSupport

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, ThreadClock.metric],
                                           timeUnits: .microseconds, maxDuration: .seconds(3))
    // The scene of issue 2 (`layerGridScene`), once on one clock and once with staggered starts.
    for staggered in [false, true] {
        let timeline: Timeline
        do { timeline = try Timeline(layerGridScene(layers: 10_000, staggered: staggered)) } catch {
            fatalError("benchmark scene does not compile: \(error)")
        }
        // A floor that computed something else would not be one: it must show what the timeline shows, bit for bit.
        var check = SamplingFloor(layers: 10_000, staggered: staggered)
        var shown = timeline.sample(at: 0)
        for frame in stride(from: 1, through: 241, by: 12) {
            timeline.sample(at: Double(frame) / 60, into: &shown)
            check.sample(at: Double(frame) / 60)
            if let layer = check.firstMismatch(with: shown) {
                fatalError("the floor differs from the timeline at frame \(frame), layer \(layer)")
            }
        }
        let name = "Sample 10,000 layers × 3 animations (1 frame)\(staggered ? ", staggered starts" : "")"
        Benchmark("\(name) — Anima") { benchmark in
            sampleFrames(timeline, benchmark)
        }
        // The floor: the same arithmetic over plain arrays (`SamplingFloor`), at the same 60 fps frame times; once
        // stopping at the rotation's cosine and sine (session 13's floor), once also writing the rotation matrix
        // that the presented transform holds.
        for composes in [false, true] {
            Benchmark("\(name) — floor\(composes ? " + transform" : "")") { benchmark in
                var floor = SamplingFloor(layers: 10_000, staggered: staggered, composesTransform: composes)
                let frame = benchmark.currentIteration
                benchmark.startMeasurement()
                ThreadClock.measure(benchmark) {
                    floor.sample(at: frameTime(benchmark))
                    blackHole(floor.samples[frame % 10_000].x)
                    if composes { blackHole(floor.transforms[frame % 10_000].m12) }
                }
            }
        }
    }

    // A replicator of 1,000 instances whose sublayer fades: each instance re-sampled in place, 1 ms apart.
    var dot = Layer(id: "dot")
    dot.frame = Rect(0, 0, 4, 4)
    dot.add(Animation.basic(.opacity, from: 1, to: 0.2, duration: 1).repeatCount(.infinity), forKey: "fade")
    dot.add(Animation.basic(.positionY, from: 0, to: 100, duration: 1).repeatCount(.infinity), forKey: "fall")
    var replicator = Layer(id: "replicator", kind: .replicator, sublayers: [dot])
    replicator.frame = Rect(0, 0, 400, 400)
    replicator.instanceCount = 1000
    replicator.instanceDelay = 0.001
    let replicated: Timeline
    do {
        replicated = try Timeline(Scene(canvas: .init(width: 400, height: 400), timeline: .init(duration: 1),
                                        layers: [replicator]))
    } catch { fatalError("benchmark scene does not compile: \(error)") }

    Benchmark("Sample 1,000 replicator instances (1 frame)") { benchmark in
        var presentation = replicated.sample(at: 0)
        benchmark.startMeasurement()
        ThreadClock.measure(benchmark) {
            let t = frameTime(benchmark)
            replicated.sample(at: t, into: &presentation)
            for i in 0..<1000 {
                replicated.sampleInstance(i, ofReplicator: 0, replicatorTime: t, delay: 0.001, into: &presentation)
            }
            blackHole(presentation.time)
        }
    }

    // Calibration: the mallocs package-benchmark itself counts for a measured sample that does nothing, so the
    // sampling row's count can be read as "this many on top of the harness".
    Benchmark("Harness calibration (empty measured loop)") { benchmark in
        var x = 0.0
        benchmark.startMeasurement()
        ThreadClock.measure(benchmark) { x += 1; blackHole(x) }
    }

    Benchmark("Compile 10,000 layers × 3 animations", configuration: .init(maxIterations: 20)) { benchmark in
        let scene = layerGridScene(layers: 10_000)
        benchmark.startMeasurement()
        ThreadClock.measure(benchmark) { blackHole(try? Timeline(scene)) }
    }
}
