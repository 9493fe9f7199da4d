import AnimaCore

/// Placeholder until implemented.
public struct LottieWriter: Sendable {
    /// Creates a writer.
    public init() {}
    /// Writes the scene.
    public func write(_ scene: Scene, at time: Double = 0) -> ExportResult { ExportResult(text: "", warnings: []) }
}
