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

    /// Pixels the GIF's frames will hold at `fps` (frames × canvas area), a cost estimate for scheduling: rendering
    /// and encoding both grow with it, and a large canvas with few frames can outlast a small one with many.
    func pixelCount(fps: Double) -> Double {
        (scene.timeline.duration * fps).rounded(.up) * scene.canvas.width.rounded() * scene.canvas.height.rounded()
    }
}
