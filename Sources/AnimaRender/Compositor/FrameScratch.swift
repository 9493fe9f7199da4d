import AnimaCore

/// The memory one frame's painting works in: the rasterizer's buffers, the gradient ramps it built, the coverage
/// of its small fills, its stroke and rounded-rectangle outlines, and its offscreen canvases and blur planes.
///
/// Kept between frames by `FrameScratch.Pool`, so a renderer drawing frame after frame neither allocates and zeroes
/// its scanline buffers, nor rebuilds the same ramps, nor rasterizes again the shapes that have not moved, nor
/// strokes again a path under the same pen, nor builds again a rounded rectangle under the same projection. All are
/// pure caches (a ramp is a function of its colours and locations, kept coverage of the fill's exact outline and
/// clip, a kept outline of what its key holds, the buffers are left zeroed after every fill), so no pixel depends on
/// what an earlier frame left here.
struct FrameScratch: Sendable {
    var rasterizer = Rasterizer()
    var ramps = GradientRamp.Cache()
    /// The row bits of the lazy background fill (`RenderTarget.beginClear`), kept so a frame allocates none.
    var clearedRows: [UInt64] = []
    /// The last frame's small fills, replayed where their outline has not moved.
    var coverage = CoverageCache()
    /// The last frame's stroke outlines, in their layers' own spaces.
    var strokes = FrameCache<StrokeOutlineKey, Contours>()
    /// The last frame's rounded-rectangle outlines, in device pixels.
    var roundedRects = FrameCache<RoundedRectKey, Contours>()
    /// The replayed coverage of the last frame's rounded-rectangle fills, by shape and clip: one lookup a fill.
    var roundedRectFills = FrameCache<RoundedRectFillKey, CoverageCache.Kept>()
    /// The last frame's fills, drawn again without a walk while only paint changes.
    var list = DisplayList()
    /// Memory of offscreen canvases (a group's layers, a mask, a shadow's source) given back, taken last first so
    /// nested offscreens each take their own.
    var offscreens: [[UInt32]] = []
    /// Memory of shadow blur planes given back, taken as `offscreens`.
    var planes: [[Int32]] = []
    /// The blur's working plane and column sums (one blur runs at a time).
    var blurScratch = ShadowBlur.Scratch()
    /// Whether offscreen targets blend edges in floats (`Renderer.blendsEdgesExactly`).
    var blendsEdgesExactly = false
    /// Whether `coverage`, `strokes`, `roundedRects` and `roundedRectFills` are used (`Renderer.reusesCoverage`).
    private(set) var reusesFrames = true

    /// Starts a frame that reuses what the last one kept, or (`reusing` false) draws from geometry alone.
    mutating func beginFrame(reusing: Bool) {
        reusesFrames = reusing
        guard reusing else { return }
        coverage.beginFrame()
        strokes.beginFrame()
        roundedRects.beginFrame()
        roundedRectFills.beginFrame()
    }

    /// Draws the frame of `presentation`, a frame of `timeline`, onto `target` cleared to `background` from the last
    /// frame's display list, leaving the caches as the last walk left them; false (nothing drawn) when it cannot.
    mutating func drawFromList(_ presentation: borrowing Presentation, of timeline: Timeline, scale: Double,
                               background: Color, into target: inout RenderTarget) -> Bool {
        guard list.prepare(presentation, timeline: timeline, frame: target.bounds, scale: scale) else { return false }
        target.beginClear(to: background, reusing: &clearedRows)
        list.draw(into: &target, rasterizer: &rasterizer)
        clearedRows = target.finishClear()
        return true
    }

    /// A renderer's spare scratch, shared by its copies and by frames rendered in parallel: a frame takes one (or
    /// starts an empty one when all are in use) and gives it back when done.
    final class Pool: Sendable {
        /// More than the cores that render frames at once is never needed.
        static let capacity = 4

        private let spare = Locked<[FrameScratch]>([])

        init() {}

        /// A scratch no other frame is using.
        func take() -> FrameScratch {
            spare.withLock { $0.popLast() } ?? FrameScratch()
        }

        /// Returns `scratch` for the next frame.
        func give(_ scratch: FrameScratch) {
            spare.withLock { if $0.count < Pool.capacity { $0.append(scratch) } }
        }
    }
}
