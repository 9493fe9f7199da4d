import AnimaCore

/// Reads a spring given as Core Animation's mass/stiffness/damping, SwiftUI's response + dampingFraction, or
/// perceptualDuration + bounce; `initialVelocity` goes with any of them.
enum SpringDecoder {
    private static let physical = ["mass", "stiffness", "damping"]
    private static let response = ["response", "dampingFraction"]
    private static let perceptual = ["perceptualDuration", "bounce"]

    /// The spring described by the animation's fields (Core Animation's defaults where absent).
    static func decode(_ object: inout ObjectReader, _ d: inout Diagnostics) -> Spring {
        let sets = [physical, response, perceptual].filter { $0.contains(where: object.has) }
        if sets.count > 1 {
            d.report(object.path, "mixes spring parameterisations; use mass/stiffness/damping, "
                     + "response + dampingFraction, or perceptualDuration + bounce")
        }
        let velocity = read(&object, "initialVelocity", ValueDecoder.number, &d) ?? 0
        if object.has("response") || object.has("dampingFraction") {
            let r = required(&object, "response", ValueDecoder.positive, &d)
            let f = required(&object, "dampingFraction", ValueDecoder.nonNegative, &d)
            return Spring(response: r ?? 1, dampingFraction: f ?? 1, initialVelocity: velocity)
        }
        if object.has("perceptualDuration") || object.has("bounce") {
            let duration = required(&object, "perceptualDuration", ValueDecoder.positive, &d)
            var bounce = read(&object, "bounce", ValueDecoder.number, &d) ?? 0
            if !(bounce > -1 && bounce < 1) {
                d.report(object.path("bounce"), "must be greater than −1 and less than 1")
                bounce = 0
            }
            return Spring(duration: duration ?? 1, bounce: bounce, initialVelocity: velocity)
        }
        let defaults = Spring()
        return Spring(mass: read(&object, "mass", ValueDecoder.positive, &d) ?? defaults.mass,
                      stiffness: read(&object, "stiffness", ValueDecoder.positive, &d) ?? defaults.stiffness,
                      damping: read(&object, "damping", ValueDecoder.nonNegative, &d) ?? defaults.damping,
                      initialVelocity: velocity)
    }

    private static func read(_ object: inout ObjectReader, _ name: String,
                             _ reader: (JSONValue, String, inout Diagnostics) -> Double?, _ d: inout Diagnostics) -> Double? {
        object.take(name).flatMap { reader($0, object.path(name), &d) }
    }

    private static func required(_ object: inout ObjectReader, _ name: String,
                                 _ reader: (JSONValue, String, inout Diagnostics) -> Double?, _ d: inout Diagnostics) -> Double? {
        guard object.has(name) else { d.report(object.path(name), "is required with this spring parameterisation"); return nil }
        return read(&object, name, reader, &d)
    }
}
