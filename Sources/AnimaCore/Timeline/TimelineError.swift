/// Why a scene cannot be compiled into a timeline, with where the problem is as indices into the scene's tree, so a
/// reader of a file can name its own path (the JSON decoder maps it to `layers[2].sublayers[0].animations[1]…`).
public struct TimelineError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The layer's position in the tree: its index among the scene's root layers, then among each superlayer's
    /// sublayers; empty for a problem with the scene as a whole.
    public var layerPath: [Int]
    /// The layer's id, when the problem is in a layer.
    public var layerID: String?
    /// The animation's position: its index in the layer's animations, then in each enclosing group's; empty for a
    /// problem with the layer itself.
    public var animationPath: [Int]
    /// The member at fault, relative to the animation (or layer), e.g. `keyTimes[2]`, `from`, `id`; may be empty.
    public var field: String
    /// What is wrong and what was expected.
    public var message: String

    /// Creates an error located by the compiler as it unwinds.
    public init(layerPath: [Int] = [], layerID: String? = nil, animationPath: [Int] = [], field: String,
                message: String) {
        self.layerPath = layerPath; self.layerID = layerID; self.animationPath = animationPath
        self.field = field; self.message = message
    }

    /// A problem in `field` (a leading "." is dropped), before the compiler adds the layer and animation.
    init(path field: String, message: String) {
        self.init(field: field.hasPrefix(".") ? String(field.dropFirst()) : field, message: message)
    }

    /// The entry of `layerPath` that stands for the previous layer's mask (which is not one of its sublayers).
    public static let maskPosition = -1

    /// The place in the scene's own terms: `layers[bell].animations[0].keyTimes`.
    public var path: String {
        var text = layerID.map { "layers[\($0)]" } ?? ""
        for i in animationPath { text += ".animations[\(i)]" }
        if field.isEmpty { return text }
        return text.isEmpty ? field : text + (field.hasPrefix("[") ? "" : ".") + field
    }

    /// `path: message`.
    public var description: String { "\(path): \(message)" }
}

/// Limits checked before compiling, so hostile input fails with a message instead of exhausting memory.
public enum TimelineLimits {
    /// Most keyframes one animation may have.
    public static let maxKeyframes = 100_000
    /// Deepest nesting of animation groups.
    public static let maxGroupDepth = 32
    /// Deepest nesting of sublayers.
    public static let maxLayerDepth = 256
    /// Most instances one replicator may draw.
    public static let maxInstanceCount = 10_000
}
