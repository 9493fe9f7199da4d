import AnimaCore
import AnimaImageFormats
import AnimaRender
import AnimaUIKit

/// One seed example: a stage of views, the seed call that animates them, and how long to record.
@MainActor
struct UIKitExample {
    let name: String
    let size: CGSize
    let duration: Double
    let build: @MainActor (UIView) -> Void

    /// What a run found.
    struct Result: CustomStringConvertible {
        var frames: Int
        var largestDifference: Double
        var matches: Bool { largestDifference <= 1e-9 }
        var description: String { "\(frames) frames, largest recording difference \(largestDifference)" }
    }

    /// Records, checks and renders the example.
    func run(into directory: String, fps: Double = 30) async throws -> Result {
        AnimaClock.reset()
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = UIColor(red: 0.949, green: 0.949, blue: 0.969, alpha: 1)
        let recording = AnimaRecording(root: root)
        build(root)
        let count = Int((duration * fps).rounded()) + 1
        let times = (0..<count).map { Double($0) / fps }
        var live: [[(properties: LayerProperties, inTransition: Bool)]] = []
        for t in times {
            AnimaClock.advance(to: t)
            live.append(Self.layers(of: root.layer).map { layer in
                (layer.presentation()?.animaProperties ?? LayerProperties(),
                 layer.animationKeys()?.contains { layer.animation(forKey: $0) is CATransition } ?? false)
            })
        }
        let scene = recording.scene(canvas: Scene.Canvas(width: Double(size.width), height: Double(size.height), scale: 1))
        let timeline = try Timeline(scene)
        var worst = 0.0
        for (i, t) in times.enumerated() {
            // The recording's copies of earlier looks (`~before` for a transition, `~1` for a string or image before
            // it changed) have no live layer to compare with, and a layer sliding in by a transition moves on screen
            // while its presentation() stays put, as on iOS.
            let sampled = timeline.sample(at: t).layers.filter { !$0.id.contains("~") }
            for (p, e) in zip(sampled, live[i]) {
                for key in PropertyKey.allCases where !key.isTransformComponent && !(e.inTransition && key.wholeKeyIsPosition) {
                    worst = max(worst, p.properties[key].distance(to: e.properties[key]))
                }
            }
        }
        try await render(timeline, times: times, fps: fps, into: directory)
        return Result(frames: count, largestDifference: worst)
    }

    private func render(_ timeline: Timeline, times: [Double], fps: Double, into directory: String) async throws {
        let renderer = try Renderer(drawing: timeline, scale: 1)
        let gif = try await renderer.renderGIF(timeline, at: times, delays: GIFTiming.delays(frameCount: times.count, fps: fps))
        try Data(gif).write(to: URL(fileURLWithPath: "\(directory)/\(name).gif"))
        let stripTimes = (0..<8).map { Double($0) * duration / 7 }
        let frames = stripTimes.map { renderer.render(timeline, at: $0) }
        let sheet = try FilmstripSheet().compose(frames, labels: stripTimes.map(FilmstripSheet.label(seconds:)))
        try Data(PNGEncoder().encode(sheet)).write(to: URL(fileURLWithPath: "\(directory)/\(name)-filmstrip.png"))
    }

    /// The layers in the order a presentation lists them: each layer, its mask's subtree, then its sublayers'.
    private static func layers(of layer: CALayer) -> [CALayer] {
        [layer] + (layer.mask.map { layers(of: $0) } ?? []) + (layer.sublayers ?? []).flatMap { layers(of: $0) }
    }
}

private extension PropertyKey {
    /// `position` and its parts, which a push or move-in transition slides.
    var wholeKeyIsPosition: Bool { self == .position || self == .positionX || self == .positionY }
}
