import AnimaCore
import Benchmark
import ThreadClock

/// 10,000 layers, each with the three animations of issue 2: a keyframe rotation with easeInEaseOut, a basic opacity
/// animation and a spring on position. With `staggered`, layer i starts (i mod 97)·10 ms late (its spring that much
/// early), so neighbours differ in every angle, progress and spring time and no result can be shared between layers.
func tenThousandLayerScene(staggered: Bool = false) -> Scene {
    var layers: [Layer] = []
    layers.reserveCapacity(10_000)
    for i in 0..<10_000 {
        var layer = Layer(id: "layer\(i)")
        layer.frame = Rect(Double(i % 100) * 4, Double(i / 100) * 4, 4, 4)
        let delay = staggered ? Double(i % 97) * 0.01 : 0
        layer.add(Animation.keyframes(.rotationZ, values: [0, -0.3, 0.3, 0], duration: 1.2,
                                      timingFunction: .easeInEaseOut).repeatCount(.infinity).beginTime(delay), forKey: "wiggle")
        layer.add(Animation.basic(.opacity, from: 1, to: 0.2, duration: 0.8).autoreverses().repeatCount(.infinity)
                    .beginTime(delay), forKey: "fade")
        layer.add(Animation.spring(.position, from: .point(Point(0, 0)), to: .point(Point(100, 50)),
                                   spring: Spring(mass: 1, stiffness: 100, damping: 10), duration: 2).beginTime(-delay),
                  forKey: "drop")
        layers.append(layer)
    }
    return Scene(canvas: .init(width: 400, height: 400), timeline: .init(duration: 2), layers: layers)
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal, ThreadClock.metric],
                                           maxDuration: .seconds(3))
    for staggered in [false, true] {
        let timeline: Timeline
        do { timeline = try Timeline(tenThousandLayerScene(staggered: staggered)) } catch {
            fatalError("benchmark scene does not compile: \(error)")
        }
        Benchmark("Sample 10,000 layers × 3 animations (1 frame)\(staggered ? ", staggered starts" : "")") { benchmark in
            var presentation = timeline.sample(at: 0)
            var frame = 0
            benchmark.startMeasurement()
            ThreadClock.measure(benchmark) {
                frame += 1
                timeline.sample(at: Double(frame) / 60, into: &presentation)
                blackHole(presentation.time)
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
        var frame = 0
        benchmark.startMeasurement()
        ThreadClock.measure(benchmark) {
            frame += 1
            let t = Double(frame) / 60
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
        let scene = tenThousandLayerScene()
        benchmark.startMeasurement()
        ThreadClock.measure(benchmark) { blackHole(try? Timeline(scene)) }
    }
}
