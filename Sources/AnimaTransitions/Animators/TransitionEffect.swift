import AnimaCore

/// What a transition does to an item at the edge of its lifetime: an opacity, a scale about the centre and an offset.
public struct TransitionEffect: Sendable, Hashable {
    /// Multiplies the item's opacity.
    public var opacity: Double
    /// Scales the item about its centre.
    public var scale: Double
    /// Offsets the item.
    public var translation: Point

    /// Creates an effect; the defaults change nothing.
    public init(opacity: Double = 1, scale: Double = 1, translation: Point = .zero) {
        self.opacity = opacity; self.scale = scale; self.translation = translation
    }

    /// Both effects: opacities and scales multiply, offsets add.
    public func combined(with other: TransitionEffect) -> TransitionEffect {
        TransitionEffect(opacity: opacity * other.opacity, scale: scale * other.scale,
                         translation: translation + other.translation)
    }

    /// The properties this effect changes and the values it gives them, on scalar key paths so that they compose.
    var changedValues: [(PropertyKey, Value)] {
        var values: [(PropertyKey, Value)] = []
        if opacity != 1 { values.append((.opacity, .number(opacity))) }
        if scale != 1 { values.append((.scale, .number(scale))) }
        if translation.x != 0 { values.append((.translationX, .number(translation.x))) }
        if translation.y != 0 { values.append((.translationY, .number(translation.y))) }
        return values
    }

    /// The value of `key` when nothing is changed (1 for opacity and scale, 0 for offsets).
    static func identityValue(of key: PropertyKey) -> Value {
        key == .opacity || key == .scale ? .number(1) : .number(0)
    }
}
