import Anima

/// What the `.filmstrip` strategy compares: a sheet of frames with their times printed underneath, and where
/// each time's frame sits (known for a fresh snapshot, not for one read back from a PNG file).
public struct FilmstripSnapshot: Sendable {
    /// One frame of the sheet.
    public struct Frame: Sendable, Hashable {
        /// The scene time it shows.
        public var time: Double
        /// Its column on the sheet, label included.
        public var column: PixelRect
    }

    /// The sheet, nil when the snapshot could not be taken or read.
    public var sheet: Canvas?
    /// The frames, in time order; empty for a reference read from disk.
    public var frames: [Frame]
    /// Why there is no sheet.
    public var problem: String?
    /// Names layers at a changed spot (a fresh snapshot only).
    var locator: LayerLocator?

    /// A sheet of `subject` at `times`, rendered at `scale` (the scene's own when nil).
    public init(_ subject: some AnimationSubject, at times: [Double], scale: Double? = nil) {
        do {
            guard !times.isEmpty else { throw RenderError.invalidInput("a filmstrip needs at least one time") }
            let timeline = try subject.animationTimeline()
            let renderer = try Renderer(drawing: timeline, scale: scale)
            let layout = FilmstripSheet()
            let canvases = FrameRenderer(renderer: renderer, timeline: timeline).frames(at: times)
            let sheet = try layout.compose(canvases, labels: times.map(FilmstripSheet.label(seconds:)))
            self.sheet = sheet
            frames = times.enumerated().map { k, t in
                let r = layout.frameRect(k, frameWidth: renderer.pixelWidth, frameHeight: renderer.pixelHeight)
                return Frame(time: t, column: PixelRect(x: r.x, y: 0, width: r.width, height: sheet.height))
            }
            problem = nil
            locator = LayerLocator(timeline: timeline, scale: renderer.scale)
        } catch {
            sheet = nil; frames = []; problem = "the filmstrip could not be made: \(error)"
        }
    }

    /// A snapshot read back from PNG bytes.
    public init(png: [UInt8]) {
        frames = []
        do { sheet = try PNGDecoder().decode(png); problem = nil } catch {
            sheet = nil; problem = "the reference is not a readable PNG: \(error)"
        }
    }

    /// The sheet as PNG bytes (empty when there is none).
    public var png: [UInt8] { sheet.flatMap { try? PNGEncoder().encode($0) } ?? [] }
}
