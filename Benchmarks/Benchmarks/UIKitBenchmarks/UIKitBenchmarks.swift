import AnimaCore
import AnimaUIKit
import Benchmark

/// 1,000 views, each animated by one `UIView.animate` block (position + alpha + transform), recorded into a Scene,
/// compiled and sampled for 60 frames.
@MainActor
func recordAndSample(frames: Int) throws -> Double {
    AnimaClock.reset()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    var views: [UIView] = []
    views.reserveCapacity(1_000)
    for i in 0..<1_000 {
        let v = UIView(frame: CGRect(x: Double(i % 40) * 10, y: Double(i / 40) * 10, width: 8, height: 8))
        root.addSubview(v)
        views.append(v)
    }
    let recording = AnimaRecording(root: root)
    for v in views {
        UIView.animate(withDuration: 1) {
            v.center.x += 100
            v.alpha = 0.5
            v.transform = CGAffineTransform(rotationAngle: .pi / 4)
        }
    }
    let timeline = try Timeline(recording.scene(canvas: Scene.Canvas(width: 400, height: 400)))
    return sample(timeline, frames: frames)
}

/// The same Scene written by hand: what `UIView.animate` builds, as AnimaCore values.
func handBuiltAndSample(frames: Int) throws -> Double {
    var layers: [Layer] = []
    layers.reserveCapacity(1_000)
    for i in 0..<1_000 {
        var layer = Layer(id: "0.\(i)")
        layer.frame = Rect(Double(i % 40) * 10 + 100, Double(i / 40) * 10, 8, 8)
        layer.opacity = 0.5
        layer.transform = Transform3D.rotation(.pi / 4)
        let ease = TimingFunction.easeInEaseOut
        layer.add(Animation.basic(.position, from: .point(Point(-100, 0)), to: .point(.zero), duration: 1,
                                  timingFunction: ease).additive().fillMode(.both), forKey: "position")
        layer.add(Animation.basic(.opacity, from: 1, duration: 1, timingFunction: ease).fillMode(.both), forKey: "opacity")
        layer.add(Animation.basic(.transform, from: .transform(.identity), duration: 1, timingFunction: ease)
            .fillMode(.both), forKey: "transform")
        layers.append(layer)
    }
    let root = Layer(id: "0", properties: LayerProperties(), sublayers: layers)
    let scene = Scene(canvas: .init(width: 400, height: 400), timeline: .init(duration: 1), layers: [root])
    return sample(try Timeline(scene), frames: frames)
}

/// Samples `frames` frames over the first second.
func sample(_ timeline: Timeline, frames: Int) -> Double {
    var presentation = timeline.sample(at: 0)
    var checksum = 0.0
    for f in 0..<frames {
        timeline.sample(at: Double(f) / Double(frames), into: &presentation)
        checksum += presentation.layers[1].properties.opacity
    }
    return checksum
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5),
                                           maxIterations: 50)

    Benchmark("UIKit: record 1,000 UIView.animate blocks, compile, sample 60 frames") { benchmark async in
        for _ in benchmark.scaledIterations {
            blackHole(await MainActor.run { try? recordAndSample(frames: 60) })
        }
    }

    Benchmark("UIKit baseline: the same Scene built by hand, compile, sample 60 frames") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try? handBuiltAndSample(frames: 60)) }
    }
}
