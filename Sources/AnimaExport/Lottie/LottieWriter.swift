import AnimaCore

/// Writes a scene as Bodymovin 5.7 Lottie JSON: one shape layer per Anima layer (`nm` = layer id, `ddd: 0`; layers
/// under perspective are projected at every frame, or with `LottieOptions.threeD` written as `ddd: 1` layers and a
/// camera where that is exact),
/// parented like the layer tree, with background, content and border as shapes, the canvas background as a solid
/// layer at the bottom, and every animation resolved into
/// keyframes over the timeline (repeats and autoreverse unrolled, timing functions as Bézier handles split exactly
/// at the keys, discrete keys as holds, springs and splines sampled, path motion sampled with auto-orient).
public struct LottieWriter: Sendable {
    /// How depth is written.
    public var options: LottieOptions

    /// Creates a writer.
    public init(options: LottieOptions = LottieOptions()) {
        self.options = options
    }

    /// The Lottie document for a compiled scene (replicators unrolled into one layer per instance, transform layers
    /// without the mask and shadow Core Animation ignores on them), with what it cannot express.
    public func write(_ timeline: Timeline) -> ExportResult {
        let timeline = TransformLayerEffects.removed(from: ReplicatorUnroller.unroll(timeline))
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
        let width = (scene.canvas.width * scale).rounded(), height = (scene.canvas.height * scale).rounded()
        var depth: (camera: [JSONText], shear: [JSONText], shearIndex: Int?) = ([], [], nil)
        if LottieLayerBuilder.hasDepth(scene) {
            let projection = LottieProjection(frames: context.everyFrame())
            context.depthProjection = projection
            if options.threeD { depth = Self.planDepth(&context, projection, width: width, height: height) }
        }
        for layer in scene.layers { context.add(layer, parent: context.rootParent) }
        let built = context.layers.reversed()
        layers = depth.camera + built.filter { !Self.isNull($0) }
        var nulls = built.filter(Self.isNull)
        if let rootIndex {
            let null = LottieLayerBuilder.scaleNull(index: rootIndex, scale: scale, frames: context.frames)
            nulls.append(depth.shearIndex.map { Self.parented(null, to: $0) } ?? null)
        }
        nulls += depth.shear
        // The canvas background has no Lottie field: a solid layer at the bottom of the drawn layers paints it.
        let background = scene.canvas.background
        if background.isFinite, background.alpha > 0 {
            layers.append(LottieLayerBuilder.solid(
                "anima-background", index: context.nextIndex, color: background.clamped,
                rect: Rect(0, 0, width, height), frames: context.frames))
        }
        // The nulls (the scale, the shear, skew splits) draw nothing, so their place in the list is free; they go
        // last because lottie-web's HTML renderer stacks a layer below the element of the nearest layer above it, and
        // a null there has none: the layer below a null landed on top of everything (a scaled scene played blank).
        layers += nulls
        var fields: [(String, JSONText)] = [
            ("v", .string("5.7.0")), ("fr", .number(scene.timeline.fps)), ("ip", .number(0)),
            ("op", .number(context.frames)),
            ("w", .number((scene.canvas.width * scale).rounded())), ("h", .number((scene.canvas.height * scale).rounded())),
            ("nm", .string("anima")), ("ddd", .number(context.depthPlan?.camera == nil ? 0 : 1)),
            ("assets", .array(context.assets)),
        ]
        if let fonts = LottieContents.fonts(scene) { fields.append(("fonts", fonts)) }
        fields.append(("layers", .array(layers)))
        let document = JSONText.object(fields)
        return ExportResult(text: document.text + "\n", warnings: context.warnings + WideStroke.warnings(timeline))
    }

    /// The 3D form's plan, set on `context`, with the camera layer and the shear nulls it needs (their indices the
    /// next free ones; the root layers then hang under the shear's first null when there is no scale null).
    private static func planDepth(_ context: inout LottieLayerBuilder, _ projection: LottieProjection, width: Double,
                                  height: Double) -> (camera: [JSONText], shear: [JSONText], shearIndex: Int?) {
        let plan = LottieDepthPlan(scene: context.scene, frames: context.everyFrame(), isProjected: projection.isProjected)
        context.depthPlan = plan
        context.warnings += plan.warnings
        guard let view = plan.camera else { return ([], [], nil) }
        let camera = LottieCamera.layer(index: context.nextIndex, width: width, height: height, distance: view.distance,
                                        frames: context.frames)
        context.nextIndex += 1
        guard let shear = LottieCamera.shearNulls(index: context.nextIndex, vanishingPoint: view.vanishingPoint,
                                                  center: Point(width / 2, height / 2), distance: view.distance,
                                                  frames: context.frames) else { return ([camera], [], nil) }
        let shearIndex = context.nextIndex
        if context.rootParent == nil { context.rootParent = shearIndex }
        context.nextIndex += shear.count
        return ([camera], shear, shearIndex)
    }

    /// Whether `layer` is a null layer (`ty` 3).
    private static func isNull(_ layer: JSONText) -> Bool {
        guard case .object(let fields) = layer, let type = fields.first(where: { $0.0 == "ty" })?.1,
              case .number(let t) = type else { return false }
        return t == 3
    }

    /// `layer` (an object after `ddd`, `ind`, `ty`, `nm`) with a `parent`.
    private static func parented(_ layer: JSONText, to parent: Int) -> JSONText {
        guard case .object(var fields) = layer else { return layer }
        fields.insert(("parent", .number(Double(parent))), at: Swift.min(4, fields.count))
        return .object(fields)
    }
}
