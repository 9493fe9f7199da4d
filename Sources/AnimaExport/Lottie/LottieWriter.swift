import AnimaCore

/// Writes a scene as Bodymovin 5.7 Lottie JSON: one shape layer per Anima layer (`nm` = layer id, `ddd: 0`),
/// parented like the layer tree, with background, content and border as shapes, the canvas background as a solid
/// layer at the bottom, and every animation resolved into
/// keyframes over the timeline (repeats and autoreverse unrolled, timing functions as Bézier handles split exactly
/// at the keys, discrete keys as holds, springs and splines sampled, path motion sampled with auto-orient).
public struct LottieWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// The Lottie document for a compiled scene, with what it cannot express.
    public func write(_ timeline: Timeline) -> ExportResult {
        let scene = timeline.scene
        var context = LottieLayerBuilder(timeline: timeline)
        var layers: [JSONText] = []
        let scale = scene.canvas.scale
        var rootIndex: Int?
        if scale != 1 {
            // A null layer scales points to pixels for every root layer.
            rootIndex = 1
            context.nextIndex = 2
        }
        context.rootParent = rootIndex
        if LottieLayerBuilder.hasDepth(scene) { context.depthProjection = LottieProjection(frames: context.everyFrame()) }
        for layer in scene.layers { context.add(layer, parent: rootIndex) }
        layers = context.layers.reversed()
        if let rootIndex { layers.append(LottieLayerBuilder.scaleNull(index: rootIndex, scale: scale, frames: context.frames)) }
        // The canvas background has no Lottie field: a solid layer at the bottom (last in the list) paints it.
        let background = scene.canvas.background
        if background.isFinite, background.alpha > 0 {
            layers.append(LottieLayerBuilder.backgroundSolid(
                index: context.nextIndex, color: background.clamped, width: (scene.canvas.width * scale).rounded(),
                height: (scene.canvas.height * scale).rounded(), frames: context.frames))
        }
        var fields: [(String, JSONText)] = [
            ("v", .string("5.7.0")), ("fr", .number(scene.timeline.fps)), ("ip", .number(0)),
            ("op", .number(context.frames)),
            ("w", .number((scene.canvas.width * scale).rounded())), ("h", .number((scene.canvas.height * scale).rounded())),
            ("nm", .string("anima")), ("ddd", .number(0)), ("assets", .array(context.assets)),
        ]
        if let fonts = LottieContents.fonts(scene) { fields.append(("fonts", fonts)) }
        fields.append(("layers", .array(layers)))
        let document = JSONText.object(fields)
        return ExportResult(text: document.text + "\n", warnings: context.warnings)
    }
}
