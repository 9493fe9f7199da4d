import Anima

/// What the `.gif` strategy compares: a GIF file and the frames a viewer shows from it, each from its start time.
public struct GIFSnapshot: Sendable {
    /// One displayed frame.
    public struct Frame: Sendable {
        /// When it appears, in hundredths of a second from the start.
        public var start: Int
        /// The composite shown.
        public var canvas: Canvas
    }

    /// The GIF file (empty when the snapshot could not be taken).
    public var bytes: [UInt8]
    /// The frames decoded from `bytes`, so a fresh snapshot and a stored one are compared alike.
    public var frames: [Frame]
    /// Why there are no frames.
    public var problem: String?
    /// Names layers at a changed spot (a fresh snapshot only).
    var locator: LayerLocator?

    /// `subject` from 0 to its timeline's duration at `fps` (at most GIF's 50), rendered at `scale`.
    public init(_ subject: some AnimationSubject, fps: Double, scale: Double? = nil) {
        self.init(bytes: [], frames: [], problem: nil)
        do {
            let timeline = try subject.animationTimeline()
            let renderer = try Renderer(drawing: timeline, scale: scale)
            let rate = Swift.min(Swift.max(fps, 1), GIFTiming.maxFramesPerSecond)
            let duration = timeline.scene.timeline.duration
            let count = Swift.max(Int((duration * rate - 1e-9).rounded(.up)), 1)
            let canvases = FrameRenderer(renderer: renderer, timeline: timeline).frames(at: (0..<count).map { Double($0) / rate })
            self = GIFSnapshot(gif: try GIFEncoder.encode(canvases, delays: GIFTiming.delays(frameCount: count, fps: rate)))
            locator = LayerLocator(timeline: timeline, scale: renderer.scale)
        } catch {
            problem = "the GIF could not be made: \(error)"
        }
    }

    private init(bytes: [UInt8], frames: [Frame], problem: String?) {
        self.bytes = bytes; self.frames = frames; self.problem = problem
    }

    /// A snapshot read back from GIF bytes.
    public init(gif: [UInt8]) {
        bytes = gif
        do {
            var start = 0
            frames = try GIFDecoder().decode(gif).map { frame in
                defer { start += frame.delay }
                return Frame(start: start, canvas: frame.canvas)
            }
            problem = nil
        } catch {
            frames = []; problem = "the GIF is not readable: \(error)"
        }
    }

    /// The frame on screen at `centiseconds` from the start.
    func frame(at centiseconds: Int) -> Canvas? {
        frames.last { $0.start <= centiseconds }?.canvas ?? frames.first?.canvas
    }
}
