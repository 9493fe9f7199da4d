/// One layer tree sampled on its own, without a scene around it.
extension Timeline {
    /// The timeline of `layer` (with its sublayers and mask) as the only root of a 1×1 scene: what its animations
    /// give over time, on the scene clock (`layer.timing` applies). The scene's size and duration change no value,
    /// so none is asked for.
    public init(layer: Layer) throws(TimelineError) {
        try self.init(Scene(canvas: Scene.Canvas(width: 1, height: 1), timeline: Scene.TimelineSettings(duration: 1),
                            layers: [layer]))
    }
}
