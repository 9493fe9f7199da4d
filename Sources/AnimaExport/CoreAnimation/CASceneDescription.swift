/// A scene as Core Animation objects: a root layer of the canvas size holding the scene's layers.
public struct CASceneDescription: Sendable, Hashable, Codable {
    /// Canvas width in points.
    public var width: Double
    /// Canvas height in points.
    public var height: Double
    /// sRGB background colour.
    public var background: CAValueDescription
    /// The scene's default length in seconds.
    public var duration: Double
    /// The layers, bottom to top.
    public var layers: [CALayerDescription]

    /// Creates a scene description.
    public init(width: Double, height: Double, background: CAValueDescription, duration: Double,
                layers: [CALayerDescription]) {
        self.width = width; self.height = height; self.background = background; self.duration = duration
        self.layers = layers
    }
}
