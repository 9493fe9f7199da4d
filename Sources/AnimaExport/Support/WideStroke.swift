import AnimaCore

/// Strokes wider than their curves (`Path.strokeOutrunsCurves`), which SVG, Web and Lottie players (Cairo in librsvg,
/// Skia in Chromium, rlottie) draw from offset outlines that leave part of the inner side uncovered: a loss every
/// such export declares.
enum WideStroke {
    /// What is lost, worded once for every export.
    static let message = "a stroke wider than its curve is across: players stroke offset outlines, which leave part "
        + "of its inner side uncovered (the renderer covers every point within half the width of the curve)"

    /// A warning for the stroke of a shape layer drawn at `p`, nil when it does not outrun its curves.
    static func warning(_ p: LayerProperties, layerID: String) -> ExportWarning? {
        guard p.strokeColor.alpha > 0, p.path?.strokeOutrunsCurves(lineWidth: p.lineWidth) == true else { return nil }
        return ExportWarning(layerID: layerID, keyPath: "lineWidth", message: message)
    }

    /// A warning per shape layer whose stroke outruns its curves at some whole frame of `timeline` (at most
    /// `OutputLimits.maxFrames` of them, spread over the duration). Scenes without a curved shape sample nothing.
    static func warnings(_ timeline: Timeline) -> [ExportWarning] {
        let shapes = timeline.scene.allLayers.filter { layer in
            layer.kind == .shape && layer.properties.path?.elements.contains { element in
                switch element {
                case .quad, .cubic: true
                default: false
                }
            } == true
        }.map(\.id)
        guard !shapes.isEmpty else { return [] }
        let t = timeline.scene.timeline
        let count = Swift.min(SampleCount.whole(t.duration * t.fps), OutputLimits.maxFrames)
        let step = count > 0 ? t.duration / Double(count) : 0
        var found: [String: ExportWarning] = [:]
        for n in 0...count {
            let frame = timeline.sample(at: Double(n) * step)
            for id in shapes where found[id] == nil { found[id] = frame[id].flatMap { warning($0, layerID: id) } }
            if found.count == shapes.count { break }
        }
        return shapes.compactMap { found[$0] }
    }
}
