/// A node of the layer tree, as CALayer: an id, what it draws, its properties, clock, sublayers and keyed animations.
@dynamicMemberLookup
public struct Layer: Sendable, Hashable {
    /// Unique within a scene; exports and `anima sample` name the layer by it.
    public var id: String
    /// Plain, shape or gradient layer.
    public var kind: LayerKind
    /// The model values.
    public var properties: LayerProperties
    /// The layer's own clock.
    public var timing: LayerTiming
    /// Child layers, drawn after (above) this layer in order, then by `zPosition`.
    public var sublayers: [Layer]
    /// Running animations in the order they were added; keys are unique.
    public private(set) var animations: [Animation]
    /// Storage of `mask` (a value type cannot hold an optional of itself directly).
    private var maskStorage: [Layer] = []

    /// A layer whose alpha masks this layer and its sublayers (CALayer.mask), in this layer's coordinates; it has
    /// its own properties and animations but is not a sublayer.
    public var mask: Layer? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }

    /// Creates a layer.
    public init(id: String, kind: LayerKind = .layer, properties: LayerProperties = LayerProperties(),
                timing: LayerTiming = LayerTiming(), sublayers: [Layer] = [], animations: [Animation] = [],
                mask: Layer? = nil) {
        self.id = id; self.kind = kind; self.properties = properties; self.timing = timing
        self.sublayers = sublayers; self.animations = []
        self.mask = mask
        for animation in animations { add(animation) }
    }

    /// Reads and writes model properties directly: `layer.opacity = 0.5`.
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<LayerProperties, T>) -> T {
        get { properties[keyPath: keyPath] }
        set { properties[keyPath: keyPath] = newValue }
    }

    /// Adds an animation after the others; one already under the same key is removed first, as CALayer.add(_:forKey:).
    public mutating func add(_ animation: Animation, forKey key: String? = nil) {
        var animation = animation
        if let key { animation.key = key }
        if let key = animation.key { removeAnimation(forKey: key) }
        animations.append(animation)
    }

    /// Removes the animation under `key`, if any.
    public mutating func removeAnimation(forKey key: String) {
        animations.removeAll { $0.key == key }
    }

    /// Removes every animation (the "cancel on cell reuse" of the seed code).
    public mutating func removeAllAnimations() { animations.removeAll() }

    /// The animation under `key`, if any.
    public func animation(forKey key: String) -> Animation? { animations.first { $0.key == key } }

    /// The keys of the keyed animations, in order.
    public var animationKeys: [String] { animations.compactMap(\.key) }

    /// This layer and all layers below it, depth-first in drawing order (a mask right after the layer it masks).
    public var allLayers: [Layer] { [self] + maskStorage.flatMap(\.allLayers) + sublayers.flatMap(\.allLayers) }
}
