import AnimaCore

/// One picture of the demo gallery: the scene to render, and what the page says about it.
struct GalleryItem: Sendable {
    /// The section heading it appears under.
    var section: String
    /// File-name-safe and unique: the GIF is `<name>.gif`.
    var name: String
    /// One line of description.
    var summary: String
    /// The command that makes the same picture.
    var command: String
    /// The input that made it: a scene, a layout, or a before/after pair, as JSON text.
    var json: String
    /// The scene rendered.
    var scene: Scene

    /// Frames the GIF will have at `fps`, a cost estimate for scheduling.
    func frameCount(fps: Double) -> Int { Int(Swift.min(scene.timeline.duration * fps, 1e9).rounded(.up)) }
}
