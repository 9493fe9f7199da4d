import AnimaCore
import AnimaImageFormats

/// Rendering many frames of a timeline on every core, delivered in order.
extension Renderer {
    /// Renders `scene` at scene time `t` (compiles its timeline first; keep a `Timeline` for many frames).
    public static func render(scene: Scene, at t: Double, scale: Double? = nil) throws -> Canvas {
        let renderer = try Renderer(canvas: scene.canvas, scale: scale)
        return renderer.render(try Timeline(scene), at: t)
    }

    /// Renders `timeline` at each of `times` concurrently (the cooperative pool uses every core) and hands the
    /// frames to `consume` strictly in order. At most `window` frames are held at once, bounding memory. Each frame
    /// is a pure function of its time, so the output does not depend on how many cores ran it.
    public func renderFrames<E: Error>(
        _ timeline: Timeline, at times: [Double], window: Int = 16,
        consume: (_ index: Int, _ frame: Canvas) throws(E) -> Void
    ) async throws(E) {
        let limit = Swift.max(window, 1)
        // Rendering cannot fail, so the group never throws; the first error from `consume` ends the run.
        let failure: E? = await withTaskGroup(of: (Int, Canvas).self) { group -> E? in
            var scheduled = 0, emitted = 0
            var ready: [Int: Canvas] = [:]
            func schedule() {
                let i = scheduled, t = times[i]
                group.addTask { (i, self.render(timeline, at: t)) }
                scheduled += 1
            }
            while scheduled < Swift.min(limit, times.count) { schedule() }
            while let (i, frame) = await group.next() {
                ready[i] = frame
                while let f = ready.removeValue(forKey: emitted) {
                    do throws(E) {
                        try consume(emitted, f)
                    } catch {
                        group.cancelAll()
                        return error
                    }
                    emitted += 1
                }
                if scheduled < times.count { schedule() }
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// An animated GIF of `timeline` at `times`, each frame shown for the matching entry of `delays` (hundredths
    /// of a second). Transparent backgrounds stay transparent; `lossy` is `GIFEncoder`'s error bound (0: off) and
    /// `minimumSSIM` its per-frame floor (0: none), and `effort` how far it searches for a smaller file.
    /// `progress` gets the number of frames done.
    public func renderGIF(
        _ timeline: Timeline, at times: [Double], delays: [Int], loopCount: Int? = 0, lossy: Int = 0, minimumSSIM: Double = 0,
        effort: GIFEncoder.Effort = .thorough, progress: (_ done: Int) -> Void = { _ in }
    ) async throws(RenderError) -> [UInt8] {
        guard !times.isEmpty else { throw RenderError.invalidInput("a GIF needs at least one frame") }
        guard delays.count == times.count else {
            throw RenderError.invalidInput("\(times.count) frame times but \(delays.count) delays")
        }
        var encoder: GIFEncoder
        do {
            encoder = try GIFEncoder(width: pixelWidth, height: pixelHeight, loopCount: loopCount,
                                     preservesTransparency: background.alpha < 1, lossy: lossy, minimumSSIM: minimumSSIM,
                                     effort: effort)
        } catch { throw RenderError(error) }
        try await renderFrames(timeline, at: times) { i, frame throws(RenderError) in
            do throws(ImageFormatError) { try encoder.addFrame(frame, delay: delays[i]) } catch { throw RenderError(error) }
            progress(i + 1)
        }
        return encoder.finish()
    }
}
