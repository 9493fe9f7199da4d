/// One `element.animate()` call: the layer it targets, its keyframes and its timing (Web Animations terms).
struct WebAnimation: Sendable, Hashable {
    /// Which element of the layer is animated.
    enum Target: String, Sendable { case layer, path }

    /// One keyframe: offset, CSS property values, composite operation and the easing to the next keyframe.
    struct Keyframe: Sendable, Hashable {
        var offset: Double
        var properties: [(String, String)]
        var isAdditive: Bool
        var easing: String

        static func == (a: Keyframe, b: Keyframe) -> Bool {
            a.offset == b.offset && a.isAdditive == b.isAdditive && a.easing == b.easing
                && a.properties.map(\.0) == b.properties.map(\.0) && a.properties.map(\.1) == b.properties.map(\.1)
        }

        func hash(into h: inout Hasher) { h.combine(offset); h.combine(easing) }
    }

    var layerID: String
    var name: String
    var target: Target
    var keyframes: [Keyframe]
    var timing: WebTiming
}

/// The timing options of `element.animate()` (times in milliseconds).
struct WebTiming: Sendable, Hashable {
    var delay = 0.0
    var duration = 250.0
    var iterations = 1.0
    var alternate = false
    var iterationStart = 0.0
    var fill = "none"
    var easing = "linear"
}
