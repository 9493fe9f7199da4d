import AnimaCore
import AnimaImageFormats

/// Draws presentations into pixels: the frame size, pixel density and background, and the rules for drawing a
/// layer tree as Core Animation composites it.
///
/// What is drawn, per layer, bottom to top: its shadow, background (rounded by `cornerRadius`/`maskedCorners`),
/// its content (a gradient layer's gradient, a shape layer's fill then stroke), its sublayers ordered by
/// `zPosition` (stable among equals), then its border. `masksToBounds` clips content and sublayers to the rounded
/// bounds with anti-aliased edges. Layer opacity is group opacity: a layer with opacity below 1 that has sublayers
/// or draws more than one thing is rendered offscreen and composited once. Transforms are 3D with perspective, as
/// Core Animation composes them (see `Placement`); masks, transform layers and replicators are drawn as on iOS.
/// Shadow details are on `LayerPainter`.
public struct Renderer: Sendable {
    /// The canvas size in points.
    public let size: Size
    /// Pixels per point.
    public let scale: Double
    /// The colour the frame starts from.
    public let background: Color
    /// The frame width in pixels (points × scale, rounded to nearest).
    public let pixelWidth: Int
    /// The frame height in pixels.
    public let pixelHeight: Int
    /// The layers' decoded images and shaped text (empty by default: build one with `ContentStore(timeline)`
    /// once per scene, so nothing is decoded per frame).
    public var contents = ContentStore()
    /// Whether a frame replays the coverage of the small fills of the frame before it that have not moved, and its
    /// outlines of strokes and rounded rectangles whose geometry has not changed, instead of rasterizing and building
    /// them again (the same pixels either way; on by default). Off, every frame is drawn from its geometry alone, as
    /// a renderer without such caches draws it.
    public var reusesCoverage = true
    /// Whether solid fills blend their edge pixels in floats instead of 16-bit integer lanes: the reference that the
    /// integer blend, within 1/255 per channel of it, is tested against (off by default).
    var blendsEdgesExactly = false
    /// Whether a frame of a timeline that only repaints is drawn from the last frame's fills (`DisplayList`) when it
    /// can be; off, every frame walks the layer tree (the same pixels either way; on by default).
    var drawsFromDisplayList = true
    /// Scanline buffers, gradient ramps and coverage kept from one frame to the next (shared by copies of this
    /// renderer).
    let scratch = FrameScratch.Pool()

    /// A renderer for frames of `width`×`height` points at `scale` pixels per point; throws when the pixel size is
    /// empty or over `Canvas`' limits, before anything is allocated.
    public init(width: Double, height: Double, scale: Double = 1, background: Color = .clear) throws {
        guard scale.isFinite, scale > 0 else { throw RenderError.invalidScale(scale) }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw RenderError.invalidCanvasSize(width: width * scale, height: height * scale,
                                                reason: "the canvas must have a positive finite width and height")
        }
        let pw = (width * scale).rounded(), ph = (height * scale).rounded()
        do { try Canvas.validate(width: pw, height: ph) } catch { throw RenderError(error) }
        size = Size(width, height)
        self.scale = scale
        self.background = background.isFinite ? background.clamped : .clear
        pixelWidth = Int(pw)
        pixelHeight = Int(ph)
    }

    /// A renderer for a scene's canvas (its size, scale and background), optionally overriding the scale.
    public init(canvas: Scene.Canvas, scale: Double? = nil) throws {
        try self.init(width: canvas.width, height: canvas.height, scale: scale ?? canvas.scale, background: canvas.background)
    }

    /// A renderer for `timeline`'s canvas with the scene's images decoded and text shaped once (what drawing a whole
    /// scene needs), optionally overriding the scale.
    public init(drawing timeline: Timeline, scale: Double? = nil) throws {
        try self.init(canvas: timeline.scene.canvas, scale: scale)
        contents = try ContentStore(timeline)
    }

    /// A new frame showing `presentation`.
    public func render(_ presentation: Presentation) -> Canvas {
        var target = RenderTarget()
        render(presentation, timeline: nil, into: &target)
        return target.canvas
    }

    /// Draws `presentation` into `target` on the background, replacing what it held (reuses its memory when the size
    /// matches, and leaves alone the rows the last frame drawn there left at this background and this one does not
    /// draw on).
    public func render(_ presentation: Presentation, into target: inout RenderTarget) {
        render(presentation, timeline: nil, into: &target)
    }

    /// The frame of `timeline` at scene time `t` (replicator instances run their `instanceDelay` later).
    public func render(_ timeline: Timeline, at t: Double) -> Canvas {
        var target = RenderTarget()
        render(timeline.sample(at: t), timeline: timeline, into: &target)
        return target.canvas
    }

    /// Draws the frame of `timeline` at scene time `t` into `target`, reusing what it holds as
    /// `render(_:into:)` does.
    public func render(_ timeline: Timeline, at t: Double, into target: inout RenderTarget) {
        render(timeline.sample(at: t), timeline: timeline, into: &target)
    }

    /// Draws `presentation`; with its `timeline`, replicated instances are re-sampled at their delayed times (in
    /// place: taken by value, a freshly sampled presentation is not copied again for that).
    private func render(_ presentation: consuming Presentation, timeline: Timeline?, into target: inout RenderTarget) {
        let full = PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)
        if target.bounds != full {
            target = RenderTarget(Canvas(unchecked: full))
        }
        var frameScratch = scratch.take()
        frameScratch.blendsEdgesExactly = blendsEdgesExactly
        target.blendsEdgesExactly = blendsEdgesExactly
        // A timeline that only repaints: the last frame's fills when its facts still hold, otherwise a walk that
        // records them.
        let repainted = timeline.flatMap { reusesCoverage && drawsFromDisplayList && !$0.animatesGeometry ? $0 : nil }
        if let repainted, frameScratch.drawFromList(presentation, of: repainted, scale: scale, background: background,
                                                    into: &target) {
            scratch.give(frameScratch)
            return
        }
        frameScratch.beginFrame(reusing: reusesCoverage)
        if let repainted { frameScratch.list.beginRecording(presentation, timeline: repainted, scale: scale) }
        var painter = LayerPainter(presentation: consume presentation, timeline: timeline, contents: contents,
                                   scratch: consume frameScratch)
        target.beginClear(to: background, reusing: &painter.scratch.clearedRows)
        for root in painter.drawingOrder(of: nil) {
            painter.drawLayer(root, placement: .root(scale: scale), clip: nil, into: &target, pointScale: scale)
        }
        painter.scratch.list.finishRecording(frame: full)
        painter.scratch.clearedRows = target.finishClear()
        scratch.give(painter.scratch)
    }
}
