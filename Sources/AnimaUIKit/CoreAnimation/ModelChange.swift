#if !canImport(Darwin)
import AnimaCore

/// A change of a layer's model value, kept so a recording can replay it at its time.
struct ModelChange {
    /// The whole property (`position`, not `position.x`).
    let key: PropertyKey
    /// The new model value.
    let value: Value
    /// The layer time of the change.
    let local: Double
    /// The global time of the change.
    let global: Double
    /// The global order of the change.
    let sequence: Int
}
#endif
