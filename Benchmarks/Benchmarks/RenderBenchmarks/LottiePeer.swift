import Anima
import CRlottie
import Foundation

/// One demo scene for the rlottie comparison: its timeline and renderer for Anima, and its Lottie export for rlottie,
/// both drawing the same 60 frame numbers at the scene's pixel size.
struct LottiePeer: Sendable {
    let name: String
    let timeline: Timeline
    let renderer: Renderer
    let lottie: String
    /// Frame numbers 0…59 at the scene's frame rate, wrapped into the scene's duration.
    let frames: [Int]
    let fps: Double

    static let frameCount = 60

    /// The repository's Examples folder (this file is Benchmarks/Benchmarks/RenderBenchmarks/LottiePeer.swift).
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    /// The skeleton feed-cell shimmer, the replicator spinner and the swinging bell: demo scenes whose Lottie export
    /// has no warnings (the pulse–shake card's shadow does not export, so rlottie would draw less than Anima).
    static func demos() throws -> [LottiePeer] {
        let shimmer = try SkeletonLayoutDecoder().decode(Data(contentsOf: examples.appendingPathComponent("skeleton/feed-cell.json")))
        return [
            try LottiePeer(name: "skeleton shimmer", scene: shimmer.scene()),
            try LottiePeer(name: "activity-indicator", scene: example("activity-indicator")),
            try LottiePeer(name: "bell", scene: example("bell")),
        ]
    }

    static func example(_ name: String) throws -> Scene {
        try SceneDecoder().decode(Data(contentsOf: examples.appendingPathComponent("\(name).json")))
    }

    init(name: String, scene: Scene) throws {
        self.name = name
        timeline = try Timeline(scene)
        renderer = try Renderer(canvas: scene.canvas)
        let export = try ExportFormat.lottie.export(scene)
        if !export.warnings.isEmpty { print("\(name): the Lottie export warns: \(export.warnings)") }
        lottie = export.text
        fps = scene.timeline.fps
        let total = Swift.max(1, Int((scene.timeline.duration * fps).rounded()))
        frames = (0..<LottiePeer.frameCount).map { $0 % total }
    }

    /// Draws the 60 frames with Anima (sample, then render into one reused target cleared to the background).
    func renderWithAnima(into target: inout RenderTarget) {
        for f in frames { renderer.render(timeline, at: Double(f) / fps, into: &target) }
    }
}

/// rlottie playing one Lottie document into one reused ARGB32 buffer.
struct RlottiePlayer: ~Copyable {
    let animation: OpaquePointer
    let width: Int, height: Int
    let buffer: UnsafeMutablePointer<UInt32>

    init?(_ peer: LottiePeer) {
        // The cache key must be unique per document, or rlottie hands back a model parsed earlier.
        guard let a = lottie_animation_from_data(peer.lottie, "anima-bench-\(peer.name)", "") else { return nil }
        animation = a
        width = peer.renderer.pixelWidth; height = peer.renderer.pixelHeight
        buffer = .allocate(capacity: width * height)
        buffer.initialize(repeating: 0, count: width * height)
    }

    deinit {
        lottie_animation_destroy(animation)
        buffer.deallocate()
    }

    /// Draws `frames` one after another (rlottie clears the buffer itself before each frame).
    func render(_ frames: [Int]) {
        for f in frames { lottie_animation_render(animation, f, buffer, width, height, width * 4) }
    }
}
