import AnimaCore

/// The formats `anima export` writes.
public enum ExportFormat: String, Sendable, Hashable, CaseIterable {
    /// A self-contained HTML page animated with `element.animate()`.
    case web
    /// A CSS stylesheet of `@keyframes` rules.
    case css
    /// Bodymovin 5.7 Lottie JSON.
    case lottie
    /// One frame as static SVG.
    case svg
    /// The Core Animation description as JSON.
    case coreanimation
    /// Swift source that builds the CALayers and CAAnimations.
    case swift

    /// Exports a compiled scene in this format; `time` is the frame of `.svg`, `lottie` how `.lottie` writes depth.
    public func export(_ timeline: Timeline, at time: Double = 0, lottie: LottieOptions = LottieOptions()) -> ExportResult {
        switch self {
        case .web: WebPageWriter().write(timeline)
        case .css: CSSKeyframesWriter().write(timeline)
        case .lottie: LottieWriter(options: lottie).write(timeline)
        case .svg: SVGWriter().write(timeline, at: time)
        case .coreanimation: CADescriptionBuilder().jsonResult(for: timeline.scene)
        case .swift: SwiftSourceWriter().write(timeline)
        }
    }

    /// Compiles `scene`, then exports it; throws what the compiler reports instead of exporting an invalid scene.
    public func export(_ scene: Scene, at time: Double = 0, lottie: LottieOptions = LottieOptions())
        throws(TimelineError) -> ExportResult {
        export(try Timeline(scene), at: time, lottie: lottie)
    }
}
