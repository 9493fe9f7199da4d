import AnimaCore
import Foundation

/// Turns a scene into its Core Animation description: one CALayer description per layer, one CAAnimation
/// description per animation, field by field.
public struct CADescriptionBuilder: Sendable {
    /// Creates a builder.
    public init() {}

    /// The description of `scene`, with what Core Animation cannot express (step timing functions).
    public func describe(_ scene: Scene) -> (description: CASceneDescription, warnings: [ExportWarning]) {
        var warnings: [ExportWarning] = []
        let layers = scene.layers.map { describe($0, warnings: &warnings) }
        let description = CASceneDescription(width: scene.canvas.width, height: scene.canvas.height,
                                             background: CAValueDescription(.color(scene.canvas.background)),
                                             duration: scene.timeline.duration, layers: layers)
        return (description, warnings)
    }

    /// The description of one animation (as a preset to add to any layer), with what Core Animation cannot express.
    public func describe(animation: Animation, layerID: String = "") -> (description: CAAnimationDescription, warnings: [ExportWarning]) {
        var warnings: [ExportWarning] = []
        let d = describe(animation, layer: layerID, warnings: &warnings)
        return (d, warnings)
    }

    /// The description as pretty-printed JSON with sorted keys.
    public func jsonResult(for scene: Scene) -> ExportResult {
        let (description, warnings) = describe(scene)
        return ExportResult(text: Self.json(description), warnings: warnings)
    }

    /// Deterministic JSON of a scene description.
    public static func json(_ description: CASceneDescription) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Only values finite by construction reach here; a failure would be a programming error, reported as text.
        guard let data = try? encoder.encode(description), let text = String(data: data, encoding: .utf8) else {
            return "{}\n"
        }
        return text + "\n"
    }

    func describe(_ layer: Layer, warnings: inout [ExportWarning]) -> CALayerDescription {
        var d = CALayerDescription(className: Self.className(layer.kind), name: layer.id)
        describeProperties(layer.properties, kind: layer.kind, into: &d)
        describeTiming(layer, into: &d, warnings: &warnings)
        d.mask = layer.mask.map { [describe($0, warnings: &warnings)] }
        d.sublayers = layer.sublayers.map { describe($0, warnings: &warnings) }
        d.animations = layer.animations.map { describe($0, layer: layer.id, warnings: &warnings) }
        return d
    }

    /// The layer's clock; a clock that changes during the scene (a recorded pause) has no single CALayer setting,
    /// so its first settings are described, with a warning.
    private func describeTiming(_ layer: Layer, into d: inout CALayerDescription, warnings: inout [ExportWarning]) {
        let t = layer.timing
        if t.beginTime != 0 { d.beginTime = t.beginTime }
        if t.speed != 1 { d.speed = t.speed }
        if t.timeOffset != 0 { d.timeOffset = t.timeOffset }
        if t.duration != 0 { d.duration = t.duration }
        if t.repeatCount != 0 { d.repeatCount = t.repeatCount.isInfinite ? Double(Float.greatestFiniteMagnitude) : t.repeatCount }
        if t.repeatDuration != 0 { d.repeatDuration = t.repeatDuration }
        if t.autoreverses { d.autoreverses = true }
        if t.fillMode != .removed { d.fillMode = t.fillMode.rawValue }
        if !t.changes.isEmpty {
            warnings.append(ExportWarning(layerID: layer.id, keyPath: nil, message: "the layer's clock changes "
                + "\(t.changes.count) time(s) during the scene (a recorded pause or resume); only its first settings are described"))
        }
    }

    static func className(_ kind: LayerKind) -> String {
        switch kind {
        case .layer: "CALayer"
        case .shape: "CAShapeLayer"
        case .gradient: "CAGradientLayer"
        case .replicator: "CAReplicatorLayer"
        case .transformLayer: "CATransformLayer"
        case .text: "CATextLayer"
        }
    }

    /// Copies every property that differs from Core Animation's default: the property table's whole properties the
    /// layer's kind has, then the styles, contents and text the table does not list.
    private func describeProperties(_ p: LayerProperties, kind: LayerKind, into d: inout CALayerDescription) {
        let defaults = LayerProperties()
        for key in PropertyKey.wholeProperties where key.descriptor.scope.contains(kind) && p[key] != defaults[key] {
            d[key] = CAValueDescription(p[key])
        }
        func scalar<T: Equatable>(_ path: KeyPath<LayerProperties, T>) -> T? {
            p[keyPath: path] == defaults[keyPath: path] ? nil : p[keyPath: path]
        }
        d.maskedCorners = scalar(\.maskedCorners)?.rawValue
        d.masksToBounds = scalar(\.masksToBounds)
        d.contents = p.contents.map(ContentsPlacement.dataURI)
        d.contentsGravity = scalar(\.contentsGravity)?.rawValue
        d.minificationFilter = scalar(\.minificationFilter)?.rawValue
        d.magnificationFilter = scalar(\.magnificationFilter)?.rawValue
        switch kind {
        case .shape:
            d.lineCap = scalar(\.lineCap)?.rawValue
            d.lineJoin = scalar(\.lineJoin)?.rawValue
            d.lineDashPattern = scalar(\.lineDashPattern)
            d.fillRule = scalar(\.fillRule).map { $0 == .evenOdd ? "even-odd" : "non-zero" }
        case .gradient:
            d.gradientType = scalar(\.gradientType)?.rawValue
        case .text:
            d.string = p.string
            d.fontName = p.fontName
            d.alignmentMode = scalar(\.alignmentMode)?.rawValue
            d.isWrapped = scalar(\.isWrapped)
            d.truncationMode = scalar(\.truncationMode)?.rawValue
        case .layer, .replicator, .transformLayer:
            break
        }
    }

    func describe(_ a: Animation, layer: String, warnings: inout [ExportWarning]) -> CAAnimationDescription {
        var d: CAAnimationDescription
        switch a.content {
        case .basic(let b):
            d = CAAnimationDescription(className: "CABasicAnimation")
            describeRange(b, into: &d)
        case .spring(let s):
            d = CAAnimationDescription(className: "CASpringAnimation")
            describeRange(s.values, into: &d)
            d.mass = s.spring.mass; d.stiffness = s.spring.stiffness
            d.damping = s.spring.damping; d.initialVelocity = s.spring.initialVelocity
        case .keyframe(let k):
            d = CAAnimationDescription(className: "CAKeyframeAnimation")
            d.values = k.path == nil ? k.values.map(CAValueDescription.init) : nil
            d.keyTimes = k.keyTimes
            d.timingFunctions = k.timingFunctions.map { fs in
                fs.map { describe($0, layer: layer, keyPath: a.keyPath?.keyPath, warnings: &warnings) }
            }
            d.calculationMode = k.calculationMode.rawValue
            d.rotationMode = k.rotationMode?.rawValue
            d.path = k.path?.svgPathData
            d.tensionValues = k.tensionValues; d.continuityValues = k.continuityValues; d.biasValues = k.biasValues
        case .group:
            d = CAAnimationDescription(className: "CAAnimationGroup")
            // Children with their durations resolved, so the description says what plays.
            d.animations = a.resolvedChildren.map { describe($0, layer: layer, warnings: &warnings) }
        }
        d.key = a.key
        d.keyPath = a.keyPath?.keyPath
        d.timingFunction = a.timingFunction.map { describe($0, layer: layer, keyPath: a.keyPath?.keyPath, warnings: &warnings) }
        describeTiming(a.timing, into: &d)
        d.isAdditive = a.isAdditive
        d.isCumulative = a.isCumulative
        return d
    }

    private func describeRange(_ b: BasicAnimation, into d: inout CAAnimationDescription) {
        d.fromValue = b.from.map(CAValueDescription.init)
        d.toValue = b.to.map(CAValueDescription.init)
        d.byValue = b.by.map(CAValueDescription.init)
    }

    private func describeTiming(_ t: MediaTiming, into d: inout CAAnimationDescription) {
        d.beginTime = t.beginTime; d.duration = t.duration; d.speed = t.speed; d.timeOffset = t.timeOffset
        d.repeatCount = t.repeatCount.isInfinite ? Double(Float.greatestFiniteMagnitude) : t.repeatCount
        d.repeatDuration = t.repeatDuration; d.autoreverses = t.autoreverses; d.fillMode = t.fillMode.rawValue
        d.isRemovedOnCompletion = t.isRemovedOnCompletion
    }

    /// Core Animation has no step functions: a step function becomes linear, with a warning.
    private func describe(_ f: TimingFunction, layer: String, keyPath: String?,
                          warnings: inout [ExportWarning]) -> CATimingFunctionDescription {
        switch f {
        case let .cubicBezier(x1, y1, x2, y2):
            return CATimingFunctionDescription(name: f.name, controlPoints: [x1, y1, x2, y2])
        case let .steps(n, position):
            warnings.append(ExportWarning(layerID: layer, keyPath: keyPath,
                message: "steps(\(n), \(position.rawValue)) has no CAMediaTimingFunction; written as linear"))
            return CATimingFunctionDescription(name: "linear", controlPoints: [0, 0, 1, 1])
        }
    }
}
