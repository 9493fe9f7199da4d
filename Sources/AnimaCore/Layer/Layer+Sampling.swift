/// A layer's presented values, sampled on its own (`Timeline(layer:)`); keep that timeline to sample many times.
extension Layer {
    /// This layer's presented properties at time `t` of its parent's clock: its model values with its animations
    /// applied, as Core Animation's presentation layer shows them. Throws what compiling the layer reports.
    public func presentedProperties(at t: Double) throws(TimelineError) -> LayerProperties {
        try Timeline(layer: self).sample(at: t)[id] ?? properties
    }

    /// The presented value of `key` on this layer at time `t` of its parent's clock.
    public func value(of key: PropertyKey, at t: Double) throws(TimelineError) -> Value {
        try presentedProperties(at: t)[key]
    }
}
