import Anima
import Foundation

/// The bytes libFuzzer hands a harness, and the ways harnesses read them.
public enum FuzzInput {
    /// Copies libFuzzer's buffer (which may be empty with a null pointer) into an array.
    public static func bytes(_ start: UnsafeRawPointer?, _ count: Int) -> [UInt8] {
        guard let start, count > 0 else { return [] }
        return [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    }

    /// Splits at the first NUL byte, so one input can carry two documents (the before and after list states).
    public static func split(_ bytes: [UInt8]) -> (first: [UInt8], second: [UInt8]) {
        guard let nul = bytes.firstIndex(of: 0) else { return (bytes, []) }
        return (Array(bytes[..<nul]), Array(bytes[(nul + 1)...]))
    }

    /// Three sample times covering a timeline's start, middle and end (and a negative time for backwards fill).
    public static func sampleTimes(of timeline: Timeline) -> [Double] {
        let d = timeline.scene.timeline.duration
        let duration = d.isFinite && d > 0 ? d : 1
        return [0, duration / 2, duration]
    }

    /// Renders the scene's first frame scaled down so its longer side is at most `side` pixels.
    public static func renderFirstFrame(_ timeline: Timeline, side: Double = 64) {
        let canvas = timeline.scene.canvas
        let longest = max(canvas.width, canvas.height)
        let scale = longest.isFinite && longest > 0 ? min(1, side / longest) : 1
        guard let renderer = try? Renderer(canvas: canvas, scale: scale) else { return }
        _ = renderer.render(timeline, at: 0)
    }
}
