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

    /// Exports `scene` in this format; `time` is the frame of `.svg`.
    public func export(_ scene: Scene, at time: Double = 0) -> ExportResult {
        switch self {
        case .web: WebPageWriter().write(scene)
        case .css: CSSKeyframesWriter().write(scene)
        case .lottie: LottieWriter().write(scene)
        case .svg: SVGWriter().write(scene, at: time)
        case .coreanimation: CADescriptionBuilder().jsonResult(for: scene)
        case .swift: SwiftSourceWriter().write(scene)
        }
    }
}
