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

    /// This animation's opacity keyframes as `--anima-to` of layer `id` (`PassedOpacity`); nil when it has none.
    func passingOpacity(to id: String) -> WebAnimation? {
        let opacity = WebProperty.name("o"), passed = WebProperty.name("to")
        guard target == .layer, keyframes.contains(where: { $0.properties.contains { $0.0 == opacity } }) else {
            return nil
        }
        var copy = self
        copy.layerID = id
        copy.name = name + "-passed"
        copy.keyframes = keyframes.map { k in
            var k = k
            k.properties = k.properties.filter { $0.0 == opacity }.map { (passed, $0.1) }
            return k
        }
        return copy
    }
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
