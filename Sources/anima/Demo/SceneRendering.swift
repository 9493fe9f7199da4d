import AnimaCore
import AnimaRender
import Foundation

/// Turns scenes into GIF and PNG bytes for `anima preset` and `anima demo`.
enum SceneRendering {
    /// A GIF of the scene's timeline at `fps` (at most GIF's 50) and `scale`; a finite or looping timeline's last
    /// instant is left out, since for a loop it repeats the first frame.
    static func gif(_ scene: Scene, fps: Double, scale: Double? = nil) throws -> [UInt8] {
        let timeline = try Timeline(scene)
        let renderer = try Renderer(canvas: scene.canvas, scale: scale)
        let count = frameCount(duration: scene.timeline.duration, fps: fps)
        let delays = GIFTiming.delays(frameCount: count, fps: fps)
        var encoder = try GIFEncoder(width: renderer.pixelWidth, height: renderer.pixelHeight)
        var frame = try Canvas(width: renderer.pixelWidth, height: renderer.pixelHeight)
        var presentation = timeline.sample(at: 0)
        for i in 0..<count {
            timeline.sample(at: Double(i) / fps, into: &presentation)
            renderer.render(presentation, into: &frame)
            try encoder.addFrame(frame, delay: delays[i])
        }
        return encoder.finish()
    }

    /// A PNG of one frame at `time`, or of frames at `times` side by side.
    static func png(_ scene: Scene, times: [Double], scale: Double? = nil) throws -> [UInt8] {
        let timeline = try Timeline(scene)
        let renderer = try Renderer(canvas: scene.canvas, scale: scale)
        let frames = times.map { renderer.render(timeline, at: $0) }
        return try PNGEncoder().encode(frames.count == 1 ? frames[0] : try Filmstrip.sideBySide(frames))
    }

    /// `count` times evenly spread over the scene, starting at 0 and ending at its last instant.
    static func filmstripTimes(_ scene: Scene, count: Int) -> [Double] {
        let d = scene.timeline.duration
        guard count > 1 else { return [0] }
        return (0..<count).map { d * Double($0) / Double(count - 1) }
    }

    /// Frames in `duration` seconds at `fps`, at least one.
    static func frameCount(duration: Double, fps: Double) -> Int {
        guard duration.isFinite, fps.isFinite, duration > 0, fps > 0 else { return 1 }
        return Swift.max(1, Int((duration * fps - 1e-9).rounded(.up)))
    }
}
