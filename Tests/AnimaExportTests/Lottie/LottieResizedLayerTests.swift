import AnimaCore
import AnimaExport
import AnimaTestSupport
import Foundation
import Testing

/// A shape layer whose bounds resize about its anchor, clipping its own path (`masksToBounds`), in rlottie (issue 29,
/// Lottie ordinary seed 543): Core Animation keeps the anchor point of the bounds at `position`, so resized bounds
/// move the layer's coordinates (its path with them) on screen, and `masksToBounds` clips the path to the bounds.
@Suite struct LottieResizedLayerTests {
    /// On an 80 × 80 white canvas, a shape layer at position (40, 40), anchor (0.5, 0.5), its bounds' size animated
    /// linearly from 40 × 40 to 20 × 20 over 1 s, filling a red 60 × 60 square from its origin, clipped. At 0.5 s
    /// (frame 15 at 30 fps) the bounds are 30 × 30, their anchor (15, 15) at (40, 40): the origin is at (25, 25) and
    /// the clip shows the red square exactly over 25 … 55 on both axes.
    static func scene() -> Scene {
        var l = Layer(id: "l", kind: .shape)
        l.position = Point(40, 40)
        l.bounds = Rect(0, 0, 40, 40)
        l.path = Path(roundedRect: Rect(0, 0, 60, 60), cornerRadius: 0)
        l.fillColor = Color(1, 0, 0)
        l.masksToBounds = true
        l.add(.basic(.boundsSize, from: .size(Size(40, 40)), to: .size(Size(20, 20)), duration: 1)
            .timingFunction(.linear), forKey: "shrink")
        return Scene(canvas: .init(width: 80, height: 80, background: .white), timeline: .init(duration: 1, fps: 30),
                     layers: [l])
    }

    @Test(.enabled(if: Tool.isAvailable(.cCompiler, .rlottie), Tool.skipReason(.cCompiler, .rlottie)))
    func rlottieMovesAndClipsTheResizedLayer() throws {
        let result = try ExportFormat.lottie.export(Self.scene())
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let dir = try TemporaryFiles.directory("anima-lottie-resized")
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("resized.json")
        try Data(result.text.utf8).write(to: file)
        let run = try ExternalProcess(try RlottieOracleTests.helper()).run([file.path, "80", "80", "15"])
        try #require(run.status == 0 && run.stdout.count == 80 * 80 * 4)
        let words: [UInt32] = run.stdout.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
        let frame = OpaqueFrame(argbWords: words, width: 80, height: 80)
        let red = SIMD3<Double>(255, 0, 0), white = SIMD3<Double>(255, 255, 255)
        // Inside the clip; left of it (where the model anchor (20, 20) would put the origin, at 20); right of it
        // (where the unclipped square runs on to 85).
        for (x, y, rgb) in [(27, 27, red), (53, 53, red), (22, 40, white), (40, 22, white), (57, 40, white), (40, 57, white)] {
            let d = frame.rgb(x, y) - rgb
            #expect(Swift.max(Swift.abs(d.x), Swift.abs(d.y), Swift.abs(d.z)) <= 2, "(\(x), \(y)): \(frame.rgb(x, y)), expected \(rgb)")
        }
    }
}
