/// A complete animated picture: a canvas, a default timeline and a tree of layers. Every authoring tool produces one.
public struct Scene: Sendable, Hashable {
    /// The drawing surface.
    public struct Canvas: Sendable, Hashable {
        /// Width in points.
        public var width: Double
        /// Height in points.
        public var height: Double
        /// Pixels per point.
        public var scale: Double
        /// Colour behind all layers.
        public var background: Color

        /// Creates a canvas.
        public init(width: Double, height: Double, scale: Double = 1, background: Color = .white) {
            self.width = width; self.height = height; self.scale = scale; self.background = background
        }
    }

    /// The stretch of time that rendering and export cover by default.
    public struct TimelineSettings: Sendable, Hashable {
        /// Seconds covered.
        public var duration: Double
        /// Frames per second.
        public var fps: Double

        /// Creates timeline settings.
        public init(duration: Double, fps: Double = 60) { self.duration = duration; self.fps = fps }
    }

    /// The drawing surface.
    public var canvas: Canvas
    /// The default time range.
    public var timeline: TimelineSettings
    /// The root layers, bottom to top.
    public var layers: [Layer]
    /// A free-text description (the scene file's `comment`).
    public var comment: String?

    /// Creates a scene.
    public init(canvas: Canvas, timeline: TimelineSettings, layers: [Layer] = [], comment: String? = nil) {
        self.canvas = canvas; self.timeline = timeline; self.layers = layers; self.comment = comment
    }

    /// Every layer of the tree, depth-first.
    public var allLayers: [Layer] { layers.flatMap(\.allLayers) }

    /// The layer with `id`, searched depth-first.
    public func layer(withID id: String) -> Layer? { allLayers.first { $0.id == id } }

    /// Changes the layer with `id` in place; returns false when there is none.
    @discardableResult
    public mutating func updateLayer(withID id: String, _ change: (inout Layer) -> Void) -> Bool {
        Self.update(&layers, id, change)
    }

    private static func update(_ layers: inout [Layer], _ id: String, _ change: (inout Layer) -> Void) -> Bool {
        for i in layers.indices {
            if layers[i].id == id { change(&layers[i]); return true }
            if update(&layers[i].sublayers, id, change) { return true }
        }
        return false
    }
}
