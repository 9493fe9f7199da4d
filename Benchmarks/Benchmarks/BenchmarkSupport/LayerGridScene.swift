import AnimaCore
import Benchmark

/// `count` 4 × 4 pt layers tiled over a 400 × 400 canvas (row-major, wrapping after 10,000), each with the three
/// animations of the sampling benchmark: a keyframe rotation with easeInEaseOut, an autoreversing opacity fade and
/// a spring on position.
///
/// With `staggered`, layer i starts (i mod 97)·10 ms late (its spring that much early), so neighbours differ in every
/// angle, progress and spring time and no result can be shared between layers.
public func layerGridScene(layers count: Int, staggered: Bool = false) -> Scene {
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

/// Times one closure per measured iteration: a measured sample of `timeline` at the iteration's frame time.
public func sampleFrames(_ timeline: Timeline, _ benchmark: Benchmark) {
    var presentation = timeline.sample(at: 0)
    benchmark.startMeasurement()
    ThreadClock.measure(benchmark) {
        timeline.sample(at: frameTime(benchmark), into: &presentation)
        blackHole(presentation.time)
    }
}

/// The scene time an iteration samples: iteration n (warm-up included) is the frame at (n + 1) / 60 s.
///
/// package-benchmark calls a benchmark's closure once per iteration, so a frame counter kept inside the closure starts
/// from 0 every time and every iteration would sample the same frame (t = 1/60, where the grid's staggered layers have
/// not started their rotation and every spring is still running).
public func frameTime(_ benchmark: Benchmark) -> Double { Double(benchmark.currentIteration + 1) / 60 }
