import AnimaCore
import AnimaImageFormats
import AnimaRender
import AnimaSwiftUI
import AnimaUIKit

/// One example: a hosted SwiftUI view, what happens to it when, and how long to record.
@MainActor
struct SwiftUIExample {
    let name: String
    let size: CGSize
    let duration: Double
    /// Makes the host (the view with its model).
    let makeHost: @MainActor () -> UIView
    /// Actions at times (state changes, as a user's taps would make them).
    var script: [(time: Double, action: @MainActor () -> Void)] = []

    /// What a run found.
    struct Result: CustomStringConvertible {
        var frames: Int
        var largestDifference: Double
        var matches: Bool { largestDifference <= 1e-6 }
        var description: String { "\(frames) frames, largest recording difference \(largestDifference)" }
    }

    /// Records the example, checks the recording against the live layers, renders a GIF and a filmstrip.
    func run(into directory: String, fps: Double = 30) async throws -> Result {
        AnimaClock.reset()
        let root = makeHost()
        root.frame = CGRect(origin: .zero, size: size)
        let recording = AnimaRecording(root: root)
        root.layoutIfNeeded()
        let count = Int((duration * fps).rounded()) + 1
        let times = (0..<count).map { Double($0) / fps }
        var pending = script.sorted { $0.time < $1.time }
        var live: [[String: (opacity: Double, transform: Transform3D)]] = []
        for t in times {
            while let next = pending.first, next.time <= t {
                AnimaClock.advance(to: next.time)
                next.action()
                pending.removeFirst()
            }
            AnimaClock.advance(to: t)
            live.append(Self.identified(root))
        }
        let scene = recording.scene(canvas: Scene.Canvas(width: Double(size.width), height: Double(size.height), scale: 1))
        let timeline = try Timeline(scene)
        var worst = 0.0
        for (i, t) in times.enumerated() {
            let sampled = timeline.sample(at: t)
            for (id, shown) in live[i] {
                guard let recorded = sampled[id] else { continue }
                worst = max(worst, abs(recorded.opacity - shown.opacity))
                worst = max(worst, abs(recorded.transform.m11 - shown.transform.m11), abs(recorded.transform.m41 - shown.transform.m41))
            }
        }
        try await render(timeline, times: times, fps: fps, into: directory)
        return Result(frames: count, largestDifference: worst)
    }

    /// Opacity and transform of every identified view, as the live layers show them now.
    private static func identified(_ view: UIView) -> [String: (opacity: Double, transform: Transform3D)] {
        var result: [String: (opacity: Double, transform: Transform3D)] = [:]
        if let id = view.accessibilityIdentifier, let p = view.layer.presentation()?.animaProperties {
            result[id] = (p.opacity, p.transform)
        }
        for sub in view.subviews { result.merge(identified(sub)) { a, _ in a } }
        return result
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
}
